import type { AvailabilityStatus } from "@portal/domain/catalog/availability";
import type { ProductCard as ProductCardData } from "@portal/domain/catalog/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import NextLink from "next/link";
import type { ReactNode } from "react";
import { cardReference } from "@/lib/catalog/format";
import { CompareToggle, type CompareToggleLabels } from "../comparator/compare-toggle";
import { ChevronRightIcon, ToolIcon } from "../icons/core-icons";
import { PlainImage } from "../ui/plain-image";
import { Price, type PriceWords } from "./price";
import styles from "./product-card.module.css";
import { StockBadge } from "./stock-badge";

/** A card's words, translated once by the server for every card of the page. */
export type ProductCardLabels = PriceWords & {
  from: string;
  exclVat: string;
  /** Beside a visitor's price: the list price, excl. VAT. */
  listExclVat: string;
  priceOnRequest: string;
  /** The words around the reference in "Réf. {reference}". */
  reference: { before: string; after: string };
  stock: Record<AvailabilityStatus, string>;
  compare: CompareToggleLabels;
};

export type ProductCardViewProps = {
  card: ProductCardData;
  /** The product page. */
  href: string;
  locale: Locale;
  labels: ProductCardLabels;
  /** The reader's company discount; null for a visitor, who reads list prices. */
  discountBasisPoints: number | null;
  headingLevel?: 2 | 3;
  /** A row with the price beside the name, for lists read line by line. */
  layout?: "grid" | "list";
  /** Name and reference line with the words a search matched marked. */
  marked?: { name: ReactNode; reference: ReactNode };
  /** Customers only: the add-to-cart control, or the words that send to the product page to order. */
  buy?: { control: ReactNode } | { hint: string };
};

/**
 * A product in a list or carousel: the whole card opens the product page. Rendered by the server
 * in lists, and in the browser for the products viewed lately, so it takes its words as props.
 */
export function ProductCardView({
  card,
  href,
  locale,
  labels,
  discountBasisPoints,
  headingLevel = 3,
  layout = "grid",
  marked,
  buy,
}: ProductCardViewProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={layout === "list" ? `${styles.card} ${styles.list}` : styles.card}>
      <div className={styles.media}>
        {card.image ? (
          <PlainImage src={card.image.url} alt="" width={card.image.width} height={card.image.height} loading="lazy" />
        ) : (
          <ToolIcon size={40} className={styles.placeholder} />
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.brand}>{card.brand.name}</p>
        <Heading className={styles.name}>
          <NextLink href={href} className={styles.link}>
            {marked?.name ?? card.name}
          </NextLink>
        </Heading>
        <p className={styles.reference}>
          {marked?.reference ?? `${labels.reference.before}${cardReference(card)}${labels.reference.after}`}
        </p>
        <div className={buy && "control" in buy ? `${styles.footer} ${styles.withCart}` : styles.footer}>
          <p className={styles.price}>
            {card.priceOnRequest || card.fromPriceCents === null ? (
              <span className={styles.onRequest}>{labels.priceOnRequest}</span>
            ) : (
              <>
                {/* "From" only where the versions may differ in price. */}
                {card.singleVariantCode === null ? <span className={styles.from}>{labels.from}</span> : null}
                <Price
                  listCents={card.fromPriceCents}
                  discountBasisPoints={discountBasisPoints}
                  locale={locale}
                  words={labels}
                  amountClassName={styles.amount}
                />{" "}
                <span className={styles.vat}>{discountBasisPoints === null ? labels.listExclVat : labels.exclVat}</span>
              </>
            )}
          </p>
          {card.stockStatus ? (
            <StockBadge status={card.stockStatus} label={labels.stock[card.stockStatus]} className={styles.stock} />
          ) : null}
          {buy && "control" in buy ? buy.control : null}
          {buy && "hint" in buy ? (
            // The whole card is the link already: these words only say where it leads.
            <p className={styles.hint} aria-hidden="true">
              {buy.hint}
              <ChevronRightIcon size={16} />
            </p>
          ) : null}
        </div>
      </div>
      <CompareToggle code={card.code} name={card.name} labels={labels.compare} compact className={styles.compare} />
    </article>
  );
}
