import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createEmlTransport } from "../mailer";
import type { ContactDetails } from "./contact";
import { createMailRenderers } from "./registry";

const renderers = createMailRenderers({ publicUrl: "https://portal.orvane.example" });
const details: ContactDetails = {
  subjectLabel: "Numéro de série non reconnu",
  company: "Jardins <Martin>",
  gender: "mme",
  firstname: "Claire",
  lastname: "Martin",
  email: "claire.martin@example.com",
  phone: "+33 6 12 34 56 78",
  street: "3 rue des Lilas",
  zipCode: "49000",
  city: "Angers",
  countryCode: "FR",
  message: "Le numéro\nn’est pas reconnu.",
  machineName: "Tondeuse T500",
  productCode: null,
  brand: "Orvane",
  model: null,
  serialNumber: "ZZ-42",
  serialKnown: false,
};

describe("contact e-mails", () => {
  it.each([
    { locale: "fr", ack: "Nous avons bien reçu votre demande", greeting: "Bonjour Claire,", serial: "Numéro de série connu" },
    { locale: "en", ack: "We have received your request", greeting: "Hello Claire,", serial: "Serial number known" },
    { locale: "de", ack: "Wir haben Ihre Anfrage erhalten", greeting: "Guten Tag Claire,", serial: "Seriennummer bekannt" },
    { locale: "nl", ack: "We hebben uw aanvraag ontvangen", greeting: "Beste Claire,", serial: "Serienummer bekend" },
  ] as const)("are written in $locale, the department's answering to the sender", ({ locale, ack, greeting, serial }) => {
    const acknowledgement = renderers.contact_acknowledgement(details, locale);
    expect(acknowledgement.subject).toBe(ack);
    expect(acknowledgement.text).toContain(greeting);
    expect(acknowledgement.text).toContain("Tondeuse T500");
    expect(acknowledgement.text).not.toContain(serial);
    expect(acknowledgement.replyTo).toBeUndefined();

    const request = renderers.contact_request({ ...details, requestId: 7, customerId: null }, locale);
    expect(request.replyTo).toBe("claire.martin@example.com");
    expect(request.subject).toContain("Claire Martin");
    expect(request.text).toContain(serial);
    for (const mail of [acknowledgement, request]) {
      expect(mail.html).toMatch(new RegExp(`^<!DOCTYPE html>\\n<html lang="${locale}">`));
      // What the sender typed is text, never markup.
      expect(mail.html).toContain("Jardins &lt;Martin&gt;");
      expect(mail.html).not.toContain("<Martin>");
    }
  });

  it("leave the reply-to header to the department's e-mail", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "mail-")), "outbox");
    const transport = createEmlTransport({ dir, from: "Orvane Machines <no-reply@orvane.example>" });
    const rendered = renderers.contact_request({ ...details, requestId: 7, customerId: 12 }, "en");
    await transport.send({ id: 7, kind: "contact_request", to: "garantie@orvane.example", date: new Date(), ...rendered });
    transport.close();
    const [file] = readdirSync(dir);
    const raw = readFileSync(join(dir, file ?? ""), "utf8");
    expect(raw).toMatch(/^Reply-To: claire\.martin@example\.com\r$/m);
  });
});
