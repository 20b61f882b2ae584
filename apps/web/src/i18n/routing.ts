import { defaultLocale, locales } from "@portal/domain/i18n/locales";
import { defineRouting } from "next-intl/routing";
import { pathnames } from "./routes";

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: "always",
  pathnames,
  // "/" always opens in the default language; the language switcher is the way to change it.
  localeDetection: false,
  localeCookie: false,
  // Content pages have a different slug per language; their pages declare their own alternates.
  alternateLinks: false,
});
