import type { Locale } from "@portal/domain/i18n/locales";
import type { NewsletterLinkAction } from "@portal/domain/newsletter/schemas";
import { renderActionMail } from "./action-mail";
import { BRAND, escapeHtml, renderLayout, styles } from "./layout";
import type { MailSettings, RenderedMail } from "./registry";

/** Queued when an address asks for the newsletter; the token is the link's only copy. */
export type NewsletterConfirmationPayload = { confirmToken: string; validDays: number };

/** One newsletter to one subscriber, in their language, with an unsubscribe token of its own. */
export type NewsletterIssuePayload = { sendId: number; subject: string; body: string; unsubscribeToken: string };

type Words = {
  confirmSubject: string;
  greeting: string;
  confirmIntro: string;
  confirmButton: string;
  linkText: string;
  validity: (days: number) => string;
  ignore: string;
  closing: string;
  confirmFooter: string;
  issueFooter: string;
  unsubscribe: string;
  colon: string;
};

const words: Record<Locale, Words> = {
  fr: {
    confirmSubject: "Confirmez votre inscription à la newsletter",
    greeting: "Bonjour,",
    confirmIntro:
      "Vous avez demandé à recevoir la newsletter d’Orvane Machines : nouveautés, conseils d’entretien et offres du réseau. Confirmez votre adresse pour commencer à la recevoir.",
    confirmButton: "Confirmer mon inscription",
    linkText: "Ou copiez ce lien dans votre navigateur",
    validity: (days) => `Ce lien est valable ${days} jours et ne peut servir qu’une fois.`,
    ignore: "Si vous n’êtes pas à l’origine de cette demande, ignorez simplement cet e-mail : vous ne recevrez rien.",
    closing: "À bientôt,",
    confirmFooter: "Vous recevez cet e-mail parce que cette adresse a été saisie pour la newsletter sur le portail Orvane Machines.",
    issueFooter: "Vous recevez cette newsletter parce que vous vous y êtes inscrit sur le portail Orvane Machines.",
    unsubscribe: "Se désinscrire",
    colon: "\u00a0: ",
  },
  en: {
    confirmSubject: "Confirm your newsletter subscription",
    greeting: "Hello,",
    confirmIntro:
      "You asked to receive the Orvane Machines newsletter: new products, maintenance tips and offers from our network. Confirm your address to start receiving it.",
    confirmButton: "Confirm my subscription",
    linkText: "Or copy this link into your browser",
    validity: (days) => `This link is valid for ${days} days and can be used once.`,
    ignore: "If you did not ask for it, simply ignore this e-mail: you will receive nothing.",
    closing: "Kind regards,",
    confirmFooter: "You are receiving this e-mail because this address was entered for the newsletter on the Orvane Machines portal.",
    issueFooter: "You are receiving this newsletter because you subscribed to it on the Orvane Machines portal.",
    unsubscribe: "Unsubscribe",
    colon: ": ",
  },
  de: {
    confirmSubject: "Bestätigen Sie Ihre Newsletter-Anmeldung",
    greeting: "Guten Tag,",
    confirmIntro:
      "Sie möchten den Newsletter von Orvane Machines erhalten: Neuheiten, Wartungstipps und Angebote unseres Händlernetzes. Bestätigen Sie Ihre Adresse, um ihn zu erhalten.",
    confirmButton: "Anmeldung bestätigen",
    linkText: "Oder kopieren Sie diesen Link in Ihren Browser",
    validity: (days) => `Dieser Link ist ${days} Tage gültig und kann nur einmal verwendet werden.`,
    ignore: "Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail einfach: Sie erhalten dann nichts.",
    closing: "Mit freundlichen Grüßen",
    confirmFooter: "Sie erhalten diese E-Mail, weil diese Adresse im Orvane-Machines-Portal für den Newsletter angegeben wurde.",
    issueFooter: "Sie erhalten diesen Newsletter, weil Sie sich im Orvane-Machines-Portal dafür angemeldet haben.",
    unsubscribe: "Abmelden",
    colon: ": ",
  },
  nl: {
    confirmSubject: "Bevestig uw inschrijving op de nieuwsbrief",
    greeting: "Beste,",
    confirmIntro:
      "U hebt gevraagd de nieuwsbrief van Orvane Machines te ontvangen: nieuwe producten, onderhoudstips en aanbiedingen van ons netwerk. Bevestig uw adres om hem te ontvangen.",
    confirmButton: "Mijn inschrijving bevestigen",
    linkText: "Of kopieer deze link in uw browser",
    validity: (days) => `Deze link is ${days} dagen geldig en kan één keer worden gebruikt.`,
    ignore: "Hebt u dit niet gevraagd? Negeer deze e-mail dan gewoon: u ontvangt niets.",
    closing: "Met vriendelijke groet,",
    confirmFooter: "U ontvangt deze e-mail omdat dit adres voor de nieuwsbrief is opgegeven op het Orvane Machines-portaal.",
    issueFooter: "U ontvangt deze nieuwsbrief omdat u zich ervoor hebt ingeschreven op het Orvane Machines-portaal.",
    unsubscribe: "Uitschrijven",
    colon: ": ",
  },
};

/**
 * The page a link of these e-mails opens: the home page with a panel whose button does the action.
 * Opening the link changes nothing, so a mail scanner following it uses no token up.
 */
export function newsletterPageUrl(publicUrl: string, locale: Locale, action: NewsletterLinkAction, token: string): string {
  return `${publicUrl}/${locale}/?newsletter=${action}&token=${encodeURIComponent(token)}`;
}

/** RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` to this address. */
export function oneClickUnsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/v2/shop/newsletter-subscriptions/one-click/${encodeURIComponent(token)}`;
}

export function renderNewsletterConfirmation(payload: NewsletterConfirmationPayload, locale: Locale, settings: MailSettings): RenderedMail {
  const w = words[locale];
  return renderActionMail({
    locale,
    subject: w.confirmSubject,
    greeting: w.greeting,
    paragraphs: [w.confirmIntro],
    button: w.confirmButton,
    linkText: w.linkText,
    link: newsletterPageUrl(settings.publicUrl, locale, "confirm", payload.confirmToken),
    notes: [w.validity(payload.validDays), w.ignore],
    closing: w.closing,
    footer: w.confirmFooter,
    colon: w.colon,
  });
}

/** Staff write the body as plain text; a blank line starts a new paragraph. */
function paragraphsOf(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export function renderNewsletterIssue(payload: NewsletterIssuePayload, locale: Locale, settings: MailSettings): RenderedMail {
  const w = words[locale];
  const paragraphs = paragraphsOf(payload.body);
  const unsubscribePage = newsletterPageUrl(settings.publicUrl, locale, "unsubscribe", payload.unsubscribeToken);
  const oneClick = oneClickUnsubscribeUrl(settings.publicUrl, payload.unsubscribeToken);
  const body = paragraphs
    .map((paragraph) => `<p style="${styles.paragraph}">${escapeHtml(paragraph).replaceAll(/\r?\n/g, "<br>")}</p>`)
    .join("\n");
  const text = [
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    BRAND,
    "",
    "--",
    w.issueFooter,
    `${w.unsubscribe}${w.colon}${unsubscribePage}`,
    "",
  ].join("\n");
  return {
    subject: payload.subject,
    text,
    html: renderLayout({
      locale,
      title: payload.subject,
      preheader: paragraphs[0] ?? payload.subject,
      body,
      footer: `${escapeHtml(w.issueFooter)}<br><a href="${escapeHtml(unsubscribePage)}">${escapeHtml(w.unsubscribe)}</a>`,
    }),
    headers: { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
