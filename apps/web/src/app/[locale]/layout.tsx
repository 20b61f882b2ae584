import { COMPARATOR_LIMIT } from "@portal/domain/catalog/comparator";
import { isLocale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { ComparatorBar } from "@/components/comparator/comparator-bar";
import { CookieConsent } from "@/components/consent/cookie-consent";
import { ErrorTextsProvider } from "@/components/content/error-texts";
import { RouteAnnouncer } from "@/components/layout/route-announcer";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { messageAround } from "@/i18n/message-parts";
import { pathFor } from "@/i18n/paths";
import { getSession } from "@/lib/api/session";
import { webConfig } from "@/lib/config";
import { CONSENT_COOKIE, parseConsent } from "@/lib/consent/consent";
import { getSiteConfiguration } from "@/lib/content/site-configuration";
import { requestOrigin } from "@/lib/http/request-origin";
import { resolveTheme, themeStyleSheet } from "@/lib/theme/theme-style";
import styles from "./layout.module.css";

type LayoutProps = { children: ReactNode; params: Promise<{ locale: string }> };

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

/**
 * The document of a language. Its interactive parts get their words ready-made from here, so the
 * pages' scripts carry no message catalogue or formatter; the customer area adds its own.
 */
export default async function LocaleLayout({ children, params }: LayoutProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);

  const [site, session, cookieStore, t, consentText, compare, boundary] = await Promise.all([
    getSiteConfiguration(locale),
    getSession(),
    cookies(),
    getTranslations("common"),
    getTranslations("consent"),
    getTranslations("compare.bar"),
    getTranslations("errorPages.boundary"),
  ]);
  const consent = parseConsent(cookieStore.get(CONSENT_COOKIE)?.value);
  const consentLabels = {
    title: consentText("title"),
    text: consentText("text"),
    categoriesLegend: consentText("categoriesLegend"),
    categories: {
      necessary: { title: consentText("necessary.title"), text: consentText("necessary.text") },
      analytics: { title: consentText("analytics.title"), text: consentText("analytics.text") },
      marketing: { title: consentText("marketing.title"), text: consentText("marketing.text") },
    },
    acceptAll: consentText("acceptAll"),
    refuseAll: consentText("refuseAll"),
    customize: consentText("customize"),
    save: consentText("save"),
  };
  const comparatorLabels = {
    label: compare("label"),
    count: Array.from({ length: COMPARATOR_LIMIT }, (_, index) => compare("count", { count: index + 1, limit: COMPARATOR_LIMIT })),
    compare: compare("compare"),
    clear: compare("clear"),
  };
  const errorTexts = {
    title: boundary("title"),
    text: boundary("text"),
    reference: messageAround((values) => boundary("reference", values), "digest"),
    retry: boundary("retry"),
    home: boundary("home"),
    homePath: pathFor("/", locale),
  };

  return (
    <html lang={locale} data-theme={resolveTheme(webConfig.theme())}>
      <head>{site ? <style>{themeStyleSheet(site.colors, site.primaryFont)}</style> : null}</head>
      <body>
        <a href="#main-content" className={styles.skipLink}>
          {t("skipToContent")}
        </a>
        <SiteHeader locale={locale} site={site} session={session} />
        <main id="main-content" tabIndex={-1} className={styles.main}>
          <ErrorTextsProvider texts={errorTexts}>{children}</ErrorTextsProvider>
        </main>
        <SiteFooter locale={locale} site={site} />
        <ComparatorBar comparatorPath={pathFor("/comparator", locale)} labels={comparatorLabels} />
        <CookieConsent initialConsent={consent} scripts={site?.trackingScripts ?? []} labels={consentLabels} />
        <RouteAnnouncer />
      </body>
    </html>
  );
}
