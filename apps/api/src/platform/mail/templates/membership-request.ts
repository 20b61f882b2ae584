import type { Locale } from "@portal/domain/i18n/locales";
import { renderActionMail } from "./action-mail";
import type { MailSettings, RenderedMail } from "./registry";

/** Sent to each administrator of a company when someone asks to join it and awaits their activation. */
export type MembershipRequestPayload = {
  adminFirstname: string;
  memberFirstname: string;
  memberLastname: string;
  memberEmail: string;
  companyName: string;
};

type Words = {
  subject: (company: string) => string;
  greeting: (name: string) => string;
  intro: (member: string, email: string, company: string) => string;
  action: string;
  button: string;
  linkText: string;
  unknown: string;
  closing: string;
  footer: string;
  colon: string;
};

const words: Record<Locale, Words> = {
  fr: {
    subject: (company) => `Nouvelle demande d’accès à ${company}`,
    greeting: (name) => `Bonjour ${name},`,
    intro: (member, email, company) =>
      `${member} (${email}) a créé un compte sur le portail Orvane Machines et demande à rejoindre ${company}.`,
    action: "En tant qu’administrateur, activez cet utilisateur et choisissez ses droits dans la gestion des utilisateurs.",
    button: "Gérer les utilisateurs",
    linkText: "Ou copiez ce lien dans votre navigateur",
    unknown: "Si vous ne connaissez pas cette personne, laissez son accès désactivé.",
    closing: "À bientôt,",
    footer: "Vous recevez cet e-mail car vous administrez le compte de votre société sur le portail Orvane Machines.",
    colon: "\u00a0: ",
  },
  en: {
    subject: (company) => `New request to join ${company}`,
    greeting: (name) => `Hello ${name},`,
    intro: (member, email, company) =>
      `${member} (${email}) has created an account on the Orvane Machines portal and asks to join ${company}.`,
    action: "As an administrator, activate this user and choose their rights in Manage users.",
    button: "Manage users",
    linkText: "Or copy this link into your browser",
    unknown: "If you do not know this person, leave their access disabled.",
    closing: "Kind regards,",
    footer: "You are receiving this e-mail because you administer your company's account on the Orvane Machines portal.",
    colon: ": ",
  },
  de: {
    subject: (company) => `Neue Zugangsanfrage für ${company}`,
    greeting: (name) => `Guten Tag ${name},`,
    intro: (member, email, company) =>
      `${member} (${email}) hat ein Konto im Orvane-Machines-Portal angelegt und möchte ${company} beitreten.`,
    action: "Als Administrator können Sie diesen Benutzer in der Benutzerverwaltung aktivieren und seine Rechte festlegen.",
    button: "Benutzer verwalten",
    linkText: "Oder kopieren Sie diesen Link in Ihren Browser",
    unknown: "Wenn Sie diese Person nicht kennen, lassen Sie ihren Zugang deaktiviert.",
    closing: "Mit freundlichen Grüßen",
    footer: "Sie erhalten diese E-Mail, weil Sie das Konto Ihres Unternehmens im Orvane-Machines-Portal verwalten.",
    colon: ": ",
  },
  nl: {
    subject: (company) => `Nieuwe aanvraag om lid te worden van ${company}`,
    greeting: (name) => `Beste ${name},`,
    intro: (member, email, company) =>
      `${member} (${email}) heeft een account aangemaakt op het Orvane Machines-portaal en vraagt om lid te worden van ${company}.`,
    action: "Als beheerder kunt u deze gebruiker activeren en zijn rechten kiezen in Gebruikersbeheer.",
    button: "Gebruikers beheren",
    linkText: "Of kopieer deze link in uw browser",
    unknown: "Kent u deze persoon niet? Laat zijn toegang dan uitgeschakeld.",
    closing: "Met vriendelijke groet,",
    footer: "U ontvangt deze e-mail omdat u het account van uw bedrijf op het Orvane Machines-portaal beheert.",
    colon: ": ",
  },
};

/** The web's user management page; its path is the same in every language. */
export function manageUsersUrl(publicUrl: string, locale: Locale): string {
  // The only localized segment of this page (apps/web/src/i18n/routes.ts).
  return `${publicUrl}/${locale}/user/${locale === "fr" ? "gestion-des-utilisateurs" : "manage-users"}`;
}

export function renderMembershipRequest(payload: MembershipRequestPayload, locale: Locale, settings: MailSettings): RenderedMail {
  const w = words[locale];
  const member = `${payload.memberFirstname} ${payload.memberLastname}`;
  return renderActionMail({
    locale,
    subject: w.subject(payload.companyName),
    greeting: w.greeting(payload.adminFirstname),
    paragraphs: [w.intro(member, payload.memberEmail, payload.companyName), w.action],
    button: w.button,
    linkText: w.linkText,
    link: manageUsersUrl(settings.publicUrl, locale),
    notes: [w.unknown],
    closing: w.closing,
    footer: w.footer,
    colon: w.colon,
  });
}
