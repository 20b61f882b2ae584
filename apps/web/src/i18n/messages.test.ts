import { errorCodes } from "@portal/domain/errors/codes";
import { locales } from "@portal/domain/i18n/locales";
import { describe, expect, it } from "vitest";
import de from "../../messages/de.json";
import en from "../../messages/en.json";
import fr from "../../messages/fr.json";
import nl from "../../messages/nl.json";

const catalogs: Record<(typeof locales)[number], unknown> = { fr, en, de, nl };

function flatten(value: unknown, prefix = ""): Record<string, string> {
  if (typeof value === "string") return { [prefix]: value };
  const entries: Record<string, string> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    Object.assign(entries, flatten(child, prefix ? `${prefix}.${key}` : key));
  }
  return entries;
}

/** The argument names of an ICU message (`{name}`, `{count, plural, …}`). */
function argumentsOf(message: string): string[] {
  return [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1] ?? "").sort();
}

const flat = Object.fromEntries(locales.map((locale) => [locale, flatten(catalogs[locale])])) as Record<string, Record<string, string>>;
const reference = flat.fr ?? {};

describe("messages", () => {
  it.each(locales.filter((locale) => locale !== "fr"))("%s has exactly the keys of fr", (locale) => {
    expect(Object.keys(flat[locale] ?? {}).sort()).toEqual(Object.keys(reference).sort());
  });

  it.each(locales)("%s uses the same arguments as fr and has no empty message", (locale) => {
    for (const [key, message] of Object.entries(flat[locale] ?? {})) {
      expect(message.trim(), `${locale}:${key}`).not.toBe("");
      expect(new Set(argumentsOf(message)), `${locale}:${key}`).toEqual(new Set(argumentsOf(reference[key] ?? "")));
    }
  });

  it.each(locales)("%s translates every API error code", (locale) => {
    for (const code of errorCodes) expect(flat[locale]?.[`errors.${code}`], `${locale}: errors.${code}`).toBeTruthy();
  });

  it.each(locales)("%s translates the domain's field message keys", (locale) => {
    for (const key of [
      "password.min_length",
      "password.max_length",
      "password.uppercase",
      "password.lowercase",
      "password.digit",
      "password.confirmation_mismatch",
      "phone.invalid",
      "required",
      "email",
      "min_length",
      "max_length",
      "invalid",
    ]) {
      expect(flat[locale]?.[`validation.${key}`], `${locale}: validation.${key}`).toBeTruthy();
    }
  });

  it("keeps the required login sentence", () => {
    expect(flat.fr?.["errors.auth.invalid_credentials"]).toBe("E-mail ou mot de passe incorrect, veuillez réessayer");
  });
});
