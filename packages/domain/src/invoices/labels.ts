import type { Locale } from "../i18n/locales";

/** Words written on an invoice's own lines, in the order's language (the API's documents and the demo data share them). */
export const invoiceLineLabels: Record<
  Locale,
  { shipping: string; packaging: string; promotion: (code: string) => string; goodwill: string }
> = {
  fr: {
    shipping: "Frais de port",
    packaging: "Emballage des machines",
    promotion: (code) => `Promotion ${code}`,
    goodwill: "Geste commercial",
  },
  en: { shipping: "Shipping", packaging: "Machine crating", promotion: (code) => `Promotion ${code}`, goodwill: "Goodwill gesture" },
  de: { shipping: "Versand", packaging: "Verpackung der Maschinen", promotion: (code) => `Aktion ${code}`, goodwill: "Kulanzgutschrift" },
  nl: {
    shipping: "Verzending",
    packaging: "Verpakking van machines",
    promotion: (code) => `Actie ${code}`,
    goodwill: "Commercieel gebaar",
  },
};
