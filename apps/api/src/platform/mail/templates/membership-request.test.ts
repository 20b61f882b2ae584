import { describe, expect, it } from "vitest";
import { createMailRenderers } from "./registry";

const renderers = createMailRenderers({ publicUrl: "https://portal.orvane.example" });
const payload = {
  adminFirstname: "Claire",
  memberFirstname: "Lucas",
  memberLastname: "Girard",
  memberEmail: "lucas.girard@example.com",
  companyName: "Vertmoteur & Fils",
};

describe("membership request e-mail", () => {
  it.each([
    {
      locale: "fr",
      subject: "Nouvelle demande d’accès à Vertmoteur & Fils",
      greeting: "Bonjour Claire,",
      page: "gestion-des-utilisateurs",
    },
    { locale: "en", subject: "New request to join Vertmoteur & Fils", greeting: "Hello Claire,", page: "manage-users" },
    { locale: "de", subject: "Neue Zugangsanfrage für Vertmoteur & Fils", greeting: "Guten Tag Claire,", page: "manage-users" },
    { locale: "nl", subject: "Nieuwe aanvraag om lid te worden van Vertmoteur & Fils", greeting: "Beste Claire,", page: "manage-users" },
  ] as const)("is written in $locale and leads to user management", ({ locale, subject, greeting, page }) => {
    const mail = renderers.membership_request(payload, locale);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain("Lucas Girard (lucas.girard@example.com)");
    expect(mail.html).toContain("Vertmoteur &amp; Fils");
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(greeting);
      expect(part).toContain(`https://portal.orvane.example/${locale}/user/${page}`);
    }
  });
});
