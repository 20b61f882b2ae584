import type { Locale } from "@portal/domain/i18n/locales";
import { type AppPathname, localizedTemplate } from "./routes";

type Params = Record<string, string | readonly string[]>;

/** The full localized path of a route, e.g. `("/category/[...slug]", "fr", { slug: ["a", "b"] })` → `/fr/categorie/a/b`. */
export function pathFor(pathname: AppPathname, locale: Locale, params: Params = {}): string {
  const path = localizedTemplate(pathname, locale).replace(/\[(\.\.\.)?([^\]]+)\]/g, (_, rest: string | undefined, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing parameter ${name} for ${pathname}`);
    const parts = typeof value === "string" ? [value] : [...value];
    if (!rest && parts.length !== 1) throw new Error(`Parameter ${name} of ${pathname} takes one segment`);
    return parts.map(encodeURIComponent).join("/");
  });
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** A category page from a taxon slug such as `machines/chainsaws`. */
export function categoryPath(locale: Locale, taxonSlug: string): string {
  const slug = taxonSlug.split("/").filter(Boolean);
  return slug.length > 0 ? pathFor("/category/[...slug]", locale, { slug }) : `/${locale}`;
}

/**
 * Content links are written without a language (`/about-us`); internal ones get the page's
 * locale, external, mail, phone and anchor links stay as they are.
 */
export function localizeContentHref(url: string, locale: Locale): string {
  const trimmed = url.trim();
  if (!trimmed.startsWith("/") || trimmed.startsWith("//") || trimmed.startsWith("/api/")) return trimmed;
  if (trimmed === "/") return `/${locale}`;
  return `/${locale}${trimmed}`;
}

export function isExternalHref(url: string): boolean {
  return /^(https?:)?\/\//i.test(url.trim());
}
