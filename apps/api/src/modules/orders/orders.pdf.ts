import type { Locale } from "@portal/domain/i18n/locales";
import type { OrderDetail } from "@portal/domain/orders/history";
import { linesWithPromotions } from "@portal/domain/orders/lines";
import type { PaymentMethodCode } from "@portal/domain/orders/payment-methods";
import { formatDate, formatMoney, renderDocumentPdf } from "../../platform/pdf/document";
import { addressLines, customerParty, documentWords, houseIssuer, vatTotals } from "../../platform/pdf/parts";
import { exportStateLabels } from "./orders.texts";

type Words = {
  title: string;
  name: string;
  engagementCode: string;
  shippingMethod: string;
  paymentMethod: string;
  paymentMethods: Record<PaymentMethodCode, string>;
  paymentState: string;
  shippingState: string;
  columns: {
    reference: string;
    brand: string;
    designation: string;
    quantity: string;
    unitPrice: string;
    discountPrice: string;
    total: string;
  };
  free: (quantity: number, code: string) => string;
  subtotal: string;
  promotion: string;
  shipping: string;
  packaging: string;
  comments: (text: string) => string;
  amounts: string;
};

const words: Record<Locale, Words> = {
  fr: {
    title: "Confirmation de commande",
    name: "Votre référence",
    engagementCode: "Code d’engagement",
    shippingMethod: "Mode de livraison",
    paymentMethod: "Mode de paiement",
    paymentMethods: { card: "Carte bancaire", bank_transfer: "Virement bancaire", on_account: "Paiement en compte" },
    paymentState: "Paiement",
    shippingState: "Expédition",
    columns: {
      reference: "Référence",
      brand: "Marque",
      designation: "Désignation",
      quantity: "Qté",
      unitPrice: "PU HT",
      discountPrice: "Votre prix",
      total: "Total HT",
    },
    free: (quantity, code) => `${quantity} offert(s) (${code})`,
    subtotal: "Sous-total HT",
    promotion: "Promotions",
    shipping: "Frais de port",
    packaging: "Mise en caisse des machines",
    comments: (text) => `Votre commentaire : ${text}`,
    amounts: "Montants en euros hors taxes, sauf le total TTC.",
  },
  en: {
    title: "Order confirmation",
    name: "Your reference",
    engagementCode: "Engagement code",
    shippingMethod: "Delivery mode",
    paymentMethod: "Payment mode",
    paymentMethods: { card: "Credit card", bank_transfer: "Bank transfer", on_account: "Payment on account" },
    paymentState: "Payment",
    shippingState: "Shipping",
    columns: {
      reference: "Reference",
      brand: "Brand",
      designation: "Description",
      quantity: "Qty",
      unitPrice: "Unit price",
      discountPrice: "Your price",
      total: "Total",
    },
    free: (quantity, code) => `${quantity} free (${code})`,
    subtotal: "Subtotal excl. VAT",
    promotion: "Promotions",
    shipping: "Shipping",
    packaging: "Machine crating",
    comments: (text) => `Your comment: ${text}`,
    amounts: "Amounts in euros excluding VAT, except the total incl. VAT.",
  },
  de: {
    title: "Auftragsbestätigung",
    name: "Ihre Referenz",
    engagementCode: "Bestellfreigabenummer",
    shippingMethod: "Versandart",
    paymentMethod: "Zahlungsart",
    paymentMethods: { card: "Kreditkarte", bank_transfer: "Banküberweisung", on_account: "Zahlung auf Rechnung" },
    paymentState: "Zahlung",
    shippingState: "Versand",
    columns: {
      reference: "Artikelnr.",
      brand: "Marke",
      designation: "Bezeichnung",
      quantity: "Menge",
      unitPrice: "Preis",
      discountPrice: "Ihr Preis",
      total: "Gesamt",
    },
    free: (quantity, code) => `${quantity} gratis (${code})`,
    subtotal: "Zwischensumme netto",
    promotion: "Aktionen",
    shipping: "Versandkosten",
    packaging: "Maschinenverpackung",
    comments: (text) => `Ihr Kommentar: ${text}`,
    amounts: "Beträge in Euro netto, außer dem Gesamtbetrag brutto.",
  },
  nl: {
    title: "Orderbevestiging",
    name: "Uw referentie",
    engagementCode: "Verplichtingscode",
    shippingMethod: "Leveringswijze",
    paymentMethod: "Betaalwijze",
    paymentMethods: { card: "Creditcard", bank_transfer: "Bankoverschrijving", on_account: "Betaling op rekening" },
    paymentState: "Betaling",
    shippingState: "Verzending",
    columns: {
      reference: "Artikelnr.",
      brand: "Merk",
      designation: "Omschrijving",
      quantity: "Aantal",
      unitPrice: "Prijs",
      discountPrice: "Uw prijs",
      total: "Totaal",
    },
    free: (quantity, code) => `${quantity} gratis (${code})`,
    subtotal: "Subtotaal excl. btw",
    promotion: "Acties",
    shipping: "Verzendkosten",
    packaging: "Machinekrat",
    comments: (text) => `Uw opmerking: ${text}`,
    amounts: "Bedragen in euro excl. btw, behalve het totaal incl. btw.",
  },
};

/** A placed order's confirmation as a PDF in the house style, in `locale`. */
export function renderOrderPdf(order: OrderDetail & { companyName: string }, locale: Locale): Promise<Uint8Array> {
  const w = words[locale];
  const shared = documentWords[locale];
  const states = exportStateLabels[locale];
  const money = (cents: number) => formatMoney(cents, locale);
  const paymentMethod = order.payments.at(-1)?.method ?? null;
  const { totals } = order;
  const meta = [
    { label: shared.date, value: formatDate(order.checkoutCompletedAt ?? order.createdAt, locale) },
    ...(order.name ? [{ label: w.name, value: order.name }] : []),
    ...(order.engagementCode ? [{ label: w.engagementCode, value: order.engagementCode }] : []),
    ...(order.shippingMethodName ? [{ label: w.shippingMethod, value: order.shippingMethodName }] : []),
    ...(paymentMethod ? [{ label: w.paymentMethod, value: w.paymentMethods[paymentMethod] }] : []),
    { label: w.paymentState, value: states.payment[order.paymentState] },
    { label: w.shippingState, value: states.shipping[order.shippingState] },
  ];
  return renderDocumentPdf({
    locale,
    ...houseIssuer,
    title: w.title,
    number: order.number,
    meta,
    parties: [
      customerParty(locale, order.companyName, order.customer),
      ...(order.shippingAddress ? [{ label: shared.delivery, lines: addressLines(order.shippingAddress) }] : []),
      ...(order.billingAddress ? [{ label: shared.billing, lines: addressLines(order.billingAddress) }] : []),
    ],
    columns: [
      { label: w.columns.reference, width: 1.25 },
      { label: w.columns.brand, width: 0.95 },
      { label: w.columns.designation, width: 2.5 },
      { label: w.columns.quantity, width: 0.6, align: "right" },
      { label: w.columns.unitPrice, width: 1, align: "right" },
      { label: w.columns.discountPrice, width: 1, align: "right" },
      { label: w.columns.total, width: 1.1, align: "right" },
    ],
    rows: linesWithPromotions(order).map((row) =>
      row.kind === "free"
        ? ["", "", w.free(row.line.quantity, row.line.code), String(row.line.quantity), "", "", money(-row.line.amount)]
        : [
            row.item.reference,
            row.item.brand,
            row.item.variantName,
            String(row.item.quantity),
            row.item.unitPrice === null ? "" : money(row.item.unitPrice),
            row.item.discountPrice === null ? "" : money(row.item.discountPrice),
            money(row.item.total),
          ],
    ),
    totals: vatTotals(
      locale,
      [
        { label: w.subtotal, cents: totals.subtotal },
        ...(totals.promotion > 0 ? [{ label: w.promotion, cents: -totals.promotion }] : []),
        { label: w.shipping, cents: totals.shipping },
        ...(totals.packaging > 0 ? [{ label: w.packaging, cents: totals.packaging }] : []),
        { label: shared.totalExclVat, cents: totals.totalExclVat },
      ],
      { rate: totals.vatRate, vat: totals.vat, totalInclVat: totals.totalInclVat },
    ),
    notes: [w.amounts, ...(order.comments ? [w.comments(order.comments)] : [])],
    pageOf: shared.pageOf,
    subject: `${w.title} ${order.number}`,
  });
}
