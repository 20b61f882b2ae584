import { pageOf, sitemapProductSchema, taxonNodeSchema } from "@portal/domain/catalog/schemas";
import { localeSchema } from "@portal/domain/i18n/locale-schema";
import { defaultLocale, type Locale, locales } from "@portal/domain/i18n/locales";
import { z } from "zod";
import { categoryPath } from "../../i18n/paths";
import { apiFetch } from "../api/server";
import { productAlternates } from "../catalog/product-page";
import { flattenTaxons } from "../catalog/taxon-tree";
import { fetchContent } from "../content/fetch-content";
import { contentTags } from "../content/tags";
import { localizedEntries, type SitemapEntry } from "./xml";

export class SitemapSourceError extends Error {
  constructor(source: string, status: number) {
    super(`${source} answered ${status} for the sitemap`);
    this.name = "SitemapSourceError";
  }
}

const productPageSchema = pageOf(sitemapProductSchema);
export type SitemapProductPage = z.infer<typeof productPageSchema>;

/** One page of the API's product list (5,000 products, so 20,000 addresses in four languages). */
export async function sitemapProducts(page: number): Promise<SitemapProductPage> {
  const result = await apiFetch(`/api/v2/shop/sitemap-products?page=${page}`, { schema: productPageSchema, locale: defaultLocale });
  if (!result.ok) throw new SitemapSourceError("sitemap-products", result.status);
  return result.data;
}

export function productEntries(page: SitemapProductPage, origin: string): SitemapEntry[] {
  return page.items.flatMap((product) => localizedEntries(productAlternates(product), origin, product.lastmod));
}

/** The home page in every language. */
export function homeEntries(origin: string): SitemapEntry[] {
  return localizedEntries(Object.fromEntries(locales.map((locale) => [locale, `/${locale}`])), origin);
}

const contentListSchema = z.object({
  data: z.array(
    z.object({
      documentId: z.string(),
      slug: z.string(),
      locale: localeSchema,
      localizations: z.array(z.object({ locale: localeSchema, slug: z.string() })),
    }),
  ),
  meta: z.object({ pagination: z.object({ pageCount: z.number().int() }) }),
});

const HOME_SLUG = "home";
const CONTENT_PAGE_SIZE = 100;
const MAX_CONTENT_PAGES = 50;

/** Content pages of every language, each with the same page in the others. */
export async function contentEntries(origin: string): Promise<SitemapEntry[]> {
  const byDocument = new Map<string, Partial<Record<Locale, string>>>();
  for (const locale of locales) {
    for (let page = 1; page <= MAX_CONTENT_PAGES; page++) {
      const answer = await fetchContent(
        "pages",
        { "pagination[page]": String(page), "pagination[pageSize]": String(CONTENT_PAGE_SIZE) },
        { locale, tags: [contentTags.all], schema: contentListSchema },
      );
      for (const entry of answer?.data ?? []) {
        if (entry.slug === HOME_SLUG || byDocument.has(entry.documentId)) continue;
        const paths: Partial<Record<Locale, string>> = { [entry.locale]: `/${entry.locale}/${entry.slug}` };
        for (const other of entry.localizations) paths[other.locale] = `/${other.locale}/${other.slug}`;
        byDocument.set(entry.documentId, paths);
      }
      if (!answer || page >= answer.meta.pagination.pageCount) break;
    }
  }
  return [...byDocument.values()].flatMap((paths) => localizedEntries(paths, origin));
}

/** Every category with products, in every language (category slugs are translated). */
export async function categoryEntries(origin: string): Promise<SitemapEntry[]> {
  const byCode = new Map<string, Partial<Record<Locale, string>>>();
  const trees = await Promise.all(
    locales.map(async (locale) => {
      const result = await apiFetch("/api/v2/shop/taxons", { schema: z.array(taxonNodeSchema), locale });
      if (!result.ok) throw new SitemapSourceError("taxons", result.status);
      return { locale, nodes: flattenTaxons(result.data) };
    }),
  );
  for (const { locale, nodes } of trees) {
    for (const node of nodes) {
      if (node.productCount === 0) continue;
      const paths = byCode.get(node.code) ?? {};
      paths[locale] = categoryPath(locale, node.slug);
      byCode.set(node.code, paths);
    }
  }
  return [...byCode.values()].flatMap((paths) => localizedEntries(paths, origin));
}
