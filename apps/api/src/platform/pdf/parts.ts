import type { OrderAddress } from "@portal/domain/addresses/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import { type DocumentSpec, type DocumentTotal, formatMoney } from "./document";

/*
 * The parts every document of the house style shares, whatever it is (quote, order confirmation):
 * the manufacturer as issuer, the words of the parties and totals in each language, the address
 * and customer blocks, and the totals ending with the VAT and the total including VAT.
 */

/** The manufacturer, as the header and the footer of every document name it. */
export const houseIssuer: Pick<DocumentSpec, "issuer" | "footer"> = {
  issuer: { name: "Orvane Machines", lines: ["Orvane Machines SAS", "Parts and machines portal"] },
  footer: ["Orvane Machines SAS"],
};

type SharedWords = {
  date: string;
  customer: string;
  delivery: string;
  billing: string;
  totalExclVat: string;
  vat: (rate: string) => string;
  totalInclVat: string;
  pageOf: (page: number, pages: number) => string;
};

export const documentWords: Record<Locale, SharedWords> = {
  fr: {
    date: "Date",
    customer: "Client",
    delivery: "Livraison",
    billing: "Facturation",
    totalExclVat: "Total HT",
    vat: (rate) => `TVA ${rate}`,
    totalInclVat: "Total TTC",
    pageOf: (page, pages) => `Page ${page} / ${pages}`,
  },
  en: {
    date: "Date",
    customer: "Customer",
    delivery: "Delivery",
    billing: "Billing",
    totalExclVat: "Total excl. VAT",
    vat: (rate) => `VAT ${rate}`,
    totalInclVat: "Total incl. VAT",
    pageOf: (page, pages) => `Page ${page} of ${pages}`,
  },
  de: {
    date: "Datum",
    customer: "Kunde",
    delivery: "Lieferung",
    billing: "Rechnung",
    totalExclVat: "Gesamt netto",
    vat: (rate) => `MwSt. ${rate}`,
    totalInclVat: "Gesamt brutto",
    pageOf: (page, pages) => `Seite ${page} von ${pages}`,
  },
  nl: {
    date: "Datum",
    customer: "Klant",
    delivery: "Levering",
    billing: "Facturering",
    totalExclVat: "Totaal excl. btw",
    vat: (rate) => `Btw ${rate}`,
    totalInclVat: "Totaal incl. btw",
    pageOf: (page, pages) => `Pagina ${page} van ${pages}`,
  },
};

/** A rate in basis points as each language writes a percentage (2000 → `20 %`, `20%`). */
export const formatPercent = (basisPoints: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(basisPoints / 10_000);

/** An address block's lines, the empty ones left out. */
export const addressLines = (address: OrderAddress) =>
  [
    address.company,
    `${address.firstname} ${address.lastname}`.trim(),
    address.street,
    `${address.postcode} ${address.city}`,
    address.countryCode,
    address.phone,
  ].filter((line): line is string => Boolean(line));

/** The customer's block: the company, then who asked or ordered. */
export const customerParty = (locale: Locale, companyName: string, customer: { firstname: string; lastname: string }) => ({
  label: documentWords[locale].customer,
  lines: [companyName, `${customer.firstname} ${customer.lastname}`.trim()],
});

/**
 * The totals block: the amounts excluding VAT as given (in cents, in their order), then the VAT at
 * its rate and the total including VAT, set strong.
 */
export function vatTotals(
  locale: Locale,
  exclVat: { label: string; cents: number }[],
  vat: { rate: number; vat: number; totalInclVat: number },
): DocumentTotal[] {
  const w = documentWords[locale];
  return [
    ...exclVat.map(({ label, cents }) => ({ label, value: formatMoney(cents, locale) })),
    { label: w.vat(formatPercent(vat.rate, locale)), value: formatMoney(vat.vat, locale) },
    { label: w.totalInclVat, value: formatMoney(vat.totalInclVat, locale), strong: true },
  ];
}
