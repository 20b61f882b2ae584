import type { Locale } from "@portal/domain/i18n/locales";
import { renderActionMail } from "./action-mail";
import { loginUrl } from "./membership-activated";
import type { MailSettings, RenderedMail } from "./registry";

/** Queued for each administrator of a company provider staff validated. */
export type CompanyValidatedPayload = {
  firstname: string;
  companyName: string;
  /** The customer number given at validation, if any. */
  clientCode: string | null;
};

/** Queued for each administrator of a company provider staff refused. */
export type CompanyRefusedPayload = {
  firstname: string;
  companyName: string;
  reason: string;
};

/** The contact form has the same path in every language. */
export function contactUrl(publicUrl: string, locale: Locale): string {
  return `${publicUrl}/${locale}/contact`;
}

type Words = {
  greeting: (name: string) => string;
  closing: string;
  footer: string;
  /** French typography puts a (non-breaking) space before a colon. */
  colon: string;
  validated: {
    subject: (company: string) => string;
    intro: (company: string) => string;
    clientCode: string;
    button: string;
    linkText: string;
  };
  refused: {
    subject: (company: string) => string;
    intro: (company: string) => string;
    reason: string;
    help: string;
    button: string;
    linkText: string;
  };
};

const words: Record<Locale, Words> = {
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    closing: "À bientôt,",
    footer: "Vous recevez cet e-mail car vous administrez un compte société sur le portail Orvane Machines.",
    colon: "\u00a0: ",
    validated: {
      subject: (company) => `Le compte de ${company} est validé`,
      intro: (company) =>
        `Bonne nouvelle\u00a0: nos équipes ont validé le compte de la société ${company}. Vous pouvez dès à présent vous connecter et passer commande.`,
      clientCode: "Votre numéro client",
      button: "Me connecter",
      linkText: "Lien de connexion",
    },
    refused: {
      subject: (company) => `Le compte de ${company} n'a pas été validé`,
      intro: (company) => `Nos équipes n'ont pas pu valider le compte de la société ${company}.`,
      reason: "Motif",
      help: "Pour toute question ou pour nous transmettre des informations complémentaires, écrivez-nous via le formulaire de contact.",
      button: "Nous contacter",
      linkText: "Formulaire de contact",
    },
  },
  en: {
    greeting: (name) => `Hello ${name},`,
    closing: "Kind regards,",
    footer: "You are receiving this e-mail because you manage a company account on the Orvane Machines portal.",
    colon: ": ",
    validated: {
      subject: (company) => `The account of ${company} is validated`,
      intro: (company) => `Good news: our team has validated the account of ${company}. You can now log in and place orders.`,
      clientCode: "Your customer number",
      button: "Log in",
      linkText: "Login link",
    },
    refused: {
      subject: (company) => `The account of ${company} was not validated`,
      intro: (company) => `Our team could not validate the account of ${company}.`,
      reason: "Reason",
      help: "If you have any questions or would like to send us further information, please write to us through the contact form.",
      button: "Contact us",
      linkText: "Contact form",
    },
  },
  de: {
    greeting: (name) => `Guten Tag ${name},`,
    closing: "Mit freundlichen Grüßen",
    footer: "Sie erhalten diese E-Mail, weil Sie ein Firmenkonto im Orvane-Machines-Portal verwalten.",
    colon: ": ",
    validated: {
      subject: (company) => `Das Konto von ${company} wurde freigegeben`,
      intro: (company) =>
        `gute Nachrichten: Unser Team hat das Konto der Firma ${company} freigegeben. Sie können sich ab sofort anmelden und bestellen.`,
      clientCode: "Ihre Kundennummer",
      button: "Anmelden",
      linkText: "Link zur Anmeldung",
    },
    refused: {
      subject: (company) => `Das Konto von ${company} wurde nicht freigegeben`,
      intro: (company) => `leider konnte unser Team das Konto der Firma ${company} nicht freigeben.`,
      reason: "Grund",
      help: "Bei Fragen oder um uns weitere Angaben zu senden, schreiben Sie uns bitte über das Kontaktformular.",
      button: "Kontakt aufnehmen",
      linkText: "Kontaktformular",
    },
  },
  nl: {
    greeting: (name) => `Beste ${name},`,
    closing: "Met vriendelijke groet,",
    footer: "U ontvangt deze e-mail omdat u een bedrijfsaccount beheert op het Orvane Machines-portaal.",
    colon: ": ",
    validated: {
      subject: (company) => `Het account van ${company} is goedgekeurd`,
      intro: (company) => `Goed nieuws: ons team heeft het account van ${company} goedgekeurd. U kunt nu inloggen en bestellen.`,
      clientCode: "Uw klantnummer",
      button: "Inloggen",
      linkText: "Link om in te loggen",
    },
    refused: {
      subject: (company) => `Het account van ${company} is niet goedgekeurd`,
      intro: (company) => `Ons team kon het account van ${company} helaas niet goedkeuren.`,
      reason: "Reden",
      help: "Hebt u vragen of wilt u ons aanvullende gegevens sturen, schrijf ons dan via het contactformulier.",
      button: "Contact opnemen",
      linkText: "Contactformulier",
    },
  },
};

export function renderCompanyValidated(payload: CompanyValidatedPayload, locale: Locale, settings: MailSettings): RenderedMail {
  const w = words[locale];
  return renderActionMail({
    locale,
    subject: w.validated.subject(payload.companyName),
    greeting: w.greeting(payload.firstname),
    paragraphs: [
      w.validated.intro(payload.companyName),
      ...(payload.clientCode ? [`${w.validated.clientCode}${w.colon}${payload.clientCode}`] : []),
    ],
    button: w.validated.button,
    linkText: w.validated.linkText,
    link: loginUrl(settings.publicUrl, locale),
    notes: [],
    closing: w.closing,
    footer: w.footer,
    colon: w.colon,
  });
}

export function renderCompanyRefused(payload: CompanyRefusedPayload, locale: Locale, settings: MailSettings): RenderedMail {
  const w = words[locale];
  return renderActionMail({
    locale,
    subject: w.refused.subject(payload.companyName),
    greeting: w.greeting(payload.firstname),
    paragraphs: [w.refused.intro(payload.companyName), `${w.refused.reason}${w.colon}${payload.reason}`, w.refused.help],
    button: w.refused.button,
    linkText: w.refused.linkText,
    link: contactUrl(settings.publicUrl, locale),
    notes: [],
    closing: w.closing,
    footer: w.footer,
    colon: w.colon,
  });
}
