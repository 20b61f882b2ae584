import type { Database } from "@portal/db/client";
import type { ProductCard } from "@portal/domain/catalog/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import { type SearchQuery, type SearchResult, type Suggestions, searchLimits } from "@portal/domain/search/schemas";
import { looksLikeReference, normalizeReference, queryWords, stem, tokenize } from "@portal/domain/search/text";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import { createTtlCache } from "../../platform/ttl-cache";
import type { CatalogService } from "../catalog/catalog.service";
import { buildSearchCatalog, exactReferenceEntry, referenceRange, type SearchCatalog } from "./search.catalog";
import { buildTextIndex, type TextIndex } from "./search.index";
import { catalogRevision, loadCatalogSource, loadTextSource } from "./search.loader";
import { runSearch } from "./search.query";

/**
 * Search over an in-memory index of the catalogue, built from the database on first use and rebuilt
 * when the catalogue changes (checked at most every `refreshSeconds`; the previous index answers
 * while the next one builds). Each language's words are indexed the first time it is searched.
 * The interface is what an external engine would implement if the catalogue outgrew one process.
 */

type Snapshot = { revision: string; catalog: SearchCatalog; indexes: Map<Locale, Promise<TextIndex>> };

export type SearchDeps = {
  db: Database;
  catalog: Pick<CatalogService, "cardsByCodes" | "productView">;
  clock: Clock;
  logger?: FastifyBaseLogger;
  refreshSeconds?: number;
};

/**
 * How long a product card found by a search is reused: as long as browsers may keep the search
 * answer itself, so a price or stock change shows within the same delay either way.
 */
export const CARD_SECONDS = 30;

export function createSearchService({ db, catalog: catalogService, clock, logger, refreshSeconds = 60 }: SearchDeps) {
  // The cards of frequently found products: most searches and suggestions show the same few
  // thousand products, and each card otherwise costs a database round trip.
  const cardCache = createTtlCache<ProductCard>({ clock, ttlSeconds: CARD_SECONDS, maxEntries: 20_000 });
  let current: Promise<Snapshot> | null = null;
  let checkedAt = 0;
  let checking = false;
  let warming = false;
  /** Bumped by `invalidate`: a rebuild started before it must not put back what it read then. */
  let generation = 0;

  async function buildSnapshot(): Promise<Snapshot> {
    const started = clock.now().getTime();
    const revision = await catalogRevision(db);
    const catalog = buildSearchCatalog(await loadCatalogSource(db));
    logger?.info({ documents: catalog.size, ms: clock.now().getTime() - started }, "search catalogue loaded");
    return { revision, catalog, indexes: new Map() };
  }

  function indexOf(snapshot: Snapshot, locale: Locale): Promise<TextIndex> {
    let index = snapshot.indexes.get(locale);
    if (!index) {
      const started = clock.now().getTime();
      index = loadTextSource(db, locale, snapshot.catalog.productIds)
        .then((source) => buildTextIndex(snapshot.catalog, locale, source))
        .then((built) => {
          logger?.info({ locale, words: built.words.length, ms: clock.now().getTime() - started }, "search index built");
          return built;
        });
      // A failed build is retried by the next request rather than kept.
      index.catch(() => snapshot.indexes.delete(locale));
      snapshot.indexes.set(locale, index);
    }
    return index;
  }

  /** Rebuilds in the background when the catalogue changed; the current index keeps answering. */
  function refreshIfStale(snapshot: Snapshot) {
    const now = clock.now().getTime();
    if (checking || now - checkedAt < refreshSeconds * 1000) return;
    checking = true;
    checkedAt = now;
    const startedIn = generation;
    (async () => {
      if ((await catalogRevision(db)) === snapshot.revision) return;
      const next = await buildSnapshot();
      await Promise.all([...snapshot.indexes.keys()].map((locale) => indexOf(next, locale)));
      if (generation !== startedIn) return;
      current = Promise.resolve(next);
      cardCache.clear();
    })()
      .catch((error) => logger?.error({ err: error }, "search index refresh failed"))
      .finally(() => {
        checking = false;
      });
  }

  async function ready(locale: Locale) {
    if (!current) {
      checkedAt = clock.now().getTime();
      current = buildSnapshot();
      current.catch(() => {
        current = null;
      });
    }
    const snapshot = await current;
    refreshIfStale(snapshot);
    return { catalog: snapshot.catalog, index: await indexOf(snapshot, locale) };
  }

  /** Cards in the order of the codes; a product disabled since the index was built is left out. */
  async function cardsInOrder(codes: string[], locale: Locale): Promise<ProductCard[]> {
    const found = new Map<string, ProductCard>();
    const missing: string[] = [];
    for (const code of codes) {
      const card = cardCache.peek(`${locale}|${code}`);
      if (card) found.set(code, card);
      else missing.push(code);
    }
    if (missing.length > 0) {
      for (const card of await catalogService.cardsByCodes(missing, missing.length, locale)) {
        cardCache.put(`${locale}|${card.code}`, card);
        found.set(card.code, card);
      }
    }
    return codes.flatMap((code) => found.get(code) ?? []);
  }

  /** The version whose reference the whole query is, with its product's page; null for any other query. */
  async function exactReferenceOf(catalog: SearchCatalog, query: string, locale: Locale): Promise<SearchResult["exactReference"]> {
    if (!looksLikeReference(query)) return null;
    const entry = exactReferenceEntry(catalog.references, query);
    if (entry < 0) return null;
    const productCode = catalog.codes.at(catalog.references.document[entry] ?? 0);
    // The index keeps no variant codes. A product withdrawn since the index was built matches nothing.
    const product = await catalogService.productView({ code: productCode }, locale).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "catalog.product_not_found") return null;
      throw error;
    });
    const reference = catalog.references.normalized.at(entry);
    const variant = product?.variants.find((candidate) => normalizeReference(candidate.reference) === reference);
    return product && variant ? { productCode, slug: product.slug, variantCode: variant.code } : null;
  }

  return {
    async search(request: SearchQuery, locale: Locale): Promise<SearchResult> {
      const { catalog, index } = await ready(locale);
      const outcome = runSearch(catalog, index, request);
      const codes = outcome.documents.map((document) => catalog.codes.at(document));
      const [products, exactReference] = await Promise.all([cardsInOrder(codes, locale), exactReferenceOf(catalog, request.query, locale)]);
      return {
        query: request.query,
        total: outcome.total,
        page: request.page,
        itemsPerPage: request.itemsPerPage,
        maxResultExceeded: outcome.maxResultExceeded,
        codes: products.map((product) => product.code),
        products,
        corrections: outcome.corrections,
        ignoredWords: outcome.ignoredWords,
        exactReference,
        facets: outcome.facets,
      };
    },

    async suggest(query: string, locale: Locale): Promise<Suggestions> {
      const { catalog, index } = await ready(locale);
      const found = runSearch(
        catalog,
        index,
        { query, sort: "relevance", page: 1, itemsPerPage: searchLimits.suggestedProducts },
        { facets: false },
      );

      const normalized = normalizeReference(query);
      const references: { document: number; reference: string; supersededReference: string | null }[] = [];
      if (normalized.length >= 3 && /\d/.test(normalized)) {
        const table = catalog.references;
        const [from, to] = referenceRange(table, normalized);
        for (let at = from; at < Math.min(to, from + searchLimits.suggestedReferences); at++) {
          const replacement = table.replacement[at] ?? -1;
          const newer = table.replacementEntry[at] ?? -1;
          references.push(
            replacement >= 0 && newer >= 0
              ? { document: replacement, reference: table.display.at(newer), supersededReference: table.display.at(at) }
              : { document: table.document[at] ?? 0, reference: table.display.at(at), supersededReference: null },
          );
        }
      }

      const codes = [...new Set([...found.documents, ...references.map((entry) => entry.document)])].map((document) =>
        catalog.codes.at(document),
      );
      const cards = new Map((await cardsInOrder(codes, locale)).map((card) => [card.code, card]));
      const products = found.documents.flatMap((document) => {
        const card = cards.get(catalog.codes.at(document));
        const reference = catalog.mainReferences.at(document) || null;
        return card ? [{ code: card.code, name: card.name, slug: card.slug, reference, brand: card.brand, image: card.image }] : [];
      });

      return {
        query,
        products,
        categories: matchingCategories(catalog, locale, query),
        references: references.flatMap(({ document, reference, supersededReference }) => {
          const card = cards.get(catalog.codes.at(document));
          return card ? [{ reference, productCode: card.code, name: card.name, slug: card.slug, supersededReference }] : [];
        }),
      };
    },

    /** Builds the index ahead of the first search (at start-up, in the background). */
    async warm(locales: readonly Locale[]) {
      warming = true;
      try {
        await Promise.all(locales.map((locale) => ready(locale)));
      } finally {
        warming = false;
      }
    },

    /** True while `warm` builds the index: the instance is not ready for traffic yet. */
    get warming() {
      return warming;
    },

    /** Forgets the index: the next search rebuilds it from the database. */
    invalidate() {
      generation++;
      current = null;
      cardCache.clear();
    },
  };
}

/** Categories whose name holds every query word (same stem, or starting with it). */
function matchingCategories(catalog: SearchCatalog, locale: Locale, query: string) {
  const words = queryWords(locale, query);
  if (words.length === 0) return [];
  return catalog.taxonList
    .filter((taxon) => {
      const nameWords = tokenize(taxon.names[locale] ?? "");
      return words.every((word) =>
        nameWords.some((nameWord) => nameWord.startsWith(word) || stem(locale, nameWord) === stem(locale, word)),
      );
    })
    .sort((a, b) => a.depth - b.depth || a.position - b.position)
    .slice(0, searchLimits.suggestedCategories)
    .map((taxon) => ({ code: taxon.code, name: taxon.names[locale] ?? taxon.code, slug: taxon.slugs[locale] ?? "" }));
}

export type SearchService = ReturnType<typeof createSearchService>;
