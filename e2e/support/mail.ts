import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";

/** The e-mails the portal wrote to its outbox folder (no SMTP server in the journeys), oldest first. */
export function outboxMails(): string[] {
  const folder = join(process.env.E2E_DATA_DIR ?? "", "outbox");
  let names: string[] = [];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
  // Quoted-printable: soft line breaks ("=" at the end of a line) are joined, escaped bytes decoded.
  return names.sort().map((name) => decodeQuotedPrintable(readFileSync(join(folder, name), "utf8")));
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** Waits until the outbox holds an e-mail to `recipient` that mentions `text`. */
export async function expectMail(recipient: string, text: string) {
  await expect
    .poll(() => outboxMails().some((mail) => mail.includes(`To: ${recipient}`) && mail.includes(text)), { timeout: 15_000 })
    .toBe(true);
}

/** The path (with its query) of the newest link to `recipient` whose path contains `pathPart`. */
export async function linkInMail(recipient: string, pathPart: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const links = outboxMails()
          .filter((mail) => mail.includes(`To: ${recipient}`))
          .flatMap((mail) => mail.match(/https?:\/\/[^\s"<>]+/g) ?? [])
          // Links of the HTML part have their ampersands escaped.
          .map((link) => link.replaceAll("&amp;", "&"))
          .filter((link) => link.includes(pathPart));
        found = links.at(-1);
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const url = new URL(found as string);
  return `${url.pathname}${url.search}`;
}
