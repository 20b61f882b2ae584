import { describe, expect, it } from "vitest";
import { createMailRenderers } from "./registry";

const renderers = createMailRenderers({ publicUrl: "https://portal.orvane.example" });
const payload = { firstname: "Jan", resetToken: "Rs-4hT_8pQw", validMinutes: 60 };

describe("password reset e-mail", () => {
  it.each([
    { locale: "fr", subject: "Réinitialisation de votre mot de passe", validity: "valable 60 minutes" },
    { locale: "en", subject: "Reset your password", validity: "valid for 60 minutes" },
    { locale: "de", subject: "Passwort zurücksetzen", validity: "60 Minuten gültig" },
    { locale: "nl", subject: "Uw wachtwoord opnieuw instellen", validity: "60 minuten geldig" },
  ] as const)("is written in $locale, with the new-password link", ({ locale, subject, validity }) => {
    const mail = renderers.password_reset(payload, locale);
    expect(mail.subject).toBe(subject);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Jan");
      expect(part).toContain(validity);
      expect(part).toContain(`https://portal.orvane.example/${locale}/user/change-password/Rs-4hT_8pQw`);
    }
  });
});
