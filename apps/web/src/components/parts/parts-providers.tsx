import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import type { ReactNode } from "react";

/** Namespaces the exploded views translate in the browser. */
const clientNamespaces = ["errors", "catalog", "parts"] as const;

/** The views answer in the browser (hotspots, selection, adding to the cart): they get the message formatter only. */
export async function PartsProviders({ children }: { children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  const clientMessages = Object.fromEntries(clientNamespaces.map((namespace) => [namespace, messages[namespace]]));
  return (
    <NextIntlClientProvider locale={locale} messages={clientMessages}>
      {children}
    </NextIntlClientProvider>
  );
}
