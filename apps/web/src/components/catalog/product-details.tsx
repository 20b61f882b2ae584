import type { ProductDocument } from "@portal/domain/catalog/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import NextLink from "next/link";
import { getTranslations } from "next-intl/server";
import { formatKibibytes, paragraphs } from "@/lib/catalog/format";
import { productPath } from "@/lib/catalog/product-page";
import type { Attribute, BundledProduct } from "@/lib/catalog/products";
import { Price } from "./price";
import styles from "./product-details.module.css";
import { StockBadge } from "./stock-badge";

/** Catalogue text with its paragraphs. */
export function RichText({ text }: { text: string }) {
  return (
    <div className={styles.prose}>
      {paragraphs(text).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

export async function AttributesTable({ attributes, productName }: { attributes: Attribute[]; productName: string }) {
  const t = await getTranslations("product.technical");
  if (attributes.length === 0) return <p className={styles.none}>{t("none")}</p>;
  return (
    <table className={`${styles.table} ${styles.specs}`}>
      <caption className="visually-hidden">{t("caption", { name: productName })}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{t("characteristic")}</th>
          <th scope="col">{t("value")}</th>
        </tr>
      </thead>
      <tbody>
        {attributes.map((attribute) => (
          <tr key={attribute.code}>
            <th scope="row">{attribute.name}</th>
            <td>{attribute.unit ? `${attribute.formatted} ${attribute.unit}` : attribute.formatted}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PdfIcon() {
  return (
    <svg className={styles.pdfIcon} viewBox="0 0 32 40" width="28" height="35" aria-hidden="true" focusable="false">
      <path d="M3 1h18l8 8v28a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2Z" fill="#fff" stroke="currentColor" strokeWidth="1.5" />
      <path d="M21 1v8h8" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <rect x="0" y="20" width="25" height="11" rx="1.5" fill="#b42318" />
      <text x="12.5" y="28.6" textAnchor="middle" fontSize="8" fontWeight="700" fill="#fff" fontFamily="Arial, sans-serif">
        PDF
      </text>
    </svg>
  );
}

export async function DocumentList({ documents, locale }: { documents: ProductDocument[]; locale: Locale }) {
  const t = await getTranslations("product.documents");
  return (
    <table className={`${styles.table} ${styles.documents}`}>
      <caption className="visually-hidden">{t("caption")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("title")}</th>
          <th scope="col">{t("type")}</th>
          <th scope="col">{t("language")}</th>
          <th scope="col" className={styles.numeric}>
            {t("size")}
          </th>
        </tr>
      </thead>
      <tbody>
        {documents.map((document) => {
          const size = formatKibibytes(document.sizeBytes, locale);
          return (
            <tr key={document.url}>
              <td>
                <a href={document.url} className={styles.documentLink} type={document.mime} hrefLang={document.locale} download>
                  <PdfIcon />
                  <span>
                    <span className={styles.documentTitle}>{document.title}</span>
                    <span className="visually-hidden"> – {t("download", { title: document.title, size })}</span>
                  </span>
                </a>
              </td>
              <td>{t(`types.${document.type}`)}</td>
              <td>
                <span className={styles.language}>{document.locale.toUpperCase()}</span> {t(`languages.${document.locale}`)}
              </td>
              <td className={styles.numeric}>{t("sizeValue", { size })}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

type KitContentsProps = { items: BundledProduct[]; locale: Locale; discountBasisPoints: number | null };

export async function KitContents({ items, locale, discountBasisPoints }: KitContentsProps) {
  const [t, catalog] = await Promise.all([getTranslations("product.kit"), getTranslations("catalog")]);
  const words = { listPrice: catalog("listPrice"), yourPrice: catalog("yourPrice") };
  return (
    <table className={`${styles.table} ${styles.kit}`}>
      <caption className="visually-hidden">{t("caption")}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.numeric}>
            {t("quantity")}
          </th>
          <th scope="col">{t("item")}</th>
          <th scope="col">{t("reference")}</th>
          <th scope="col" className={styles.numeric}>
            {t("price")}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map(({ quantity, variant }) => (
          <tr key={variant.code}>
            <td className={`${styles.numeric} ${styles.quantity}`}>× {quantity}</td>
            <td>
              <NextLink href={`${productPath(locale, variant.product.slug)}?variant=${encodeURIComponent(variant.code)}`}>
                {variant.name}
              </NextLink>
              <div className={styles.kitStock}>
                <StockBadge status={variant.stockStatus} label={catalog(`stock.${variant.stockStatus}`)} />
              </div>
            </td>
            <td className={styles.mono}>{variant.reference}</td>
            <td className={styles.numeric}>
              {variant.priceOnRequest || variant.priceCents === null ? (
                catalog("priceOnRequest")
              ) : (
                <Price listCents={variant.priceCents} discountBasisPoints={discountBasisPoints} locale={locale} words={words} />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
