import type { Locale } from "@portal/domain/i18n/locales";
import { renderActionMail } from "./action-mail";
import { orderUrl } from "./order-confirmation";
import type { MailSettings, RenderedMail } from "./registry";

/** Queued for the buyer when staff ship (part of) an order, cancel it or refund it. */
export type OrderUpdatePayload = {
  event: "shipped" | "partially_shipped" | "cancelled" | "refunded";
  firstname: string;
  orderNumber: string;
  orderToken: string;
  /** For a shipment: who carries it and its tracking number. */
  carrier: string | null;
  trackingNumber: string | null;
};

type Words = {
  greeting: (name: string) => string;
  subject: Record<OrderUpdatePayload["event"], (number: string) => string>;
  intro: Record<OrderUpdatePayload["event"], (number: string) => string>;
  tracking: (carrier: string, number: string) => string;
  button: string;
  linkText: string;
  closing: string;
  footer: string;
  colon: string;
};

const words: Record<Locale, Words> = {
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    subject: {
      shipped: (n) => `Votre commande ${n} est expédiée`,
      partially_shipped: (n) => `Une partie de votre commande ${n} est expédiée`,
      cancelled: (n) => `Votre commande ${n} est annulée`,
      refunded: (n) => `Votre commande ${n} est remboursée`,
    },
    intro: {
      shipped: (n) => `Bonne nouvelle\u00a0: votre commande ${n} a quitté notre entrepôt.`,
      partially_shipped: (n) => `Une partie de votre commande ${n} a quitté notre entrepôt\u00a0; le reste suivra dès que possible.`,
      cancelled: (n) => `Votre commande ${n} a été annulée. Aucun article ne vous sera expédié.`,
      refunded: (n) => `Le paiement de votre commande ${n} vous a été remboursé.`,
    },
    tracking: (carrier, number) => `Transporteur\u00a0: ${carrier} — numéro de suivi\u00a0: ${number}`,
    button: "Voir ma commande",
    linkText: "Lien vers votre commande",
    closing: "À bientôt,",
    footer: "Vous recevez cet e-mail car vous avez passé commande sur le portail Orvane Machines.",
    colon: "\u00a0: ",
  },
  en: {
    greeting: (name) => `Hello ${name},`,
    subject: {
      shipped: (n) => `Your order ${n} has shipped`,
      partially_shipped: (n) => `Part of your order ${n} has shipped`,
      cancelled: (n) => `Your order ${n} is cancelled`,
      refunded: (n) => `Your order ${n} is refunded`,
    },
    intro: {
      shipped: (n) => `Good news: your order ${n} has left our warehouse.`,
      partially_shipped: (n) => `Part of your order ${n} has left our warehouse; the rest will follow as soon as possible.`,
      cancelled: (n) => `Your order ${n} has been cancelled. Nothing will be shipped to you.`,
      refunded: (n) => `The payment of your order ${n} has been refunded to you.`,
    },
    tracking: (carrier, number) => `Carrier: ${carrier} — tracking number: ${number}`,
    button: "View my order",
    linkText: "Link to your order",
    closing: "Kind regards,",
    footer: "You are receiving this e-mail because you placed an order on the Orvane Machines portal.",
    colon: ": ",
  },
  de: {
    greeting: (name) => `Hallo ${name},`,
    subject: {
      shipped: (n) => `Ihre Bestellung ${n} wurde versandt`,
      partially_shipped: (n) => `Ein Teil Ihrer Bestellung ${n} wurde versandt`,
      cancelled: (n) => `Ihre Bestellung ${n} wurde storniert`,
      refunded: (n) => `Ihre Bestellung ${n} wurde erstattet`,
    },
    intro: {
      shipped: (n) => `Gute Nachricht: Ihre Bestellung ${n} hat unser Lager verlassen.`,
      partially_shipped: (n) => `Ein Teil Ihrer Bestellung ${n} hat unser Lager verlassen; der Rest folgt so bald wie möglich.`,
      cancelled: (n) => `Ihre Bestellung ${n} wurde storniert. Es wird nichts an Sie versandt.`,
      refunded: (n) => `Die Zahlung Ihrer Bestellung ${n} wurde Ihnen erstattet.`,
    },
    tracking: (carrier, number) => `Versanddienstleister: ${carrier} — Sendungsnummer: ${number}`,
    button: "Meine Bestellung ansehen",
    linkText: "Link zu Ihrer Bestellung",
    closing: "Mit freundlichen Grüßen",
    footer: "Sie erhalten diese E-Mail, weil Sie im Orvane Machines-Portal bestellt haben.",
    colon: ": ",
  },
  nl: {
    greeting: (name) => `Hallo ${name},`,
    subject: {
      shipped: (n) => `Uw bestelling ${n} is verzonden`,
      partially_shipped: (n) => `Een deel van uw bestelling ${n} is verzonden`,
      cancelled: (n) => `Uw bestelling ${n} is geannuleerd`,
      refunded: (n) => `Uw bestelling ${n} is terugbetaald`,
    },
    intro: {
      shipped: (n) => `Goed nieuws: uw bestelling ${n} heeft ons magazijn verlaten.`,
      partially_shipped: (n) => `Een deel van uw bestelling ${n} heeft ons magazijn verlaten; de rest volgt zo snel mogelijk.`,
      cancelled: (n) => `Uw bestelling ${n} is geannuleerd. Er wordt niets naar u verzonden.`,
      refunded: (n) => `De betaling van uw bestelling ${n} is aan u terugbetaald.`,
    },
    tracking: (carrier, number) => `Vervoerder: ${carrier} — trackingnummer: ${number}`,
    button: "Mijn bestelling bekijken",
    linkText: "Link naar uw bestelling",
    closing: "Met vriendelijke groet,",
    footer: "U ontvangt deze e-mail omdat u een bestelling hebt geplaatst op het Orvane Machines-portaal.",
    colon: ": ",
  },
};

export function renderOrderUpdate(payload: OrderUpdatePayload, locale: Locale, settings: MailSettings): RenderedMail {
  const w = words[locale];
  return renderActionMail({
    locale,
    subject: w.subject[payload.event](payload.orderNumber),
    greeting: w.greeting(payload.firstname),
    paragraphs: [
      w.intro[payload.event](payload.orderNumber),
      ...(payload.carrier && payload.trackingNumber ? [w.tracking(payload.carrier, payload.trackingNumber)] : []),
    ],
    button: w.button,
    linkText: w.linkText,
    link: orderUrl(settings.publicUrl, locale, payload.orderToken),
    notes: [],
    closing: w.closing,
    footer: w.footer,
    colon: w.colon,
  });
}
