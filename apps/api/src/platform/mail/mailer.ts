import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createTransport, type SendMailOptions } from "nodemailer";
import type { Config } from "../config";

/** One e-mail ready to go, from one outbox row. */
export type OutgoingMail = {
  /** The outbox row's id: the Message-ID and the .eml file name are derived from it. */
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  date: Date;
  replyTo?: string;
  /** Further header fields of the List- family (RFC 2369, RFC 8058); others are not sent. */
  headers?: Record<string, string>;
};

export type MailTransport = {
  readonly name: "eml" | "smtp";
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

function domainOf(from: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
}

/**
 * The same Message-ID for every attempt at one outbox row: if a message is sent again after a
 * crash between sending and recording it, mail clients recognise the duplicate.
 */
export function messageIdOf(mail: Pick<OutgoingMail, "id" | "kind">, from: string): string {
  return `<${mail.kind}.${mail.id}@${domainOf(from)}>`;
}

/** Only list headers may come from a template: nothing it says can pass for a sender or a recipient. */
function listHeaders(headers: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(headers ?? {}).filter(([name]) => /^List-[A-Za-z-]+$/.test(name)));
}

function toMessage(mail: OutgoingMail, from: string): SendMailOptions {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    date: mail.date,
    messageId: messageIdOf(mail, from),
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    // RFC 3834: tells auto-responders (out-of-office replies) not to answer.
    headers: { ...listHeaders(mail.headers), "Auto-Submitted": "auto-generated" },
  };
}

/** Sortable by time, then by outbox id, and names what the e-mail is: 20260314T091502123Z-00000042-order_confirmation.eml */
export function emlFileName(mail: Pick<OutgoingMail, "id" | "kind" | "date">): string {
  const stamp = mail.date.toISOString().replace(/[-:.]/g, "");
  return `${stamp}-${String(mail.id).padStart(8, "0")}-${mail.kind}.eml`;
}

/**
 * The embedded default: each e-mail becomes an RFC 5322 .eml file in `dir`, which any mail client
 * opens. Nodemailer composes it exactly as it would for SMTP (MIME, encoded headers, QP bodies).
 */
export function createEmlTransport({ dir, from }: { dir: string; from: string }): MailTransport {
  const composer = createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    name: "eml",
    async send(mail) {
      const info = await composer.sendMail(toMessage(mail, from));
      await mkdir(dir, { recursive: true });
      const file = join(dir, emlFileName(mail));
      // Written aside then renamed, so a viewer watching the folder never opens half a message.
      await writeFile(`${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
    },
    close() {
      composer.close();
    },
  };
}

/** Production: an SMTP server, e.g. smtps://user:password@smtp.example.com:465 (add ?pool=true to keep connections open). */
export function createSmtpTransport({ url, from }: { url: string; from: string }): MailTransport {
  const transporter = createTransport(url);
  return {
    name: "smtp",
    async send(mail) {
      await transporter.sendMail(toMessage(mail, from));
    },
    close() {
      transporter.close();
    },
  };
}

/** SMTP when SMTP_URL is set, .eml files under DATA_DIR/outbox otherwise. */
export function createMailTransport(config: Pick<Config, "smtpUrl" | "mailFrom" | "dataDir">): MailTransport {
  if (config.smtpUrl) return createSmtpTransport({ url: config.smtpUrl, from: config.mailFrom });
  return createEmlTransport({ dir: join(config.dataDir, "outbox"), from: config.mailFrom });
}
