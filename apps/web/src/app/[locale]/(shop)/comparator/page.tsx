import { COMPARATOR_LIMIT } from "@portal/domain/catalog/comparator";
import { isLocale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import NextLink from "next/link";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { StockBadge } from "@/components/catalog/stock-badge";
import { DifferencesFilter, RemoveFromComparison } from "@/components/comparator/comparator-controls";
import { ComparatorSync } from "@/components/comparator/comparator-sync";
import { Breadcrumb } from "@/components/content/breadcrumb";
import { DocumentIcon, ToolIcon } from "@/components/icons/icons";
import { Alert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { PlainImage } from "@/components/ui/plain-image";
import { pathFor } from "@/i18n/paths";
import { productPath } from "@/lib/catalog/product-page";
import type { ComparisonRow } from "@/lib/comparator/comparison";
import { parseCodesParam } from "@/lib/comparator/comparison";
import { loadComparison } from "@/lib/comparator/load";
import styles from "./comparator-page.module.css";

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "comparator" });
  // The comparison is personal: crawlers get nothing from it.
  return { title: t("metaTitle"), robots: { index: false, follow: true } };
}

export default async function ComparatorPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const codes = parseCodesParam((await searchParams).codes, COMPARATOR_LIMIT);
  const [comparison, t, common, catalog] = await Promise.all([
    loadComparison(locale, codes),
    getTranslations("comparator"),
    getTranslations("product"),
    getTranslations("catalog"),
  ]);
  const { products } = comparison;
  const foundCodes = products.map((product) => product.card.code);
  const pdfHref = `${pathFor("/comparator/pdf", locale)}?codes=${foundCodes.join(",")}`;

  const rowOf = (row: ComparisonRow, emphasis = false) => (
    <tr key={row.code} className={row.differs ? styles.differs : undefined} data-same={row.differs ? undefined : ""}>
      <th scope="row" className={styles.rowHeader}>
        {row.name}
        {row.differs ? <span className="visually-hidden"> ({t("legend")})</span> : null}
      </th>
      {row.values.map((value, index) => (
        <td key={foundCodes[index]} className={emphasis ? `${styles.cell} ${styles.emphasis}` : styles.cell}>
          {value === null ? (
            <span className={styles.noValue}>{t("noValue")}</span>
          ) : row.code === "listPrice" ? (
            <s className={styles.listPrice}>{value}</s>
          ) : (
            value
          )}
        </td>
      ))}
    </tr>
  );

  return (
    <div className={styles.page}>
      <div className="container">
        <Breadcrumb items={[{ label: common("home"), href: `/${locale}` }, { label: t("title") }]} />
        <div className={styles.header}>
          <div className={styles.heading}>
            <h1 className={styles.title}>{t("title")}</h1>
            <p className={styles.intro}>{t("intro", { limit: COMPARATOR_LIMIT })}</p>
          </div>
          {products.length > 0 ? (
            <div className={styles.wideOnly}>
              <a href={pdfHref} className={buttonClass({ variant: "secondary" })} download>
                <DocumentIcon size={18} />
                {t("downloadPdf")}
              </a>
            </div>
          ) : null}
        </div>

        <div className={styles.narrow}>
          <Alert tone="info" live={false} title={t("narrow.title")}>
            <p>{t("narrow.text")}</p>
          </Alert>
        </div>

        <div className={styles.wideOnly}>
          {comparison.missing && codes.length > 0 ? (
            <Alert tone="warning" live={false} className={styles.notice}>
              {t("missing")}
            </Alert>
          ) : null}

          <ComparatorSync
            shownCodes={codes}
            foundCodes={foundCodes}
            loading={
              <p className={styles.loading} aria-busy="true">
                {t("loading")}
              </p>
            }
            empty={
              <div className={styles.empty}>
                <span className={styles.emptyIcon} aria-hidden="true">
                  <ToolIcon size={32} />
                </span>
                <h2 className={styles.emptyTitle}>{t("empty.title")}</h2>
                <p>{t("empty.text", { limit: COMPARATOR_LIMIT })}</p>
                <NextLink href={`/${locale}`} className={buttonClass({ variant: "brand" })}>
                  {t("empty.action")}
                </NextLink>
              </div>
            }
          />

          {products.length > 0 ? (
            <DifferencesFilter label={t("differencesOnly")} legend={t("legend")}>
              <div className={styles.scroller}>
                <table className={styles.table}>
                  <caption className="visually-hidden">{t("caption", { count: products.length })}</caption>
                  <thead>
                    <tr>
                      <td className={styles.corner} />
                      {products.map(({ card }) => (
                        <th key={card.code} scope="col" className={styles.product}>
                          <div className={styles.productMedia}>
                            {card.image ? (
                              <PlainImage src={card.image.url} alt="" width={card.image.width} height={card.image.height} />
                            ) : (
                              <ToolIcon size={40} />
                            )}
                          </div>
                          <span className={styles.productBrand}>{card.brand.name}</span>
                          <NextLink href={productPath(locale, card.slug)} className={styles.productName}>
                            {card.name}
                          </NextLink>
                          <span className={styles.productMeta}>
                            {card.stockStatus ? (
                              <StockBadge status={card.stockStatus} label={catalog(`stock.${card.stockStatus}`)} />
                            ) : null}
                            <RemoveFromComparison code={card.code} text={t("remove")} label={t("removeLabel", { name: card.name })} />
                          </span>
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {comparison.summary.map((row) => rowOf(row, row.code === "price"))}
                    {comparison.technical.length > 0 ? (
                      <tr>
                        <th scope="colgroup" colSpan={products.length + 1} className={styles.group}>
                          {t("rows.technical")}
                        </th>
                      </tr>
                    ) : null}
                    {comparison.technical.map((row) => rowOf(row))}
                  </tbody>
                </table>
              </div>
            </DifferencesFilter>
          ) : null}
        </div>
      </div>
    </div>
  );
}
