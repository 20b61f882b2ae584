import type { Locale } from "@portal/domain/i18n/locales";
import { BRAND, escapeHtml, renderLayout, styles } from "./layout";
import type { RenderedMail } from "./registry";

/** A short account e-mail: a greeting, a few paragraphs, one button and the same link in plain text. */
export type ActionMail = {
  locale: Locale;
  subject: string;
  greeting: string;
  paragraphs: string[];
  button: string;
  /** Introduces the bare link, for readers whose client does not show the button. */
  linkText: string;
  link: string;
  /** Said after the button, such as how long the link stays valid. */
  notes: string[];
  closing: string;
  footer: string;
  colon: string;
};

/** The words of a mail sending a link that expires (verification, password reset), in one language. */
export type ExpiringLinkWords = {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  button: string;
  linkText: string;
  /** How long the link stays valid, in the unit the mail counts it in. */
  validity: (amount: number) => string;
  ignore: string;
  closing: string;
  footer: string;
  colon: string;
};

export function renderActionMail(mail: ActionMail): RenderedMail {
  const paragraph = (text: string) => `<p style="${styles.paragraph}">${escapeHtml(text)}</p>`;
  const body = `${paragraph(mail.greeting)}
${mail.paragraphs.map(paragraph).join("\n")}
<p style="margin:0 0 24px;"><a href="${escapeHtml(mail.link)}" style="${styles.button}">${escapeHtml(mail.button)}</a></p>
${mail.notes.map((note) => `<p style="${styles.paragraph}${styles.muted}">${escapeHtml(note)}</p>`).join("\n")}
<p style="${styles.paragraph}${styles.muted}">${escapeHtml(mail.linkText)}${escapeHtml(mail.colon)}<br><a href="${escapeHtml(mail.link)}" style="word-break:break-all;">${escapeHtml(mail.link)}</a></p>
<p style="${styles.paragraph}">${escapeHtml(mail.closing)}<br>${BRAND}</p>`;

  const text = [
    mail.greeting,
    "",
    ...mail.paragraphs.flatMap((line) => [line, ""]),
    `${mail.linkText}${mail.colon}${mail.link}`,
    "",
    ...mail.notes.flatMap((line) => [line, ""]),
    mail.closing,
    BRAND,
    "",
    "--",
    mail.footer,
    "",
  ].join("\n");

  return {
    subject: mail.subject,
    text,
    html: renderLayout({
      locale: mail.locale,
      title: mail.subject,
      preheader: mail.paragraphs[0] ?? mail.subject,
      body,
      footer: escapeHtml(mail.footer),
    }),
  };
}
