import { type Page, type PageCategory, pageCategorySchema, pageSchema } from "@portal/domain/content/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import { cache } from "react";
import { z } from "zod";
import { fetchContent } from "./fetch-content";
import { contentTags } from "./tags";

const pageListSchema = z.object({ data: z.array(pageSchema) });
const pageCategoryListSchema = z.object({ data: z.array(pageCategorySchema) });

const SLUG = /^[a-z0-9][a-z0-9-]{0,159}$/;

/** The content page with `slug` in `locale`; null when there is none (the route answers 404). */
export const getPage = cache(async (locale: Locale, slug: string): Promise<Page | null> => {
  if (!SLUG.test(slug)) return null;
  const answer = await fetchContent(
    "pages",
    { "filters[slug][$eq]": slug, populate: "*" },
    { locale, tags: [contentTags.page(locale, slug)], schema: pageListSchema },
  );
  return answer?.data[0] ?? null;
});

/** The category a content page belongs to, with its sibling pages, for the side navigation. */
export const getPageCategory = cache(async (locale: Locale, slug: string): Promise<PageCategory | null> => {
  if (!SLUG.test(slug)) return null;
  const answer = await fetchContent(
    "page-categories",
    { "filters[slug][$eq]": slug, populate: "*" },
    { locale, tags: [contentTags.pageCategory(locale, slug)], schema: pageCategoryListSchema },
  );
  return answer?.data[0] ?? null;
});
