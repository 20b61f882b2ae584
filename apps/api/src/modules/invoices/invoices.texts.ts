import type { Locale } from "@portal/domain/i18n/locales";
import type { InvoiceKind, PaymentTerms } from "@portal/domain/invoices/status";

/** The words of invoices and credit notes, in the customer's language. */
export type InvoiceTexts = {
  title: Record<InvoiceKind, string>;
  issueDate: string;
  dueDate: string;
  order: string;
  clientCode: string;
  corrects: string;
  seller: string;
  billedTo: string;
  deliveredTo: string;
  columns: { reference: string; description: string; quantity: string; unitPrice: string; total: string };
  items: string;
  allowances: string;
  charges: string;
  totalExclVat: string;
  vat: (rate: string) => string;
  totalInclVat: string;
  paid: string;
  outstanding: string;
  terms: Record<PaymentTerms, string>;
  bank: (iban: string, bic: string) => string;
  reason: (reason: string) => string;
  legal: string;
  vatNumber: string;
  page: (page: number, pages: number) => string;
};

export const invoiceTexts: Record<Locale, InvoiceTexts> = {
  fr: {
    title: { invoice: "Facture", credit_note: "Avoir" },
    issueDate: "Date",
    dueDate: "Échéance",
    order: "Commande",
    clientCode: "Code client",
    corrects: "Facture corrigée",
    seller: "Vendeur",
    billedTo: "Facturé à",
    deliveredTo: "Livré à",
    columns: { reference: "Référence", description: "Désignation", quantity: "Qté", unitPrice: "P.U. HT", total: "Total HT" },
    items: "Total articles HT",
    allowances: "Remises",
    charges: "Frais de port et d’emballage",
    totalExclVat: "Total HT",
    vat: (rate) => `TVA ${rate}`,
    totalInclVat: "Total TTC",
    paid: "Déjà réglé",
    outstanding: "Reste à payer",
    terms: {
      on_receipt: "Payable à réception.",
      net_30: "Payable à 30 jours date de facture.",
      end_of_month_45: "Payable à 45 jours fin de mois.",
    },
    bank: (iban, bic) => `Règlement par virement : IBAN ${iban} – BIC ${bic}.`,
    reason: (reason) => `Motif de l’avoir : ${reason}`,
    legal:
      "Pénalités de retard : trois fois le taux d’intérêt légal. Indemnité forfaitaire pour frais de recouvrement : 40 €. Pas d’escompte pour paiement anticipé.",
    vatNumber: "TVA intracommunautaire",
    page: (page, pages) => `Page ${page} / ${pages}`,
  },
  en: {
    title: { invoice: "Invoice", credit_note: "Credit note" },
    issueDate: "Date",
    dueDate: "Due date",
    order: "Order",
    clientCode: "Client code",
    corrects: "Corrected invoice",
    seller: "Seller",
    billedTo: "Billed to",
    deliveredTo: "Delivered to",
    columns: {
      reference: "Reference",
      description: "Description",
      quantity: "Qty",
      unitPrice: "Unit price excl. VAT",
      total: "Total excl. VAT",
    },
    items: "Items excl. VAT",
    allowances: "Discounts",
    charges: "Shipping and packaging",
    totalExclVat: "Total excl. VAT",
    vat: (rate) => `VAT ${rate}`,
    totalInclVat: "Total incl. VAT",
    paid: "Already paid",
    outstanding: "Amount due",
    terms: {
      on_receipt: "Payable on receipt.",
      net_30: "Payable within 30 days of the invoice date.",
      end_of_month_45: "Payable within 45 days, end of month.",
    },
    bank: (iban, bic) => `Payment by bank transfer: IBAN ${iban} – BIC ${bic}.`,
    reason: (reason) => `Reason for the credit note: ${reason}`,
    legal: "Late payment interest: three times the French legal rate. Fixed recovery fee: €40. No discount for early payment.",
    vatNumber: "VAT number",
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  de: {
    title: { invoice: "Rechnung", credit_note: "Gutschrift" },
    issueDate: "Datum",
    dueDate: "Fällig am",
    order: "Bestellung",
    clientCode: "Kundennummer",
    corrects: "Korrigierte Rechnung",
    seller: "Verkäufer",
    billedTo: "Rechnungsempfänger",
    deliveredTo: "Geliefert an",
    columns: {
      reference: "Artikelnr.",
      description: "Bezeichnung",
      quantity: "Menge",
      unitPrice: "Einzelpreis netto",
      total: "Gesamt netto",
    },
    items: "Artikel netto",
    allowances: "Rabatte",
    charges: "Versand und Verpackung",
    totalExclVat: "Gesamt netto",
    vat: (rate) => `MwSt. ${rate}`,
    totalInclVat: "Gesamt brutto",
    paid: "Bereits bezahlt",
    outstanding: "Offener Betrag",
    terms: {
      on_receipt: "Zahlbar sofort nach Erhalt.",
      net_30: "Zahlbar innerhalb von 30 Tagen ab Rechnungsdatum.",
      end_of_month_45: "Zahlbar innerhalb von 45 Tagen zum Monatsende.",
    },
    bank: (iban, bic) => `Zahlung per Überweisung: IBAN ${iban} – BIC ${bic}.`,
    reason: (reason) => `Grund der Gutschrift: ${reason}`,
    legal:
      "Verzugszinsen: das Dreifache des gesetzlichen Zinssatzes Frankreichs. Pauschale Beitreibungskosten: 40 €. Kein Skonto bei vorzeitiger Zahlung.",
    vatNumber: "USt-IdNr.",
    page: (page, pages) => `Seite ${page} von ${pages}`,
  },
  nl: {
    title: { invoice: "Factuur", credit_note: "Creditnota" },
    issueDate: "Datum",
    dueDate: "Vervaldatum",
    order: "Bestelling",
    clientCode: "Klantcode",
    corrects: "Gecorrigeerde factuur",
    seller: "Verkoper",
    billedTo: "Gefactureerd aan",
    deliveredTo: "Geleverd aan",
    columns: {
      reference: "Referentie",
      description: "Omschrijving",
      quantity: "Aantal",
      unitPrice: "Prijs excl. btw",
      total: "Totaal excl. btw",
    },
    items: "Artikelen excl. btw",
    allowances: "Kortingen",
    charges: "Verzending en verpakking",
    totalExclVat: "Totaal excl. btw",
    vat: (rate) => `Btw ${rate}`,
    totalInclVat: "Totaal incl. btw",
    paid: "Reeds betaald",
    outstanding: "Te betalen",
    terms: {
      on_receipt: "Te betalen bij ontvangst.",
      net_30: "Te betalen binnen 30 dagen na factuurdatum.",
      end_of_month_45: "Te betalen binnen 45 dagen einde maand.",
    },
    bank: (iban, bic) => `Betaling per overschrijving: IBAN ${iban} – BIC ${bic}.`,
    reason: (reason) => `Reden van de creditnota: ${reason}`,
    legal:
      "Nalatigheidsinterest: driemaal de Franse wettelijke rente. Forfaitaire invorderingskosten: € 40. Geen korting bij vervroegde betaling.",
    vatNumber: "Btw-nummer",
    page: (page, pages) => `Pagina ${page} van ${pages}`,
  },
};
