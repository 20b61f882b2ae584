import { describe, expect, it } from "vitest";
import { createMailRenderers } from "./registry";

const renderers = createMailRenderers({ publicUrl: "https://portal.orvane.example" });
const payload = { firstname: "Élodie", verifyToken: "Vt-9xQ_2kLm", validHours: 48 };

describe("e-mail verification", () => {
  it.each([
    { locale: "fr", subject: "Confirmez votre adresse e-mail", greeting: "Bonjour Élodie,", validity: "valable 48 heures" },
    { locale: "en", subject: "Confirm your e-mail address", greeting: "Hello Élodie,", validity: "valid for 48 hours" },
    { locale: "de", subject: "Bestätigen Sie Ihre E-Mail-Adresse", greeting: "Guten Tag Élodie,", validity: "48 Stunden gültig" },
    { locale: "nl", subject: "Bevestig uw e-mailadres", greeting: "Beste Élodie,", validity: "48 uur geldig" },
  ] as const)("is written in $locale, with the verification link", ({ locale, subject, greeting, validity }) => {
    const mail = renderers.email_verification(payload, locale);
    expect(mail.subject).toBe(subject);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(greeting);
      expect(part).toContain(validity);
      expect(part).toContain(`https://portal.orvane.example/${locale}/user/verify-email/Vt-9xQ_2kLm`);
    }
    expect(mail.html).toMatch(new RegExp(`^<!DOCTYPE html>\\n<html lang="${locale}">`));
  });

  it("escapes what the payload holds", () => {
    const { html } = renderers.email_verification({ ...payload, firstname: "<b>Anne</b>" }, "en");
    expect(html).not.toContain("<b>Anne</b>");
    expect(html).toContain("&lt;b&gt;Anne&lt;/b&gt;");
  });
});
