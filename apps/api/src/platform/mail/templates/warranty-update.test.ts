import { describe, expect, it } from "vitest";
import { createMailRenderers } from "./registry";

const renderers = createMailRenderers({ publicUrl: "https://portal.orvane.example" });
const base = { firstname: "Julien", claimNumber: "G-2026-000042", claimToken: "abcdefghijklmnop1234" };

describe("warranty update e-mail", () => {
  it.each([
    { locale: "fr", subject: "Votre demande de garantie G-2026-000042 a changé de statut", status: "en attente des pièces remplacées" },
    { locale: "en", subject: "Your warranty claim G-2026-000042 has a new status", status: "waiting for the replaced parts" },
    { locale: "de", subject: "Ihr Garantieantrag G-2026-000042 hat einen neuen Status", status: "wartet auf die ersetzten Teile" },
    { locale: "nl", subject: "Uw garantieaanvraag G-2026-000042 heeft een nieuwe status", status: "wacht op de vervangen onderdelen" },
  ] as const)("tells the new status in $locale, with the note and a link to the claim", ({ locale, subject, status }) => {
    const mail = renderers.warranty_update({ ...base, status: "waiting_piece", message: "Ship the pump back" }, locale);
    expect(mail.subject).toBe(subject);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Julien");
      expect(part).toContain(status);
      expect(part).toContain("Ship the pump back");
      expect(part).toContain(`https://portal.orvane.example/${locale}/user/warranties/abcdefghijklmnop1234`);
    }
  });

  it("announces a staff comment with its text", () => {
    const mail = renderers.warranty_update({ ...base, status: null, message: "Please send a photo <b>of the plate</b>" }, "en");
    expect(mail.subject).toBe("New message about your warranty claim G-2026-000042");
    expect(mail.text).toContain("Please send a photo <b>of the plate</b>");
    expect(mail.html).toContain("&lt;b&gt;of the plate&lt;/b&gt;");
  });
});
