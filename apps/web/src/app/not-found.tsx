import { defaultLocale, locales } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import styles from "./not-found.module.css";

export const metadata: Metadata = { robots: { index: false } };

/** Paths outside every language (the proxy sends almost everything into one): a plain 404 with the way back. */
export default async function GlobalNotFound() {
  const pages = await Promise.all(
    locales.map(async (locale) => ({ locale, t: await getTranslations({ locale, namespace: "errorPages.notFound" }) })),
  );
  return (
    <html lang={defaultLocale}>
      <body>
        <main className={styles.page}>
          {pages.map(({ locale, t }) => (
            <section key={locale} lang={locale} className={styles.block} aria-labelledby={`not-found-${locale}`}>
              {locale === defaultLocale ? (
                <h1 id={`not-found-${locale}`}>{t("title")}</h1>
              ) : (
                <h2 id={`not-found-${locale}`}>{t("title")}</h2>
              )}
              <p>{t("text")}</p>
              <a href={`/${locale}`}>{t("home")}</a>
            </section>
          ))}
        </main>
      </body>
    </html>
  );
}
