import { describe, expect, it } from "vitest";
import { createMailRenderers } from "./registry";

const renderers = createMailRenderers({ publicUrl: "https://portal.orvane.example" });
const payload = { firstname: "Julien", quoteNumber: "Q2026-000042", validUntil: "2026-12-31", totalInclVatCents: 108_000 };

describe("quote sent e-mail", () => {
  it.each([
    { locale: "fr", subject: "Votre devis Q2026-000042 est prêt", validity: "31 décembre 2026", total: "1\u202f080,00\u00a0€" },
    { locale: "en", subject: "Your quote Q2026-000042 is ready", validity: "December 31, 2026", total: "€1,080.00" },
    { locale: "de", subject: "Ihr Angebot Q2026-000042 ist fertig", validity: "31. Dezember 2026", total: "1.080,00\u00a0€" },
    { locale: "nl", subject: "Uw offerte Q2026-000042 is klaar", validity: "31 december 2026", total: "€\u00a01.080,00" },
  ] as const)("is written in $locale with the number, the validity and a link to the quote", ({ locale, subject, validity, total }) => {
    const mail = renderers.quote_sent(payload, locale);
    expect(mail.subject).toBe(subject);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Julien");
      expect(part).toContain("Q2026-000042");
      expect(part).toContain(validity);
      expect(part.replace(/[\u202f\u00a0 ]/g, " ")).toContain(total.replace(/[\u202f\u00a0 ]/g, " "));
      expect(part).toContain(`https://portal.orvane.example/${locale}/user/quotes/Q2026-000042`);
    }
    expect(mail.html).toMatch(new RegExp(`^<!DOCTYPE html>\\n<html lang="${locale}">`));
  });
});
