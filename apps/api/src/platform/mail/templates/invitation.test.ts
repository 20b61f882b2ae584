import { describe, expect, it } from "vitest";
import type { InvitationPayload } from "./invitation";
import { createMailRenderers } from "./registry";

const renderers = createMailRenderers({ publicUrl: "https://portal.orvane.example" });
const payload: InvitationPayload = {
  token: "q7Kd_x-3bN",
  companyName: "Vertmoteur Motoculture SARL",
  inviterName: "Claire Vasseur",
  expiresAt: "2026-03-21T10:00:00.000Z",
};

describe("invitation e-mail", () => {
  it.each([
    { locale: "fr", subject: "Invitation à rejoindre Vertmoteur Motoculture SARL", expiry: "21 mars 2026" },
    { locale: "en", subject: "Invitation to join Vertmoteur Motoculture SARL", expiry: "March 21, 2026" },
    { locale: "de", subject: "Einladung zu Vertmoteur Motoculture SARL", expiry: "21. März 2026" },
    { locale: "nl", subject: "Uitnodiging om lid te worden van Vertmoteur Motoculture SARL", expiry: "21 maart 2026" },
  ] as const)("is written in $locale with the link to the invitation page", ({ locale, subject, expiry }) => {
    const mail = renderers.invitation(payload, locale);
    expect(mail.subject).toBe(subject);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Claire Vasseur");
      expect(part).toContain(expiry);
      expect(part).toContain(`https://portal.orvane.example/${locale}/user/invitation?token=q7Kd_x-3bN`);
    }
    expect(mail.html).toMatch(new RegExp(`^<!DOCTYPE html>\\n<html lang="${locale}">`));
  });

  it("escapes what the payload holds", () => {
    const { html } = renderers.invitation({ ...payload, inviterName: "<b>Eve</b>", companyName: "A & B" }, "en");
    expect(html).not.toContain("<b>Eve</b>");
    expect(html).toContain("&lt;b&gt;Eve&lt;/b&gt;");
    expect(html).toContain("A &amp; B");
  });
});
