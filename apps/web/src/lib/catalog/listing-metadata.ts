import type { Locale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import { canonicalHref, isIndexable, type ListingState, listingHref } from "./listing";

type ListingMetadataInput = {
  title: string;
  description: string;
  /** The list's path in the current language. */
  basePath: string;
  state: ListingState;
  /** The list's path in each language (category slugs are translated). */
  languages: Partial<Record<Locale, string>>;
  /** `Page 2` appended to titles past the first page, so each page has its own title. */
  pageLabel: string | null;
};

function withQuery(path: string, href: string, basePath: string): string {
  return `${path}${href.slice(basePath.length)}`;
}

/**
 * Title, description, canonical address and hreflang alternates of a product list. Lists crawlers
 * should not index (words searched, combined filters, price ranges) say so and name no alternates.
 */
export function listingMetadata({ title, description, basePath, state, languages, pageLabel }: ListingMetadataInput): Metadata {
  const fullTitle = pageLabel ? `${title} – ${pageLabel}` : title;
  const canonical = canonicalHref(basePath, state);
  if (!isIndexable(state)) {
    return { title: fullTitle, description, alternates: { canonical }, robots: { index: false, follow: true } };
  }
  const alternates: Record<string, string> = {};
  for (const [locale, path] of Object.entries(languages)) alternates[locale] = withQuery(path, canonical, basePath);
  if (alternates.fr) alternates["x-default"] = alternates.fr;
  return { title: fullTitle, description, alternates: { canonical, languages: alternates } };
}

/** The list in each language with the same choices, for the language switcher. */
export function listingAlternates(languages: Partial<Record<Locale, string>>, basePath: string, state: ListingState) {
  const href = listingHref(basePath, state);
  const paths: Partial<Record<Locale, string>> = {};
  for (const [locale, path] of Object.entries(languages) as [Locale, string][]) paths[locale] = withQuery(path, href, basePath);
  return paths;
}
