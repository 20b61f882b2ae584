import type { OrderAddress } from "@portal/domain/addresses/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import type { PaymentMethodCode } from "@portal/domain/orders/payment-methods";
import { BRAND, countryName, escapeHtml, formatDate, formatMoney, formatPercent, renderLayout, styles } from "./layout";
import type { MailSettings, RenderedMail } from "./registry";

/** What the checkout stores in the outbox when an order is placed; amounts in cents, excluding VAT unless named otherwise. */
export type OrderConfirmationPayload = {
  orderNumber: string;
  /** The order's public token, which its page in the customer area is addressed by. */
  orderToken: string;
  customerFirstName: string;
  /** ISO 8601 instant the checkout completed. */
  orderDate: string;
  items: { reference: string; name: string; quantity: number; unitPriceCents: number; totalCents: number }[];
  /** Promotions as applied: `label` is the promotion's name in the order's language, or its code. */
  promotions: { label: string; amountCents: number }[];
  totals: {
    subtotalCents: number;
    promotionCents: number;
    shippingCents: number;
    packagingCents: number;
    totalExclVatCents: number;
    vatRateBasisPoints: number;
    vatCents: number;
    totalInclVatCents: number;
  };
  shippingAddress: OrderAddress;
  shippingMethodName: string;
  paymentMethodCode: PaymentMethodCode;
};

type Words = {
  subject: (number: string) => string;
  greeting: (name: string) => string;
  intro: (number: string, date: string) => string;
  button: string;
  linkText: string;
  items: string;
  reference: string;
  article: string;
  quantity: string;
  unitPrice: string;
  lineTotal: string;
  subtotal: string;
  promotion: string;
  shipping: string;
  free: string;
  packaging: string;
  totalExclVat: string;
  vat: (rate: string) => string;
  totalInclVat: string;
  shippingAddress: string;
  shippingMethod: string;
  paymentMethod: string;
  paymentMethods: Record<PaymentMethodCode, string>;
  closing: string;
  footer: string;
  /** French typography puts a (non-breaking) space before a colon. */
  colon: string;
};

const words: Record<Locale, Words> = {
  fr: {
    subject: (number) => `Confirmation de votre commande n° ${number}`,
    greeting: (name) => `Bonjour ${name},`,
    intro: (number, date) => `Merci pour votre commande n° ${number} du ${date}. Nous la préparons\u00a0; en voici le récapitulatif.`,
    button: "Voir ma commande",
    linkText: "Suivre votre commande",
    items: "Articles",
    reference: "Référence",
    article: "Article",
    quantity: "Qté",
    unitPrice: "Prix unitaire HT",
    lineTotal: "Total HT",
    subtotal: "Sous-total HT",
    promotion: "Remise",
    shipping: "Frais de port",
    free: "Offerts",
    packaging: "Mise en caisse des machines",
    totalExclVat: "Total HT",
    vat: (rate) => `TVA (${rate})`,
    totalInclVat: "Total TTC",
    shippingAddress: "Adresse de livraison",
    shippingMethod: "Mode de livraison",
    paymentMethod: "Mode de paiement",
    paymentMethods: { card: "Carte bancaire", bank_transfer: "Virement bancaire", on_account: "Paiement à échéance sur compte" },
    closing: "À bientôt,",
    footer: "Vous recevez cet e-mail à la suite de votre commande sur le portail Orvane Machines.",
    colon: "\u00a0: ",
  },
  en: {
    subject: (number) => `Your order ${number} is confirmed`,
    greeting: (name) => `Hello ${name},`,
    intro: (number, date) => `Thank you for your order ${number} of ${date}. We are preparing it; here is a summary.`,
    button: "View my order",
    linkText: "Follow your order",
    items: "Items",
    reference: "Reference",
    article: "Item",
    quantity: "Qty",
    unitPrice: "Unit price excl. VAT",
    lineTotal: "Total excl. VAT",
    subtotal: "Subtotal excl. VAT",
    promotion: "Discount",
    shipping: "Shipping",
    free: "Free",
    packaging: "Machine crating",
    totalExclVat: "Total excl. VAT",
    vat: (rate) => `VAT (${rate})`,
    totalInclVat: "Total incl. VAT",
    shippingAddress: "Shipping address",
    shippingMethod: "Shipping method",
    paymentMethod: "Payment method",
    paymentMethods: { card: "Card", bank_transfer: "Bank transfer", on_account: "Payment on account" },
    closing: "Kind regards,",
    footer: "You are receiving this e-mail because you placed an order on the Orvane Machines portal.",
    colon: ": ",
  },
  de: {
    subject: (number) => `Bestellbestätigung Nr. ${number}`,
    greeting: (name) => `Guten Tag ${name},`,
    intro: (number, date) => `vielen Dank für Ihre Bestellung Nr. ${number} vom ${date}. Wir bereiten sie vor; hier ist die Übersicht.`,
    button: "Bestellung ansehen",
    linkText: "Ihre Bestellung verfolgen",
    items: "Artikel",
    reference: "Artikelnummer",
    article: "Artikel",
    quantity: "Menge",
    unitPrice: "Einzelpreis netto",
    lineTotal: "Gesamt netto",
    subtotal: "Zwischensumme netto",
    promotion: "Rabatt",
    shipping: "Versandkosten",
    free: "Kostenlos",
    packaging: "Kistenverpackung der Maschinen",
    totalExclVat: "Gesamtbetrag netto",
    vat: (rate) => `MwSt. (${rate})`,
    totalInclVat: "Gesamtbetrag brutto",
    shippingAddress: "Lieferadresse",
    shippingMethod: "Versandart",
    paymentMethod: "Zahlungsart",
    paymentMethods: { card: "Kreditkarte", bank_transfer: "Banküberweisung", on_account: "Kauf auf Rechnung" },
    closing: "Mit freundlichen Grüßen",
    footer: "Sie erhalten diese E-Mail, weil Sie im Orvane-Machines-Portal bestellt haben.",
    colon: ": ",
  },
  nl: {
    subject: (number) => `Bevestiging van uw bestelling ${number}`,
    greeting: (name) => `Beste ${name},`,
    intro: (number, date) =>
      `Hartelijk dank voor uw bestelling ${number} van ${date}. We maken deze klaar; hieronder vindt u het overzicht.`,
    button: "Mijn bestelling bekijken",
    linkText: "Volg uw bestelling",
    items: "Artikelen",
    reference: "Referentie",
    article: "Artikel",
    quantity: "Aantal",
    unitPrice: "Stukprijs excl. btw",
    lineTotal: "Totaal excl. btw",
    subtotal: "Subtotaal excl. btw",
    promotion: "Korting",
    shipping: "Verzendkosten",
    free: "Gratis",
    packaging: "Kistverpakking van machines",
    totalExclVat: "Totaal excl. btw",
    vat: (rate) => `Btw (${rate})`,
    totalInclVat: "Totaal incl. btw",
    shippingAddress: "Afleveradres",
    shippingMethod: "Verzendmethode",
    paymentMethod: "Betaalmethode",
    paymentMethods: { card: "Creditcard", bank_transfer: "Bankoverschrijving", on_account: "Betaling op rekening" },
    closing: "Met vriendelijke groet,",
    footer: "U ontvangt deze e-mail omdat u een bestelling hebt geplaatst op het Orvane Machines-portaal.",
    colon: ": ",
  },
};

/** The order's page in the customer area; the web's route table gives it the same path in every language. */
export function orderUrl(publicUrl: string, locale: Locale, orderToken: string): string {
  return `${publicUrl}/${locale}/user/orders/${encodeURIComponent(orderToken)}`;
}

function addressLines(address: OrderAddress, locale: Locale): string[] {
  return [
    `${address.firstname} ${address.lastname}`,
    address.company,
    address.street,
    `${address.postcode} ${address.city}`,
    countryName(address.countryCode, locale),
    address.phone,
  ].filter((line): line is string => Boolean(line));
}

export function renderOrderConfirmation(payload: OrderConfirmationPayload, locale: Locale, settings: MailSettings): RenderedMail {
  const w = words[locale];
  const money = (cents: number) => formatMoney(cents, locale);
  const { totals } = payload;
  const link = orderUrl(settings.publicUrl, locale, payload.orderToken);
  const date = formatDate(payload.orderDate, locale);
  const subject = w.subject(payload.orderNumber);
  const intro = w.intro(payload.orderNumber, date);

  const totalRows: { label: string; amount: string; strong?: boolean }[] = [
    { label: w.subtotal, amount: money(totals.subtotalCents) },
    ...(payload.promotions.length > 0
      ? payload.promotions.map((line) => ({ label: line.label, amount: money(-line.amountCents) }))
      : totals.promotionCents > 0
        ? [{ label: w.promotion, amount: money(-totals.promotionCents) }]
        : []),
    { label: w.shipping, amount: totals.shippingCents === 0 ? w.free : money(totals.shippingCents) },
    ...(totals.packagingCents > 0 ? [{ label: w.packaging, amount: money(totals.packagingCents) }] : []),
    { label: w.totalExclVat, amount: money(totals.totalExclVatCents), strong: true },
    { label: w.vat(formatPercent(totals.vatRateBasisPoints, locale)), amount: money(totals.vatCents) },
    { label: w.totalInclVat, amount: money(totals.totalInclVatCents), strong: true },
  ];
  const address = addressLines(payload.shippingAddress, locale);
  const paymentMethod = w.paymentMethods[payload.paymentMethodCode];

  const right = "text-align:right;white-space:nowrap;";
  const itemRows = payload.items
    .map(
      (item) => `<tr>
<td style="${styles.cell}${styles.muted}">${escapeHtml(item.reference)}</td>
<td style="${styles.cell}">${escapeHtml(item.name)}</td>
<td style="${styles.cell}${right}">${item.quantity}</td>
<td style="${styles.cell}${right}">${money(item.unitPriceCents)}</td>
<td style="${styles.cell}${right}">${money(item.totalCents)}</td>
</tr>`,
    )
    .join("\n");
  const totalsHtml = totalRows
    .map((row) => {
      const weight = row.strong ? "font-weight:700;" : "";
      return `<tr><td style="padding:4px 6px;font-size:14px;${weight}">${escapeHtml(row.label)}</td><td style="padding:4px 6px;font-size:14px;${right}${weight}">${escapeHtml(row.amount)}</td></tr>`;
    })
    .join("\n");

  const body = `<p style="${styles.paragraph}">${escapeHtml(w.greeting(payload.customerFirstName))}</p>
<p style="${styles.paragraph}">${escapeHtml(intro)}</p>
<p style="margin:0 0 24px;"><a href="${escapeHtml(link)}" style="${styles.button}">${escapeHtml(w.button)}</a></p>
<h2 style="${styles.heading}">${escapeHtml(w.items)}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;">
<tr>
<th scope="col" style="${styles.headCell}">${escapeHtml(w.reference)}</th>
<th scope="col" style="${styles.headCell}">${escapeHtml(w.article)}</th>
<th scope="col" style="${styles.headCell}${right}">${escapeHtml(w.quantity)}</th>
<th scope="col" style="${styles.headCell}${right}">${escapeHtml(w.unitPrice)}</th>
<th scope="col" style="${styles.headCell}${right}">${escapeHtml(w.lineTotal)}</th>
</tr>
${itemRows}
</table>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0 0 auto;border-collapse:collapse;">
${totalsHtml}
</table>
<h2 style="${styles.heading}">${escapeHtml(w.shippingAddress)}</h2>
<p style="${styles.paragraph}">${address.map(escapeHtml).join("<br>")}</p>
<p style="${styles.paragraph}"><strong>${escapeHtml(w.shippingMethod)}</strong>${w.colon}${escapeHtml(payload.shippingMethodName)}<br>
<strong>${escapeHtml(w.paymentMethod)}</strong>${w.colon}${escapeHtml(paymentMethod)}</p>
<p style="${styles.paragraph}">${escapeHtml(w.closing)}<br>${BRAND}</p>`;

  const labelWidth = Math.max(...totalRows.map((row) => row.label.length)) + w.colon.length + 1;
  const text = [
    w.greeting(payload.customerFirstName),
    "",
    intro,
    "",
    `${w.items}${w.colon.trimEnd()}`,
    ...payload.items.map(
      (item) => `- ${item.reference} · ${item.name}${w.colon}${item.quantity} × ${money(item.unitPriceCents)} = ${money(item.totalCents)}`,
    ),
    "",
    ...totalRows.map((row) => `${`${row.label}${w.colon}`.padEnd(labelWidth)}${row.amount}`),
    "",
    `${w.shippingAddress}${w.colon.trimEnd()}`,
    ...address,
    "",
    `${w.shippingMethod}${w.colon}${payload.shippingMethodName}`,
    `${w.paymentMethod}${w.colon}${paymentMethod}`,
    "",
    `${w.linkText}${w.colon}${link}`,
    "",
    w.closing,
    BRAND,
    "",
    "--",
    w.footer,
    "",
  ].join("\n");

  return { subject, text, html: renderLayout({ locale, title: subject, preheader: intro, body, footer: escapeHtml(w.footer) }) };
}
