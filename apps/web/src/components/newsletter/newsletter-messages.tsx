import type { Locale } from "@portal/domain/i18n/locales";
import { type AbstractIntlMessages, NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import type { ReactNode } from "react";

type Catalog = Record<string, unknown>;

const pick = (catalog: unknown, keys: readonly string[]): Catalog =>
  Object.fromEntries(keys.map((key) => [key, (catalog as Catalog | undefined)?.[key]]).filter(([, value]) => value !== undefined));

/**
 * The messages the newsletter box and dialog translate in the browser, and no more: the box sits
 * in the footer of every page, so it carries only its own words and the error codes it may meet.
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

export async function NewsletterMessages({ children }: { children: ReactNode }) {
  const { locale, clientMessages } = await newsletterClientMessages();
  return (
    <NextIntlClientProvider locale={locale} messages={clientMessages}>
      {children}
    </NextIntlClientProvider>
  );
}
