import { availabilityStatuses } from "@portal/domain/catalog/availability";
import { productTypes } from "@portal/domain/catalog/enums";
import type { SearchFacets, SearchQuery, SearchSort } from "@portal/domain/search/schemas";
import { searchLimits } from "@portal/domain/search/schemas";
import { type CatalogNumberAttribute, type Lists, NO_PRICE, NO_STOCK, type SearchCatalog } from "./search.catalog";
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
  ignoredWords: string[];
  facets: SearchFacets;
};

type Lookups = {
  brand: Map<string, number>;
  taxon: Map<string, number>;
  option: Map<string, number>;
  number: Map<string, number>;
};
const lookupsOf = new WeakMap<SearchCatalog, Lookups>();
function lookups(catalog: SearchCatalog): Lookups {
  let found = lookupsOf.get(catalog);
  if (!found) {
    found = {
      brand: new Map(catalog.brands.map((brand, index) => [brand.code, index])),
      taxon: new Map(catalog.taxonList.map((taxon, index) => [taxon.code, index])),
      option: new Map(catalog.optionList.map((option, index) => [`${catalog.attributes[option.attribute]?.code}:${option.code}`, index])),
      number: new Map(catalog.numbers.map((attribute, index) => [attribute.code, index])),
    };
    lookupsOf.set(catalog, found);
  }
  return found;
}

const BRAND = 1;
const TYPE = 2;
const STOCK = 4;
const PRICE = 8;
/** A profile outside the chosen category: every bit set, so it counts nowhere. */
const OUTSIDE = -1;
/** Attribute filters take the bits from here on, one per attribute. */
const FIRST_ATTRIBUTE_BIT = 4;
const maxAttributeFilters = searchLimits.attributeFilters;
/** Then range filters of number attributes, one bit each; their documents are checked one by one, as prices are. */
const FIRST_RANGE_BIT = FIRST_ATTRIBUTE_BIT + maxAttributeFilters;
const RANGES = ((1 << searchLimits.rangeFilters) - 1) << FIRST_RANGE_BIT;

/** `facets: false` skips the counting when only the best matches are wanted (suggestions). */
export function runSearch(catalog: SearchCatalog, index: TextIndex, request: SearchQuery, { facets = true } = {}): SearchOutcome {
  const find = lookups(catalog);
  const text = request.query.trim();
  const taxon = request.taxon === undefined ? -1 : (find.taxon.get(request.taxon) ?? -2);

  // Candidates: the query's matches, or the chosen category's documents, or everything.
  let candidates: Int32Array;
  let scores: Float32Array | null = null;
  let corrections: SearchOutcome["corrections"] = [];
  let ignoredWords: string[] = [];
  if (text) {
    const match = matchQuery(catalog, index, text);
    candidates = match.documents;
    scores = match.scores;
    corrections = match.corrections;
    ignoredWords = match.ignoredWords;
  } else if (taxon >= 0) candidates = catalog.taxonDocuments[taxon] ?? new Int32Array(0);
  else if (taxon === -1) candidates = allDocuments(catalog);
  else candidates = new Int32Array(0);
  const needsTaxonCheck = Boolean(text) && taxon !== -1;

  // Filters as lookup tables.
  const brandAllowed = flags(catalog.brands.length, request.brand, (code) => find.brand.get(code));
  const typeAllowed = flags(productTypes.length, request.type, (type) => productTypes.indexOf(type));
  const stockAllowed = flags(NO_STOCK + 1, request.stockStatus, (status) => availabilityStatuses.indexOf(status));
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

  // Ranges of number attributes: one bit per attribute; two ranges of one attribute keep what both allow.
  const ranges = rangeFilters(catalog, find, request);

  // Which filters each facet profile fails, a bit each, decided once per query rather than per match.
  const { profiles } = catalog;
  const profileFailed = new Int32Array(profiles.size);
  for (let profile = 0; profile < profiles.size; profile++) {
    if (needsTaxonCheck && !hasValue(profiles.taxons, profile, taxon)) {
      profileFailed[profile] = OUTSIDE;
      continue;
    }
    let failed = 0;
    if (brandAllowed !== null && brandAllowed[profiles.brand[profile] as number] === 0) failed |= BRAND;
    if (typeAllowed !== null && typeAllowed[profiles.type[profile] as number] === 0) failed |= TYPE;
    if (stockAllowed !== null && stockAllowed[profiles.stock[profile] as number] === 0) failed |= STOCK;
    if (attributeMask !== 0) {
      let passed = 0;
      for (let o = profiles.options.offsets[profile] as number; o < (profiles.options.offsets[profile + 1] as number); o++)
        passed |= optionBit[profiles.options.values[o] as number] as number;
      failed |= attributeMask & ~passed;
    }
    profileFailed[profile] = failed;
  }

  // Matches per profile: passing every filter, and failing only the filter of one slot (a facet
  // counts the matches its own filter set aside). A slot is the index of the filter's bit.
  const passing = new Int32Array(profiles.size);
  const failingOnly = new Int32Array(facets ? profiles.size * (FIRST_ATTRIBUTE_BIT + attributeBits.size) : 0);
  let priceLow = Number.MAX_SAFE_INTEGER;
  let priceHigh = -1;
  let total = 0;

  const wanted = Math.min(request.page * request.itemsPerPage, searchLimits.maxResults);
  const best = new TopK(wanted);
  const mode = sortMode(request.sort, scores !== null);
  const { nameRank, catalogRank } = index;
  const { newestRank, price: prices, profile: profileOf } = catalog;
  const profileCount = profiles.size;
  const { count: rangeCount, lows: rangeLows, highs: rangeHighs, mins: rangeMins, maxs: rangeMaxs, bits: rangeBits } = ranges;
  // The matches that number attributes' spans are taken over, stamped as the loop goes (see numberSpans).
  const stamps = facets && catalog.numbers.length > 0 ? stampsFor(catalog) : null;

  // The loop runs once per match, up to a million times: typed arrays and local names only.
  // An option or a number attribute that does not exist matches nothing.
  const count = unknownOption || ranges.impossible ? 0 : candidates.length;
  for (let at = 0; at < count; at++) {
    const document = candidates[at] as number;
    const profile = profileOf[document] as number;
    let failed = profileFailed[profile] as number;
    const price = prices[document] as number;
    if (priceFiltered && (price === NO_PRICE || price < priceMin || price > priceMax)) failed |= PRICE;
    for (let r = 0; r < rangeCount; r++) {
      // A document without a value (NaN) compares false, and fails.
      const overlaps =
        ((rangeMaxs[r] as Float32Array)[document] as number) >= (rangeLows[r] as number) &&
        ((rangeMins[r] as Float32Array)[document] as number) <= (rangeHighs[r] as number);
      if (!overlaps) failed |= rangeBits[r] as number;
    }
    // More than one failed filter: the document counts nowhere.
    if ((failed & (failed - 1)) !== 0) continue;
    // The price range shows what the other filters keep.
    if ((failed === 0 || failed === PRICE) && price !== NO_PRICE) {
      if (price < priceLow) priceLow = price;
      if (price > priceHigh) priceHigh = price;
    }
    if (stamps !== null) {
      // Passing, or failing only a range: that range's number (1 + its index) in the low bits.
      if (failed === 0) stamps.stamp[document] = stamps.base;
      else if ((failed & RANGES) !== 0) stamps.stamp[document] = stamps.base + 32 - Math.clz32(failed) - FIRST_RANGE_BIT;
    }
    if (failed === 0) {
      total++;
      passing[profile] = (passing[profile] as number) + 1;
      const key = sortKey(mode, at, document, scores, price, nameRank, catalogRank, newestRank);
      if (key < best.threshold) best.offer(key, document);
    } else if (facets && failed !== PRICE && (failed & RANGES) === 0) {
      const slot = (31 - Math.clz32(failed)) * profileCount + profile;
      failingOnly[slot] = (failingOnly[slot] as number) + 1;
    }
  }

  const counts = facets ? facetCounts(catalog, passing, failingOnly, optionAttributeBit) : null;
  const spans = stamps === null ? null : numberSpans(catalog, stamps, candidates, count, ranges.slotOf);
  const from = (request.page - 1) * request.itemsPerPage;
  return {
    documents: best.sorted().slice(from, from + request.itemsPerPage),
    total,
    maxResultExceeded: total > searchLimits.maxResults,
    corrections,
    ignoredWords,
    facets: counts
      ? facetsOf(catalog, index.locale, {
          taxon,
          ...counts,
          price: priceHigh >= 0 ? { minCents: priceLow, maxCents: priceHigh } : null,
          numberLow: spans?.low ?? new Float64Array(0),
          numberHigh: spans?.high ?? new Float64Array(0),
          request,
          find,
        })
      : emptyFacets,
  };
}

const emptyFacets: SearchFacets = { categories: [], brands: [], types: [], stockStatuses: [], price: null, attributes: [], ranges: [] };

/**
 * The matches number attributes' spans are taken over, one stamp per document reused from one
 * search to the next: the search's number times 32, plus 0 for a match or 1 + the index of the only
 * range it fails.
 */
type Stamps = { base: number; stamp: Int32Array };
const stampsOf = new WeakMap<SearchCatalog, Stamps>();

function stampsFor(catalog: SearchCatalog): Stamps {
  let found = stampsOf.get(catalog);
  if (!found) {
    found = { base: 0, stamp: new Int32Array(catalog.size) };
    stampsOf.set(catalog, found);
  }
  found.base += 32;
  // Before the stamps wrap around, old ones are wiped so that none passes for a new one.
  if (found.base >= 2 ** 30) {
    found.stamp.fill(0);
    found.base = 32;
  }
  return found;
}

/**
 * The lowest and highest value of each number attribute among the matches, the attribute's own
 * range set aside. An attribute few products have (power: machines only) is read over its own
 * products; one most products have (weight) over the matches: never over a million products for
 * a hundred matches, nor nine columns for each of a hundred thousand matches.
 */
function numberSpans(catalog: SearchCatalog, stamps: Stamps, candidates: Int32Array, count: number, slotOf: Int32Array) {
  const low = new Float64Array(catalog.numbers.length).fill(Number.POSITIVE_INFINITY);
  const high = new Float64Array(catalog.numbers.length).fill(Number.NEGATIVE_INFINITY);
  const { stamp, base } = stamps;
  catalog.numbers.forEach((attribute, n) => {
    // A match, or a document that fails only this attribute's own range.
    const pass = base;
    const own = base + (slotOf[n] as number);
    const { min, max } = attribute;
    const list = attribute.documents.length < count ? attribute.documents : candidates;
    const length = list === candidates ? count : list.length;
    let lowest = Number.POSITIVE_INFINITY;
    let highest = Number.NEGATIVE_INFINITY;
    for (let at = 0; at < length; at++) {
      const document = list[at] as number;
      const state = stamp[document] as number;
      if (state !== pass && state !== own) continue;
      const value = min[document] as number;
      if (Number.isNaN(value)) continue;
      if (value < lowest) lowest = value;
      const top = max[document] as number;
      if (top > highest) highest = top;
    }
    low[n] = lowest;
    high[n] = highest;
  });
  return { low, high };
}

type Ranges = {
  count: number;
  lows: Float32Array;
  highs: Float32Array;
  mins: Float32Array[];
  maxs: Float32Array[];
  bits: Int32Array;
  /** 1 + the index of each number attribute's range, 0 when it is not filtered. */
  slotOf: Int32Array;
  /** An unknown attribute, or two ranges that allow nothing together. */
  impossible: boolean;
};

/** The request's ranges as arrays the match loop reads, bounds in float32 as the values are stored. */
function rangeFilters(catalog: SearchCatalog, find: Lookups, request: SearchQuery): Ranges {
  const wanted = new Map<number, { low: number; high: number }>();
  let impossible = false;
  for (const { attribute, min, max } of request.range ?? []) {
    const index = find.number.get(attribute);
    if (index === undefined) {
      impossible = true;
      continue;
    }
    const range = wanted.get(index) ?? { low: Number.NEGATIVE_INFINITY, high: Number.POSITIVE_INFINITY };
    if (min !== null) range.low = Math.max(range.low, Math.fround(min));
    if (max !== null) range.high = Math.min(range.high, Math.fround(max));
    if (range.low > range.high) impossible = true;
    wanted.set(index, range);
  }
  const chosen = [...wanted.entries()].slice(0, searchLimits.rangeFilters);
  const slotOf = new Int32Array(catalog.numbers.length);
  chosen.forEach(([index], r) => {
    slotOf[index] = 1 + r;
  });
  return {
    count: chosen.length,
    lows: Float32Array.from(chosen, ([, range]) => range.low),
    highs: Float32Array.from(chosen, ([, range]) => range.high),
    mins: chosen.map(([index]) => (catalog.numbers[index] as CatalogNumberAttribute).min),
    maxs: chosen.map(([index]) => (catalog.numbers[index] as CatalogNumberAttribute).max),
    bits: Int32Array.from(chosen, (_, r) => 1 << (FIRST_RANGE_BIT + r)),
    slotOf,
    impossible,
  };
}

/** Spreads the matches counted per profile over the facet values of each profile. */
function facetCounts(catalog: SearchCatalog, passing: Int32Array, failingOnly: Int32Array, optionAttributeBit: Int32Array) {
  const { profiles } = catalog;
  const size = profiles.size;
  const only = (bit: number, profile: number) => failingOnly[(31 - Math.clz32(bit)) * size + profile] as number;
  const brandCounts = new Int32Array(catalog.brands.length);
  const typeCounts = new Int32Array(productTypes.length);
  const stockCounts = new Int32Array(NO_STOCK + 1);
  const taxonCounts = new Int32Array(catalog.taxonList.length);
  const optionCounts = new Int32Array(catalog.optionList.length);
  for (let profile = 0; profile < size; profile++) {
    const all = passing[profile] as number;
    const brand = profiles.brand[profile] as number;
    const type = profiles.type[profile] as number;
    const stock = profiles.stock[profile] as number;
    brandCounts[brand] = (brandCounts[brand] as number) + all + only(BRAND, profile);
    typeCounts[type] = (typeCounts[type] as number) + all + only(TYPE, profile);
    stockCounts[stock] = (stockCounts[stock] as number) + all + only(STOCK, profile);
    for (let t = profiles.taxons.offsets[profile] as number; t < (profiles.taxons.offsets[profile + 1] as number); t++) {
      const listed = profiles.taxons.values[t] as number;
      taxonCounts[listed] = (taxonCounts[listed] as number) + all;
    }
    for (let o = profiles.options.offsets[profile] as number; o < (profiles.options.offsets[profile + 1] as number); o++) {
      const option = profiles.options.values[o] as number;
      const bit = optionAttributeBit[option] as number;
      optionCounts[option] = (optionCounts[option] as number) + all + (bit === 0 ? 0 : only(bit, profile));
    }
  }
  return { brandCounts, typeCounts, stockCounts, taxonCounts, optionCounts };
}

function hasValue({ offsets, values }: Lists, row: number, value: number) {
  for (let at = offsets[row] ?? 0; at < (offsets[row + 1] ?? 0); at++) if (values[at] === value) return true;
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

/** Every document, for a listing without query or category. */
const allDocumentsOf = new WeakMap<SearchCatalog, Int32Array>();
function allDocuments(catalog: SearchCatalog): Int32Array {
  let all = allDocumentsOf.get(catalog);
  if (!all) {
    all = Int32Array.from({ length: catalog.size }, (_, document) => document);
    allDocumentsOf.set(catalog, all);
  }
  return all;
}

const sortModes = { score: 0, catalog: 1, name: 2, priceAscending: 3, priceDescending: 4, newest: 5 } as const;
type SortMode = (typeof sortModes)[keyof typeof sortModes];

function sortMode(sort: SearchSort, hasScores: boolean): SortMode {
  switch (sort) {
    case "name":
      return sortModes.name;
    case "price-asc":
      return sortModes.priceAscending;
    case "price-desc":
      return sortModes.priceDescending;
    case "newest":
      return sortModes.newest;
    default:
      return hasScores ? sortModes.score : sortModes.catalog;
  }
}

/** Ranks are below 2^21 (two million documents); prices below 10^8 cents; scores below 2^12. */
const RANK_SPAN = 2 ** 21;
const PRICE_LAST = 2 ** 28;
const MAX_PRICE = 100_000_000;

/**
 * One number per document, smaller first: the sort's criterion with the name or catalogue order
 * breaking ties, so that keeping the best page compares numbers only.
 */
function sortKey(
  mode: SortMode,
  slot: number,
  document: number,
  scores: Float32Array | null,
  price: number,
  nameRank: Int32Array,
  catalogRank: Int32Array,
  newestRank: Int32Array,
): number {
  switch (mode) {
    case sortModes.score:
      // Scores are sums of small weights: 1/1024 keeps them apart.
      return -Math.round((scores?.[slot] ?? 0) * 1024) * RANK_SPAN + (catalogRank[document] as number);
    case sortModes.name:
      return nameRank[document] as number;
    case sortModes.priceAscending:
      return (price === NO_PRICE ? PRICE_LAST : price) * RANK_SPAN + (nameRank[document] as number);
    case sortModes.priceDescending:
      return (price === NO_PRICE ? PRICE_LAST : MAX_PRICE - price) * RANK_SPAN + (nameRank[document] as number);
    case sortModes.newest:
      return newestRank[document] as number;
    default:
      return catalogRank[document] as number;
  }
}

/** The `limit` smallest keys seen so far, in a heap whose root is the largest of them. */
class TopK {
  private readonly keys: Float64Array;
  private readonly documents: Int32Array;
  private size = 0;
  /** Keys from here on cannot enter: the largest kept key once the heap is full. */
  threshold = Number.POSITIVE_INFINITY;

  constructor(private readonly limit: number) {
    this.keys = new Float64Array(limit);
    this.documents = new Int32Array(limit);
    if (limit === 0) this.threshold = Number.NEGATIVE_INFINITY;
  }

  offer(key: number, document: number) {
    const { keys, documents } = this;
    if (this.size < this.limit) {
      let at = this.size++;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if ((keys[parent] as number) >= key) break;
        keys[at] = keys[parent] as number;
        documents[at] = documents[parent] as number;
        at = parent;
      }
      keys[at] = key;
      documents[at] = document;
      if (this.size === this.limit) this.threshold = keys[0] as number;
      return;
    }
    if (key >= (keys[0] as number)) return;
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= this.size) break;
      const right = left + 1;
      const larger = right < this.size && (keys[right] as number) > (keys[left] as number) ? right : left;
      if ((keys[larger] as number) <= key) break;
      keys[at] = keys[larger] as number;
      documents[at] = documents[larger] as number;
      at = larger;
    }
    keys[at] = key;
    documents[at] = document;
    this.threshold = keys[0] as number;
  }

  sorted(): number[] {
    const order = Array.from({ length: this.size }, (_, at) => at);
    order.sort((a, b) => (this.keys[a] as number) - (this.keys[b] as number));
    return order.map((at) => this.documents[at] as number);
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
  numberLow: Float64Array;
  numberHigh: Float64Array;
  request: SearchQuery;
  find: Lookups;
};

/** float32 values read back with the decimals they were stored with (12.3, not 12.300000190734863). */
const decimal = (value: number) => Math.round(value * 1000) / 1000;

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
  const stockStatusFacet = availabilityStatuses
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

  // A number attribute is worth a range when its matches differ, or when a range of it is chosen.
  const rangedCodes = new Set((request.range ?? []).map((range) => range.attribute));
  const ranges = catalog.numbers
    .map((attribute, at) => ({ attribute, low: input.numberLow[at] as number, high: input.numberHigh[at] as number }))
    .filter(({ attribute, low, high }) => low < high || (low === high && rangedCodes.has(attribute.code)))
    .sort((a, b) => a.attribute.position - b.attribute.position)
    .map(({ attribute, low, high }) => ({
      code: attribute.code,
      name: attribute.names[locale] ?? attribute.code,
      unit: attribute.unit,
      min: decimal(low),
      max: decimal(high),
    }));

  return { categories, brands, types, stockStatuses: stockStatusFacet, price: input.price, attributes, ranges };
}
