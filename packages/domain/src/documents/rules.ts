import { type Locale, locales } from "../i18n/locales";

/** What a document of the library is; the database enum and the schemas derive from this list. */
export const documentKinds = ["price_list", "manual", "exploded_view", "technical_sheet", "service_bulletin", "training"] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** The sections of the customer's library: technical documents, training documents, published price lists. */
export const documentSections = {
  technical: ["manual", "exploded_view", "technical_sheet", "service_bulletin"],
  training: ["training"],
  price_list: ["price_list"],
} as const satisfies Record<string, readonly DocumentKind[]>;
export type DocumentSection = keyof typeof documentSections;

/** The file types a document may carry: PDF for all, a workbook for a price list too. */
export const documentFileKinds = ["pdf", "xlsx"] as const;
export type DocumentFileKind = (typeof documentFileKinds)[number];

export function acceptedFileKinds(kind: DocumentKind): readonly DocumentFileKind[] {
  return kind === "price_list" ? documentFileKinds : ["pdf"];
}

/** Languages tried after the reader's own, in this order, when a document is not written in it. */
export const fallbackOrder: readonly Locale[] = ["en", "fr", "de", "nl"];

export type LanguageChoice = { locale: Locale; fallback: boolean };

/**
 * The language a reader gets a document in: their own when the document exists in it, otherwise
 * the first of English, French, German, Dutch it exists in, marked as a fallback. Null without any.
 */
export function chooseLanguage(available: readonly Locale[], wanted: Locale): LanguageChoice | null {
  if (available.includes(wanted)) return { locale: wanted, fallback: false };
  const other = fallbackOrder.find((locale) => available.includes(locale));
  return other ? { locale: other, fallback: true } : null;
}

/** The document's languages in the interface's order. */
export const orderedLanguages = (available: readonly Locale[]): Locale[] => locales.filter((locale) => available.includes(locale));

export type PublicationWindow = { publishedFrom: Date; publishedUntil: Date | null };

/** Customers see a document from its publication date (included) until its end date (excluded). */
export function isPublished(window: PublicationWindow, now: Date): boolean {
  if (window.publishedFrom.getTime() > now.getTime()) return false;
  return window.publishedUntil === null || now.getTime() < window.publishedUntil.getTime();
}

export type PublicationState = "scheduled" | "published" | "expired";

/** Where a document stands in its window, as the staff list shows it. */
export function publicationState(window: PublicationWindow, now: Date): PublicationState {
  if (window.publishedFrom.getTime() > now.getTime()) return "scheduled";
  return isPublished(window, now) ? "published" : "expired";
}

/** A window ends after it starts. */
export const isValidWindow = (window: PublicationWindow) =>
  window.publishedUntil === null || window.publishedUntil.getTime() > window.publishedFrom.getTime();

/** Sizes in KiB (spec section 9), one decimal, written as each language writes decimals (a comma in French). */
export function formatKibibytes(bytes: number, locale: Locale): string {
  const kib = bytes / 1024;
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(kib)} KiB`;
}
