import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { Providers } from "../providers/providers";

/** Namespaces the cart page translates in the browser. */
const clientNamespaces = ["common", "errors", "validation", "catalog", "cart", "quotes"] as const;

/** The cart answers in the browser: it gets the message formatter and the client-side data cache. */
export async function CartProviders({ children }: { children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  const clientMessages = Object.fromEntries(clientNamespaces.map((namespace) => [namespace, messages[namespace]]));
  return (
    <NextIntlClientProvider locale={locale} messages={clientMessages}>
      <Providers>{children}</Providers>
    </NextIntlClientProvider>
  );
}
