import type { Locale } from "@portal/domain/i18n/locales";
import type { Translated } from "./identity";

/**
 * Web routes the content links to. Paths are written without the locale prefix (the web adds `/fr`…);
 * only the category segment and the registration page are translated.
 */
export const categorySegment: Translated = { fr: "categorie", en: "category", de: "kategorie", nl: "categorieen" };

export const registrationPath: Translated = {
  fr: "/user/inscription",
  en: "/user/registration",
  de: "/user/anmeldung",
  nl: "/user/registration",
};

export const contactPath = "/contact";
export const partsmartPath = "/partsmart";

export const categoryPath = (locale: Locale, taxonSlug: string) => `/${categorySegment[locale]}/${taxonSlug}`;
/** A brand's products: the product list filtered on the brand (the same path in every locale). */
export const brandProductsPath = (brandCode: string) => `/products?brand=${encodeURIComponent(brandCode)}`;
export const pagePath = (pageSlug: string) => `/${pageSlug}`;
