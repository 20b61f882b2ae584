/**
 * Fails when a message key exists in one locale of the web but not in another, when a message is
 * empty, or when an API error code has no translation.
 */
import { readFileSync } from "node:fs";
import { errorCodes } from "@portal/domain/errors/codes";
import { locales } from "@portal/domain/i18n/locales";

type Messages = { [key: string]: string | Messages };

function flatten(messages: Messages, prefix = ""): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") keys.set(path, value);
    else for (const [nested, text] of flatten(value, path)) keys.set(nested, text);
  }
  return keys;
}

const catalogs = new Map(
  locales.map((locale) => [
    locale,
    flatten(JSON.parse(readFileSync(new URL(`../apps/web/messages/${locale}.json`, import.meta.url), "utf8"))),
  ]),
);
const allKeys = new Set([...catalogs.values()].flatMap((catalog) => [...catalog.keys()]));
const problems: string[] = [];
for (const [locale, catalog] of catalogs) {
  for (const key of allKeys) if (!catalog.has(key)) problems.push(`${locale}: missing "${key}"`);
  for (const [key, text] of catalog) if (!text.trim()) problems.push(`${locale}: empty "${key}"`);
  for (const code of errorCodes)
    if (!catalog.has(`errors.${code}`)) problems.push(`${locale}: no message for error code "${code}" (errors.${code})`);
}

if (problems.length > 0) {
  console.error(`Message catalogues are incomplete:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  process.exit(1);
}
console.log(`Messages complete: ${allKeys.size} keys in ${locales.join(", ")}.`);
