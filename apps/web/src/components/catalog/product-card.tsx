import type { ProductCard as ProductCardData } from "@portal/domain/catalog/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import Image from "next/image";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { formatPrice } from "@/lib/catalog/format";
import { cardReference, productPath } from "@/lib/catalog/product-page";
import { CompareToggle } from "../comparator/compare-toggle";
import { ToolIcon } from "../icons/icons";
import styles from "./product-card.module.css";
import { StockBadge } from "./stock-badge";

type ProductCardProps = {
  card: ProductCardData;
  locale: Locale;
  headingLevel?: 2 | 3;
  /** A row with the price beside the name, for lists read line by line. */
  layout?: "grid" | "list";
  /** Name and reference line with the words a search matched marked. */
  marked?: { name: ReactNode; reference: ReactNode };
};

/** A product in a list or carousel: the whole card opens the product page. */
export function ProductCard({ card, locale, headingLevel = 3, layout = "grid", marked }: ProductCardProps) {
  const t = useTranslations("catalog");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={layout === "list" ? `${styles.card} ${styles.list}` : styles.card}>
      <div className={styles.media}>
        {card.image ? (
          <Image unoptimized src={card.image.url} alt="" width={card.image.width} height={card.image.height} loading="lazy" />
        ) : (
          <ToolIcon size={40} className={styles.placeholder} />
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.brand}>{card.brand.name}</p>
        <Heading className={styles.name}>
          <NextLink href={productPath(locale, card.slug)} className={styles.link}>
            {marked?.name ?? card.name}
          </NextLink>
        </Heading>
        <p className={styles.reference}>{marked?.reference ?? t("reference", { reference: cardReference(card) })}</p>
        <div className={styles.footer}>
          <p className={styles.price}>
            {card.priceOnRequest || card.fromPriceCents === null ? (
              <span className={styles.onRequest}>{t("priceOnRequest")}</span>
            ) : (
              <>
                <span className={styles.from}>{t("from")}</span>
                <span className={styles.amount}>{formatPrice(card.fromPriceCents, locale)}</span>{" "}
                <span className={styles.vat}>{t("exclVat")}</span>
              </>
            )}
          </p>
          {card.stockStatus ? <StockBadge status={card.stockStatus} /> : null}
        </div>
      </div>
      <CompareToggle code={card.code} name={card.name} compact className={styles.compare} />
    </article>
  );
}
