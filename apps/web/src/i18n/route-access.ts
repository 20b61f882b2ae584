import { isLocale, type Locale, locales } from "@portal/domain/i18n/locales";
import { localizedTemplate, protectedPathnames } from "./routes";

/** `[...slug]` takes one or more segments, `[param]` exactly one. */
export function templateToRegExp(template: string): RegExp {
  const source = template
    .split("/")
    .map((segment) => {
      if (/^\[\.\.\.[^\]]+\]$/.test(segment)) return "[^/]+(?:/[^/]+)*";
      if (/^\[[^\]]+\]$/.test(segment)) return "[^/]+";
      return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  return new RegExp(`^${source}/?$`);
}

const protectedPatterns: RegExp[] = protectedPathnames.flatMap((pathname) =>
  [...new Set(locales.map((locale) => localizedTemplate(pathname, locale)))].map(templateToRegExp),
);

/** Splits `/fr/panier` into the locale and the path inside it; `null` locale when there is no prefix. */
export function splitLocale(pathname: string): { locale: Locale | null; path: string } {
  const [, first = "", ...rest] = pathname.split("/");
  if (isLocale(first)) return { locale: first, path: `/${rest.join("/")}` };
  return { locale: null, path: pathname };
}

/**
 * True for any page that needs a session, in whichever locale's spelling it is written:
 * next-intl redirects a foreign spelling to the right one, so both must be guarded.
 */
export function isProtectedPath(pathname: string): boolean {
  const { locale, path } = splitLocale(pathname);
  if (!locale) return false;
  return protectedPatterns.some((pattern) => pattern.test(path));
}

export function loginPath(locale: Locale): string {
  return `/${locale}${localizedTemplate("/user/login", locale)}`;
}
