import type { Locale } from "@portal/domain/i18n/locales";
import { type ExpiringLinkWords, renderActionMail } from "./action-mail";
import type { MailSettings, RenderedMail } from "./registry";

/** Queued when a customer asks to reset a forgotten password; the token is the link's only copy. */
export type PasswordResetPayload = {
  firstname: string;
  resetToken: string;
  /** How long the link stays valid. */
  validMinutes: number;
};

const words: Record<Locale, ExpiringLinkWords> = {
  fr: {
    subject: "Réinitialisation de votre mot de passe",
    greeting: (name) => `Bonjour ${name},`,
    intro: "Vous avez demandé à réinitialiser le mot de passe de votre compte sur le portail Orvane Machines.",
    button: "Choisir un nouveau mot de passe",
    linkText: "Ou copiez ce lien dans votre navigateur",
    validity: (minutes) =>
      `Ce lien est valable ${minutes} minutes et ne peut servir qu’une fois. Un nouveau mot de passe ferme toutes vos sessions ouvertes.`,
    ignore: "Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0: votre mot de passe reste inchangé.",
    closing: "À bientôt,",
    footer: "Vous recevez cet e-mail à la suite d’une demande de réinitialisation de mot de passe sur le portail Orvane Machines.",
    colon: "\u00a0: ",
  },
  en: {
    subject: "Reset your password",
    greeting: (name) => `Hello ${name},`,
    intro: "You asked to reset the password of your account on the Orvane Machines portal.",
    button: "Choose a new password",
    linkText: "Or copy this link into your browser",
    validity: (minutes) => `This link is valid for ${minutes} minutes and can be used once. A new password closes all your open sessions.`,
    ignore: "If you did not ask for this, ignore this e-mail: your password stays unchanged.",
    closing: "Kind regards,",
    footer: "You are receiving this e-mail because a password reset was requested on the Orvane Machines portal.",
    colon: ": ",
  },
  de: {
    subject: "Passwort zurücksetzen",
    greeting: (name) => `Guten Tag ${name},`,
    intro: "Sie haben angefordert, das Passwort Ihres Kontos im Orvane-Machines-Portal zurückzusetzen.",
    button: "Neues Passwort festlegen",
    linkText: "Oder kopieren Sie diesen Link in Ihren Browser",
    validity: (minutes) =>
      `Dieser Link ist ${minutes} Minuten gültig und kann nur einmal verwendet werden. Ein neues Passwort beendet alle Ihre offenen Sitzungen.`,
    ignore: "Wenn Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.",
    closing: "Mit freundlichen Grüßen",
    footer: "Sie erhalten diese E-Mail, weil im Orvane-Machines-Portal das Zurücksetzen eines Passworts angefordert wurde.",
    colon: ": ",
  },
  nl: {
    subject: "Uw wachtwoord opnieuw instellen",
    greeting: (name) => `Beste ${name},`,
    intro: "U hebt gevraagd om het wachtwoord van uw account op het Orvane Machines-portaal opnieuw in te stellen.",
    button: "Nieuw wachtwoord kiezen",
    linkText: "Of kopieer deze link in uw browser",
    validity: (minutes) =>
      `Deze link is ${minutes} minuten geldig en kan één keer worden gebruikt. Een nieuw wachtwoord sluit al uw open sessies.`,
    ignore: "Hebt u dit niet gevraagd? Negeer deze e-mail dan: uw wachtwoord blijft ongewijzigd.",
    closing: "Met vriendelijke groet,",
    footer: "U ontvangt deze e-mail omdat er op het Orvane Machines-portaal is gevraagd een wachtwoord opnieuw in te stellen.",
    colon: ": ",
  },
};

/** The web's new-password page; its path is the same in every language. */
export function changePasswordUrl(publicUrl: string, locale: Locale, resetToken: string): string {
  return `${publicUrl}/${locale}/user/change-password/${encodeURIComponent(resetToken)}`;
}

export function renderPasswordReset(payload: PasswordResetPayload, locale: Locale, settings: MailSettings): RenderedMail {
  const w = words[locale];
  return renderActionMail({
    locale,
    subject: w.subject,
    greeting: w.greeting(payload.firstname),
    paragraphs: [w.intro],
    button: w.button,
    linkText: w.linkText,
    link: changePasswordUrl(settings.publicUrl, locale, payload.resetToken),
    notes: [w.validity(payload.validMinutes), w.ignore],
    closing: w.closing,
    footer: w.footer,
    colon: w.colon,
  });
}
