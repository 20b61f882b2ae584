import { z } from "zod";
import { availabilityStatusSchema, catalogCodeSchema, imageSchema, productCardSchema, productTypeSchema } from "../catalog/schemas";
import { integerText } from "../validation/integers";

/** Search limits: results one can page through, and what as-you-type answers hold. */
export const searchLimits = {
  /** Past this many results a search says `maxResultExceeded` and pages stop: refine the query. */
  maxResults: 1000,
  defaultPageSize: 24,
  maxPageSize: 100,
  queryMaxLength: 100,
  suggestionMinLength: 2,
  suggestedProducts: 6,
  suggestedCategories: 4,
  suggestedReferences: 5,
  /** Filters of one kind in one request: a bound against pathological URLs. */
  filterValues: 50,
  /** Ranges of technical values (power, cutting width…) in one request. */
  rangeFilters: 6,
  /** Options of select attributes filtered in one request, each attribute counted once. */
  attributeFilters: 20,
} as const;

export const searchSorts = ["relevance", "name", "price-asc", "price-desc", "newest"] as const;
export type SearchSort = (typeof searchSorts)[number];

/** A repeated query parameter arrives as a string once, as an array after that. */
const repeated = <T extends z.ZodType>(item: T) =>
  z.union([z.array(item).max(searchLimits.filterValues), item.transform((value) => [value])]);

/** `attribute=engine:petrol`: a select attribute's code and one of its option codes. */
export const attributeFilterSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*:[A-Za-z0-9][A-Za-z0-9._-]*$/)
  .transform((value) => {
    const [attribute = "", option = ""] = value.split(":");
    return { attribute, option };
  });
export type AttributeFilter = z.output<typeof attributeFilterSchema>;

const rangeBound = String.raw`\d{1,9}(?:\.\d{1,3})?`;
const RANGE_FILTER = new RegExp(`^([A-Za-z0-9][A-Za-z0-9._-]*):(${rangeBound})?\\.\\.(${rangeBound})?$`);

/**
 * `range=cutting_width_cm:46..53`: a number attribute's code and the values wanted, in its unit;
 * either end may be left open (`46..`, `..53`), not both.
 */
export const rangeFilterSchema = z
  .string()
  .regex(RANGE_FILTER)
  .transform((value) => {
    const [, attribute = "", min, max] = RANGE_FILTER.exec(value) ?? [];
    return { attribute, min: min === undefined ? null : Number(min), max: max === undefined ? null : Number(max) };
  })
  .refine((range) => range.min !== null || range.max !== null, "a range needs at least one end")
  .refine((range) => range.min === null || range.max === null || range.min <= range.max, "a range's start must not pass its end");
export type RangeFilter = z.output<typeof rangeFilterSchema>;

const cents = integerText(z.number().int().min(0).max(100_000_000));

export const searchQuerySchema = z
  .strictObject({
    /** Words, a reference or part of one; empty lists everything the filters keep. */
    query: z.string().trim().max(searchLimits.queryMaxLength).default(""),
    /** Category code; products of its sub-categories are included. */
    taxon: catalogCodeSchema.optional(),
    brand: repeated(catalogCodeSchema).optional(),
    type: repeated(productTypeSchema).optional(),
    stockStatus: repeated(availabilityStatusSchema).optional(),
    attribute: repeated(attributeFilterSchema).optional(),
    range: z.union([z.array(rangeFilterSchema).max(searchLimits.rangeFilters), rangeFilterSchema.transform((value) => [value])]).optional(),
    /** Lowest shown price range, excl. VAT, in cents. */
    priceMin: cents.optional(),
    priceMax: cents.optional(),
    sort: z.enum(searchSorts).default("relevance"),
    page: integerText(z.number().int().min(1).max(searchLimits.maxResults)).default(1),
    itemsPerPage: integerText(z.number().int().min(1).max(searchLimits.maxPageSize)).default(searchLimits.defaultPageSize),
  })
  .refine((query) => query.priceMin === undefined || query.priceMax === undefined || query.priceMin <= query.priceMax, {
    path: ["priceMax"],
    message: "priceMax must not be below priceMin",
  });
export type SearchQuery = z.output<typeof searchQuerySchema>;

const facetCount = { count: z.number().int() };

export const searchFacetsSchema = z.object({
  /** Sub-categories of the chosen category (top-level categories without one). */
  categories: z.array(z.object({ code: z.string(), name: z.string(), slug: z.string(), ...facetCount })),
  brands: z.array(z.object({ code: z.string(), name: z.string(), ...facetCount })),
  types: z.array(z.object({ value: productTypeSchema, ...facetCount })),
  stockStatuses: z.array(z.object({ value: availabilityStatusSchema, ...facetCount })),
  /** Lowest and highest price of the matching products (price filter set aside), in cents. */
  price: z.object({ minCents: z.number().int(), maxCents: z.number().int() }).nullable(),
  attributes: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      unit: z.string().nullable(),
      options: z.array(z.object({ code: z.string(), label: z.string(), ...facetCount })),
    }),
  ),
  /**
   * Number attributes (power, cutting width…) with the lowest and highest values among the matching
   * products, their own range filter set aside; those whose matches all share one value are left out.
   */
  ranges: z.array(z.object({ code: z.string(), name: z.string(), unit: z.string().nullable(), min: z.number(), max: z.number() })),
});
export type SearchFacets = z.infer<typeof searchFacetsSchema>;

/**
 * A search answer (spec section 3: product codes, facets, total, maxResultExceeded), with the
 * products' cards in the same order so that a page needs one call. Facet counts are exact; each
 * facet is counted with the other facets' filters applied but not its own, so choices stay visible.
 */
export const searchResultSchema = z.object({
  query: z.string(),
  total: z.number().int(),
  page: z.number().int(),
  itemsPerPage: z.number().int(),
  maxResultExceeded: z.boolean(),
  codes: z.array(z.string()),
  products: z.array(productCardSchema),
  /** Query words read as another word of the catalogue ("tondeuze" → "tondeuse"). */
  corrections: z.array(z.object({ word: z.string(), correction: z.string() })),
  /** Query words no product holds, even with a typo: left out, so the other words still find products. */
  ignoredWords: z.array(z.string()),
  /** The query is one version's reference exactly (case and separators aside): the page to open rather than a list. */
  exactReference: z.object({ productCode: z.string(), slug: z.string(), variantCode: z.string() }).nullable(),
  facets: searchFacetsSchema,
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const suggestionsQuerySchema = z.strictObject({
  query: z.string().trim().min(searchLimits.suggestionMinLength).max(searchLimits.queryMaxLength),
});

export const suggestionsSchema = z.object({
  query: z.string(),
  products: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      slug: z.string(),
      reference: z.string().nullable(),
      brand: z.object({ code: z.string(), name: z.string() }),
      image: imageSchema.nullable(),
    }),
  ),
  categories: z.array(z.object({ code: z.string(), name: z.string(), slug: z.string() })),
  /** References starting with what was typed; a superseded one names the product that replaces it. */
  references: z.array(
    z.object({
      reference: z.string(),
      productCode: z.string(),
      name: z.string(),
      slug: z.string(),
      supersededReference: z.string().nullable(),
    }),
  ),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;
