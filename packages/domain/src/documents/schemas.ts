import { z } from "zod";
import { localeSchema } from "../i18n/locale-schema";
import { integerText } from "../validation/integers";
import { documentFileKinds, documentKinds, documentSections, isValidWindow } from "./rules";

/** Field bounds shared by the forms, the API and the database. */
export const documentLimits = {
  titleLength: 200,
  searchLength: 100,
  codeLength: 64,
  productsMax: 500,
  defaultPageSize: 20,
  maxPageSize: 100,
  /** A document's file in one language. */
  maxFileBytes: 25 * 1024 * 1024,
  /** The product selector lists this many at most; searching narrows it. */
  productOptionsMax: 200,
} as const;

export const documentKindSchema = z.enum(documentKinds);
export const documentSectionSchema = z.enum(Object.keys(documentSections) as [keyof typeof documentSections]);
export const documentFileKindSchema = z.enum(documentFileKinds);

const codeSchema = z
  .string()
  .trim()
  .min(1)
  .max(documentLimits.codeLength)
  .regex(/^[A-Za-z0-9._-]+$/);
const searchSchema = z.string().trim().max(documentLimits.searchLength);
const page = integerText(z.number().int().min(1).max(100_000)).default(1);
const itemsPerPage = integerText(z.number().int().min(1).max(documentLimits.maxPageSize)).default(documentLimits.defaultPageSize);

export const documentTokenSchema = z.string().regex(/^[0-9a-f]{32}$/, "document.not_found");
export const documentTokenParamsSchema = z.strictObject({ token: documentTokenSchema });
export const documentFileParamsSchema = z.strictObject({ token: documentTokenSchema, locale: localeSchema });
export const brandParamsSchema = z.strictObject({ brand: codeSchema });

// ---- customer side ----

/** GET documents: the library's published documents of one section, filtered. */
export const documentListQuerySchema = z.strictObject({
  section: documentSectionSchema.default("technical"),
  brand: codeSchema.optional(),
  product: codeSchema.optional(),
  kind: documentKindSchema.optional(),
  q: searchSchema.optional(),
  page,
  itemsPerPage,
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;
export type DocumentListFilters = z.input<typeof documentListQuerySchema>;

/** GET document-products: the brand's products that have published documents, searched. */
export const documentProductQuerySchema = z.strictObject({
  brand: codeSchema,
  section: documentSectionSchema.default("technical"),
  q: searchSchema.optional(),
});
export type DocumentProductQuery = z.infer<typeof documentProductQuerySchema>;

/** GET and the download: the file in the reader's language unless another is asked for. */
export const documentDownloadQuerySchema = z.strictObject({ locale: localeSchema.optional() });

export const livePriceListFormats = ["xlsx", "pdf"] as const;
export const livePriceListFormatSchema = z.enum(livePriceListFormats);
export type LivePriceListFormat = z.infer<typeof livePriceListFormatSchema>;
export const livePriceListParamsSchema = z.strictObject({ brand: codeSchema, format: livePriceListFormatSchema });

export const documentBrandSchema = z.object({ code: z.string(), name: z.string(), documents: z.number().int() });
export type DocumentBrand = z.infer<typeof documentBrandSchema>;
export const documentProductSchema = z.object({ code: z.string(), name: z.string() });
export type DocumentProduct = z.infer<typeof documentProductSchema>;

export const libraryDocumentSchema = z.object({
  token: z.string(),
  kind: documentKindSchema,
  brand: z.object({ code: z.string(), name: z.string() }),
  products: z.array(documentProductSchema),
  /** Title and file in the reader's language, or in another marked `fallback`. */
  title: z.string(),
  locale: localeSchema,
  fallback: z.boolean(),
  languages: z.array(localeSchema),
  fileKind: documentFileKindSchema,
  sizeBytes: z.number().int(),
  publishedFrom: z.string(),
  url: z.string(),
});
export type LibraryDocument = z.infer<typeof libraryDocumentSchema>;

export const libraryDocumentPageSchema = z.object({
  items: z.array(libraryDocumentSchema),
  totalItems: z.number().int(),
  page: z.number().int(),
  itemsPerPage: z.number().int(),
});
export type LibraryDocumentPage = z.infer<typeof libraryDocumentPageSchema>;

/** What the live price list holds for each reference (also the columns of its files). */
export const livePriceListColumns = ["reference", "name", "brand", "family", "stock", "listPrice", "netPrice", "supersededBy"] as const;

// ---- staff side ----

const instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

/** Titles by language; a title is needed for every language the document has a file in. */
export const documentTitlesSchema = z.partialRecord(localeSchema, z.string().trim().min(1).max(documentLimits.titleLength));

const metadataFields = {
  kind: documentKindSchema,
  brand: codeSchema,
  products: z.array(codeSchema).max(documentLimits.productsMax),
  titles: documentTitlesSchema,
  publishedFrom: instant,
  publishedUntil: instant.nullable(),
};

/** The `document` field of the upload: the document's description, its files beside it named `file_<locale>`. */
export const documentCreateSchema = z
  .strictObject({ ...metadataFields, publishedUntil: metadataFields.publishedUntil.default(null) })
  .refine(isValidWindow, { message: "document.publication_window_invalid", path: ["publishedUntil"] });
export type DocumentCreate = z.infer<typeof documentCreateSchema>;
export type DocumentCreateInput = z.input<typeof documentCreateSchema>;

/** PATCH: any of the description's fields; titles given replace those languages' titles. */
export const documentUpdateSchema = z
  .strictObject({
    kind: metadataFields.kind.optional(),
    brand: metadataFields.brand.optional(),
    products: metadataFields.products.optional(),
    titles: metadataFields.titles.optional(),
    publishedFrom: metadataFields.publishedFrom.optional(),
    publishedUntil: metadataFields.publishedUntil.optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: "request.invalid" });
export type DocumentUpdate = z.infer<typeof documentUpdateSchema>;

/** The language file form: the file in `file`, its title in `title`. */
export const documentFileFieldsSchema = z.strictObject({ title: z.string().trim().min(1).max(documentLimits.titleLength) });

export const documentStates = ["scheduled", "published", "expired"] as const;

export const staffDocumentQuerySchema = z.strictObject({
  brand: codeSchema.optional(),
  product: codeSchema.optional(),
  kind: documentKindSchema.optional(),
  state: z.enum(documentStates).optional(),
  q: searchSchema.optional(),
  page,
  itemsPerPage,
});
export type StaffDocumentQuery = z.infer<typeof staffDocumentQuerySchema>;

export const staffDocumentSchema = z.object({
  token: z.string(),
  kind: documentKindSchema,
  brand: z.object({ code: z.string(), name: z.string() }),
  products: z.array(documentProductSchema),
  files: z.array(
    z.object({ locale: localeSchema, title: z.string(), fileKind: documentFileKindSchema, sizeBytes: z.number().int(), url: z.string() }),
  ),
  publishedFrom: z.string(),
  publishedUntil: z.string().nullable(),
  state: z.enum(documentStates),
  downloads: z.number().int(),
  updatedAt: z.string(),
});
export type StaffDocument = z.infer<typeof staffDocumentSchema>;

export const staffDocumentPageSchema = z.object({
  items: z.array(staffDocumentSchema),
  totalItems: z.number().int(),
  page: z.number().int(),
  itemsPerPage: z.number().int(),
});
