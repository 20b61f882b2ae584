import { describe, expect, it } from "vitest";
import { createMailRenderers } from "./registry";

const renderers = createMailRenderers({ publicUrl: "https://portal.orvane.example" });

describe("e-mail change confirmation", () => {
  it.each([
    { locale: "fr", subject: "Confirmez votre nouvelle adresse e-mail", validity: "valable 24 heures" },
    { locale: "en", subject: "Confirm your new e-mail address", validity: "valid for 24 hours" },
    { locale: "de", subject: "Bestätigen Sie Ihre neue E-Mail-Adresse", validity: "24 Stunden gültig" },
    { locale: "nl", subject: "Bevestig uw nieuwe e-mailadres", validity: "24 uur geldig" },
  ] as const)("is written in $locale, with the link of the verification page", ({ locale, subject, validity }) => {
    const mail = renderers.email_change({ firstname: "Jan", token: "Ec-4hT_8pQw", validHours: 24 }, locale);
    expect(mail.subject).toBe(subject);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Jan");
      expect(part).toContain(validity);
      expect(part).toContain(`https://portal.orvane.example/${locale}/user/verify-email/Ec-4hT_8pQw`);
    }
  });
});

describe("e-mail change notice to the address in use", () => {
  it.each([
    { locale: "fr", subject: "Changement de l’adresse e-mail de votre compte" },
    { locale: "en", subject: "Change of your account’s e-mail address" },
    { locale: "de", subject: "Änderung der E-Mail-Adresse Ihres Kontos" },
    { locale: "nl", subject: "Wijziging van het e-mailadres van uw account" },
  ] as const)("is written in $locale, names the new address and links only to the password reset", ({ locale, subject }) => {
    const mail = renderers.email_change_notice({ firstname: "Jan", newEmail: "jan@nieuw.example" }, locale);
    expect(mail.subject).toBe(subject);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("jan@nieuw.example");
      expect(part).toContain(`https://portal.orvane.example/${locale}/user/password`);
      expect(part).not.toContain("verify-email");
    }
  });
});
