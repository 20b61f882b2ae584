import { locales } from "@portal/domain/i18n/locales";
import { describe, expect, it } from "vitest";
import { sampleOrderConfirmation } from "../mail.test-setup";
import { orderUrl } from "./order-confirmation";
import { createMailRenderers, renderStoredMail } from "./registry";

const renderers = createMailRenderers({ publicUrl: "https://portal.orvane.example" });
// Intl separates thousands and the euro sign with (narrow) no-break spaces.
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, " ");

describe("order confirmation e-mail", () => {
  it.each([
    {
      locale: "fr",
      subject: "Confirmation de votre commande n° 100042",
      total: "1 127,76 €",
      greeting: "Bonjour Élodie,",
      vat: "TVA (20 %)",
    },
    { locale: "en", subject: "Your order 100042 is confirmed", total: "€1,127.76", greeting: "Hello Élodie,", vat: "VAT (20%)" },
    { locale: "de", subject: "Bestellbestätigung Nr. 100042", total: "1.127,76 €", greeting: "Guten Tag Élodie,", vat: "MwSt. (20 %)" },
    { locale: "nl", subject: "Bevestiging van uw bestelling 100042", total: "€ 1.127,76", greeting: "Beste Élodie,", vat: "Btw (20%)" },
  ] as const)("is written in $locale, amounts in its format", ({ locale, subject, total, greeting, vat }) => {
    const mail = renderers.order_confirmation(sampleOrderConfirmation, locale);
    expect(mail.subject).toBe(subject);
    for (const part of [plain(mail.text), plain(mail.html)]) {
      expect(part).toContain(greeting);
      expect(part).toContain(total);
      expect(part).toContain(vat);
      expect(part).toContain("Tondeuse autotractée T53 Pro");
      expect(part).toContain("3 achetés, le 3e offert");
      expect(part).toContain(`https://portal.orvane.example/${locale}/user/orders/Zt3kQ9xYw2`);
    }
    expect(mail.html).toMatch(new RegExp(`^<!DOCTYPE html>\\n<html lang="${locale}">`));
    expect(mail.html).toContain("Orvane Machines");
  });

  it("shows every line and total, free shipping and the payment method in words", () => {
    const { text } = renderers.order_confirmation(sampleOrderConfirmation, "fr");
    const lines = plain(text).split("\n");
    expect(lines).toContain("- AF-53-01 · Filtre à air T53 : 3 × 12,90 € = 38,70 €");
    expect(lines.find((line) => line.startsWith("Sous-total HT"))).toMatch(/937,70 €$/);
    expect(lines.find((line) => line.startsWith("3 achetés"))).toMatch(/-12,90 €$/);
    expect(lines.find((line) => line.startsWith("Frais de port"))).toMatch(/Offerts$/);
    expect(lines.find((line) => line.startsWith("Mise en caisse des machines"))).toMatch(/15,00 €$/);
    expect(lines.find((line) => line.startsWith("Total HT"))).toMatch(/939,80 €$/);
    expect(lines.find((line) => line.startsWith("TVA"))).toMatch(/187,96 €$/);
    expect(lines).toContain("Mode de paiement : Carte bancaire");
    expect(lines).toContain("49000 Angers");
    expect(lines).toContain("France");
  });

  it("escapes what the payload holds", () => {
    const { html } = renderers.order_confirmation(
      { ...sampleOrderConfirmation, customerFirstName: '<script>alert("x")</script>', orderToken: 'a"b' },
      "en",
    );
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("Atelier Mercier &amp; Fils");
    expect(html).toContain(`href="${orderUrl("https://portal.orvane.example", "en", 'a"b')}"`);
  });

  it("names the discount when the order has no promotion lines, and omits packaging when there is none", () => {
    const { text } = renderers.order_confirmation(
      { ...sampleOrderConfirmation, promotions: [], totals: { ...sampleOrderConfirmation.totals, packagingCents: 0 } },
      "de",
    );
    expect(plain(text)).toMatch(/Rabatt: +-12,90 €/);
    expect(text).not.toContain("Verpackung");
  });

  it("renders stored messages by kind, and knows when it cannot", () => {
    for (const locale of locales) {
      expect(renderStoredMail(renderers, "order_confirmation", sampleOrderConfirmation, locale)?.subject).toContain("100042");
    }
    expect(renderStoredMail(renderers, "account_verification", {}, "fr")).toBeNull();
    expect(renderStoredMail(renderers, "toString", {}, "fr")).toBeNull();
  });
});
