import { z } from "zod";
import { localeSchema } from "../i18n/locale-schema";
import { integerText } from "../validation/integers";
import { availabilityStatuses, CURRENCY, deliveryPromises } from "./availability";
import { associationTypes, attributeTypes, documentTypes, highlightTypes, mandatoryInformationModes, productTypes } from "./enums";

/** Catalogue limits (spec section 9 and what keeps each answer bounded). */
export const catalogLimits = {
  /** Product-variant lookup by typology: page size 10. */
  variantLookupPageSize: 10,
  sitemapPageSize: 5000,
  recentlyViewed: 20,
  autocompleteResults: 10,
  autocompleteMinLength: 2,
  codesPerLookup: 100,
  listPageSize: 100,
} as const;

export const productTypeSchema = z.enum(productTypes);
export const associationTypeSchema = z.enum(associationTypes);
export const attributeTypeSchema = z.enum(attributeTypes);
export const documentTypeSchema = z.enum(documentTypes);
export const highlightTypeSchema = z.enum(highlightTypes);
export const mandatoryInformationModeSchema = z.enum(mandatoryInformationModes);
export const deliveryPromiseSchema = z.enum(deliveryPromises);
/** A stock status as buyers see it: with `out_of_stock` for an empty counted shelf. */
export const availabilityStatusSchema = z.enum(availabilityStatuses);

/** Product and variant codes: what the manufacturer's systems print, no spaces or slashes. */
export const catalogCodeSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);
export const productSlugSchema = z
  .string()
  .max(220)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
/** Category slugs carry their parents' slugs: `machines/tondeuses`. */
export const taxonSlugSchema = z
  .string()
  .max(160)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/);

const page = integerText(z.number().int().min(1).max(100_000)).default(1);
const pageSize = (max: number, fallback: number) => integerText(z.number().int().min(1).max(max)).default(fallback);

/** A repeated query parameter arrives as a string once, as an array after that. */
const codeList = z
  .union([catalogCodeSchema, z.array(catalogCodeSchema)])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .pipe(z.array(catalogCodeSchema).min(1).max(catalogLimits.codesPerLookup));

// ---- requests ----

export const productCodeParamsSchema = z.strictObject({ code: catalogCodeSchema });
export const productSlugParamsSchema = z.strictObject({ slug: productSlugSchema });
export const taxonCodeParamsSchema = z.strictObject({ categoryCode: catalogCodeSchema });

export const searchProductCodesQuerySchema = z.strictObject({
  "codes[]": codeList,
  limit: pageSize(catalogLimits.codesPerLookup, catalogLimits.codesPerLookup),
});

export const variantLookupQuerySchema = z.strictObject({
  /** Start of a variant code or reference. */
  code: z.string().trim().min(1).max(64).optional(),
  "product.typology": productTypeSchema.optional(),
  page,
  itemsPerPage: pageSize(catalogLimits.variantLookupPageSize, catalogLimits.variantLookupPageSize),
});

export const brandProductsQuerySchema = z.strictObject({
  brand: catalogCodeSchema,
  page,
  itemsPerPage: pageSize(catalogLimits.listPageSize, 24),
});

export const taxonBySlugQuerySchema = z.strictObject({ slug: taxonSlugSchema });

export const autocompleteQuerySchema = z.strictObject({
  term: z.string().trim().min(catalogLimits.autocompleteMinLength).max(64),
});

export const sitemapQuerySchema = z.strictObject({ page });

export const customerHistoryRequestSchema = z.strictObject({ productCode: catalogCodeSchema });
export const customerHistoryQuerySchema = z.strictObject({
  limit: pageSize(catalogLimits.recentlyViewed, catalogLimits.recentlyViewed),
});

/** `preview` asks for a fresh answer, past every cache. */
const previewFlag = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((value) => value === "true" || value === "1");

/** The older client names a product or variant by code or by id, exactly one of them. */
export const legacyProductQuerySchema = z
  .strictObject({
    code: catalogCodeSchema.optional(),
    id: integerText(z.number().int().positive().max(2_147_483_647)).optional(),
    preview: previewFlag,
  })
  .refine((query) => (query.code === undefined) !== (query.id === undefined), { path: ["code"] });
export const legacyMandatoryQuerySchema = z.strictObject({ code: catalogCodeSchema });
export const legacyCodesQuerySchema = z.strictObject({
  codes: codeList,
  limit: pageSize(catalogLimits.codesPerLookup, catalogLimits.codesPerLookup),
});
export const legacyProductsQuerySchema = z.strictObject({
  taxon: catalogCodeSchema.optional(),
  brand: catalogCodeSchema.optional(),
  page,
  limit: pageSize(catalogLimits.listPageSize, 24),
});
export const legacyCustomerQuerySchema = z.strictObject({ id: integerText(z.number().int().positive().max(2_147_483_647)) });

// ---- answers ----

export const imageSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int(), alt: z.string() });
export type Image = z.infer<typeof imageSchema>;

export const brandRefSchema = z.object({ code: z.string(), name: z.string() });
export const taxonRefSchema = z.object({ code: z.string(), name: z.string(), slug: z.string() });
export type TaxonRef = z.infer<typeof taxonRefSchema>;
export const localizationSchema = z.object({ locale: localeSchema, slug: z.string() });

export const attributeSchema = z.object({
  code: z.string(),
  name: z.string(),
  type: attributeTypeSchema,
  unit: z.string().nullable(),
  /** The raw value (number, yes/no, label or text) for comparisons. */
  value: z.union([z.string(), z.number(), z.boolean()]),
  /** The value as read in the request's language, without the unit. */
  formatted: z.string(),
});

export const priceSchema = z.object({
  /** Excl. VAT, in cents; null when the price is given on request. */
  priceCents: z.number().int().nullable(),
  ecotaxCents: z.number().int(),
  priceOnRequest: z.boolean(),
  currency: z.literal(CURRENCY),
});
export type VariantPrice = z.infer<typeof priceSchema>;

const availabilityFields = {
  stockStatus: availabilityStatusSchema,
  deliveryPromise: deliveryPromiseSchema.nullable(),
};

export const variantSchema = z.object({
  code: z.string(),
  reference: z.string(),
  name: z.string(),
  priceCents: z.number().int().nullable(),
  ecotaxCents: z.number().int(),
  priceOnRequest: z.boolean(),
  ...availabilityFields,
  /** The newer reference that replaces this one, with its product's slug in the request's language. */
  supersededBy: z.object({ code: z.string(), reference: z.string(), slug: z.string() }).nullable(),
  mandatoryInformation: z.object({ mode: mandatoryInformationModeSchema, text: z.string().nullable() }),
  partSmartCode: z.string().nullable(),
});
export type Variant = z.infer<typeof variantSchema>;

export const productViewSchema = z.object({
  code: z.string(),
  type: productTypeSchema,
  name: z.string(),
  slug: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  tips: z.string(),
  brand: brandRefSchema,
  mainTaxon: taxonRefSchema,
  /** From the top-level category down to the main category. */
  breadcrumb: z.array(taxonRefSchema),
  images: z.array(imageSchema),
  variants: z.array(variantSchema),
  attributes: z.array(attributeSchema),
  highlights: z.array(highlightTypeSchema),
  /** The slug in every language, for hreflang links and the language switcher. */
  localizations: z.array(localizationSchema),
});
export type ProductView = z.infer<typeof productViewSchema>;

export const productCardSchema = z.object({
  code: z.string(),
  type: productTypeSchema,
  name: z.string(),
  slug: z.string(),
  /** Reference of the first enabled variant, the one the product page shows first; null when none is enabled. */
  reference: z.string().nullable(),
  /** Code of the product's only enabled variant, which a list can add to the cart; null when the buyer has to choose among several, or there is none. */
  singleVariantCode: z.string().nullable(),
  brand: brandRefSchema,
  image: imageSchema.nullable(),
  /** Lowest shown price among the variants, excl. VAT, in cents. */
  fromPriceCents: z.number().int().nullable(),
  priceOnRequest: z.boolean(),
  /** Best availability among the variants; null when none is on sale. */
  stockStatus: availabilityStatusSchema.nullable(),
  deliveryPromise: deliveryPromiseSchema.nullable(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productAssociationsSchema = z.record(associationTypeSchema, z.array(productCardSchema));
export type ProductAssociations = z.infer<typeof productAssociationsSchema>;

/** A variant with the product it belongs to: lookups, kit contents. */
export const variantSummarySchema = variantSchema
  .pick({
    code: true,
    reference: true,
    name: true,
    priceCents: true,
    ecotaxCents: true,
    priceOnRequest: true,
    stockStatus: true,
    deliveryPromise: true,
  })
  .extend({ product: z.object({ code: z.string(), type: productTypeSchema, name: z.string(), slug: z.string() }) });
export type VariantSummary = z.infer<typeof variantSummarySchema>;

export const bundledProductSchema = z.object({ quantity: z.number().int().positive(), variant: variantSummarySchema });

export const documentSchema = z.object({
  type: documentTypeSchema,
  title: z.string(),
  locale: localeSchema,
  url: z.string(),
  mime: z.string(),
  sizeBytes: z.number().int(),
});
export type ProductDocument = z.infer<typeof documentSchema>;

export const variantViewSchema = variantSchema.extend({
  product: z.object({
    code: z.string(),
    type: productTypeSchema,
    name: z.string(),
    slug: z.string(),
    brand: brandRefSchema,
    image: imageSchema.nullable(),
  }),
});
export type VariantView = z.infer<typeof variantViewSchema>;

export const mandatoryInformationSchema = z.object({
  code: z.string(),
  reference: z.string(),
  mode: mandatoryInformationModeSchema,
  text: z.string().nullable(),
});

export const brandChoiceSchema = z.object({ code: z.string(), name: z.string(), productCount: z.number().int() });

type TaxonNode = z.infer<typeof taxonRefSchema> & { description: string | null; productCount: number; children: TaxonNode[] };
export const taxonNodeSchema: z.ZodType<TaxonNode> = taxonRefSchema.extend({
  description: z.string().nullable(),
  /** Enabled products in this category and the ones below it. */
  productCount: z.number().int(),
  get children() {
    return z.array(taxonNodeSchema);
  },
});
export type { TaxonNode };

export const taxonViewSchema = taxonRefSchema.extend({
  description: z.string().nullable(),
  productCount: z.number().int(),
  /** From the top-level category down to the parent. */
  ancestors: z.array(taxonRefSchema),
  children: z.array(taxonRefSchema.extend({ productCount: z.number().int() })),
});
export type TaxonView = z.infer<typeof taxonViewSchema>;

export const autocompleteItemSchema = z.object({
  code: z.string(),
  reference: z.string(),
  name: z.string(),
  product: z.object({ code: z.string(), name: z.string() }),
  brand: brandRefSchema,
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), totalItems: z.number().int(), page: z.number().int(), itemsPerPage: z.number().int() });

export const sitemapProductSchema = z.object({
  code: z.string(),
  localizations: z.array(localizationSchema),
  lastmod: z.string(),
});
export const sitemapVariantSchema = sitemapProductSchema.extend({ productCode: z.string() });
