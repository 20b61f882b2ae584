import type { Locale } from "@portal/domain/i18n/locales";
import { renderActionMail } from "./action-mail";
import { formatDateTime } from "./layout";
import type { MailSettings, RenderedMail } from "./registry";

/** Sent to the account's address once its password has changed; it holds no secret. */
export type PasswordChangedPayload = {
  firstname: string;
  /** `changed` from the account page with the current password, `reset` through an e-mailed link. */
  how: "changed" | "reset";
  /** ISO 8601 instant of the change. */
  changedAt: string;
};

type Words = {
  subject: string;
  greeting: (name: string) => string;
  intro: Record<PasswordChangedPayload["how"], (when: string) => string>;
  sessions: Record<PasswordChangedPayload["how"], string>;
  warning: string;
  button: string;
  linkText: string;
  closing: string;
  footer: string;
  colon: string;
};

const words: Record<Locale, Words> = {
  fr: {
    subject: "Le mot de passe de votre compte a été modifié",
    greeting: (name) => `Bonjour ${name},`,
    intro: {
      changed: (when) => `Le mot de passe de votre compte sur le portail Orvane Machines a été modifié le ${when}.`,
      reset: (when) => `Le mot de passe de votre compte sur le portail Orvane Machines a été réinitialisé le ${when}.`,
    },
    sessions: {
      changed: "Vos autres sessions ont été fermées.",
      reset: "Toutes vos sessions ont été fermées.",
    },
    warning: "Si vous n’êtes pas à l’origine de ce changement, réinitialisez votre mot de passe sans attendre et contactez-nous.",
    button: "Réinitialiser mon mot de passe",
    linkText: "Réinitialiser votre mot de passe",
    closing: "À bientôt,",
    footer: "Vous recevez cet e-mail car il concerne la sécurité de votre compte sur le portail Orvane Machines.",
    colon: "\u00a0: ",
  },
  en: {
    subject: "Your account’s password was changed",
    greeting: (name) => `Hello ${name},`,
    intro: {
      changed: (when) => `The password of your account on the Orvane Machines portal was changed on ${when}.`,
      reset: (when) => `The password of your account on the Orvane Machines portal was reset on ${when}.`,
    },
    sessions: {
      changed: "Your other sessions have been closed.",
      reset: "All your sessions have been closed.",
    },
    warning: "If you did not make this change, reset your password at once and contact us.",
    button: "Reset my password",
    linkText: "Reset your password",
    closing: "Kind regards,",
    footer: "You are receiving this e-mail because it concerns the security of your account on the Orvane Machines portal.",
    colon: ": ",
  },
  de: {
    subject: "Das Passwort Ihres Kontos wurde geändert",
    greeting: (name) => `Guten Tag ${name},`,
    intro: {
      changed: (when) => `Das Passwort Ihres Kontos im Orvane-Machines-Portal wurde am ${when} geändert.`,
      reset: (when) => `Das Passwort Ihres Kontos im Orvane-Machines-Portal wurde am ${when} zurückgesetzt.`,
    },
    sessions: {
      changed: "Ihre anderen Sitzungen wurden beendet.",
      reset: "Alle Ihre Sitzungen wurden beendet.",
    },
    warning: "Wenn Sie diese Änderung nicht vorgenommen haben, setzen Sie Ihr Passwort sofort zurück und kontaktieren Sie uns.",
    button: "Passwort zurücksetzen",
    linkText: "Passwort zurücksetzen",
    closing: "Mit freundlichen Grüßen",
    footer: "Sie erhalten diese E-Mail, weil sie die Sicherheit Ihres Kontos im Orvane-Machines-Portal betrifft.",
    colon: ": ",
  },
  nl: {
    subject: "Het wachtwoord van uw account is gewijzigd",
    greeting: (name) => `Beste ${name},`,
    intro: {
      changed: (when) => `Het wachtwoord van uw account op het Orvane Machines-portaal is op ${when} gewijzigd.`,
      reset: (when) => `Het wachtwoord van uw account op het Orvane Machines-portaal is op ${when} opnieuw ingesteld.`,
    },
    sessions: {
      changed: "Uw andere sessies zijn gesloten.",
      reset: "Al uw sessies zijn gesloten.",
    },
    warning: "Hebt u dit niet zelf gedaan? Stel dan meteen uw wachtwoord opnieuw in en neem contact met ons op.",
    button: "Mijn wachtwoord opnieuw instellen",
    linkText: "Uw wachtwoord opnieuw instellen",
    closing: "Met vriendelijke groet,",
    footer: "U ontvangt deze e-mail omdat deze de beveiliging van uw account op het Orvane Machines-portaal betreft.",
    colon: ": ",
  },
};

/** The web's forgotten-password page; its path is the same in every language. */
export function forgotPasswordUrl(publicUrl: string, locale: Locale): string {
  return `${publicUrl}/${locale}/user/password`;
}

export function renderPasswordChanged(payload: PasswordChangedPayload, locale: Locale, settings: MailSettings): RenderedMail {
  const w = words[locale];
  return renderActionMail({
    locale,
    subject: w.subject,
    greeting: w.greeting(payload.firstname),
    paragraphs: [w.intro[payload.how](formatDateTime(payload.changedAt, locale)), w.sessions[payload.how], w.warning],
    button: w.button,
    linkText: w.linkText,
    link: forgotPasswordUrl(settings.publicUrl, locale),
    notes: [],
    closing: w.closing,
    footer: w.footer,
    colon: w.colon,
  });
}
