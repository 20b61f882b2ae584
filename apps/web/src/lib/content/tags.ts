import type { Locale } from "@portal/domain/i18n/locales";

/** Cache tags of content answers, in one place so a revalidation hook can name them. */
export const contentTags = {
  all: "content",
  siteConfiguration: (locale: Locale) => `content:site-configuration:${locale}`,
  page: (locale: Locale, slug: string) => `content:page:${locale}:${slug}`,
  pageCategory: (locale: Locale, slug: string) => `content:page-category:${locale}:${slug}`,
};

export const CONTENT_REVALIDATE_SECONDS = 60;
