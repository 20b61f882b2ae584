import type { Locale } from "@portal/domain/i18n/locales";
import { BRAND, escapeHtml, formatDate, renderLayout, styles } from "./layout";
import type { MailSettings, RenderedMail } from "./registry";

/** A company administrator's invitation of a collaborator; the token is the only copy of the link's secret. */
export type InvitationPayload = {
  token: string;
  companyName: string;
  inviterName: string;
  /** ISO 8601 instant the link stops working. */
  expiresAt: string;
};

type Words = {
  subject: (company: string) => string;
  greeting: string;
  intro: (inviter: string, company: string) => string;
  expiry: (date: string) => string;
  button: string;
  linkText: string;
  ignore: string;
  closing: string;
  footer: string;
  colon: string;
};

const words: Record<Locale, Words> = {
  fr: {
    subject: (company) => `Invitation à rejoindre ${company}`,
    greeting: "Bonjour,",
    intro: (inviter, company) => `${inviter} vous invite à rejoindre ${company} sur le portail Orvane Machines.`,
    expiry: (date) => `Ce lien est valable jusqu'au ${date}.`,
    button: "Accepter l'invitation",
    linkText: "Accepter l'invitation",
    ignore: "Si vous ne connaissez pas cette société, ignorez simplement cet e-mail.",
    closing: "À bientôt,",
    footer: "Vous recevez cet e-mail car un administrateur vous a invité sur le portail Orvane Machines.",
    colon: "\u00a0: ",
  },
  en: {
    subject: (company) => `Invitation to join ${company}`,
    greeting: "Hello,",
    intro: (inviter, company) => `${inviter} invites you to join ${company} on the Orvane Machines portal.`,
    expiry: (date) => `This link is valid until ${date}.`,
    button: "Accept the invitation",
    linkText: "Accept the invitation",
    ignore: "If you do not know this company, simply ignore this e-mail.",
    closing: "Kind regards,",
    footer: "You are receiving this e-mail because an administrator invited you to the Orvane Machines portal.",
    colon: ": ",
  },
  de: {
    subject: (company) => `Einladung zu ${company}`,
    greeting: "Guten Tag,",
    intro: (inviter, company) => `${inviter} lädt Sie ein, ${company} im Orvane-Machines-Portal beizutreten.`,
    expiry: (date) => `Dieser Link ist bis zum ${date} gültig.`,
    button: "Einladung annehmen",
    linkText: "Einladung annehmen",
    ignore: "Wenn Sie dieses Unternehmen nicht kennen, ignorieren Sie diese E-Mail einfach.",
    closing: "Mit freundlichen Grüßen",
    footer: "Sie erhalten diese E-Mail, weil ein Administrator Sie in das Orvane-Machines-Portal eingeladen hat.",
    colon: ": ",
  },
  nl: {
    subject: (company) => `Uitnodiging om lid te worden van ${company}`,
    greeting: "Beste,",
    intro: (inviter, company) => `${inviter} nodigt u uit om lid te worden van ${company} op het Orvane Machines-portaal.`,
    expiry: (date) => `Deze link is geldig tot ${date}.`,
    button: "Uitnodiging accepteren",
    linkText: "Uitnodiging accepteren",
    ignore: "Kent u dit bedrijf niet, dan kunt u deze e-mail gewoon negeren.",
    closing: "Met vriendelijke groet,",
    footer: "U ontvangt deze e-mail omdat een beheerder u heeft uitgenodigd op het Orvane Machines-portaal.",
    colon: ": ",
  },
};

/** The invitation page has the same path in every language; the token travels in the query. */
export function invitationUrl(publicUrl: string, locale: Locale, token: string): string {
  return `${publicUrl}/${locale}/user/invitation?token=${encodeURIComponent(token)}`;
}

export function renderInvitation(payload: InvitationPayload, locale: Locale, settings: MailSettings): RenderedMail {
  const w = words[locale];
  const link = invitationUrl(settings.publicUrl, locale, payload.token);
  const subject = w.subject(payload.companyName);
  const intro = w.intro(payload.inviterName, payload.companyName);
  const expiry = w.expiry(formatDate(payload.expiresAt, locale));
  const body = `<p style="${styles.paragraph}">${escapeHtml(w.greeting)}</p>
<p style="${styles.paragraph}">${escapeHtml(intro)}</p>
<p style="margin:0 0 24px;"><a href="${escapeHtml(link)}" style="${styles.button}">${escapeHtml(w.button)}</a></p>
<p style="${styles.paragraph}${styles.muted}">${escapeHtml(expiry)} ${escapeHtml(w.ignore)}</p>
<p style="${styles.paragraph}">${escapeHtml(w.closing)}<br>${BRAND}</p>`;
  const text = [
    w.greeting,
    "",
    intro,
    "",
    `${w.linkText}${w.colon}${link}`,
    "",
    expiry,
    w.ignore,
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
