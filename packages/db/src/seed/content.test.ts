import { pageCategorySchema, pageSchema, siteConfigurationSchema } from "@portal/domain/content/schemas";
import { type Locale, locales } from "@portal/domain/i18n/locales";
import { contrastRatio } from "@portal/domain/theme/tints";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type DbHandle } from "../client";
import { brands, contentEntries, contentMedia, taxons, taxonTranslations } from "../schema/index";
import { contentPageIds, seedContent } from "./content";
import { brandProductsPath, categorySegment, registrationPath } from "./content/routes";
import { createRandom } from "./random";

/** First path segments the web application owns: no content page may take one. */
const reservedSegments = new Set([
  "panier",
  "cart",
  "korb",
  "mand",
  "categorie",
  "category",
  "kategorie",
  "categorieen",
  "checkout",
  "comparateur",
  "comparator",
  "vergleichsrechner",
  "vergelijker",
  "contact",
  "error",
  "partsmart",
  "produit",
  "product",
  "produkt",
  "products",
  "recherche",
  "search",
  "suche",
  "onderzoek",
  "user",
  "home",
  "api",
  "robots.txt",
  "sitemap.xml",
]);

const uploads = "/api/content/uploads/";
const slugShape = /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/;

async function seededDatabase(): Promise<DbHandle> {
  const handle = await createDb();
  await handle.migrate();
  await seedContent(handle.db, createRandom(2026));
  return handle;
}

async function snapshot(handle: DbHandle) {
  const { db } = handle;
  const entries = await db.select().from(contentEntries).orderBy(asc(contentEntries.id));
  const media = await db.select().from(contentMedia).orderBy(asc(contentMedia.id));
  return {
    entries: entries.map(({ createdAt: _created, updatedAt: _updated, ...row }) => row),
    media: media.map(({ createdAt: _created, bytes, ...row }) => ({ ...row, svg: new TextDecoder().decode(bytes) })),
    taxons: await db.select().from(taxons).orderBy(asc(taxons.id)),
    translations: await db.select().from(taxonTranslations).orderBy(asc(taxonTranslations.taxonId), asc(taxonTranslations.locale)),
    brands: await db.select().from(brands).orderBy(asc(brands.id)),
  };
}

/** Every value stored under a `url` key, anywhere in a JSON document. */
function urlsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) urlsIn(item, found);
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (key === "url" && typeof child === "string") found.push(child);
      else urlsIn(child, found);
    }
  }
  return found;
}

/** Open and close tags pair up: a cheap well-formedness check for the hand-built SVG. */
function tagsBalance(svg: string): boolean {
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) stack.push(name ?? "");
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0;
}

describe("seedContent", () => {
  let handle: DbHandle;
  let data: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    handle = await seededDatabase();
    data = await snapshot(handle);
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  const ofType = (type: string) => data.entries.filter((entry) => entry.type === type);
  const siteConfigurations = () => ofType("site-configuration").map((entry) => siteConfigurationSchema.parse(entry.data));
  const pages = () => ofType("pages").map((entry) => ({ entry, page: pageSchema.parse(entry.data) }));

  it("stores JSON that parses with the content schemas", () => {
    for (const entry of data.entries) {
      const schema = { "site-configuration": siteConfigurationSchema, pages: pageSchema, "page-categories": pageCategorySchema }[
        entry.type as string
      ];
      expect(schema, entry.type).toBeDefined();
      const parsed = schema?.parse(entry.data);
      // Parsing adds nothing: every default is already written out.
      expect(parsed).toEqual(entry.data);
      if (entry.type !== "site-configuration") expect((parsed as { slug: string }).slug).toBe(entry.slug);
      expect((parsed as { locale: string }).locale).toBe(entry.locale);
    }
  });

  it("writes every document in every locale", () => {
    const documents = new Map<string, Set<string>>();
    for (const entry of data.entries) {
      const key = `${entry.type}/${entry.documentId}`;
      documents.set(key, (documents.get(key) ?? new Set()).add(entry.locale));
    }
    expect([...documents.keys()].sort()).toEqual(
      [
        "site-configuration/site-configuration",
        "pages/home",
        ...contentPageIds.map((id) => `pages/${id}`),
        "page-categories/help",
        "page-categories/legal",
      ].sort(),
    );
    for (const [key, seen] of documents) expect([...seen].sort(), key).toEqual([...locales].sort());
  });

  it("keeps page ids, localizations and categories consistent", () => {
    const slugOf = new Map(pages().map(({ page }) => [`${page.documentId}/${page.locale}`, page.slug]));
    const idOf = new Map<string, number>();
    for (const { page } of pages()) {
      expect(idOf.get(page.documentId) ?? page.id, page.documentId).toBe(page.id);
      idOf.set(page.documentId, page.id);
      expect(page.localizations.map((l) => l.locale).sort()).toEqual(locales.filter((l) => l !== page.locale).sort());
      for (const localization of page.localizations)
        expect(localization.slug).toBe(slugOf.get(`${page.documentId}/${localization.locale}`));
      expect(page.blocks.length).toBeGreaterThan(0);
    }
    expect(new Set(idOf.values()).size).toBe(idOf.size);

    const categories = ofType("page-categories").map((entry) => pageCategorySchema.parse(entry.data));
    for (const category of categories) {
      expect(category.pages.length).toBeGreaterThan(0);
      for (const listed of category.pages) {
        const page = pages().find(({ page: p }) => p.locale === category.locale && p.slug === listed.slug)?.page;
        expect(page?.title, `${category.locale}/${listed.slug}`).toBe(listed.title);
        expect(page?.category).toEqual({ slug: category.slug, title: category.title });
      }
    }
  });

  it("gives content pages localized slugs that leave the web's own routes free", () => {
    for (const { page } of pages()) {
      if (page.documentId === "home") {
        expect(page.slug).toBe("home");
        continue;
      }
      expect(page.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(reservedSegments.has(page.slug), page.slug).toBe(false);
      expect(page.blocks.length).toBeGreaterThanOrEqual(2);
      expect(page.blocks.length).toBeLessThanOrEqual(4);
    }
    for (const entry of ofType("page-categories")) expect(reservedSegments.has(entry.slug ?? ""), entry.slug ?? "").toBe(false);
  });

  it("references only stored media, each a compact, well-formed SVG", () => {
    const names = new Set(data.media.map((media) => media.name));
    const referenced = new Set(
      data.entries
        .flatMap((entry) => urlsIn(entry.data))
        .filter((url) => url.startsWith(uploads))
        .map((url) => url.slice(uploads.length)),
    );
    expect(referenced.size).toBeGreaterThan(10);
    for (const name of referenced) expect(names.has(name), name).toBe(true);

    for (const media of data.media) {
      expect(media.mime).toBe("image/svg+xml");
      expect(media.svg.length, media.name).toBeLessThanOrEqual(6144);
      expect(media.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /);
      expect(media.svg).toContain(`width="${media.width}" height="${media.height}" viewBox="0 0 ${media.width} ${media.height}"`);
      expect(tagsBalance(media.svg), media.name).toBe(true);
      expect(media.svg).not.toMatch(/NaN|undefined/);
    }
  });

  it("links internal paths to pages, categories and web routes that exist", () => {
    const taxonSlugs = new Set(data.translations.map((t) => `${t.locale}:${t.slug}`));
    const brandPaths = new Set(data.brands.map((brand) => brandProductsPath(brand.code)));
    for (const entry of data.entries) {
      const locale = entry.locale as Locale;
      const pageSlugs = new Set(
        ofType("pages")
          .filter((p) => p.locale === locale)
          .map((p) => p.slug),
      );
      for (const url of urlsIn(entry.data)) {
        if (url.startsWith(uploads) || url.startsWith("https://")) continue;
        const category = `/${categorySegment[locale]}/`;
        const known =
          url === "/contact" ||
          url === "/partsmart" ||
          url === registrationPath[locale] ||
          brandPaths.has(url) ||
          (url.startsWith(category) && taxonSlugs.has(`${locale}:${url.slice(category.length)}`)) ||
          pageSlugs.has(url.slice(1));
        expect(known, `${entry.documentId} ${locale}: ${url}`).toBe(true);
      }
    }
  });

  it("builds the menu from the category tree", () => {
    const codeOf = new Map(data.taxons.map((t) => [t.id, t.code]));
    const slugOf = new Map(data.translations.map((t) => [`${codeOf.get(t.taxonId)}/${t.locale}`, t.slug]));
    const topLevel = data.taxons.filter((t) => t.parentId === null);
    expect(topLevel.map((t) => t.code)).toEqual(["machines", "spare-parts", "accessories", "maintenance-kits"]);

    for (const configuration of siteConfigurations()) {
      expect(configuration.menu.map((item) => item.code)).toEqual(topLevel.map((t) => t.code));
      for (const item of configuration.menu) {
        expect(item.slug).toBe(slugOf.get(`${item.code}/${configuration.locale}`));
        expect(item.categories.length).toBeGreaterThanOrEqual(3);
        expect(item.categories.length).toBeLessThanOrEqual(6);
        expect(item.tips.length).toBeGreaterThanOrEqual(1);
        for (const category of item.categories) {
          expect(category.slug).toBe(slugOf.get(`${category.code}/${configuration.locale}`));
          expect(category.slug.startsWith(`${item.slug}/`)).toBe(true);
        }
      }
    }
  });

  it("stores a translated category tree with valid slugs", () => {
    expect(data.translations).toHaveLength(data.taxons.length * locales.length);
    for (const translation of data.translations) {
      expect(translation.slug).toMatch(slugShape);
      expect(translation.name.length).toBeGreaterThan(0);
      expect(translation.description?.length ?? 0).toBeGreaterThan(20);
    }
    expect(data.brands.length).toBeGreaterThanOrEqual(4);
    expect(data.brands.length).toBeLessThanOrEqual(5);
  });

  it("uses a readable palette", () => {
    for (const { colors } of siteConfigurations()) {
      expect(contrastRatio(colors.main, "#ffffff")).toBeGreaterThanOrEqual(4.5);
      expect(Math.max(contrastRatio(colors.secondary, "#ffffff"), contrastRatio(colors.secondary, "#111827"))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("writes the same rows on every run", async () => {
    const other = await seededDatabase();
    try {
      expect(await snapshot(other)).toEqual(data);
    } finally {
      await other.close();
    }
  }, 120_000);
});
