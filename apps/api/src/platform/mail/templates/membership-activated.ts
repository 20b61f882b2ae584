import type { Locale } from "@portal/domain/i18n/locales";
import { BRAND, escapeHtml, renderLayout, styles } from "./layout";
import type { MailSettings, RenderedMail } from "./registry";

/** Queued when a company administrator (or provider staff) enables a member's access to a company. */
export type MembershipActivatedPayload = {
  firstname: string;
  companyName: string;
};

type Words = {
  subject: (company: string) => string;
  greeting: (name: string) => string;
  intro: (company: string) => string;
  button: string;
  linkText: string;
  closing: string;
  footer: string;
  colon: string;
};

const words: Record<Locale, Words> = {
  fr: {
    subject: (company) => `Votre accès à ${company} est activé`,
    greeting: (name) => `Bonjour ${name},`,
    intro: (company) => `Votre accès au portail pour ${company} vient d'être activé. Vous pouvez dès maintenant vous connecter.`,
    button: "Me connecter",
    linkText: "Se connecter",
    closing: "À bientôt,",
    footer: "Vous recevez cet e-mail car votre compte est rattaché à une société sur le portail Orvane Machines.",
    colon: "\u00a0: ",
  },
  en: {
    subject: (company) => `Your access to ${company} is activated`,
    greeting: (name) => `Hello ${name},`,
    intro: (company) => `Your access to the portal for ${company} has just been activated. You can log in now.`,
    button: "Log in",
    linkText: "Log in",
    closing: "Kind regards,",
    footer: "You are receiving this e-mail because your account belongs to a company on the Orvane Machines portal.",
    colon: ": ",
  },
  de: {
    subject: (company) => `Ihr Zugang zu ${company} ist freigeschaltet`,
    greeting: (name) => `Guten Tag ${name},`,
    intro: (company) => `Ihr Zugang zum Portal für ${company} wurde soeben freigeschaltet. Sie können sich ab sofort anmelden.`,
    button: "Anmelden",
    linkText: "Anmelden",
    closing: "Mit freundlichen Grüßen",
    footer: "Sie erhalten diese E-Mail, weil Ihr Konto im Orvane-Machines-Portal einem Unternehmen zugeordnet ist.",
    colon: ": ",
  },
  nl: {
    subject: (company) => `Uw toegang tot ${company} is geactiveerd`,
    greeting: (name) => `Beste ${name},`,
    intro: (company) => `Uw toegang tot het portaal voor ${company} is zojuist geactiveerd. U kunt nu inloggen.`,
    button: "Inloggen",
    linkText: "Inloggen",
    closing: "Met vriendelijke groet,",
    footer: "U ontvangt deze e-mail omdat uw account aan een bedrijf op het Orvane Machines-portaal is gekoppeld.",
    colon: ": ",
  },
};

/** The login page has a localized segment in French and German (the web's route table). */
const loginPaths: Record<Locale, string> = {
  fr: "user/connexion",
  en: "user/login",
  de: "user/verbindung",
  nl: "user/login",
};

export function loginUrl(publicUrl: string, locale: Locale): string {
  return `${publicUrl}/${locale}/${loginPaths[locale]}`;
}

export function renderMembershipActivated(payload: MembershipActivatedPayload, locale: Locale, settings: MailSettings): RenderedMail {
  const w = words[locale];
  const link = loginUrl(settings.publicUrl, locale);
  const subject = w.subject(payload.companyName);
  const intro = w.intro(payload.companyName);
  const body = `<p style="${styles.paragraph}">${escapeHtml(w.greeting(payload.firstname))}</p>
<p style="${styles.paragraph}">${escapeHtml(intro)}</p>
<p style="margin:0 0 24px;"><a href="${escapeHtml(link)}" style="${styles.button}">${escapeHtml(w.button)}</a></p>
<p style="${styles.paragraph}">${escapeHtml(w.closing)}<br>${BRAND}</p>`;
  const text = [
    w.greeting(payload.firstname),
    "",
    intro,
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
