import type { Locale } from "@portal/domain/i18n/locales";

/**
 * The domain's interface languages, restated without the domain module's zod schema so that
 * browser bundles stay small. The compiler rejects a locale the domain does not know, and
 * `missingLocales` fails to compile if the domain gains one that is not listed here.
 */
export const locales = ["fr", "en", "de", "nl"] as const satisfies readonly Locale[];
export const defaultLocale = "fr" satisfies Locale;

type MissingLocale = Exclude<Locale, (typeof locales)[number]>;
export const missingLocales: MissingLocale[] = [];
