import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { Providers } from "./providers";

/** Namespaces the forms of the login page and the customer area translate in the browser. */
const clientNamespaces = [
  "common",
  "accountMenu",
  "errors",
  "validation",
  "login",
  "account",
  "addresses",
  "recovery",
  "verifyEmail",
  "addCompany",
  "manageUsers",
  "invoices",
  "invitation",
  "registration",
  "quotes",
  "orders",
  "machines",
  "documents",
  // The add-or-replace dialog of "order again".
  "cart",
  // The claim wizard and the claim's conversation.
  "warranty",
] as const;

/**
 * The login page and the customer area are forms that validate and answer in the browser: only
 * they get the message formatter and the client-side data cache. Rendered inside the login page
 * (below its loading state), so a link to it prefetched from another page downloads neither.
 */
export async function AccountProviders({ children }: { children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  const clientMessages = Object.fromEntries(clientNamespaces.map((namespace) => [namespace, messages[namespace]]));
  return (
    <NextIntlClientProvider locale={locale} messages={clientMessages}>
      <Providers>{children}</Providers>
    </NextIntlClientProvider>
  );
}
