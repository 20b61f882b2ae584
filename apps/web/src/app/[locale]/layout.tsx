import { isLocale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { ComparatorBar } from "@/components/comparator/comparator-bar";
import { CookieConsent } from "@/components/consent/cookie-consent";
import { RouteAnnouncer } from "@/components/layout/route-announcer";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { Providers } from "@/components/providers/providers";
import { getSession } from "@/lib/api/session";
import { CONSENT_COOKIE, parseConsent } from "@/lib/consent/consent";
import { getSiteConfiguration } from "@/lib/content/site-configuration";
import { requestOrigin } from "@/lib/http/request-origin";
import { resolveTheme, themeStyleSheet } from "@/lib/theme/theme-style";
import styles from "./layout.module.css";

type LayoutProps = { children: ReactNode; params: Promise<{ locale: string }> };

/** Namespaces the interactive (client) parts need; the rest of the messages stay on the server. */
const clientNamespaces = [
  "common",
  "header",
  "accountMenu",
  "languageSwitcher",
  "consent",
  "errors",
  "validation",
  "login",
  "account",
  "errorPages",
  "catalog",
  "compare",
] as const;

export async function generateMetadata({ params }: Omit<LayoutProps, "children">): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const [site, t] = await Promise.all([getSiteConfiguration(locale), getTranslations({ locale, namespace: "metadata" })]);
  const siteName = site?.siteName ?? t("siteName");
  return {
    metadataBase: await requestOrigin(),
    title: { default: siteName, template: `%s | ${siteName}` },
    description: t("description"),
    applicationName: siteName,
    icons: site ? { icon: [{ url: site.favicon.url, type: site.favicon.mime }] } : undefined,
    openGraph: { siteName, locale, type: "website" },
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);

  const [site, session, messages, cookieStore, t] = await Promise.all([
    getSiteConfiguration(locale),
    getSession(),
    getMessages(),
    cookies(),
    getTranslations("common"),
  ]);
  const consent = parseConsent(cookieStore.get(CONSENT_COOKIE)?.value);
  const clientMessages = Object.fromEntries(clientNamespaces.map((namespace) => [namespace, messages[namespace]]));

  return (
    <html lang={locale} data-theme={resolveTheme(process.env.THEME)}>
      <head>{site ? <style>{themeStyleSheet(site.colors, site.primaryFont)}</style> : null}</head>
      <body>
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
          <Providers>
            <a href="#main-content" className={styles.skipLink}>
              {t("skipToContent")}
            </a>
            <SiteHeader locale={locale} site={site} session={session} />
            <main id="main-content" tabIndex={-1} className={styles.main}>
              {children}
            </main>
            <SiteFooter locale={locale} site={site} />
            <ComparatorBar />
            <CookieConsent initialConsent={consent} scripts={site?.trackingScripts ?? []} />
            <RouteAnnouncer />
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
