import { type AvailabilityStatus, availabilityStatuses } from "@portal/domain/catalog/availability";
import { type ProductType, productTypes } from "@portal/domain/catalog/enums";
import { type SearchSort, searchLimits, searchSorts } from "@portal/domain/search/schemas";

/**
 * The state of a product list (search, category, brand) as read from and written to its address:
 * every choice lives in the URL, so a list can be shared, bookmarked and used without JavaScript.
 *
 *   q=tondeuse  category=<taxon code> (search only)  brand=verdalis (repeatable)  type=machine
 *   stock=on_stock  price=10-200 (euros)  a.<attribute>=<option>  r.<number attribute>=46-53 (its unit)
 *   sort=price-asc  page=2  view=list
 */

export type ListingView = "grid" | "list";
export type PriceRange = { min: number | null; max: number | null };
export type AttributeChoice = { attribute: string; option: string };
/** Values of a number attribute, in its unit; either end may be open. */
export type NumberRange = { attribute: string; min: number | null; max: number | null };

export type ListingState = {
  query: string;
  category: string | null;
  brands: string[];
  types: ProductType[];
  stock: AvailabilityStatus[];
  attributes: AttributeChoice[];
  ranges: NumberRange[];
  /** In euros, as typed; either end may be open. */
  price: PriceRange | null;
  sort: SearchSort;
  page: number;
  view: ListingView;
};

export type SearchParams = Record<string, string | string[] | undefined>;

export const LISTING_PAGE_SIZE: number = searchLimits.defaultPageSize;
/** Pages stop where the search stops counting: past 1,000 results one refines the query instead. */
export const LISTING_MAX_PAGE = Math.ceil(searchLimits.maxResults / LISTING_PAGE_SIZE);
export const DEFAULT_SORT: SearchSort = "relevance";
const ATTRIBUTE_PREFIX = "a.";
const RANGE_PREFIX = "r.";
/** Fields of the price form, which a page without JavaScript submits as they are. */
export const PRICE_FORM_FIELDS = { min: "price_min", max: "price_max" } as const;
/** Fields of a number attribute's range form, submitted as they are too: the prefix, then its code. */
const RANGE_FORM_PREFIXES = { min: "rmin.", max: "rmax." } as const;
export const rangeFormFields = (attribute: string) => ({
  min: `${RANGE_FORM_PREFIXES.min}${attribute}`,
  max: `${RANGE_FORM_PREFIXES.max}${attribute}`,
});
/** The attribute of a range form's field, or null for any other field. */
function rangeFormAttribute(key: string): string | null {
  for (const prefix of Object.values(RANGE_FORM_PREFIXES)) if (key.startsWith(prefix)) return key.slice(prefix.length);
  return null;
}

const CODE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const AMOUNT = String.raw`\d{1,7}(?:[.,]\d{1,2})?`;
const PRICE = new RegExp(`^\\s*(${AMOUNT})?\\s*-\\s*(${AMOUNT})?\\s*$`);
const VALUE = String.raw`\d{1,9}(?:[.,]\d{1,3})?`;
const RANGE = new RegExp(`^\\s*(${VALUE})?\\s*-\\s*(${VALUE})?\\s*$`);
const SINGLE_VALUE = new RegExp(`^\\s*${VALUE}\\s*$`);

export const emptyListingState: ListingState = {
  query: "",
  category: null,
  brands: [],
  types: [],
  stock: [],
  attributes: [],
  ranges: [],
  price: null,
  sort: DEFAULT_SORT,
  page: 1,
  view: "grid",
};

function all(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function first(value: string | string[] | undefined): string | undefined {
  return all(value)[0];
}

/** Distinct values kept in a stable order, at most as many as the search takes. */
function distinct<T extends string>(values: T[]): T[] {
  return [...new Set(values)].slice(0, searchLimits.filterValues).sort();
}

function isOneOf<T extends string>(choices: readonly T[]) {
  return (value: string): value is T => (choices as readonly string[]).includes(value);
}

function amount(text: string | undefined): number | null {
  if (!text?.trim()) return null;
  if (!new RegExp(`^\\s*${AMOUNT}\\s*$`).test(text)) return null;
  return Number(text.trim().replace(",", "."));
}

/** `10-200`, `10-` or `-200`, in euros; the ends are swapped when written the wrong way round. */
export function parsePrice(value: string | undefined): PriceRange | null {
  const match = value === undefined ? null : PRICE.exec(value);
  if (!match) return null;
  return orderedRange(amount(match[1]), amount(match[2]));
}

function orderedRange(min: number | null, max: number | null): PriceRange | null {
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) return { min: max, max: min };
  return { min, max };
}

function value(text: string | undefined): number | null {
  if (!text || !SINGLE_VALUE.test(text)) return null;
  return Number(text.trim().replace(",", "."));
}

/** `46-53`, `46-` or `-53`, in the attribute's unit; the ends are swapped when written the wrong way round. */
function parseRange(text: string | undefined): { min: number | null; max: number | null } | null {
  const match = text === undefined ? null : RANGE.exec(text);
  return match ? orderedRange(value(match[1]), value(match[2])) : null;
}

/** The ranges of an address: `r.<attribute>=46-53`, or the two fields of a range form, which win. */
function readRanges(params: SearchParams): NumberRange[] {
  const ranges = new Map<string, NumberRange>();
  for (const [key, raw] of Object.entries(params)) {
    if (!key.startsWith(RANGE_PREFIX)) continue;
    const attribute = key.slice(RANGE_PREFIX.length);
    const range = CODE.test(attribute) ? parseRange(first(raw)) : null;
    if (range) ranges.set(attribute, { attribute, ...range });
  }
  for (const key of Object.keys(params)) {
    const attribute = rangeFormAttribute(key);
    if (attribute === null || !CODE.test(attribute)) continue;
    const fields = rangeFormFields(attribute);
    const range = orderedRange(value(first(params[fields.min])), value(first(params[fields.max])));
    if (range) ranges.set(attribute, { attribute, ...range });
    else ranges.delete(attribute);
  }
  return [...ranges.values()].sort((a, b) => a.attribute.localeCompare(b.attribute)).slice(0, searchLimits.rangeFilters);
}

function formatAmount(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

export function formatPriceParam(price: PriceRange): string {
  return `${price.min === null ? "" : formatAmount(price.min)}-${price.max === null ? "" : formatAmount(price.max)}`;
}

/** A value as the address carries it: up to three decimals, none when whole. */
const formatValue = (value: number) => String(Math.round(value * 1000) / 1000);

function readQuery(value: string | undefined): string {
  return (value ?? "").replace(/\s+/g, " ").trim().slice(0, searchLimits.queryMaxLength);
}

/** Reads a list's address; anything malformed is left out rather than refused. */
export function parseListingParams(params: SearchParams): ListingState {
  const attributes: AttributeChoice[] = [];
  const seen = new Set<string>();
  for (const [key, value] of Object.entries(params)) {
    if (!key.startsWith(ATTRIBUTE_PREFIX)) continue;
    const attribute = key.slice(ATTRIBUTE_PREFIX.length);
    if (!CODE.test(attribute)) continue;
    for (const option of all(value)) {
      const id = `${attribute}:${option}`;
      if (!CODE.test(option) || seen.has(id) || attributes.length >= searchLimits.filterValues) continue;
      seen.add(id);
      attributes.push({ attribute, option });
    }
  }
  attributes.sort((a, b) => a.attribute.localeCompare(b.attribute) || a.option.localeCompare(b.option));

  const formPrice = orderedRange(amount(first(params[PRICE_FORM_FIELDS.min])), amount(first(params[PRICE_FORM_FIELDS.max])));
  const category = first(params.category);
  const sort = first(params.sort) ?? "";
  const page = Number(first(params.page));

  return {
    query: readQuery(first(params.q)),
    category: category && CODE.test(category) ? category : null,
    brands: distinct(all(params.brand).filter((code) => CODE.test(code))),
    types: distinct(all(params.type).filter(isOneOf(productTypes))),
    stock: distinct(all(params.stock).filter(isOneOf(availabilityStatuses))),
    attributes,
    ranges: readRanges(params),
    price: formPrice ?? parsePrice(first(params.price)),
    sort: isOneOf(searchSorts)(sort) ? sort : DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= LISTING_MAX_PAGE ? page : 1,
    view: first(params.view) === "list" ? "list" : "grid",
  };
}

/**
 * True when the address came from the price form or a range form (two fields each) and should be
 * rewritten as `price=` or `r.<attribute>=`.
 */
export function hasFormFields(params: SearchParams): boolean {
  if (params[PRICE_FORM_FIELDS.min] !== undefined || params[PRICE_FORM_FIELDS.max] !== undefined) return true;
  return Object.keys(params).some((key) => rangeFormAttribute(key) !== null);
}

/** The address's query string, in a fixed order and without default values, so one list has one URL. */
export function listingSearchParams(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query) params.set("q", state.query);
  if (state.category) params.set("category", state.category);
  for (const brand of state.brands) params.append("brand", brand);
  for (const type of state.types) params.append("type", type);
  for (const stock of state.stock) params.append("stock", stock);
  if (state.price) params.set("price", formatPriceParam(state.price));
  for (const { attribute, option } of state.attributes) params.append(`${ATTRIBUTE_PREFIX}${attribute}`, option);
  for (const { attribute, min, max } of state.ranges) {
    params.set(`${RANGE_PREFIX}${attribute}`, `${min === null ? "" : formatValue(min)}-${max === null ? "" : formatValue(max)}`);
  }
  if (state.sort !== DEFAULT_SORT) params.set("sort", state.sort);
  if (state.view !== "grid") params.set("view", state.view);
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

export function listingHref(basePath: string, state: ListingState): string {
  const query = listingSearchParams(state).toString();
  return query ? `${basePath}?${query}` : basePath;
}

/** The same list with other filters: back to its first page, as the old page number means nothing there. */
export function withFilters(state: ListingState, change: Partial<ListingState>): ListingState {
  return { ...state, ...change, page: 1 };
}

function toggled<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((entry) => entry !== value) : [...values, value].sort();
}

export function toggleBrand(state: ListingState, code: string): ListingState {
  return withFilters(state, { brands: toggled(state.brands, code) });
}

export function toggleType(state: ListingState, type: ProductType): ListingState {
  return withFilters(state, { types: toggled(state.types, type) });
}

export function toggleStock(state: ListingState, status: AvailabilityStatus): ListingState {
  return withFilters(state, { stock: toggled(state.stock, status) });
}

export function hasAttribute(state: ListingState, attribute: string, option: string): boolean {
  return state.attributes.some((choice) => choice.attribute === attribute && choice.option === option);
}

export function toggleAttribute(state: ListingState, attribute: string, option: string): ListingState {
  const attributes = hasAttribute(state, attribute, option)
    ? state.attributes.filter((choice) => choice.attribute !== attribute || choice.option !== option)
    : [...state.attributes, { attribute, option }].sort(
        (a, b) => a.attribute.localeCompare(b.attribute) || a.option.localeCompare(b.option),
      );
  return withFilters(state, { attributes });
}

/** The same list without the range of `attribute`. */
export function withoutRange(state: ListingState, attribute: string): ListingState {
  return withFilters(state, { ranges: state.ranges.filter((range) => range.attribute !== attribute) });
}

/** Every filter dropped; the words searched, the sort and the view stay. */
export function clearFilters(state: ListingState): ListingState {
  return withFilters(state, { category: null, brands: [], types: [], stock: [], attributes: [], ranges: [], price: null });
}

/** How many filter values are chosen (a price or value range counts as one). */
export function filterCount(state: ListingState): number {
  return (
    (state.category ? 1 : 0) +
    state.brands.length +
    state.types.length +
    state.stock.length +
    state.attributes.length +
    state.ranges.length +
    (state.price ? 1 : 0)
  );
}

/**
 * Whether crawlers should index this list: words searched never, nor price ranges (any number of
 * them), nor combinations past a first filter value; the plain list and one facet value are pages.
 */
export function isIndexable(state: ListingState): boolean {
  return !state.query && !state.price && state.ranges.length === 0 && filterCount(state) <= 1;
}

/** The address of the indexable version of a list: without sort and view, which change no content. */
export function canonicalHref(basePath: string, state: ListingState): string {
  return listingHref(basePath, { ...state, sort: DEFAULT_SORT, view: "grid" });
}

/** The search API's query for a list, prices in cents. */
export function searchApiParams(state: ListingState, taxon: string | null, itemsPerPage = LISTING_PAGE_SIZE): URLSearchParams {
  const params = new URLSearchParams();
  params.set("query", state.query);
  if (taxon) params.set("taxon", taxon);
  for (const brand of state.brands) params.append("brand", brand);
  for (const type of state.types) params.append("type", type);
  for (const stock of state.stock) params.append("stockStatus", stock);
  for (const { attribute, option } of state.attributes) params.append("attribute", `${attribute}:${option}`);
  for (const { attribute, min, max } of state.ranges) {
    params.append("range", `${attribute}:${min === null ? "" : formatValue(min)}..${max === null ? "" : formatValue(max)}`);
  }
  const { min = null, max = null } = state.price ?? {};
  if (min !== null) params.set("priceMin", String(Math.round(min * 100)));
  if (max !== null) params.set("priceMax", String(Math.round(max * 100)));
  params.set("sort", state.sort);
  params.set("page", String(state.page));
  params.set("itemsPerPage", String(itemsPerPage));
  return params;
}

/** Pages one can reach: the results, but never past the search's limit. */
export function pageCount(total: number, itemsPerPage = LISTING_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.min(total, searchLimits.maxResults) / itemsPerPage));
}

export type PaginationItem = { kind: "page"; page: number } | { kind: "gap"; key: string };

/**
 * The page links to show: the first and last pages, the current one with its neighbours, and a gap
 * where pages are skipped (a gap of one page shows that page instead).
 */
export function paginationItems(current: number, count: number, neighbours = 1): PaginationItem[] {
  if (count <= 1) return [];
  const shown = new Set<number>([1, count]);
  for (let page = current - neighbours; page <= current + neighbours; page++) if (page >= 1 && page <= count) shown.add(page);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push({ kind: "page", page: previous + 1 });
    else if (page - previous > 2) items.push({ kind: "gap", key: `gap-${previous}` });
    items.push({ kind: "page", page });
    previous = page;
  }
  return items;
}

/** The fields a GET form must repeat so that submitting it keeps the rest of the list's state. */
export function hiddenFields(
  state: ListingState,
  leaveOut: readonly ("sort" | "price" | "query" | "view" | `range:${string}`)[],
): [string, string][] {
  const kept: ListingState = {
    ...state,
    page: 1,
    ranges: state.ranges.filter((range) => !leaveOut.includes(`range:${range.attribute}`)),
    ...(leaveOut.includes("sort") ? { sort: DEFAULT_SORT } : {}),
    ...(leaveOut.includes("price") ? { price: null } : {}),
    ...(leaveOut.includes("query") ? { query: "" } : {}),
    ...(leaveOut.includes("view") ? { view: "grid" as const } : {}),
  };
  return [...listingSearchParams(kept).entries()];
}
