import type { ProductCard } from "@portal/domain/catalog/schemas";
import type { Locale } from "@portal/domain/i18n/locales";

const priceFormats = new Map<Locale, Intl.NumberFormat>();
const sizeFormats = new Map<Locale, Intl.NumberFormat>();

function memo(formats: Map<Locale, Intl.NumberFormat>, locale: Locale, create: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = create();
    formats.set(locale, format);
  }
  return format;
}

/** An amount in integer cents as read in `locale`, in euros: 34900 → « 349,00 € » in French. */
export function formatPrice(cents: number, locale: Locale): string {
  return memo(priceFormats, locale, () => new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" })).format(cents / 100);
}

const rateFormats = new Map<Locale, Intl.NumberFormat>();

/** A rate in basis points as read in `locale`: 2000 → « 20 % » in French. */
export function formatRate(basisPoints: number, locale: Locale): string {
  return memo(rateFormats, locale, () => new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 })).format(
    basisPoints / 10_000,
  );
}

/** A file size in KiB with one decimal, with the decimal separator of `locale`: 6786 → « 6,6 » in French. */
export function formatKibibytes(bytes: number, locale: Locale): string {
  const format = memo(sizeFormats, locale, () => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
  return format.format(Math.max(bytes, 0) / 1024);
}

/** Paragraphs of a catalogue text, which separates them with blank lines. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The reference a card prints: its first version's, or the product code when no version is on sale. */
export function cardReference(card: Pick<ProductCard, "reference" | "code">): string {
  return card.reference ?? card.code;
}
