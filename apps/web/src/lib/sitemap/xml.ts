import type { Locale } from "@portal/domain/i18n/locales";

/** Sitemaps hold at most 50,000 addresses each (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** One page in one language, with the same page in every language (itself included). */
export type SitemapEntry = {
  loc: string;
  lastmod?: string;
  alternates: Partial<Record<Locale | "x-default", string>>;
};

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" }[character]};`);
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** A `<urlset>` with `xhtml:link` hreflang alternates for every entry. */
export function urlSetXml(entries: readonly SitemapEntry[]): string {
  if (entries.length > SITEMAP_MAX_URLS) throw new Error(`A sitemap holds at most ${SITEMAP_MAX_URLS} addresses`);
  const urls = entries.map((entry) => {
    const links = Object.entries(entry.alternates).map(
      ([language, href]) => `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(href ?? "")}"/>`,
    );
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : "";
    return `<url><loc>${escapeXml(entry.loc)}</loc>${lastmod}${links.join("")}</url>`;
  });
  return [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function sitemapIndexXml(sitemaps: readonly { loc: string; lastmod?: string }[]): string {
  return [
    XML_DECLARATION,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps.map(
      (sitemap) =>
        `<sitemap><loc>${escapeXml(sitemap.loc)}</loc>${sitemap.lastmod ? `<lastmod>${escapeXml(sitemap.lastmod)}</lastmod>` : ""}</sitemap>`,
    ),
    "</sitemapindex>",
    "",
  ].join("\n");
}

/**
 * The entries of one page known in several languages: one entry per language, each listing all of
 * them, French as the default for visitors whose language is not offered.
 */
export function localizedEntries(paths: Partial<Record<Locale, string>>, origin: string, lastmod?: string): SitemapEntry[] {
  const alternates: SitemapEntry["alternates"] = {};
  for (const [locale, path] of Object.entries(paths)) alternates[locale as Locale] = new URL(path, origin).toString();
  if (alternates.fr) alternates["x-default"] = alternates.fr;
  return Object.entries(paths).map(([locale]) => ({
    loc: alternates[locale as Locale] ?? "",
    ...(lastmod ? { lastmod } : {}),
    alternates,
  }));
}
