import type { Locale } from "@portal/domain/i18n/locales";
import { type ExpiringLinkWords, renderActionMail } from "./action-mail";
import { verifyEmailUrl } from "./email-verification";
import { forgotPasswordUrl } from "./password-changed";
import type { MailSettings, RenderedMail } from "./registry";

/** Sent to the new address a customer gave; the token is the link's only copy. */
export type EmailChangePayload = {
  firstname: string;
  token: string;
  /** How long the link stays valid. */
  validHours: number;
};

/** Sent to the address in use when a change is asked for: no link that could confirm it. */
export type EmailChangeNoticePayload = {
  firstname: string;
  newEmail: string;
};

const confirmWords: Record<Locale, ExpiringLinkWords> = {
  fr: {
    subject: "Confirmez votre nouvelle adresse e-mail",
    greeting: (name) => `Bonjour ${name},`,
    intro:
      "Vous avez demandé à utiliser cette adresse pour votre compte sur le portail Orvane Machines. Confirmez-la pour qu’elle devienne votre identifiant de connexion.",
    button: "Confirmer ma nouvelle adresse",
    linkText: "Ou copiez ce lien dans votre navigateur",
    validity: (hours) =>
      `Ce lien est valable ${hours} heures et ne peut servir qu’une fois. D’ici là, votre compte garde son adresse actuelle.`,
    ignore: "Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0: aucune modification ne sera faite.",
    closing: "À bientôt,",
    footer: "Vous recevez cet e-mail car cette adresse a été indiquée comme nouvelle adresse d’un compte du portail Orvane Machines.",
    colon: "\u00a0: ",
  },
  en: {
    subject: "Confirm your new e-mail address",
    greeting: (name) => `Hello ${name},`,
    intro:
      "You asked to use this address for your account on the Orvane Machines portal. Confirm it to make it the address you log in with.",
    button: "Confirm my new address",
    linkText: "Or copy this link into your browser",
    validity: (hours) => `This link is valid for ${hours} hours and can be used once. Until then, your account keeps its current address.`,
    ignore: "If you did not ask for this, ignore this e-mail: nothing will change.",
    closing: "Kind regards,",
    footer: "You are receiving this e-mail because this address was given as the new address of an account on the Orvane Machines portal.",
    colon: ": ",
  },
  de: {
    subject: "Bestätigen Sie Ihre neue E-Mail-Adresse",
    greeting: (name) => `Guten Tag ${name},`,
    intro:
      "Sie möchten diese Adresse für Ihr Konto im Orvane-Machines-Portal verwenden. Bestätigen Sie sie, damit Sie sich künftig damit anmelden.",
    button: "Neue Adresse bestätigen",
    linkText: "Oder kopieren Sie diesen Link in Ihren Browser",
    validity: (hours) =>
      `Dieser Link ist ${hours} Stunden gültig und kann nur einmal verwendet werden. Bis dahin behält Ihr Konto seine bisherige Adresse.`,
    ignore: "Wenn Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail: Es wird nichts geändert.",
    closing: "Mit freundlichen Grüßen",
    footer: "Sie erhalten diese E-Mail, weil diese Adresse als neue Adresse eines Kontos im Orvane-Machines-Portal angegeben wurde.",
    colon: ": ",
  },
  nl: {
    subject: "Bevestig uw nieuwe e-mailadres",
    greeting: (name) => `Beste ${name},`,
    intro:
      "U hebt gevraagd dit adres te gebruiken voor uw account op het Orvane Machines-portaal. Bevestig het om er voortaan mee in te loggen.",
    button: "Mijn nieuwe adres bevestigen",
    linkText: "Of kopieer deze link in uw browser",
    validity: (hours) => `Deze link is ${hours} uur geldig en kan één keer worden gebruikt. Tot dan houdt uw account het huidige adres.`,
    ignore: "Hebt u dit niet gevraagd? Negeer deze e-mail dan: er verandert niets.",
    closing: "Met vriendelijke groet,",
    footer: "U ontvangt deze e-mail omdat dit adres is opgegeven als nieuw adres van een account op het Orvane Machines-portaal.",
    colon: ": ",
  },
};

type NoticeWords = {
  subject: string;
  greeting: (name: string) => string;
  intro: (newEmail: string) => string;
  pending: string;
  warning: string;
  button: string;
  linkText: string;
  closing: string;
  footer: string;
  colon: string;
};

const noticeWords: Record<Locale, NoticeWords> = {
  fr: {
    subject: "Changement de l’adresse e-mail de votre compte",
    greeting: (name) => `Bonjour ${name},`,
    intro: (email) => `Une demande a été faite pour remplacer l’adresse e-mail de votre compte par ${email}.`,
    pending: "Le changement ne prendra effet qu’après confirmation depuis le lien envoyé à cette nouvelle adresse.",
    warning:
      "Si vous n’êtes pas à l’origine de cette demande, changez votre mot de passe sans attendre\u00a0: cela ferme toutes vos sessions.",
    button: "Réinitialiser mon mot de passe",
    linkText: "Réinitialiser votre mot de passe",
    closing: "À bientôt,",
    footer: "Vous recevez cet e-mail car il concerne la sécurité de votre compte sur le portail Orvane Machines.",
    colon: "\u00a0: ",
  },
  en: {
    subject: "Change of your account’s e-mail address",
    greeting: (name) => `Hello ${name},`,
    intro: (email) => `Someone asked to replace the e-mail address of your account with ${email}.`,
    pending: "The change takes effect only once it is confirmed from the link sent to that new address.",
    warning: "If you did not ask for this, change your password at once: this closes all your sessions.",
    button: "Reset my password",
    linkText: "Reset your password",
    closing: "Kind regards,",
    footer: "You are receiving this e-mail because it concerns the security of your account on the Orvane Machines portal.",
    colon: ": ",
  },
  de: {
    subject: "Änderung der E-Mail-Adresse Ihres Kontos",
    greeting: (name) => `Guten Tag ${name},`,
    intro: (email) => `Es wurde beantragt, die E-Mail-Adresse Ihres Kontos durch ${email} zu ersetzen.`,
    pending: "Die Änderung wird erst wirksam, wenn sie über den an die neue Adresse gesendeten Link bestätigt wird.",
    warning: "Wenn Sie dies nicht beantragt haben, ändern Sie sofort Ihr Passwort: Damit werden alle Ihre Sitzungen beendet.",
    button: "Passwort zurücksetzen",
    linkText: "Passwort zurücksetzen",
    closing: "Mit freundlichen Grüßen",
    footer: "Sie erhalten diese E-Mail, weil sie die Sicherheit Ihres Kontos im Orvane-Machines-Portal betrifft.",
    colon: ": ",
  },
  nl: {
    subject: "Wijziging van het e-mailadres van uw account",
    greeting: (name) => `Beste ${name},`,
    intro: (email) => `Er is gevraagd het e-mailadres van uw account te vervangen door ${email}.`,
    pending: "De wijziging gaat pas in nadat ze is bevestigd via de link die naar dat nieuwe adres is gestuurd.",
    warning: "Hebt u dit niet gevraagd? Wijzig dan meteen uw wachtwoord: daarmee worden al uw sessies gesloten.",
    button: "Mijn wachtwoord opnieuw instellen",
    linkText: "Uw wachtwoord opnieuw instellen",
    closing: "Met vriendelijke groet,",
    footer: "U ontvangt deze e-mail omdat deze de beveiliging van uw account op het Orvane Machines-portaal betreft.",
    colon: ": ",
  },
};

/** The link opens the web's e-mail verification page, which confirms either kind of link. */
export function renderEmailChange(payload: EmailChangePayload, locale: Locale, settings: MailSettings): RenderedMail {
  const w = confirmWords[locale];
  return renderActionMail({
    locale,
    subject: w.subject,
    greeting: w.greeting(payload.firstname),
    paragraphs: [w.intro],
    button: w.button,
    linkText: w.linkText,
    link: verifyEmailUrl(settings.publicUrl, locale, payload.token),
    notes: [w.validity(payload.validHours), w.ignore],
    closing: w.closing,
    footer: w.footer,
    colon: w.colon,
  });
}

export function renderEmailChangeNotice(payload: EmailChangeNoticePayload, locale: Locale, settings: MailSettings): RenderedMail {
  const w = noticeWords[locale];
  return renderActionMail({
    locale,
    subject: w.subject,
    greeting: w.greeting(payload.firstname),
    paragraphs: [w.intro(payload.newEmail), w.pending, w.warning],
    button: w.button,
    linkText: w.linkText,
    link: forgotPasswordUrl(settings.publicUrl, locale),
    notes: [],
    closing: w.closing,
    footer: w.footer,
    colon: w.colon,
  });
}
