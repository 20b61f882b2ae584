import { locales } from "@portal/domain/i18n/locales";
import { describe, expect, it } from "vitest";
import { contactUrl } from "./company-review";
import { createMailRenderers, renderStoredMail } from "./registry";

const renderers = createMailRenderers({ publicUrl: "https://portal.orvane.example" });
const validated = { firstname: "Marc", companyName: "Paysages Lemaire", clientCode: "C10042" };
const refused = { firstname: "Marc", companyName: "Paysages Lemaire", reason: "SIRET inconnu de l'INSEE" };

describe("company validated e-mail", () => {
  it.each([
    { locale: "fr", subject: "Le compte de Paysages Lemaire est validé", code: "Votre numéro client", login: "/fr/user/connexion" },
    { locale: "en", subject: "The account of Paysages Lemaire is validated", code: "Your customer number", login: "/en/user/login" },
    { locale: "de", subject: "Das Konto von Paysages Lemaire wurde freigegeben", code: "Ihre Kundennummer", login: "/de/user/verbindung" },
    { locale: "nl", subject: "Het account van Paysages Lemaire is goedgekeurd", code: "Uw klantnummer", login: "/nl/user/login" },
  ] as const)("is written in $locale and links to its login page", ({ locale, subject, code, login }) => {
    const mail = renderers.company_validated(validated, locale);
    expect(mail.subject).toBe(subject);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Marc");
      expect(part).toContain(code);
      expect(part).toContain("C10042");
      expect(part).toContain(`https://portal.orvane.example${login}`);
    }
    expect(mail.html).toMatch(new RegExp(`^<!DOCTYPE html>\\n<html lang="${locale}">`));
  });

  it("leaves out the customer number when none was given", () => {
    const mail = renderers.company_validated({ ...validated, clientCode: null }, "en");
    expect(mail.text).not.toContain("customer number");
    expect(mail.html).not.toContain("customer number");
  });
});

describe("company refused e-mail", () => {
  it.each([
    { locale: "fr", subject: "Le compte de Paysages Lemaire n'a pas été validé", reason: "Motif\u00a0: " },
    { locale: "en", subject: "The account of Paysages Lemaire was not validated", reason: "Reason: " },
    { locale: "de", subject: "Das Konto von Paysages Lemaire wurde nicht freigegeben", reason: "Grund: " },
    { locale: "nl", subject: "Het account van Paysages Lemaire is niet goedgekeurd", reason: "Reden: " },
  ] as const)("is written in $locale, gives the reason and the contact form", ({ locale, subject, reason }) => {
    const mail = renderers.company_refused(refused, locale);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(`${reason}SIRET inconnu de l'INSEE`);
    expect(mail.html).toContain("SIRET inconnu de l&#39;INSEE");
    for (const part of [mail.text, mail.html]) expect(part).toContain(contactUrl("https://portal.orvane.example", locale));
  });

  it("escapes what the payload holds", () => {
    const { html } = renderers.company_refused({ ...refused, reason: '<a href="x">clic</a>', companyName: "A & B" }, "fr");
    expect(html).not.toContain('<a href="x">');
    expect(html).toContain("&lt;a href=&quot;x&quot;&gt;clic&lt;/a&gt;");
    expect(html).toContain("A &amp; B");
  });

  it("renders stored messages of both kinds in every language", () => {
    for (const locale of locales) {
      expect(renderStoredMail(renderers, "company_validated", validated, locale)?.subject).toContain("Paysages Lemaire");
      expect(renderStoredMail(renderers, "company_refused", refused, locale)?.subject).toContain("Paysages Lemaire");
    }
  });
});
