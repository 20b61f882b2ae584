import type { Locale } from "@portal/domain/i18n/locales";
import type { AbstractIntlMessages } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";

type Catalog = Record<string, unknown>;

const pick = (catalog: unknown, keys: readonly string[]): Catalog =>
  Object.fromEntries(keys.map((key) => [key, (catalog as Catalog | undefined)?.[key]]).filter(([, value]) => value !== undefined));

/**
 * The messages the newsletter box and dialog translate in the browser, and no more: the box sits
 * in the footer of every page, so it carries only its own words and the error codes it may meet.
 * No message provider here: the footer of every page reads this module, and a provider in it
 * would bring the message formatter to every first load. The box and the dialog mount their own
 * provider in the code they load on use.
 */
export async function newsletterClientMessages(): Promise<{ locale: Locale; clientMessages: AbstractIntlMessages }> {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  const clientMessages = {
    common: pick(messages.common, ["close"]),
    errors: pick(messages.errors, ["generic", "request", "server", "newsletter"]),
    validation: messages.validation,
    newsletter: messages.newsletter,
  } as AbstractIntlMessages;
  return { locale, clientMessages };
}
