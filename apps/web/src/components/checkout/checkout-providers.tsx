import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { Providers } from "../providers/providers";

/** Namespaces the checkout translates in the browser: its own, the cart's totals and the address form's. */
const clientNamespaces = ["common", "errors", "validation", "cart", "addresses", "checkout"] as const;

export async function CheckoutProviders({ children }: { children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  const clientMessages = Object.fromEntries(clientNamespaces.map((namespace) => [namespace, messages[namespace]]));
  return (
    <NextIntlClientProvider locale={locale} messages={clientMessages}>
      <Providers>{children}</Providers>
    </NextIntlClientProvider>
  );
}
