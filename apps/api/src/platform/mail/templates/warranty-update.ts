import type { Locale } from "@portal/domain/i18n/locales";
import type { WarrantyStatus } from "@portal/domain/warranty/status";
import { renderActionMail } from "./action-mail";
import type { MailSettings, RenderedMail } from "./registry";

/** Queued for the customer who filed a claim when its status changes or staff comment on it. */
export type WarrantyUpdatePayload = {
  firstname: string;
  claimNumber: string;
  claimToken: string;
  /** The new status, or null for a comment. */
  status: WarrantyStatus | null;
  /** The note staff gave with the change, or the comment's text. */
  message: string | null;
};

/** The claim's page in the customer area (the same path in every language). */
export const warrantyUrl = (publicUrl: string, locale: Locale, token: string) =>
  `${publicUrl}/${locale}/user/warranties/${encodeURIComponent(token)}`;

type Words = {
  greeting: (name: string) => string;
  statusSubject: (number: string) => string;
  commentSubject: (number: string) => string;
  statusIntro: (number: string, status: string) => string;
  commentIntro: (number: string) => string;
  statuses: Record<WarrantyStatus, string>;
  /** What the customer is asked to do in the statuses that wait for them. */
  action: Partial<Record<WarrantyStatus, string>>;
  message: string;
  button: string;
  linkText: string;
  closing: string;
  footer: string;
  colon: string;
};

const words: Record<Locale, Words> = {
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    statusSubject: (n) => `Votre demande de garantie ${n} a changé de statut`,
    commentSubject: (n) => `Nouveau message sur votre demande de garantie ${n}`,
    statusIntro: (n, s) => `Votre demande de garantie ${n} est désormais\u00a0: ${s}.`,
    commentIntro: (n) => `Notre service garantie a écrit au sujet de votre demande ${n}.`,
    statuses: {
      new: "nouvelle",
      in_progress: "en cours de traitement",
      request_more_information: "en attente d’informations complémentaires",
      waiting_piece: "en attente des pièces remplacées",
      waiting_supplier: "en attente du fournisseur",
      accepted: "acceptée",
      refused: "refusée",
    },
    action: {
      request_more_information: "Répondez-nous depuis la page de la demande en ajoutant un commentaire.",
      waiting_piece: "Envoyez-nous les pièces remplacées\u00a0: sans réception sous deux mois, la demande sera refusée.",
    },
    message: "Message",
    button: "Voir ma demande",
    linkText: "Lien vers votre demande",
    closing: "À bientôt,",
    footer: "Vous recevez cet e-mail car vous avez fait une demande de garantie sur le portail Orvane Machines.",
    colon: "\u00a0: ",
  },
  en: {
    greeting: (name) => `Hello ${name},`,
    statusSubject: (n) => `Your warranty claim ${n} has a new status`,
    commentSubject: (n) => `New message about your warranty claim ${n}`,
    statusIntro: (n, s) => `Your warranty claim ${n} is now: ${s}.`,
    commentIntro: (n) => `Our warranty department wrote about your claim ${n}.`,
    statuses: {
      new: "new",
      in_progress: "in progress",
      request_more_information: "waiting for more information",
      waiting_piece: "waiting for the replaced parts",
      waiting_supplier: "waiting for the supplier",
      accepted: "accepted",
      refused: "refused",
    },
    action: {
      request_more_information: "Answer us from the claim’s page by adding a comment.",
      waiting_piece: "Send us the replaced parts: if they are not received within two months, the claim will be refused.",
    },
    message: "Message",
    button: "View my claim",
    linkText: "Link to your claim",
    closing: "Kind regards,",
    footer: "You are receiving this e-mail because you filed a warranty claim on the Orvane Machines portal.",
    colon: ": ",
  },
  de: {
    greeting: (name) => `Guten Tag ${name},`,
    statusSubject: (n) => `Ihr Garantieantrag ${n} hat einen neuen Status`,
    commentSubject: (n) => `Neue Nachricht zu Ihrem Garantieantrag ${n}`,
    statusIntro: (n, s) => `Ihr Garantieantrag ${n} ist jetzt: ${s}.`,
    commentIntro: (n) => `unsere Garantieabteilung hat zu Ihrem Antrag ${n} geschrieben.`,
    statuses: {
      new: "neu",
      in_progress: "in Bearbeitung",
      request_more_information: "wartet auf weitere Informationen",
      waiting_piece: "wartet auf die ersetzten Teile",
      waiting_supplier: "wartet auf den Lieferanten",
      accepted: "angenommen",
      refused: "abgelehnt",
    },
    action: {
      request_more_information: "Antworten Sie uns auf der Seite des Antrags mit einem Kommentar.",
      waiting_piece: "Senden Sie uns die ersetzten Teile: Gehen sie nicht innerhalb von zwei Monaten ein, wird der Antrag abgelehnt.",
    },
    message: "Nachricht",
    button: "Meinen Antrag ansehen",
    linkText: "Link zu Ihrem Antrag",
    closing: "Mit freundlichen Grüßen",
    footer: "Sie erhalten diese E-Mail, weil Sie im Orvane-Machines-Portal einen Garantieantrag gestellt haben.",
    colon: ": ",
  },
  nl: {
    greeting: (name) => `Beste ${name},`,
    statusSubject: (n) => `Uw garantieaanvraag ${n} heeft een nieuwe status`,
    commentSubject: (n) => `Nieuw bericht over uw garantieaanvraag ${n}`,
    statusIntro: (n, s) => `Uw garantieaanvraag ${n} is nu: ${s}.`,
    commentIntro: (n) => `Onze garantieafdeling heeft geschreven over uw aanvraag ${n}.`,
    statuses: {
      new: "nieuw",
      in_progress: "in behandeling",
      request_more_information: "wacht op meer informatie",
      waiting_piece: "wacht op de vervangen onderdelen",
      waiting_supplier: "wacht op de leverancier",
      accepted: "aanvaard",
      refused: "geweigerd",
    },
    action: {
      request_more_information: "Antwoord ons op de pagina van de aanvraag met een opmerking.",
      waiting_piece: "Stuur ons de vervangen onderdelen: zonder ontvangst binnen twee maanden wordt de aanvraag geweigerd.",
    },
    message: "Bericht",
    button: "Mijn aanvraag bekijken",
    linkText: "Link naar uw aanvraag",
    closing: "Met vriendelijke groet,",
    footer: "U ontvangt deze e-mail omdat u een garantieaanvraag hebt ingediend op het Orvane Machines-portaal.",
    colon: ": ",
  },
};

export function renderWarrantyUpdate(payload: WarrantyUpdatePayload, locale: Locale, settings: MailSettings): RenderedMail {
  const w = words[locale];
  const { status } = payload;
  const paragraphs =
    status === null
      ? [w.commentIntro(payload.claimNumber)]
      : [w.statusIntro(payload.claimNumber, w.statuses[status]), ...(w.action[status] ? [w.action[status]] : [])];
  if (payload.message) paragraphs.push(`${w.message}${w.colon}${payload.message}`);
  return renderActionMail({
    locale,
    subject: status === null ? w.commentSubject(payload.claimNumber) : w.statusSubject(payload.claimNumber),
    greeting: w.greeting(payload.firstname),
    paragraphs,
    button: w.button,
    linkText: w.linkText,
    link: warrantyUrl(settings.publicUrl, locale, payload.claimToken),
    notes: [],
    closing: w.closing,
    footer: w.footer,
    colon: w.colon,
  });
}
