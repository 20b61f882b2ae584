import type { Locale } from "@portal/domain/i18n/locales";
import { BRAND, countryName, escapeHtml, renderLayout, styles } from "./layout";
import type { RenderedMail } from "./registry";

/** What the sender typed, as both contact e-mails repeat it. */
export type ContactDetails = {
  subjectLabel: string;
  company: string | null;
  gender: "mme" | "mr";
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  street: string | null;
  zipCode: string | null;
  city: string | null;
  countryCode: string;
  message: string;
  machineName: string | null;
  productCode: string | null;
  brand: string | null;
  model: string | null;
  serialNumber: string | null;
  /** Whether the serial number is one of the machines sold; null without one. */
  serialKnown: boolean | null;
};

/** To the department's mailbox; answering it answers the sender (reply-to). */
export type ContactRequestPayload = ContactDetails & { requestId: number; customerId: number | null };
/** To the sender, in their language: their request has arrived. */
export type ContactAcknowledgementPayload = ContactDetails;

type Words = {
  requestSubject: (subject: string, name: string) => string;
  requestIntro: (name: string) => string;
  ackSubject: string;
  ackGreeting: (name: string) => string;
  ackIntro: string;
  ackCopy: string;
  labels: {
    subject: string;
    company: string;
    name: string;
    email: string;
    phone: string;
    address: string;
    machineName: string;
    productCode: string;
    brand: string;
    model: string;
    serialNumber: string;
    serialKnown: string;
    message: string;
    customer: string;
  };
  gender: { mme: string; mr: string };
  yes: string;
  no: string;
  visitor: string;
  closing: string;
  ackFooter: string;
  requestFooter: string;
  colon: string;
};

const words: Record<Locale, Words> = {
  fr: {
    requestSubject: (subject, name) => `Demande de contact — ${subject} — ${name}`,
    requestIntro: (name) => `${name} a envoyé une demande par le formulaire de contact. Répondez à cet e-mail pour lui répondre.`,
    ackSubject: "Nous avons bien reçu votre demande",
    ackGreeting: (name) => `Bonjour ${name},`,
    ackIntro: "Merci de nous avoir écrit. Le service concerné a reçu votre demande et vous répondra dans les meilleurs délais.",
    ackCopy: "Voici ce que vous nous avez envoyé :",
    labels: {
      subject: "Objet",
      company: "Société",
      name: "Nom",
      email: "E-mail",
      phone: "Téléphone",
      address: "Adresse",
      machineName: "Machine",
      productCode: "Code produit",
      brand: "Marque",
      model: "Modèle",
      serialNumber: "Numéro de série",
      serialKnown: "Numéro de série connu",
      message: "Message",
      customer: "Client connecté",
    },
    gender: { mme: "Mme", mr: "M." },
    yes: "oui",
    no: "non",
    visitor: "visiteur non connecté",
    closing: "À bientôt,",
    ackFooter: "Vous recevez cet e-mail car vous avez utilisé le formulaire de contact du portail Orvane Machines.",
    requestFooter: "Envoyé par le formulaire de contact du portail Orvane Machines.",
    colon: "\u00a0: ",
  },
  en: {
    requestSubject: (subject, name) => `Contact request — ${subject} — ${name}`,
    requestIntro: (name) => `${name} sent a request through the contact form. Reply to this e-mail to answer them.`,
    ackSubject: "We have received your request",
    ackGreeting: (name) => `Hello ${name},`,
    ackIntro: "Thank you for writing to us. The department concerned has received your request and will answer you as soon as possible.",
    ackCopy: "Here is what you sent us:",
    labels: {
      subject: "Subject",
      company: "Company",
      name: "Name",
      email: "E-mail",
      phone: "Phone",
      address: "Address",
      machineName: "Machine",
      productCode: "Product code",
      brand: "Brand",
      model: "Model",
      serialNumber: "Serial number",
      serialKnown: "Serial number known",
      message: "Message",
      customer: "Logged-in customer",
    },
    gender: { mme: "Ms", mr: "Mr" },
    yes: "yes",
    no: "no",
    visitor: "visitor, not logged in",
    closing: "Kind regards,",
    ackFooter: "You are receiving this e-mail because you used the contact form of the Orvane Machines portal.",
    requestFooter: "Sent through the contact form of the Orvane Machines portal.",
    colon: ": ",
  },
  de: {
    requestSubject: (subject, name) => `Kontaktanfrage — ${subject} — ${name}`,
    requestIntro: (name) => `${name} hat eine Anfrage über das Kontaktformular gesendet. Antworten Sie auf diese E-Mail, um zu antworten.`,
    ackSubject: "Wir haben Ihre Anfrage erhalten",
    ackGreeting: (name) => `Guten Tag ${name},`,
    ackIntro: "vielen Dank für Ihre Nachricht. Die zuständige Abteilung hat Ihre Anfrage erhalten und antwortet Ihnen so bald wie möglich.",
    ackCopy: "Das haben Sie uns gesendet:",
    labels: {
      subject: "Betreff",
      company: "Firma",
      name: "Name",
      email: "E-Mail",
      phone: "Telefon",
      address: "Adresse",
      machineName: "Maschine",
      productCode: "Produktcode",
      brand: "Marke",
      model: "Modell",
      serialNumber: "Seriennummer",
      serialKnown: "Seriennummer bekannt",
      message: "Nachricht",
      customer: "Angemeldeter Kunde",
    },
    gender: { mme: "Frau", mr: "Herr" },
    yes: "ja",
    no: "nein",
    visitor: "Besucher, nicht angemeldet",
    closing: "Mit freundlichen Grüßen",
    ackFooter: "Sie erhalten diese E-Mail, weil Sie das Kontaktformular des Orvane-Machines-Portals benutzt haben.",
    requestFooter: "Gesendet über das Kontaktformular des Orvane-Machines-Portals.",
    colon: ": ",
  },
  nl: {
    requestSubject: (subject, name) => `Contactaanvraag — ${subject} — ${name}`,
    requestIntro: (name) => `${name} heeft een aanvraag verstuurd via het contactformulier. Beantwoord deze e-mail om te antwoorden.`,
    ackSubject: "We hebben uw aanvraag ontvangen",
    ackGreeting: (name) => `Beste ${name},`,
    ackIntro: "Bedankt voor uw bericht. De betrokken afdeling heeft uw aanvraag ontvangen en antwoordt u zo snel mogelijk.",
    ackCopy: "Dit hebt u ons gestuurd:",
    labels: {
      subject: "Onderwerp",
      company: "Bedrijf",
      name: "Naam",
      email: "E-mail",
      phone: "Telefoon",
      address: "Adres",
      machineName: "Machine",
      productCode: "Productcode",
      brand: "Merk",
      model: "Model",
      serialNumber: "Serienummer",
      serialKnown: "Serienummer bekend",
      message: "Bericht",
      customer: "Aangemelde klant",
    },
    gender: { mme: "Mevr.", mr: "Dhr." },
    yes: "ja",
    no: "nee",
    visitor: "bezoeker, niet aangemeld",
    closing: "Met vriendelijke groet,",
    ackFooter: "U ontvangt deze e-mail omdat u het contactformulier van het Orvane Machines-portaal hebt gebruikt.",
    requestFooter: "Verstuurd via het contactformulier van het Orvane Machines-portaal.",
    colon: ": ",
  },
};

/** The fields of the request, label then value, the empty ones left out. */
function detailRows(details: ContactDetails, w: Words, locale: Locale, extra: [string, string][] = []): [string, string][] {
  const address = [details.street, [details.zipCode, details.city].filter(Boolean).join(" "), countryName(details.countryCode, locale)]
    .filter(Boolean)
    .join(", ");
  const rows: [string, string | null][] = [
    [w.labels.subject, details.subjectLabel],
    [w.labels.company, details.company],
    [w.labels.name, `${w.gender[details.gender]} ${details.firstname} ${details.lastname}`],
    [w.labels.email, details.email],
    [w.labels.phone, details.phone],
    [w.labels.address, address],
    [w.labels.machineName, details.machineName],
    [w.labels.productCode, details.productCode],
    [w.labels.brand, details.brand],
    [w.labels.model, details.model],
    [w.labels.serialNumber, details.serialNumber],
  ];
  return [...rows.filter((row): row is [string, string] => Boolean(row[1])), ...extra];
}

function render(
  locale: Locale,
  parts: {
    subject: string;
    paragraphs: string[];
    rows: [string, string][];
    message: string;
    messageLabel: string;
    footer: string;
    colon: string;
    closing?: string;
  },
): RenderedMail {
  const paragraph = (text: string) => `<p style="${styles.paragraph}">${escapeHtml(text)}</p>`;
  const table = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;">
${parts.rows.map(([label, value]) => `<tr><th scope="row" style="${styles.cell}text-align:left;width:40%;">${escapeHtml(label)}</th><td style="${styles.cell}">${escapeHtml(value)}</td></tr>`).join("\n")}
</table>`;
  const message = `<p style="${styles.heading}">${escapeHtml(parts.messageLabel)}</p>
<p style="${styles.paragraph}white-space:pre-wrap;">${escapeHtml(parts.message)}</p>`;
  const closing = parts.closing ? `<p style="${styles.paragraph}">${escapeHtml(parts.closing)}<br>${BRAND}</p>` : "";
  const body = `${parts.paragraphs.map(paragraph).join("\n")}\n${table}\n${message}\n${closing}`;
  const text = [
    ...parts.paragraphs.flatMap((line) => [line, ""]),
    ...parts.rows.map(([label, value]) => `${label}${parts.colon}${value}`),
    "",
    `${parts.messageLabel}${parts.colon}`,
    parts.message,
    "",
    ...(parts.closing ? [parts.closing, BRAND, ""] : []),
    "--",
    parts.footer,
    "",
  ].join("\n");
  return {
    subject: parts.subject,
    text,
    html: renderLayout({
      locale,
      title: parts.subject,
      preheader: parts.paragraphs[0] ?? parts.subject,
      body,
      footer: escapeHtml(parts.footer),
    }),
  };
}

export function renderContactRequest(payload: ContactRequestPayload, locale: Locale): RenderedMail {
  const w = words[locale];
  const name = `${payload.firstname} ${payload.lastname}`;
  const extra: [string, string][] = [];
  if (payload.serialKnown !== null) extra.push([w.labels.serialKnown, payload.serialKnown ? w.yes : w.no]);
  extra.push([w.labels.customer, payload.customerId === null ? w.visitor : `#${payload.customerId}`]);
  return {
    ...render(locale, {
      subject: w.requestSubject(payload.subjectLabel, name),
      paragraphs: [w.requestIntro(name)],
      rows: detailRows(payload, w, locale, extra),
      message: payload.message,
      messageLabel: w.labels.message,
      footer: w.requestFooter,
      colon: w.colon,
    }),
    replyTo: payload.email,
  };
}

export function renderContactAcknowledgement(payload: ContactAcknowledgementPayload, locale: Locale): RenderedMail {
  const w = words[locale];
  return render(locale, {
    subject: w.ackSubject,
    paragraphs: [w.ackGreeting(payload.firstname), w.ackIntro, w.ackCopy],
    rows: detailRows(payload, w, locale),
    message: payload.message,
    messageLabel: w.labels.message,
    footer: w.ackFooter,
    colon: w.colon,
    closing: w.closing,
  });
}
