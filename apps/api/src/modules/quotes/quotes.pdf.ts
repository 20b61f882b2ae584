import type { Locale } from "@portal/domain/i18n/locales";
import type { QuoteDetail } from "@portal/domain/quotes/schemas";
import type { QuoteDisplayStatus } from "@portal/domain/quotes/status";
import { formatDate, formatMoney, renderDocumentPdf } from "../../platform/pdf/document";

type Words = {
  title: string;
  date: string;
  validUntil: string;
  status: string;
  statuses: Record<QuoteDisplayStatus, string>;
  name: string;
  serialNumber: string;
  customer: string;
  delivery: string;
  columns: { reference: string; designation: string; quantity: string; unitPrice: string; ecotax: string; total: string };
  toBePriced: string;
  nonCompliant: string;
  subtotal: string;
  vat: (rate: string) => string;
  totalInclVat: string;
  notes: { shipping: string; validity: string; waiting: string; nonCompliant: string };
  pageOf: (page: number, pages: number) => string;
};

const words: Record<Locale, Words> = {
  fr: {
    title: "Devis",
    date: "Date",
    validUntil: "Valable jusqu’au",
    status: "Statut",
    statuses: { waiting_price: "En attente de prix", treated: "Traité", sent: "Envoyé", ordered: "Commandé", expired: "Expiré" },
    name: "Référence client",
    serialNumber: "N° de série",
    customer: "Client",
    delivery: "Livraison",
    columns: {
      reference: "Référence",
      designation: "Désignation",
      quantity: "Qté",
      unitPrice: "PU HT",
      ecotax: "Éco-part.",
      total: "Total HT",
    },
    toBePriced: "à chiffrer",
    nonCompliant: "non conforme",
    subtotal: "Total HT",
    vat: (rate) => `TVA ${rate}`,
    totalInclVat: "Total TTC",
    notes: {
      shipping: "Frais de port calculés à la commande.",
      validity: "Prix nets, hors taxes, valables jusqu’à la date indiquée.",
      waiting: "Nos équipes chiffrent ce devis : les lignes « à chiffrer » n’ont pas encore de prix.",
      nonCompliant: "Les lignes « non conformes » ont une référence inconnue ou sans tarif : contactez-nous.",
    },
    pageOf: (page, pages) => `Page ${page} / ${pages}`,
  },
  en: {
    title: "Quote",
    date: "Date",
    validUntil: "Valid until",
    status: "Status",
    statuses: { waiting_price: "Waiting for a price", treated: "Treated", sent: "Sent", ordered: "Ordered", expired: "Expired" },
    name: "Customer reference",
    serialNumber: "Serial number",
    customer: "Customer",
    delivery: "Delivery",
    columns: {
      reference: "Reference",
      designation: "Description",
      quantity: "Qty",
      unitPrice: "Unit excl. VAT",
      ecotax: "Eco-fee",
      total: "Total excl. VAT",
    },
    toBePriced: "to be priced",
    nonCompliant: "non-compliant",
    subtotal: "Total excl. VAT",
    vat: (rate) => `VAT ${rate}`,
    totalInclVat: "Total incl. VAT",
    notes: {
      shipping: "Shipping is calculated when you order.",
      validity: "Net prices excluding VAT, valid until the date shown.",
      waiting: "Our team is pricing this quote: lines “to be priced” have no price yet.",
      nonCompliant: "“Non-compliant” lines have an unknown reference or no price list: please contact us.",
    },
    pageOf: (page, pages) => `Page ${page} of ${pages}`,
  },
  de: {
    title: "Angebot",
    date: "Datum",
    validUntil: "Gültig bis",
    status: "Status",
    statuses: { waiting_price: "Preis ausstehend", treated: "Bearbeitet", sent: "Versendet", ordered: "Bestellt", expired: "Abgelaufen" },
    name: "Kundenreferenz",
    serialNumber: "Seriennummer",
    customer: "Kunde",
    delivery: "Lieferung",
    columns: {
      reference: "Artikelnr.",
      designation: "Bezeichnung",
      quantity: "Menge",
      unitPrice: "Einzelpreis netto",
      ecotax: "Öko-Abgabe",
      total: "Gesamt netto",
    },
    toBePriced: "Preis folgt",
    nonCompliant: "nicht konform",
    subtotal: "Gesamt netto",
    vat: (rate) => `MwSt. ${rate}`,
    totalInclVat: "Gesamt brutto",
    notes: {
      shipping: "Die Versandkosten werden bei der Bestellung berechnet.",
      validity: "Nettopreise ohne MwSt., gültig bis zum angegebenen Datum.",
      waiting: "Unser Team kalkuliert dieses Angebot: Positionen mit „Preis folgt“ haben noch keinen Preis.",
      nonCompliant: "„Nicht konforme“ Positionen haben eine unbekannte Artikelnummer oder keine Preisliste: Bitte kontaktieren Sie uns.",
    },
    pageOf: (page, pages) => `Seite ${page} von ${pages}`,
  },
  nl: {
    title: "Offerte",
    date: "Datum",
    validUntil: "Geldig tot",
    status: "Status",
    statuses: { waiting_price: "Wacht op prijs", treated: "Behandeld", sent: "Verzonden", ordered: "Besteld", expired: "Verlopen" },
    name: "Klantreferentie",
    serialNumber: "Serienummer",
    customer: "Klant",
    delivery: "Levering",
    columns: {
      reference: "Artikelnr.",
      designation: "Omschrijving",
      quantity: "Aantal",
      unitPrice: "Stukprijs excl. btw",
      ecotax: "Milieubijdrage",
      total: "Totaal excl. btw",
    },
    toBePriced: "prijs volgt",
    nonCompliant: "niet conform",
    subtotal: "Totaal excl. btw",
    vat: (rate) => `Btw ${rate}`,
    totalInclVat: "Totaal incl. btw",
    notes: {
      shipping: "De verzendkosten worden bij de bestelling berekend.",
      validity: "Nettoprijzen excl. btw, geldig tot de vermelde datum.",
      waiting: "Ons team berekent deze offerte: regels met „prijs volgt” hebben nog geen prijs.",
      nonCompliant: "„Niet conforme” regels hebben een onbekend artikelnummer of geen prijslijst: neem contact met ons op.",
    },
    pageOf: (page, pages) => `Pagina ${page} van ${pages}`,
  },
};

const ISSUER = { name: "Orvane Machines", lines: ["Orvane Machines SAS", "Parts and machines portal"] };

const percent = (basisPoints: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(basisPoints / 10_000);

const addressLines = (address: QuoteDetail["shippingAddress"]) =>
  [
    address.company,
    `${address.firstname} ${address.lastname}`,
    address.street,
    `${address.postcode} ${address.city}`,
    address.countryCode,
    address.phone,
  ].filter((line): line is string => Boolean(line));

/** The quote as a PDF in the house style, in `locale`. */
export function renderQuotePdf(quote: QuoteDetail & { companyName: string }, locale: Locale): Promise<Uint8Array> {
  const w = words[locale];
  const money = (cents: number) => formatMoney(cents, locale);
  const meta = [
    { label: w.date, value: formatDate(quote.createdAt, locale) },
    ...(quote.validUntil ? [{ label: w.validUntil, value: formatDate(quote.validUntil, locale) }] : []),
    { label: w.status, value: w.statuses[quote.status] },
    ...(quote.name ? [{ label: w.name, value: quote.name }] : []),
    ...(quote.serialNumber ? [{ label: w.serialNumber, value: quote.serialNumber }] : []),
  ];
  const totals = quote.totals
    ? [
        { label: w.subtotal, value: money(quote.totals.subtotal) },
        { label: w.vat(percent(quote.totals.vatRate, locale)), value: money(quote.totals.vat) },
        { label: w.totalInclVat, value: money(quote.totals.totalInclVat), strong: true },
      ]
    : [];
  const hasNonCompliant = quote.lines.some((line) => line.compliance === "unknown_reference");
  return renderDocumentPdf({
    locale,
    issuer: ISSUER,
    title: w.title,
    number: quote.number,
    meta,
    parties: [
      { label: w.customer, lines: [quote.companyName, `${quote.customer.firstname} ${quote.customer.lastname}`] },
      { label: w.delivery, lines: addressLines(quote.shippingAddress) },
    ],
    columns: [
      { label: w.columns.reference, width: 1.3 },
      { label: w.columns.designation, width: 3 },
      { label: w.columns.quantity, width: 0.6, align: "right" },
      { label: w.columns.unitPrice, width: 1.2, align: "right" },
      { label: w.columns.ecotax, width: 0.9, align: "right" },
      { label: w.columns.total, width: 1.2, align: "right" },
    ],
    rows: quote.lines.map((line) => [
      line.reference,
      line.compliance === "unknown_reference" ? `${line.name} (${w.nonCompliant})` : line.name,
      String(line.quantity),
      line.unitPrice === null ? w.toBePriced : money(line.unitPrice),
      money(line.ecotax),
      line.total === null ? "—" : money(line.total),
    ]),
    totals,
    notes: [
      ...(quote.totals ? [w.notes.validity] : [w.notes.waiting]),
      w.notes.shipping,
      ...(hasNonCompliant ? [w.notes.nonCompliant] : []),
    ],
    footer: ["Orvane Machines SAS"],
    pageOf: w.pageOf,
    subject: `${w.title} ${quote.number}`,
  });
}
