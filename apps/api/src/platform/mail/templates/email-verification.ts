import type { Locale } from "@portal/domain/i18n/locales";
import { type ExpiringLinkWords, renderActionMail } from "./action-mail";
import type { MailSettings, RenderedMail } from "./registry";

/** Queued at registration and when a customer asks for a new link; the token is the link's only copy. */
export type EmailVerificationPayload = {
  firstname: string;
  verifyToken: string;
  /** How long the link stays valid. */
  validHours: number;
};

const words: Record<Locale, ExpiringLinkWords> = {
  fr: {
    subject: "Confirmez votre adresse e-mail",
    greeting: (name) => `Bonjour ${name},`,
    intro: "Merci pour votre inscription sur le portail Orvane Machines. Confirmez votre adresse e-mail pour activer votre compte.",
    button: "Confirmer mon adresse e-mail",
    linkText: "Ou copiez ce lien dans votre navigateur",
    validity: (hours) => `Ce lien est valable ${hours} heures et ne peut servir qu’une fois.`,
    ignore: "Si vous n’êtes pas à l’origine de cette inscription, ignorez simplement cet e-mail.",
    closing: "À bientôt,",
    footer: "Vous recevez cet e-mail à la suite d’une inscription sur le portail Orvane Machines.",
    colon: "\u00a0: ",
  },
  en: {
    subject: "Confirm your e-mail address",
    greeting: (name) => `Hello ${name},`,
    intro: "Thank you for registering on the Orvane Machines portal. Please confirm your e-mail address to activate your account.",
    button: "Confirm my e-mail address",
    linkText: "Or copy this link into your browser",
    validity: (hours) => `This link is valid for ${hours} hours and can be used once.`,
    ignore: "If you did not register, simply ignore this e-mail.",
    closing: "Kind regards,",
    footer: "You are receiving this e-mail because someone registered on the Orvane Machines portal with this address.",
    colon: ": ",
  },
  de: {
    subject: "Bestätigen Sie Ihre E-Mail-Adresse",
    greeting: (name) => `Guten Tag ${name},`,
    intro:
      "vielen Dank für Ihre Registrierung im Orvane-Machines-Portal. Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren.",
    button: "E-Mail-Adresse bestätigen",
    linkText: "Oder kopieren Sie diesen Link in Ihren Browser",
    validity: (hours) => `Dieser Link ist ${hours} Stunden gültig und kann nur einmal verwendet werden.`,
    ignore: "Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail einfach.",
    closing: "Mit freundlichen Grüßen",
    footer: "Sie erhalten diese E-Mail, weil sich jemand mit dieser Adresse im Orvane-Machines-Portal registriert hat.",
    colon: ": ",
  },
  nl: {
    subject: "Bevestig uw e-mailadres",
    greeting: (name) => `Beste ${name},`,
    intro: "Bedankt voor uw registratie op het Orvane Machines-portaal. Bevestig uw e-mailadres om uw account te activeren.",
    button: "Mijn e-mailadres bevestigen",
    linkText: "Of kopieer deze link in uw browser",
    validity: (hours) => `Deze link is ${hours} uur geldig en kan één keer worden gebruikt.`,
    ignore: "Hebt u zich niet geregistreerd? Dan kunt u deze e-mail gewoon negeren.",
    closing: "Met vriendelijke groet,",
    footer: "U ontvangt deze e-mail omdat iemand zich met dit adres heeft geregistreerd op het Orvane Machines-portaal.",
    colon: ": ",
  },
};

/** The web's verification page; its path is the same in every language. */
export function verifyEmailUrl(publicUrl: string, locale: Locale, verifyToken: string): string {
  return `${publicUrl}/${locale}/user/verify-email/${encodeURIComponent(verifyToken)}`;
}

export function renderEmailVerification(payload: EmailVerificationPayload, locale: Locale, settings: MailSettings): RenderedMail {
  const w = words[locale];
  return renderActionMail({
    locale,
    subject: w.subject,
    greeting: w.greeting(payload.firstname),
    paragraphs: [w.intro],
    button: w.button,
    linkText: w.linkText,
    link: verifyEmailUrl(settings.publicUrl, locale, payload.verifyToken),
    notes: [w.validity(payload.validHours), w.ignore],
    closing: w.closing,
    footer: w.footer,
    colon: w.colon,
  });
}
