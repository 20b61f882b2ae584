import type { Locale } from "@portal/domain/i18n/locales";
import { type AppPathname, localizedTemplate, routeTable } from "./routes";

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

const isDynamic = (segment: string) => segment.startsWith("[");
const isCatchAll = (segment: string) => segment.startsWith("[...");

/** Orders route templates from the most specific: static segments first, catch-alls last, shorter first. */
function compareTemplates(a: string, b: string): number {
  const left = a.split("/");
  const right = b.split("/");
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const x = left[index];
    const y = right[index];
    if (!x || !y) {
      if (x !== y) return x ? 1 : -1;
      continue;
    }
    if (isDynamic(x) !== isDynamic(y)) return isDynamic(x) ? 1 : -1;
    if (isCatchAll(x) !== isCatchAll(y)) return isCatchAll(x) ? 1 : -1;
  }
  return 0;
}

type RoutePattern = { pathname: AppPathname; regex: RegExp; params: { name: string; catchAll: boolean }[] };
type RouteMatch = { pathname: AppPathname; params: Record<string, string | string[]> };

const patternsByLocale = new Map<Locale, RoutePattern[]>();

/** Every route's template in `locale` as a regular expression, the most specific first. */
function routePatterns(locale: Locale): RoutePattern[] {
  let patterns = patternsByLocale.get(locale);
  if (!patterns) {
    patterns = [...routeTable]
      .sort((a, b) => compareTemplates(a.path, b.path))
      .map((route) => {
        const params: RoutePattern["params"] = [];
        const source = localizedTemplate(route.path, locale).replace(
          /\[(\.\.\.)?([^\]]+)\]|[^[]+/g,
          (part, rest?: string, name?: string) => {
            if (!name) return part.replace(/[.*+?^${}()|\\]/g, "\\$&");
            params.push({ name, catchAll: Boolean(rest) });
            return rest ? "(.+)" : "([^/]+)";
          },
        );
        return { pathname: route.path, regex: new RegExp(`^${source}$`), params };
      });
    patternsByLocale.set(locale, patterns);
  }
  return patterns;
}

/** The route whose template in `locale` matches `path` (without its language prefix), with its parameters. */
function matchRoute(path: string, locale: Locale): RouteMatch | null {
  for (const { pathname, regex, params } of routePatterns(locale)) {
    const match = regex.exec(path);
    if (!match) continue;
    const values = params.map(({ name, catchAll }, index) => {
      const value = match[index + 1] ?? "";
      return [name, catchAll ? value.split("/") : value];
    });
    return { pathname, params: Object.fromEntries(values) };
  }
  return null;
}

/**
 * The same page in another language, from the address shown in `from`: localized segments are
 * translated, parameters and query kept. A content page has a slug of its own per language that
 * only the page knows, so without it the switch leads to that language's home; an address no
 * route knows keeps its path under the other language.
 */
export function switchLocalePath(pathname: string, search: string, from: Locale, to: Locale): string {
  const prefix = `/${from}`;
  const path = pathname === prefix ? "/" : pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
  const query = new URLSearchParams(search).toString();
  const withQuery = (target: string) => (query ? `${target}?${query}` : target);
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape: match the path as it is.
  }
  const route = matchRoute(decoded.length > 1 ? decoded.replace(/\/$/, "") : decoded, from);
  if (!route) return withQuery(path === "/" ? `/${to}` : `/${to}${path}`);
  if (route.pathname === "/[slug]") return `/${to}`;
  return withQuery(pathFor(route.pathname, to, route.params));
}
