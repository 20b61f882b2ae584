import { type Locale, locales } from "@portal/domain/i18n/locales";

/** A value written once per interface language. */
export type Translated<T = string> = Record<Locale, T>;

export function perLocale<T>(build: (locale: Locale) => T): Translated<T> {
  return Object.fromEntries(locales.map((locale) => [locale, build(locale)])) as Translated<T>;
}

/** The fictional manufacturer behind the portal. */
export const company = {
  siteName: "Orvane Machines",
  legalName: "Orvane Machines SAS",
  domain: "orvane.example",
  // 02 61 91 xx xx is a range the French regulator keeps for fiction.
  phone: "+33 2 61 91 20 26",
  email: "pro@orvane.example",
  privacyEmail: "dpo@orvane.example",
} as const;

export const storeLocatorUrl = `https://www.${company.domain}/store-locator`;
export const matomoUrl = `https://stats.${company.domain}/matomo.js`;

/**
 * Theme colours. `main` carries white text (contrast 11.6:1), `secondary` is the call-to-action
 * signal orange read with near-black text (7.5:1), `fourth` is the garden green of the illustrations.
 */
export const palette = {
  main: "#0f3b5f",
  secondary: "#f39200",
  third: "#2d333b",
  fourth: "#3f7f3a",
  toolsBackground: "#eef2f6",
} as const;

/** System fonts only: the portal ships no web font. */
export const primaryFont = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const postalAddress: Translated = {
  fr: "Orvane Machines SAS, 12 rue des Forges, ZI de la Bergerie, 49300 Cholet, France",
  en: "Orvane Machines SAS, 12 rue des Forges, ZI de la Bergerie, 49300 Cholet, France",
  de: "Orvane Machines SAS, 12 rue des Forges, ZI de la Bergerie, 49300 Cholet, Frankreich",
  nl: "Orvane Machines SAS, 12 rue des Forges, ZI de la Bergerie, 49300 Cholet, Frankrijk",
};

export const openingHours: Translated = {
  fr: "Du lundi au vendredi, de 8 h à 12 h 30 et de 13 h 30 à 18 h",
  en: "Monday to Friday, 8:00 am to 12:30 pm and 1:30 pm to 6:00 pm",
  de: "Montag bis Freitag, 8:00 bis 12:30 Uhr und 13:30 bis 18:00 Uhr",
  nl: "Maandag tot en met vrijdag, van 8.00 tot 12.30 uur en van 13.30 tot 18.00 uur",
};

/** Number of part numbers in stock, written the way each language groups digits. */
export const partCount: Translated = { fr: "38 000", en: "38,000", de: "38.000", nl: "38.000" };
