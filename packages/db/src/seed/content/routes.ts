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
export const pagePath = (pageSlug: string) => `/${pageSlug}`;

/** First path segments owned by the web application: a content page slug may not take one. */
export const reservedSegments = [
  "panier",
  "cart",
  "korb",
  "mand",
  "categorie",
  "category",
  "kategorie",
  "categorieen",
  "checkout",
  "comparateur",
  "comparator",
  "vergleichsrechner",
  "vergelijker",
  "contact",
  "error",
  "partsmart",
  "produit",
  "product",
  "produkt",
  "products",
  "recherche",
  "search",
  "suche",
  "onderzoek",
  "user",
  "home",
  "api",
  "robots.txt",
  "sitemap.xml",
] as const;
