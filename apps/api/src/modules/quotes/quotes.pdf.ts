import type { Locale } from "@portal/domain/i18n/locales";
import type { QuoteDetail } from "@portal/domain/quotes/schemas";
import type { QuoteDisplayStatus } from "@portal/domain/quotes/status";
import { formatDate, formatMoney, renderDocumentPdf } from "../../platform/pdf/document";
import { addressLines, customerParty, documentWords, houseIssuer, vatTotals } from "../../platform/pdf/parts";

type Words = {
  title: string;
  validUntil: string;
  status: string;
  statuses: Record<QuoteDisplayStatus, string>;
  name: string;
  serialNumber: string;
  columns: { reference: string; designation: string; quantity: string; unitPrice: string; ecotax: string; total: string };
  toBePriced: string;
  nonCompliant: string;
  notes: { shipping: string; validity: string; waiting: string; nonCompliant: string };
};

const words: Record<Locale, Words> = {
  fr: {
    title: "Devis",
    validUntil: "Valable jusqu’au",
    status: "Statut",
    statuses: { waiting_price: "En attente de prix", treated: "Traité", sent: "Envoyé", ordered: "Commandé", expired: "Expiré" },
    name: "Référence client",
    serialNumber: "N° de série",
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
    notes: {
      shipping: "Frais de port calculés à la commande.",
      validity: "Prix nets, hors taxes, valables jusqu’à la date indiquée.",
      waiting: "Nos équipes chiffrent ce devis : les lignes « à chiffrer » n’ont pas encore de prix.",
      nonCompliant: "Les lignes « non conformes » ont une référence inconnue ou sans tarif : contactez-nous.",
    },
  },
  en: {
    title: "Quote",
    validUntil: "Valid until",
    status: "Status",
    statuses: { waiting_price: "Waiting for a price", treated: "Treated", sent: "Sent", ordered: "Ordered", expired: "Expired" },
    name: "Customer reference",
    serialNumber: "Serial number",
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
    notes: {
      shipping: "Shipping is calculated when you order.",
      validity: "Net prices excluding VAT, valid until the date shown.",
      waiting: "Our team is pricing this quote: lines “to be priced” have no price yet.",
      nonCompliant: "“Non-compliant” lines have an unknown reference or no price list: please contact us.",
    },
  },
  de: {
    title: "Angebot",
    validUntil: "Gültig bis",
    status: "Status",
    statuses: { waiting_price: "Preis ausstehend", treated: "Bearbeitet", sent: "Versendet", ordered: "Bestellt", expired: "Abgelaufen" },
    name: "Kundenreferenz",
    serialNumber: "Seriennummer",
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
    notes: {
      shipping: "Die Versandkosten werden bei der Bestellung berechnet.",
      validity: "Nettopreise ohne MwSt., gültig bis zum angegebenen Datum.",
      waiting: "Unser Team kalkuliert dieses Angebot: Positionen mit „Preis folgt“ haben noch keinen Preis.",
      nonCompliant: "„Nicht konforme“ Positionen haben eine unbekannte Artikelnummer oder keine Preisliste: Bitte kontaktieren Sie uns.",
    },
  },
  nl: {
    title: "Offerte",
    validUntil: "Geldig tot",
    status: "Status",
    statuses: { waiting_price: "Wacht op prijs", treated: "Behandeld", sent: "Verzonden", ordered: "Besteld", expired: "Verlopen" },
    name: "Klantreferentie",
    serialNumber: "Serienummer",
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
    notes: {
      shipping: "De verzendkosten worden bij de bestelling berekend.",
      validity: "Nettoprijzen excl. btw, geldig tot de vermelde datum.",
      waiting: "Ons team berekent deze offerte: regels met „prijs volgt” hebben nog geen prijs.",
      nonCompliant: "„Niet conforme” regels hebben een onbekend artikelnummer of geen prijslijst: neem contact met ons op.",
    },
  },
};

/** The quote as a PDF in the house style, in `locale`. */
export function renderQuotePdf(quote: QuoteDetail & { companyName: string }, locale: Locale): Promise<Uint8Array> {
  const w = words[locale];
  const shared = documentWords[locale];
  const money = (cents: number) => formatMoney(cents, locale);
  const meta = [
    { label: shared.date, value: formatDate(quote.createdAt, locale) },
    ...(quote.validUntil ? [{ label: w.validUntil, value: formatDate(quote.validUntil, locale) }] : []),
    { label: w.status, value: w.statuses[quote.status] },
    ...(quote.name ? [{ label: w.name, value: quote.name }] : []),
    ...(quote.serialNumber ? [{ label: w.serialNumber, value: quote.serialNumber }] : []),
  ];
  const totals = quote.totals
    ? vatTotals(locale, [{ label: shared.totalExclVat, cents: quote.totals.subtotal }], {
        rate: quote.totals.vatRate,
        vat: quote.totals.vat,
        totalInclVat: quote.totals.totalInclVat,
      })
    : [];
  const hasNonCompliant = quote.lines.some((line) => line.compliance === "unknown_reference");
  return renderDocumentPdf({
    locale,
    ...houseIssuer,
    title: w.title,
    number: quote.number,
    meta,
    parties: [
      customerParty(locale, quote.companyName, quote.customer),
      { label: shared.delivery, lines: addressLines(quote.shippingAddress) },
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
    pageOf: shared.pageOf,
    subject: `${w.title} ${quote.number}`,
  });
}
