import type { Block, Page, PageCategory } from "@portal/domain/content/schemas";
import { type Locale, locales } from "@portal/domain/i18n/locales";
import type { Database } from "../client";
import { brands, contentEntries, contentMedia, taxons, taxonTranslations } from "../schema/index";
import { brandSeeds } from "./content/brands";
import { homeBlocks, homeDocumentId, homePageId, homeSeo, homeSlug, homeTitle } from "./content/home";
import { perLocale, type Translated } from "./content/identity";
import { drawMedia } from "./content/media";
import { contentPageSeeds, type PageCategoryCode, pageCategorySeeds } from "./content/pages";
import { siteConfiguration, siteConfigurationDocumentId } from "./content/site-configuration";
import { type Taxon, taxonTree } from "./content/taxons";
import type { Random } from "./random";

export { contentPageIds } from "./content/pages";

type ContentEntry = typeof contentEntries.$inferInsert;

/** What a page needs before it becomes one `pages` entry per locale. */
type PageDocument = {
  documentId: string;
  id: number;
  category: PageCategoryCode | null;
  slug: Translated;
  title: Translated;
  seo: Translated<Page["seo"]>;
  blocks: (locale: Locale) => Block[];
};

const homeDocument: PageDocument = {
  documentId: homeDocumentId,
  id: homePageId,
  category: null,
  slug: perLocale(() => homeSlug),
  title: homeTitle,
  seo: homeSeo,
  blocks: homeBlocks,
};

const contentDocuments: PageDocument[] = contentPageSeeds.map((seed) => ({
  documentId: seed.documentId,
  id: seed.id,
  category: seed.category,
  slug: perLocale((locale) => seed.text[locale].slug),
  title: perLocale((locale) => seed.text[locale].title),
  seo: perLocale((locale) => ({ metaTitle: seed.text[locale].metaTitle, metaDescription: seed.text[locale].metaDescription })),
  blocks: (locale) => {
    const sections: Block[] = seed.text[locale].sections.map((section) => ({
      __component: "blocks.rich-text",
      title: section.title,
      paragraphs: section.paragraphs,
    }));
    return seed.compose ? seed.compose(locale, sections) : sections;
  },
}));

const pageDocuments = [homeDocument, ...contentDocuments];

function pageEntry(document: PageDocument, locale: Locale): Page {
  const category = pageCategorySeeds.find((candidate) => candidate.documentId === document.category);
  return {
    id: document.id,
    documentId: document.documentId,
    slug: document.slug[locale],
    locale,
    title: document.title[locale],
    seo: document.seo[locale],
    localizations: locales.filter((other) => other !== locale).map((other) => ({ locale: other, slug: document.slug[other] })),
    category: category ? { slug: category.text[locale].slug, title: category.text[locale].title } : null,
    blocks: document.blocks(locale),
  };
}

function pageCategoryEntry(seed: (typeof pageCategorySeeds)[number], locale: Locale): PageCategory {
  return {
    id: seed.id,
    documentId: seed.documentId,
    slug: seed.text[locale].slug,
    locale,
    title: seed.text[locale].title,
    pages: contentDocuments
      .filter((document) => document.category === seed.documentId)
      .map((document) => ({ slug: document.slug[locale], title: document.title[locale] })),
  };
}

/** Every content entry, one per document and locale. */
export function contentEntryRows(): ContentEntry[] {
  return locales.flatMap((locale): ContentEntry[] => [
    { type: "site-configuration", documentId: siteConfigurationDocumentId, locale, slug: null, data: siteConfiguration(locale) },
    ...pageDocuments.map(
      (document): ContentEntry => ({
        type: "pages",
        documentId: document.documentId,
        locale,
        slug: document.slug[locale],
        data: pageEntry(document, locale),
      }),
    ),
    ...pageCategorySeeds.map(
      (seed): ContentEntry => ({
        type: "page-categories",
        documentId: seed.documentId,
        locale,
        slug: seed.text[locale].slug,
        data: pageCategoryEntry(seed, locale),
      }),
    ),
  ]);
}

function translationRows(taxonId: number, taxon: Taxon) {
  return locales.map((locale) => ({ taxonId, locale, ...taxon.text[locale] }));
}

async function seedTaxons(db: Database) {
  for (const top of taxonTree) {
    const [parent] = await db.insert(taxons).values({ code: top.code, position: top.position }).returning({ id: taxons.id });
    if (!parent) throw new Error(`taxon ${top.code} insert returned nothing`);
    await db.insert(taxonTranslations).values(translationRows(parent.id, top));

    const children = await db
      .insert(taxons)
      .values(top.children.map((child) => ({ code: child.code, parentId: parent.id, position: child.position })))
      .returning({ id: taxons.id, code: taxons.code });
    // Match by code: the order of RETURNING rows is not something to rely on.
    const idByCode = new Map(children.map((row) => [row.code, row.id]));
    await db.insert(taxonTranslations).values(
      top.children.flatMap((child) => {
        const id = idByCode.get(child.code);
        if (id === undefined) throw new Error(`taxon ${child.code} insert returned nothing`);
        return translationRows(id, child);
      }),
    );
  }
}

/**
 * Brands, the category tree, the illustrations and the content service entries (site configuration,
 * pages, page categories) of the fictional manufacturer. `random` only varies the scenery of the
 * illustrations, so the same seed always writes the same rows.
 */
export async function seedContent(db: Database, random: Random): Promise<void> {
  await db.insert(brands).values(brandSeeds.map((brand, position) => ({ code: brand.code, name: brand.name, position })));
  await seedTaxons(db);
  await db.insert(contentMedia).values(drawMedia(random));
  await db.insert(contentEntries).values(contentEntryRows());
}
