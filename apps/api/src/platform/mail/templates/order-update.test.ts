import { describe, expect, it } from "vitest";
import { createMailRenderers } from "./registry";

const renderers = createMailRenderers({ publicUrl: "https://portal.orvane.example" });
const shipped = {
  event: "shipped" as const,
  firstname: "Claire",
  orderNumber: "2026-100042",
  orderToken: "tok_abcdefghijklmnop",
  carrier: "DPD",
  trackingNumber: "0934 5521 77",
};

describe("order update e-mail", () => {
  it.each([
    { locale: "fr", subject: "Votre commande 2026-100042 est expédiée", tracking: "numéro de suivi" },
    { locale: "en", subject: "Your order 2026-100042 has shipped", tracking: "tracking number" },
    { locale: "de", subject: "Ihre Bestellung 2026-100042 wurde versandt", tracking: "Sendungsnummer" },
    { locale: "nl", subject: "Uw bestelling 2026-100042 is verzonden", tracking: "trackingnummer" },
  ] as const)("tells a shipment with its tracking in $locale, linking to the order", ({ locale, subject, tracking }) => {
    const mail = renderers.order_update(shipped, locale);
    expect(mail.subject).toBe(subject);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Claire");
      expect(part).toContain(tracking);
      expect(part).toContain("0934 5521 77");
      expect(part).toContain(`https://portal.orvane.example/${locale}/user/orders/tok_abcdefghijklmnop`);
    }
  });

  it("says nothing of tracking for a cancellation", () => {
    const mail = renderers.order_update({ ...shipped, event: "cancelled", carrier: null, trackingNumber: null }, "en");
    expect(mail.subject).toBe("Your order 2026-100042 is cancelled");
    expect(mail.text).not.toContain("tracking");
  });
});
