import { productTypes, stockStatuses } from "@portal/domain/catalog/enums";
import type { SearchFacets, SearchQuery, SearchSort } from "@portal/domain/search/schemas";
import { searchLimits } from "@portal/domain/search/schemas";
import { NO_PRICE, NO_STOCK, type SearchCatalog } from "./search.catalog";
import { matchQuery, type TextIndex } from "./search.index";

/**
 * Runs a search over the in-memory catalogue: match the words, then one pass over the matches that
 * filters, counts every facet and keeps the best page. A facet is counted over the documents that pass
 * every other filter (its own set aside), so a visitor still sees the brands they could add.
 */

export type SearchOutcome = {
  documents: number[];
  total: number;
  maxResultExceeded: boolean;
  corrections: { word: string; correction: string }[];
  facets: SearchFacets;
};

type Lookups = {
  brand: Map<string, number>;
  taxon: Map<string, number>;
  option: Map<string, number>;
};
const lookupsOf = new WeakMap<SearchCatalog, Lookups>();
function lookups(catalog: SearchCatalog): Lookups {
  let found = lookupsOf.get(catalog);
  if (!found) {
    found = {
      brand: new Map(catalog.brands.map((brand, index) => [brand.code, index])),
      taxon: new Map(catalog.taxonList.map((taxon, index) => [taxon.code, index])),
      option: new Map(catalog.optionList.map((option, index) => [`${catalog.attributes[option.attribute]?.code}:${option.code}`, index])),
    };
    lookupsOf.set(catalog, found);
  }
  return found;
}

const BRAND = 1;
const TYPE = 2;
const STOCK = 4;
const PRICE = 8;
/** Attribute filters take the bits from here on, one per attribute. */
const FIRST_ATTRIBUTE_BIT = 4;
const maxAttributeFilters = 27;

/** `facets: false` skips the counting when only the best matches are wanted (suggestions). */
export function runSearch(catalog: SearchCatalog, index: TextIndex, request: SearchQuery, { facets = true } = {}): SearchOutcome {
  const find = lookups(catalog);
  const text = request.query.trim();
  const taxon = request.taxon === undefined ? -1 : (find.taxon.get(request.taxon) ?? -2);

  // Candidates: the query's matches, or the chosen category's documents, or everything.
  let candidates: ArrayLike<number>;
  let scores: Float32Array | null = null;
  let corrections: SearchOutcome["corrections"] = [];
  if (text) {
    const match = matchQuery(catalog, index, text);
    candidates = match.documents;
    scores = match.scores;
    corrections = match.corrections;
  } else if (taxon >= 0) candidates = catalog.taxonDocuments[taxon] ?? new Int32Array(0);
  else if (taxon === -1) candidates = { length: catalog.size } as ArrayLike<number>;
  else candidates = new Int32Array(0);
  let everything = !text && taxon === -1;
  const needsTaxonCheck = Boolean(text) && taxon !== -1;

  // Filters as lookup tables.
  const brandAllowed = flags(catalog.brands.length, request.brand, (code) => find.brand.get(code));
  const typeAllowed = flags(productTypes.length, request.type, (type) => productTypes.indexOf(type));
  const stockAllowed = flags(NO_STOCK + 1, request.stockStatus, (status) => stockStatuses.indexOf(status));
  const priceFiltered = request.priceMin !== undefined || request.priceMax !== undefined;
  const priceMin = request.priceMin ?? 0;
  const priceMax = request.priceMax ?? Number.MAX_SAFE_INTEGER;

  // Each filtered attribute gets a bit; an option carries the bit of its attribute when that attribute is filtered.
  const optionBit = new Int32Array(catalog.optionList.length);
  const optionChosen = new Uint8Array(catalog.optionList.length);
  const attributeBits = new Map<number, number>();
  let attributeMask = 0;
  let unknownOption = false;
  for (const { attribute, option } of request.attribute ?? []) {
    const optionIndex = find.option.get(`${attribute}:${option}`);
    if (optionIndex === undefined) {
      unknownOption = true;
      continue;
    }
    const attributeIndex = catalog.optionList[optionIndex]?.attribute ?? 0;
    let bit = attributeBits.get(attributeIndex);
    if (bit === undefined) {
      if (attributeBits.size >= maxAttributeFilters) continue;
      bit = 1 << (FIRST_ATTRIBUTE_BIT + attributeBits.size);
      attributeBits.set(attributeIndex, bit);
      attributeMask |= bit;
    }
    optionChosen[optionIndex] = 1;
  }
  // The bit of each option's attribute when that attribute is filtered, for counting its options.
  const optionAttributeBit = new Int32Array(catalog.optionList.length);
  catalog.optionList.forEach((option, optionIndex) => {
    const bit = attributeBits.get(option.attribute);
    if (bit === undefined) return;
    optionAttributeBit[optionIndex] = bit;
    if (optionChosen[optionIndex]) optionBit[optionIndex] = bit;
  });

  const brandCounts = new Int32Array(catalog.brands.length);
  const typeCounts = new Int32Array(productTypes.length);
  const stockCounts = new Int32Array(NO_STOCK + 1);
  const taxonCounts = new Int32Array(catalog.taxonList.length);
  const optionCounts = new Int32Array(catalog.optionList.length);
  let priceLow = Number.MAX_SAFE_INTEGER;
  let priceHigh = -1;
  let total = 0;

  const wanted = Math.min(request.page * request.itemsPerPage, searchLimits.maxResults);
  const before = comparator(catalog, index, request.sort, scores, Boolean(text));
  const best = new TopK(wanted, before);

  const { taxons, options } = catalog;
  // An option that does not exist matches nothing.
  if (unknownOption) {
    candidates = new Int32Array(0);
    everything = false;
  }
  for (let at = 0; at < candidates.length; at++) {
    const document = everything ? at : (candidates[at] ?? 0);
    if (needsTaxonCheck && !hasValue(taxons.offsets, taxons.values, document, taxon)) continue;

    let failed = 0;
    if (brandAllowed && !brandAllowed[catalog.brand[document] ?? 0]) failed |= BRAND;
    if (typeAllowed && !typeAllowed[catalog.type[document] ?? 0]) failed |= TYPE;
    if (stockAllowed && !stockAllowed[catalog.stock[document] ?? NO_STOCK]) failed |= STOCK;
    const price = catalog.price[document] ?? NO_PRICE;
    if (priceFiltered && (price === NO_PRICE || price < priceMin || price > priceMax)) failed |= PRICE;
    const optionsFrom = options.offsets[document] ?? 0;
    const optionsTo = options.offsets[document + 1] ?? 0;
    if (attributeMask) {
      let passed = 0;
      for (let o = optionsFrom; o < optionsTo; o++) passed |= optionBit[options.values[o] ?? 0] ?? 0;
      failed |= attributeMask & ~passed;
    }
    // More than one failed filter: the document counts nowhere.
    if (failed & (failed - 1)) continue;
    if (!facets) {
      if (failed === 0) {
        total++;
        best.offer(at, document);
      }
      continue;
    }

    if (failed === 0 || failed === BRAND) increment(brandCounts, catalog.brand[document] ?? 0);
    if (failed === 0 || failed === TYPE) increment(typeCounts, catalog.type[document] ?? 0);
    if (failed === 0 || failed === STOCK) increment(stockCounts, catalog.stock[document] ?? NO_STOCK);
    if ((failed === 0 || failed === PRICE) && price !== NO_PRICE) {
      if (price < priceLow) priceLow = price;
      if (price > priceHigh) priceHigh = price;
    }
    if (failed === 0 || failed >= 1 << FIRST_ATTRIBUTE_BIT) {
      for (let o = optionsFrom; o < optionsTo; o++) {
        const option = options.values[o] ?? 0;
        // With one attribute failing, only that attribute's options are counted.
        if (failed === 0 || optionAttributeBit[option] === failed) increment(optionCounts, option);
      }
    }
    if (failed !== 0) continue;

    total++;
    for (let t = taxons.offsets[document] ?? 0; t < (taxons.offsets[document + 1] ?? 0); t++) increment(taxonCounts, taxons.values[t] ?? 0);
    best.offer(at, document);
  }

  const from = (request.page - 1) * request.itemsPerPage;
  return {
    documents: best.sorted().slice(from, from + request.itemsPerPage),
    total,
    maxResultExceeded: total > searchLimits.maxResults,
    corrections,
    facets: facetsOf(catalog, index.locale, {
      taxon,
      brandCounts,
      typeCounts,
      stockCounts,
      taxonCounts,
      optionCounts,
      price: priceHigh >= 0 ? { minCents: priceLow, maxCents: priceHigh } : null,
      request,
      find,
    }),
  };
}

function increment(counts: Int32Array, at: number) {
  counts[at] = (counts[at] ?? 0) + 1;
}

function hasValue(offsets: Int32Array, values: Int32Array, document: number, value: number) {
  for (let at = offsets[document] ?? 0; at < (offsets[document + 1] ?? 0); at++) if (values[at] === value) return true;
  return false;
}

/** A table of allowed indexes, or null when the filter is not used. Unknown values allow nothing. */
function flags<T>(size: number, chosen: readonly T[] | undefined, indexOf: (value: T) => number | undefined): Uint8Array | null {
  if (!chosen || chosen.length === 0) return null;
  const allowed = new Uint8Array(size);
  for (const value of chosen) {
    const at = indexOf(value);
    if (at !== undefined && at >= 0) allowed[at] = 1;
  }
  return allowed;
}

/**
 * Whether document a comes before document b. `slot` is the document's position among the matches
 * (where its score is) when there is a query.
 */
type Before = (slotA: number, a: number, slotB: number, b: number) => boolean;

function comparator(catalog: SearchCatalog, index: TextIndex, sort: SearchSort, scores: Float32Array | null, hasQuery: boolean): Before {
  const { nameRank, catalogRank } = index;
  const byName: Before = (_sa, a, _sb, b) => (nameRank[a] ?? 0) < (nameRank[b] ?? 0);
  const priceKey = (document: number, direction: 1 | -1) => {
    const price = catalog.price[document] ?? NO_PRICE;
    // Prices on request go last in both directions.
    return price === NO_PRICE ? Number.MAX_SAFE_INTEGER : price * direction;
  };
  switch (sort) {
    case "name":
      return byName;
    case "price-asc":
    case "price-desc": {
      const direction = sort === "price-asc" ? 1 : -1;
      return (sa, a, sb, b) => {
        const difference = priceKey(a, direction) - priceKey(b, direction);
        return difference !== 0 ? difference < 0 : byName(sa, a, sb, b);
      };
    }
    case "newest":
      return (_sa, a, _sb, b) => (catalog.newestRank[a] ?? 0) < (catalog.newestRank[b] ?? 0);
    default:
      if (!hasQuery || !scores) return (_sa, a, _sb, b) => (catalogRank[a] ?? 0) < (catalogRank[b] ?? 0);
      return (sa, a, sb, b) => {
        const difference = (scores[sa] ?? 0) - (scores[sb] ?? 0);
        return difference !== 0 ? difference > 0 : (catalogRank[a] ?? 0) < (catalogRank[b] ?? 0);
      };
  }
}

/** The best `limit` documents seen so far, in a heap whose root is the worst of them. */
class TopK {
  private slots: number[] = [];
  private documents: number[] = [];
  constructor(
    private readonly limit: number,
    private readonly before: Before,
  ) {}

  offer(slot: number, document: number) {
    if (this.limit === 0) return;
    if (this.documents.length < this.limit) {
      this.slots.push(slot);
      this.documents.push(document);
      this.up(this.documents.length - 1);
    } else if (this.before(slot, document, this.slots[0] ?? 0, this.documents[0] ?? 0)) {
      this.slots[0] = slot;
      this.documents[0] = document;
      this.down(0);
    }
  }

  sorted(): number[] {
    const order = this.documents.map((_, at) => at);
    order.sort((x, y) =>
      this.before(this.slots[x] ?? 0, this.documents[x] ?? 0, this.slots[y] ?? 0, this.documents[y] ?? 0)
        ? -1
        : this.before(this.slots[y] ?? 0, this.documents[y] ?? 0, this.slots[x] ?? 0, this.documents[x] ?? 0)
          ? 1
          : 0,
    );
    return order.map((at) => this.documents[at] ?? 0);
  }

  /** The worse of two heap entries goes up. */
  private worse(i: number, j: number) {
    return this.before(this.slots[j] ?? 0, this.documents[j] ?? 0, this.slots[i] ?? 0, this.documents[i] ?? 0);
  }

  private swap(i: number, j: number) {
    [this.slots[i], this.slots[j]] = [this.slots[j] ?? 0, this.slots[i] ?? 0];
    [this.documents[i], this.documents[j]] = [this.documents[j] ?? 0, this.documents[i] ?? 0];
  }

  private up(at: number) {
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!this.worse(at, parent)) break;
      this.swap(at, parent);
      at = parent;
    }
  }

  private down(at: number) {
    const size = this.documents.length;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let worst = at;
      if (left < size && this.worse(left, worst)) worst = left;
      if (right < size && this.worse(right, worst)) worst = right;
      if (worst === at) return;
      this.swap(at, worst);
      at = worst;
    }
  }
}

type FacetInput = {
  taxon: number;
  brandCounts: Int32Array;
  typeCounts: Int32Array;
  stockCounts: Int32Array;
  taxonCounts: Int32Array;
  optionCounts: Int32Array;
  price: SearchFacets["price"];
  request: SearchQuery;
  find: Lookups;
};

function facetsOf(catalog: SearchCatalog, locale: TextIndex["locale"], input: FacetInput): SearchFacets {
  const { request } = input;
  const chosenBrands = new Set(request.brand ?? []);
  const chosenTypes = new Set<string>(request.type ?? []);
  const chosenStocks = new Set<string>(request.stockStatus ?? []);
  const chosenOptions = new Set((request.attribute ?? []).map(({ attribute, option }) => `${attribute}:${option}`));

  const categories = catalog.taxonList
    .map((taxon, at) => ({ taxon, count: input.taxonCounts[at] ?? 0 }))
    .filter(({ taxon, count }) => count > 0 && (input.taxon >= 0 ? taxon.parent === input.taxon : taxon.parent === -1))
    .sort((a, b) => a.taxon.position - b.taxon.position)
    .map(({ taxon, count }) => ({ code: taxon.code, name: taxon.names[locale] ?? taxon.code, slug: taxon.slugs[locale] ?? "", count }));

  const brands = catalog.brands
    .map((brand, at) => ({ brand, count: input.brandCounts[at] ?? 0 }))
    .filter(({ brand, count }) => count > 0 || chosenBrands.has(brand.code))
    .sort((a, b) => a.brand.position - b.brand.position || a.brand.name.localeCompare(b.brand.name))
    .map(({ brand, count }) => ({ code: brand.code, name: brand.name, count }));

  const types = productTypes
    .map((value, at) => ({ value, count: input.typeCounts[at] ?? 0 }))
    .filter(({ value, count }) => count > 0 || chosenTypes.has(value));
  const stockStatusFacet = stockStatuses
    .map((value, at) => ({ value, count: input.stockCounts[at] ?? 0 }))
    .filter(({ value, count }) => count > 0 || chosenStocks.has(value));

  const attributes = catalog.attributes
    .map((attribute, attributeIndex) => ({
      attribute,
      options: catalog.optionList
        .map((option, at) => ({ option, count: input.optionCounts[at] ?? 0 }))
        .filter(
          ({ option, count }) =>
            option.attribute === attributeIndex && (count > 0 || chosenOptions.has(`${attribute.code}:${option.code}`)),
        )
        .sort((a, b) => a.option.position - b.option.position)
        .map(({ option, count }) => ({ code: option.code, label: option.labels[locale] ?? option.code, count })),
    }))
    .filter(({ attribute, options }) => attribute.filterable && options.length > 0)
    .sort((a, b) => a.attribute.position - b.attribute.position)
    .map(({ attribute, options }) => ({
      code: attribute.code,
      name: attribute.names[locale] ?? attribute.code,
      unit: attribute.unit,
      options,
    }));

  return { categories, brands, types, stockStatuses: stockStatusFacet, price: input.price, attributes };
}
