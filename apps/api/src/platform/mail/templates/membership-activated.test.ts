import { describe, expect, it } from "vitest";
import { createMailRenderers } from "./registry";

const renderers = createMailRenderers({ publicUrl: "https://portal.orvane.example" });

describe("membership activated e-mail", () => {
  it.each([
    {
      locale: "fr",
      subject: "Votre accès à Vertmoteur Motoculture SARL est activé",
      greeting: "Bonjour Kevin,",
      login: "fr/user/connexion",
    },
    { locale: "en", subject: "Your access to Vertmoteur Motoculture SARL is activated", greeting: "Hello Kevin,", login: "en/user/login" },
    {
      locale: "de",
      subject: "Ihr Zugang zu Vertmoteur Motoculture SARL ist freigeschaltet",
      greeting: "Guten Tag Kevin,",
      login: "de/user/verbindung",
    },
    {
      locale: "nl",
      subject: "Uw toegang tot Vertmoteur Motoculture SARL is geactiveerd",
      greeting: "Beste Kevin,",
      login: "nl/user/login",
    },
  ] as const)("is written in $locale and links to its login page", ({ locale, subject, greeting, login }) => {
    const mail = renderers.membership_activated({ firstname: "Kevin", companyName: "Vertmoteur Motoculture SARL" }, locale);
    expect(mail.subject).toBe(subject);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(greeting);
      expect(part).toContain(`https://portal.orvane.example/${login}`);
    }
  });

  it("escapes what the payload holds", () => {
    const { html } = renderers.membership_activated({ firstname: "<i>x</i>", companyName: "A & B" }, "fr");
    expect(html).not.toContain("<i>x</i>");
    expect(html).toContain("A &amp; B");
  });
});
