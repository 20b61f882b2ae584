import { isLocale, locales } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { BlockRenderer } from "@/components/blocks/block-renderer";
import { newsletterClientMessages } from "@/components/newsletter/newsletter-client-messages";
import { NewsletterLinkDialogLoader } from "@/components/newsletter/newsletter-link-dialog-loader";
import { getPage } from "@/lib/content/pages";

type PageProps = { params: Promise<{ locale: string }> };

const HOME_SLUG = "home";

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  // Metadata falls back to the site defaults when content is unavailable; the page shows the error.
  const page = await getPage(locale, HOME_SLUG).catch(() => null);
  if (!page) return {};
  return {
    title: { absolute: page.seo.metaTitle },
    description: page.seo.metaDescription,
    alternates: {
      canonical: `/${locale}`,
      languages: { ...Object.fromEntries(locales.map((code) => [code, `/${code}`])), "x-default": "/fr" },
    },
  };
}

export default async function HomePage({ params }: PageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [page, newsletter] = await Promise.all([getPage(locale, HOME_SLUG), newsletterClientMessages()]);
  if (!page) notFound();
  const heroFirst = page.blocks[0]?.__component === "blocks.hero";
  return (
    <>
      {heroFirst ? null : <h1 className="visually-hidden">{page.title}</h1>}
      <BlockRenderer blocks={page.blocks} locale={locale} heroIsPageHeading={heroFirst} />
      {/* The confirmation and unsubscribe links of the newsletter e-mails open the home page. */}
      <NewsletterLinkDialogLoader locale={newsletter.locale} messages={newsletter.clientMessages} />
    </>
  );
}
