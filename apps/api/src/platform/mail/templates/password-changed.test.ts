import { describe, expect, it } from "vitest";
import { createMailRenderers } from "./registry";

const renderers = createMailRenderers({ publicUrl: "https://portal.orvane.example" });

describe("password changed notice", () => {
  it.each([
    {
      locale: "fr",
      subject: "Le mot de passe de votre compte a été modifié",
      changed: "modifié le 14 mars 2026",
      reset: "réinitialisé le",
    },
    { locale: "en", subject: "Your account’s password was changed", changed: "changed on March 14, 2026", reset: "was reset on" },
    { locale: "de", subject: "Das Passwort Ihres Kontos wurde geändert", changed: "am 14. März 2026 um 21:30", reset: "zurückgesetzt" },
    {
      locale: "nl",
      subject: "Het wachtwoord van uw account is gewijzigd",
      changed: "op 14 maart 2026 om 21:30",
      reset: "opnieuw ingesteld",
    },
  ] as const)("is written in $locale, says when and how, and links to the password reset", ({ locale, subject, changed, reset }) => {
    const changedAt = "2026-03-14T20:30:00.000Z";
    const afterChange = renderers.password_changed({ firstname: "Jan", how: "changed", changedAt }, locale);
    const afterReset = renderers.password_changed({ firstname: "Jan", how: "reset", changedAt }, locale);
    expect(afterChange.subject).toBe(subject);
    for (const part of [afterChange.text, afterChange.html]) {
      expect(part).toContain("Jan");
      expect(part).toContain(changed);
      expect(part).toContain(`https://portal.orvane.example/${locale}/user/password`);
    }
    expect(afterReset.text).toContain(reset);
  });
});
