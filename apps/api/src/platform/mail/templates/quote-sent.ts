import type { Locale } from "@portal/domain/i18n/locales";
import { formatDate, formatMoney } from "../../pdf/document";
import { renderActionMail } from "./action-mail";
import type { MailSettings, RenderedMail } from "./registry";

/** Queued for the customer who asked for a quote once staff have priced and sent it. */
export type QuoteSentPayload = {
  firstname: string;
  quoteNumber: string;
  /** `YYYY-MM-DD`. */
  validUntil: string;
  totalInclVatCents: number;
};

/** The quote's page in the customer area (the same path in every language). */
export const quoteUrl = (publicUrl: string, locale: Locale, number: string) =>
  `${publicUrl}/${locale}/user/quotes/${encodeURIComponent(number)}`;

const words: Record<
  Locale,
  {
    subject: (number: string) => string;
    greeting: (name: string) => string;
    intro: (number: string) => string;
    validity: (date: string) => string;
    total: (amount: string) => string;
    next: string;
    button: string;
    linkText: string;
    closing: string;
    footer: string;
    colon: string;
  }
> = {
  fr: {
    subject: (number) => `Votre devis ${number} est prêt`,
    greeting: (name) => `Bonjour ${name},`,
    intro: (number) => `Nos équipes ont chiffré votre devis ${number}.`,
    validity: (date) => `Il est valable jusqu’au ${date} inclus.`,
    total: (amount) => `Montant total TTC, hors frais de port\u00a0: ${amount}.`,
    next: "Retrouvez-le dans votre espace client, téléchargez-le en PDF ou placez-le dans votre panier pour commander.",
    button: "Voir mon devis",
    linkText: "Lien vers le devis",
    closing: "À bientôt,",
    footer: "Vous recevez cet e-mail car vous avez demandé un devis sur le portail Orvane Machines.",
    colon: "\u00a0: ",
  },
  en: {
    subject: (number) => `Your quote ${number} is ready`,
    greeting: (name) => `Hello ${name},`,
    intro: (number) => `Our team has priced your quote ${number}.`,
    validity: (date) => `It is valid until ${date} inclusive.`,
    total: (amount) => `Total incl. VAT, shipping excluded: ${amount}.`,
    next: "Find it in your customer area, download it as a PDF or put it in your cart to order.",
    button: "View my quote",
    linkText: "Link to the quote",
    closing: "Kind regards,",
    footer: "You are receiving this e-mail because you requested a quote on the Orvane Machines portal.",
    colon: ": ",
  },
  de: {
    subject: (number) => `Ihr Angebot ${number} ist fertig`,
    greeting: (name) => `Guten Tag ${name},`,
    intro: (number) => `unser Team hat Ihr Angebot ${number} kalkuliert.`,
    validity: (date) => `Es ist bis einschließlich ${date} gültig.`,
    total: (amount) => `Gesamtbetrag brutto, ohne Versandkosten: ${amount}.`,
    next: "Sie finden es in Ihrem Kundenbereich, können es als PDF herunterladen oder in den Warenkorb legen, um zu bestellen.",
    button: "Mein Angebot ansehen",
    linkText: "Link zum Angebot",
    closing: "Mit freundlichen Grüßen",
    footer: "Sie erhalten diese E-Mail, weil Sie im Orvane-Machines-Portal ein Angebot angefordert haben.",
    colon: ": ",
  },
  nl: {
    subject: (number) => `Uw offerte ${number} is klaar`,
    greeting: (name) => `Beste ${name},`,
    intro: (number) => `Ons team heeft uw offerte ${number} berekend.`,
    validity: (date) => `Ze is geldig tot en met ${date}.`,
    total: (amount) => `Totaalbedrag incl. btw, zonder verzendkosten: ${amount}.`,
    next: "U vindt ze in uw klantenzone, kunt ze als pdf downloaden of in uw winkelwagen plaatsen om te bestellen.",
    button: "Mijn offerte bekijken",
    linkText: "Link naar de offerte",
    closing: "Met vriendelijke groet,",
    footer: "U ontvangt deze e-mail omdat u een offerte hebt aangevraagd op het Orvane Machines-portaal.",
    colon: ": ",
  },
};

export function renderQuoteSent(payload: QuoteSentPayload, locale: Locale, settings: MailSettings): RenderedMail {
  const w = words[locale];
  return renderActionMail({
    locale,
    subject: w.subject(payload.quoteNumber),
    greeting: w.greeting(payload.firstname),
    paragraphs: [
      w.intro(payload.quoteNumber),
      w.validity(formatDate(payload.validUntil, locale)),
      w.total(formatMoney(payload.totalInclVatCents, locale)),
      w.next,
    ],
    button: w.button,
    linkText: w.linkText,
    link: quoteUrl(settings.publicUrl, locale, payload.quoteNumber),
    notes: [],
    closing: w.closing,
    footer: w.footer,
    colon: w.colon,
  });
}
