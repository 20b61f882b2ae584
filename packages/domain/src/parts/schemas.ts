import { z } from "zod";
import { deliveryPromises } from "../catalog/availability";
import { availabilityStatusSchema } from "../catalog/schemas";
import { orderSchema, quantitySchema } from "../orders/schemas";
import { integerText } from "../validation/integers";

/** Bounds shared by the page, the API and the external catalogue's messages. */
export const partsLimits = {
  /** Lines one exploded-view order may carry. */
  maxLines: 100,
  referenceLength: 64,
  codeLength: 64,
  searchMinLength: 2,
  searchLength: 80,
  defaultPageSize: 20,
  maxPageSize: 50,
  /** The last page of models a list serves. */
  maxPage: 100_000,
} as const;

const codeShape = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const modelCodeSchema = z.string().trim().min(1).max(partsLimits.codeLength).regex(codeShape);
export const assemblyCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(partsLimits.codeLength)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
export const referenceSchema = z.string().trim().min(1).max(partsLimits.referenceLength);

export const modelParamsSchema = z.strictObject({ model: modelCodeSchema });
export const diagramParamsSchema = z.strictObject({ model: modelCodeSchema, assembly: assemblyCodeSchema });

export const modelsQuerySchema = z.strictObject({
  q: z.string().trim().max(partsLimits.searchLength).optional(),
  brand: z.string().trim().min(1).max(partsLimits.codeLength).optional(),
  page: integerText(z.number().int().min(1).max(partsLimits.maxPage)).default(1),
  itemsPerPage: integerText(z.number().int().min(1).max(partsLimits.maxPageSize)).default(partsLimits.defaultPageSize),
});

/** A drawing's id, in the path of its SVG. */
export const drawingParamsSchema = z.strictObject({ id: integerText(z.number().int().positive().max(2_147_483_647)) });

/** A machine model that has exploded views. */
export const partsModelSchema = z.object({
  code: z.string(),
  name: z.string(),
  brand: z.object({ code: z.string(), name: z.string() }),
  image: z.string().nullable(),
  /** The customer's company has registered a machine of this model. */
  registered: z.boolean(),
  /** No longer made nor sold: only its spare parts are. */
  discontinued: z.boolean(),
  assemblies: z.number().int(),
});
export type PartsModel = z.infer<typeof partsModelSchema>;
/** One page of models; `brands` are those of every model the filters leave out or not, for the brand filter. */
export const partsModelListSchema = z.object({
  items: z.array(partsModelSchema),
  total: z.number().int(),
  page: z.number().int(),
  itemsPerPage: z.number().int(),
  brands: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type PartsModelList = z.infer<typeof partsModelListSchema>;

export const assemblySchema = z.object({
  code: z.string(),
  name: z.string(),
  positions: z.number().int(),
  /** Where the assembly's drawing is served. */
  svg: z.string(),
});
export type Assembly = z.infer<typeof assemblySchema>;
export const modelAssembliesSchema = z.object({ model: partsModelSchema, assemblies: z.array(assemblySchema) });
export type ModelAssemblies = z.infer<typeof modelAssembliesSchema>;

/** One numbered row of a view, priced for the customer's company. */
export const diagramPositionSchema = z.object({
  number: z.number().int(),
  x: z.number().int(),
  y: z.number().int(),
  quantity: z.number().int(),
  variantCode: z.string(),
  partSmartCode: z.string().nullable(),
  reference: z.string(),
  name: z.string(),
  slug: z.string(),
  /** The company's unit price excl. VAT in cents (its discount applied); null on request. */
  priceCents: z.number().int().nullable(),
  priceOnRequest: z.boolean(),
  stockStatus: availabilityStatusSchema,
  deliveryPromise: z.enum(deliveryPromises).nullable(),
  supersededBy: z.object({ code: z.string(), reference: z.string(), name: z.string() }).nullable(),
  sellable: z.boolean(),
});
export type DiagramPosition = z.infer<typeof diagramPositionSchema>;

export const diagramSchema = z.object({
  model: partsModelSchema,
  assembly: z.object({ code: z.string(), name: z.string() }),
  width: z.number().int(),
  height: z.number().int(),
  svg: z.string(),
  positions: z.array(diagramPositionSchema),
});
export type Diagram = z.infer<typeof diagramSchema>;

export const partsSearchQuerySchema = z.strictObject({
  q: z.string().trim().min(partsLimits.searchMinLength).max(partsLimits.searchLength),
  page: integerText(z.number().int().min(1).max(10_000)).default(1),
  itemsPerPage: integerText(z.number().int().min(1).max(partsLimits.maxPageSize)).default(partsLimits.defaultPageSize),
});

/** A position of a view, as search and "where used" find it. */
export const positionHitSchema = z.object({
  model: z.object({ code: z.string(), name: z.string(), brand: z.string() }),
  assembly: z.object({ code: z.string(), name: z.string() }),
  number: z.number().int(),
  reference: z.string(),
  name: z.string(),
  quantity: z.number().int(),
});
export type PositionHit = z.infer<typeof positionHitSchema>;
export const partsSearchPageSchema = z.object({
  items: z.array(positionHitSchema),
  total: z.number().int(),
  page: z.number().int(),
  itemsPerPage: z.number().int(),
});
export type PartsSearchPage = z.infer<typeof partsSearchPageSchema>;

export const whereUsedQuerySchema = z.strictObject({ variant: z.string().trim().min(1).max(partsLimits.codeLength) });
export const whereUsedSchema = z.object({ items: z.array(positionHitSchema) });
export type WhereUsed = z.infer<typeof whereUsedSchema>;

export const partsmartLineSchema = z.strictObject({ reference: referenceSchema, quantity: quantitySchema });
export type PartsmartLine = z.infer<typeof partsmartLineSchema>;

/** POST orders/partsmart: lines picked on an exploded view, into the customer's cart (`tokenValue`, else the open one). */
export const partsmartOrderSchema = z.strictObject({
  tokenValue: z.string().trim().min(1).max(64).optional(),
  lines: z.array(partsmartLineSchema).min(1).max(partsLimits.maxLines),
});
export type PartsmartOrder = z.infer<typeof partsmartOrderSchema>;

/**
 * What became of each line: added as asked, superseded (its replacement was added instead), or
 * refused with the cart's error code and detail (spec section 7: stored against the item's code).
 */
export const partsmartOutcomes = [
  "added",
  "superseded",
  "unknown_reference",
  "not_sellable",
  "insufficient_stock",
  "out_of_stock",
] as const;
export type PartsmartOutcome = (typeof partsmartOutcomes)[number];
export const partsmartLineResultSchema = z.object({
  reference: z.string(),
  quantity: z.number().int(),
  outcome: z.enum(partsmartOutcomes),
  /** The reference put in the cart: the asked one, or its replacement. */
  addedReference: z.string().nullable(),
  code: z.string().nullable(),
  detail: z.string().nullable(),
});
export type PartsmartLineResult = z.infer<typeof partsmartLineResultSchema>;
export const partsmartReportSchema = z.object({ lines: z.array(partsmartLineResultSchema), order: orderSchema });
export type PartsmartReport = z.infer<typeof partsmartReportSchema>;

export const partsmartProviders = ["builtin", "external"] as const;
export type PartsmartProvider = (typeof partsmartProviders)[number];

/** GET partsmart-informations: what the page needs to show the catalogue. */
export const partsmartInformationsSchema = z.discriminatedUnion("provider", [
  z.object({ provider: z.literal("builtin") }),
  z.object({ provider: z.literal("external"), url: z.string(), origin: z.string(), key: z.string() }),
]);
export type PartsmartInformations = z.infer<typeof partsmartInformationsSchema>;

/** The add-to-cart message an embedded external catalogue posts to the page. */
export const partsmartMessageSchema = z.strictObject({
  type: z.literal("partsmart:add-to-cart"),
  lines: z.array(partsmartLineSchema).min(1).max(partsLimits.maxLines),
});
