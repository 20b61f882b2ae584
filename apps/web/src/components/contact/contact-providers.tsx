import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { Providers } from "../providers/providers";

/** Namespaces the contact form translates in the browser. */
const clientNamespaces = ["common", "errors", "validation", "contact"] as const;

/** The contact form runs in the browser: it gets the message formatter and the client-side data cache. */
export async function ContactProviders({ children }: { children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  const clientMessages = Object.fromEntries(clientNamespaces.map((namespace) => [namespace, messages[namespace]]));
  return (
    <NextIntlClientProvider locale={locale} messages={clientMessages}>
      <Providers>{children}</Providers>
    </NextIntlClientProvider>
  );
}
