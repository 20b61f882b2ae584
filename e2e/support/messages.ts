import { readFileSync } from "node:fs";

type Messages = { [key: string]: string | Messages };
const cache = new Map<string, Messages>();

/** A message of the web's catalogue, so assertions follow the texts users read in each locale. */
export function message(locale: string, key: string, values: Record<string, string> = {}): string {
  let catalog = cache.get(locale);
  if (!catalog) {
    catalog = JSON.parse(readFileSync(new URL(`../../apps/web/messages/${locale}.json`, import.meta.url), "utf8")) as Messages;
    cache.set(locale, catalog);
  }
  const found = key
    .split(".")
    .reduce<string | Messages | undefined>((node, part) => (typeof node === "object" ? node[part] : undefined), catalog);
  if (typeof found !== "string") throw new Error(`no message ${key} in ${locale}`);
  return Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{${name}}`, value), found);
}
