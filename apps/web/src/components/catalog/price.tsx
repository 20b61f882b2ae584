import type { Locale } from "@portal/domain/i18n/locales";
import { shownPrice } from "@/lib/catalog/customer-price";
import { formatPrice } from "@/lib/catalog/format";
import styles from "./price.module.css";

/** Words read out around a struck-through list price, which screen readers do not announce as struck. */
export type PriceWords = { listPrice: string; yourPrice: string };

type PriceProps = {
  listCents: number;
  /** The reader's company discount; null for a visitor. */
  discountBasisPoints: number | null;
  locale: Locale;
  words: PriceWords;
  /** The look of the amount paid, which each place sizes its own way. */
  amountClassName?: string;
};

/** A catalogue price: the reader's own, after the list price struck through when theirs is lower. */
export function Price({ listCents, discountBasisPoints, locale, words, amountClassName }: PriceProps) {
  const { cents, listCents: struck } = shownPrice(listCents, discountBasisPoints);
  if (struck === null) return <span className={amountClassName}>{formatPrice(cents, locale)}</span>;
  return (
    <>
      <s className={styles.list}>
        <span className="visually-hidden">{words.listPrice} </span>
        {formatPrice(struck, locale)}
      </s>{" "}
      <span className={amountClassName}>
        <span className="visually-hidden">{words.yourPrice} </span>
        {formatPrice(cents, locale)}
      </span>
    </>
  );
}
