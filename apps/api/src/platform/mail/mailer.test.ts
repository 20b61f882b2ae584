import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createEmlTransport, createMailTransport, emlFileName } from "./mailer";

/*
 * A small RFC 5322 / MIME reader written for these tests, independent of the library that writes
 * the files: unfolded headers, RFC 2047 encoded words, multipart parts, quoted-printable and base64.
 */
type Part = { headers: Map<string, string>; body: string };

function parseEntity(raw: string): Part {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(split + 4) };
}

function decodeWords(value: string): string {
  const decoded = value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*(?==\?)/gi, "=?UTF-8?$1?$2?=");
  return decoded.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
    encoding.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text.replaceAll("_", " ").replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => String.fromCharCode(Number.parseInt(code, 16))),
          "latin1",
        ).toString("utf8"),
  );
}

function decodeBody(part: Part): string {
  const encoding = part.headers.get("content-transfer-encoding")?.toLowerCase();
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const soft = part.body.replace(/=\r\n/g, "");
    const bytes: number[] = [];
    for (let index = 0; index < soft.length; index++) {
      const match = soft[index] === "=" ? /^[0-9A-F]{2}$/i.exec(soft.slice(index + 1, index + 3)) : null;
      if (match) {
        bytes.push(Number.parseInt(match[0], 16));
        index += 2;
      } else bytes.push(soft.charCodeAt(index));
    }
    return Buffer.from(bytes).toString("utf8");
  }
  return part.body;
}

function parseEml(raw: string) {
  const message = parseEntity(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(message.headers.get("content-type") ?? "")?.[1];
  const parts = boundary
    ? message.body
        .split(`--${boundary}`)
        .slice(1, -1)
        // The line break before a boundary belongs to the boundary (RFC 2046).
        .map((chunk) => parseEntity(chunk.replace(/^\r\n/, "").replace(/\r\n$/, "")))
    : [];
  return { headers: message.headers, parts };
}

const from = "Orvane Machines <no-reply@orvane.example>";

describe("the .eml transport", () => {
  it("writes an RFC 5322 file with its headers and both bodies, accents intact", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "mail-")), "outbox");
    const transport = createEmlTransport({ dir, from });
    const subject = "Bestellbestätigung Nr. 100042 – Élodie, déjà prête ? Ça coûte 1 127,76 €";
    await transport.send({
      id: 42,
      kind: "order_confirmation",
      to: "elodie.mercier@example.com",
      subject,
      text: "Merci Élodie : total 1 127,76 €.",
      html: '<p lang="fr">Merci <strong>Élodie</strong> : total 1 127,76 €.</p>',
      date: new Date("2026-03-14T09:15:02.123Z"),
    });
    transport.close();

    const files = readdirSync(dir);
    expect(files).toEqual(["20260314T091502123Z-00000042-order_confirmation.eml"]);
    const raw = readFileSync(join(dir, files[0] ?? ""), "utf8");
    // Only 7-bit characters and CRLF line ends on the wire.
    expect(/^[\x20-\x7e\r\n\t]*$/.test(raw)).toBe(true);
    expect(raw.replace(/\r\n/g, "")).not.toContain("\n");

    const { headers, parts } = parseEml(raw);
    expect(decodeWords(headers.get("from") ?? "")).toBe(from);
    expect(headers.get("to")).toBe("elodie.mercier@example.com");
    expect(decodeWords(headers.get("subject") ?? "")).toBe(subject);
    expect(new Date(headers.get("date") ?? "").toISOString()).toBe("2026-03-14T09:15:02.000Z");
    expect(headers.get("message-id")).toBe("<order_confirmation.42@orvane.example>");
    expect(headers.get("mime-version")).toBe("1.0");
    expect(headers.get("content-type")).toMatch(/^multipart\/alternative;/);

    expect(parts.map((part) => part.headers.get("content-type"))).toEqual(["text/plain; charset=utf-8", "text/html; charset=utf-8"]);
    for (const part of parts) expect(part.headers.get("content-transfer-encoding")).toMatch(/^(quoted-printable|base64)$/);
    expect(decodeBody(parts[0] as Part)).toBe("Merci Élodie : total 1 127,76 €.");
    expect(decodeBody(parts[1] as Part)).toBe('<p lang="fr">Merci <strong>Élodie</strong> : total 1 127,76 €.</p>');
  });

  it("names files so that a listing sorts them by time, then by message", () => {
    const names = [
      emlFileName({ id: 10, kind: "order_confirmation", date: new Date("2026-03-14T09:15:02.123Z") }),
      emlFileName({ id: 9, kind: "order_confirmation", date: new Date("2026-03-14T09:15:02.123Z") }),
      emlFileName({ id: 1, kind: "order_confirmation", date: new Date("2026-03-15T00:00:00.000Z") }),
    ];
    expect([...names].sort()).toEqual([names[1], names[0], names[2]]);
  });

  it("is the default, and SMTP takes over when SMTP_URL is set", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "mail-config-"));
    const embedded = createMailTransport(loadConfig({ DATA_DIR: dataDir }));
    const smtp = createMailTransport(loadConfig({ DATA_DIR: dataDir, SMTP_URL: "smtp://mailer:secret@127.0.0.1:2525" }));
    expect([embedded.name, smtp.name]).toEqual(["eml", "smtp"]);
    embedded.close();
    smtp.close();
  });
});
