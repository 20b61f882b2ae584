import type { Page } from "@portal/domain/content/schemas";
import { isLocale, type Locale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import NextLink from "next/link";
import { notFound, permanentRedirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { BlockRenderer } from "@/components/blocks/block-renderer";
import { Breadcrumb } from "@/components/content/breadcrumb";
import { AlternatePathsProvider } from "@/components/providers/alternate-paths";
import { getPage, getPageCategory } from "@/lib/content/pages";
import styles from "./content-page.module.css";

type PageProps = { params: Promise<{ locale: string; slug: string }> };

const HOME_SLUG = "home";

function alternatePaths(page: Page): Partial<Record<Locale, string>> {
  const paths: Partial<Record<Locale, string>> = { [page.locale]: `/${page.locale}/${page.slug}` };
  for (const localization of page.localizations) paths[localization.locale] = `/${localization.locale}/${localization.slug}`;
  return paths;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!isLocale(locale)) return {};
  // Metadata falls back to the site defaults when content is unavailable; the page shows the error.
  const page = await getPage(locale, slug).catch(() => null);
  if (!page) return {};
  const languages = alternatePaths(page);
  return {
    // Editors write the whole title, brand included, as on the home page.
    title: { absolute: page.seo.metaTitle },
    description: page.seo.metaDescription,
    alternates: {
      canonical: `/${locale}/${page.slug}`,
      languages: { ...languages, ...(languages.fr ? { "x-default": languages.fr } : {}) },
    },
  };
}

export default async function ContentPage({ params }: PageProps) {
  const { locale, slug } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  if (slug === HOME_SLUG) permanentRedirect(`/${locale}`);

  const page = await getPage(locale, slug);
  if (!page) notFound();
  const [category, t] = await Promise.all([
    page.category ? getPageCategory(locale, page.category.slug) : null,
    getTranslations("contentPage"),
  ]);
  const heroFirst = page.blocks[0]?.__component === "blocks.hero";
  const siblings = category?.pages.filter((entry) => entry.slug !== HOME_SLUG) ?? [];

  return (
    <>
      <AlternatePathsProvider owner={`/${locale}/${page.slug}`} paths={alternatePaths(page)} />
      <div className={styles.header}>
        <div className={`container ${styles.headerInner}`}>
          <Breadcrumb
            items={[
              { label: t("home"), href: `/${locale}` },
              ...(page.category ? [{ label: page.category.title }] : []),
              { label: page.title },
            ]}
          />
          {heroFirst ? null : <h1 className={styles.title}>{page.title}</h1>}
        </div>
        {siblings.length > 1 ? (
          <nav className={styles.section} aria-label={t("inThisSection", { section: category?.title ?? "" })}>
            <div className="container">
              <ul className={styles.sectionList}>
                {siblings.map((entry) => (
                  <li key={entry.slug}>
                    <NextLink
                      href={`/${locale}/${entry.slug}`}
                      className={styles.sectionLink}
                      aria-current={entry.slug === page.slug ? "page" : undefined}
                    >
                      {entry.title}
                    </NextLink>
                  </li>
                ))}
              </ul>
            </div>
          </nav>
        ) : null}
      </div>
      <BlockRenderer blocks={page.blocks} locale={locale} heroIsPageHeading={heroFirst} />
    </>
  );
}
