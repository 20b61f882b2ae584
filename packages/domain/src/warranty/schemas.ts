import { z } from "zod";
import { adminLimits } from "../admin/schemas";
import { autocompleteItemSchema, autocompleteQuerySchema } from "../catalog/schemas";
import { fileKinds, type StoredFile, storedFileSchema } from "../files/stored-files";
import { localeSchema } from "../i18n/locale-schema";
import { calendarDateSchema, invoiceLimits, invoiceNumberSchema } from "../invoices/schemas";
import { integerText } from "../validation/integers";
import { claimNumberPattern, isDocumentFilled, MAX_LABOUR_UNITS } from "./rules";
import { warrantyActors, warrantyStatuses } from "./status";

/** Field bounds shared by the form, the API and the database. */
export const warrantyLimits = {
  variantCodeLength: 64,
  serialNumberLength: 60,
  referenceLength: 64,
  partNameLength: 200,
  maxPartQuantity: 999,
  maxParts: 50,
  descriptionLength: 4_000,
  commentLength: 4_000,
  noteLength: 1_000,
  internalNumberLength: 40,
  maxHoursOfService: 1_000_000,
  maxLabourUnits: MAX_LABOUR_UNITS,
  maxDocuments: 20,
  /** Files of one claim or one comment, each and together. */
  maxFiles: 20,
  maxFileBytes: 10 * 1024 * 1024,
  maxRequestBytes: 60 * 1024 * 1024,
  /** The claim payload travels as one text field of the form. */
  maxPayloadChars: 200_000,
  searchLength: 80,
  defaultPageSize: 20,
  maxPageSize: 100,
} as const;

/** Kinds of file a claim, a comment or a refund document may hold (spec: pdf, png, jpeg, jpg). */
export const warrantyFileKinds = fileKinds;

export const warrantyStatusSchema = z.enum(warrantyStatuses);
export const warrantyModeSchema = z.enum(["simple", "advanced"]);
export type WarrantyMode = z.infer<typeof warrantyModeSchema>;

export const warrantyTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "warranty.not_found");
export const warrantyTokenParamsSchema = z.strictObject({ token: warrantyTokenSchema });
export const claimNumberSchema = z.string().regex(claimNumberPattern);
/** A machine registration is named by its token. */
export const machineTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "warranty.machine_not_found");
export const incidentCodeSchema = z.string().regex(/^[a-z0-9_]{1,40}$/, "warranty.incident_unknown");
export const warrantyReferenceSchema = z.string().trim().min(1).max(warrantyLimits.referenceLength);

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((value) => value || null);
const databaseId = z.number().int().positive().max(2_147_483_647);

// ---- the claim as filed (POST machine-warranties, field `claim` = JSON) ----

export const claimPartSchema = z.strictObject({
  reference: warrantyReferenceSchema,
  name: text(warrantyLimits.partNameLength),
  quantity: z.number().int().min(1).max(warrantyLimits.maxPartQuantity),
  /** The company's invoice that holds the reference: a part never bought from the portal must be ordered first. */
  invoiceNumber: z
    .string({ error: "warranty.part_without_invoice" })
    .trim()
    .min(1, "warranty.part_without_invoice")
    .pipe(invoiceNumberSchema),
});
export type ClaimPart = z.infer<typeof claimPartSchema>;

/** The multipart field a document's file comes in: `documents[0]` .. `documents[19]`. */
export const documentFieldSchema = z.string().regex(/^documents\[(1?\d)\]$/, "warranty.document_field_invalid");

export const claimDocumentSchema = z
  .strictObject({
    fileField: documentFieldSchema.optional().nullable(),
    comment: optionalText(warrantyLimits.commentLength),
  })
  .refine(isDocumentFilled, { message: "warranty.document_empty" });
export type ClaimDocument = z.infer<typeof claimDocumentSchema>;

const claimFields = {
  incident: z.strictObject({
    code: incidentCodeSchema,
    date: calendarDateSchema,
    description: text(warrantyLimits.descriptionLength),
  }),
  commissioningDate: calendarDateSchema,
  hoursOfService: z.number().int().min(0).max(warrantyLimits.maxHoursOfService),
  /** Quarter hours of labour. */
  labourUnits: z.number().int().min(0).max(warrantyLimits.maxLabourUnits),
  parts: z.array(claimPartSchema).max(warrantyLimits.maxParts),
  documents: z.array(claimDocumentSchema).max(warrantyLimits.maxDocuments),
};

export const claimCreateSchema = z
  .discriminatedUnion("mode", [
    /** A machine registered on the portal: everything about it comes from its registration. */
    z.strictObject({ mode: z.literal("advanced"), machineToken: machineTokenSchema, ...claimFields }),
    /** A machine of the catalogue, named by its variant and serial number; its purchase as the customer knows it. */
    z.strictObject({
      mode: z.literal("simple"),
      variantCode: text(warrantyLimits.variantCodeLength),
      serialNumber: text(warrantyLimits.serialNumberLength),
      invoiceNumber: optionalText(invoiceLimits.numberLength),
      purchaseDate: calendarDateSchema.optional().nullable(),
      ...claimFields,
    }),
  ])
  .superRefine((claim, ctx) => {
    if (claim.commissioningDate > claim.incident.date)
      ctx.addIssue({ code: "custom", message: "warranty.commissioning_after_incident", path: ["commissioningDate"] });
    if (claim.mode === "simple" && claim.purchaseDate && claim.purchaseDate > claim.commissioningDate)
      ctx.addIssue({ code: "custom", message: "warranty.purchase_after_commissioning", path: ["purchaseDate"] });
    const fields = claim.documents.flatMap((d) => (d.fileField ? [d.fileField] : []));
    if (new Set(fields).size !== fields.length)
      ctx.addIssue({ code: "custom", message: "warranty.document_field_invalid", path: ["documents"] });
  });
export type ClaimCreate = z.infer<typeof claimCreateSchema>;

export const claimCreatedSchema = z.object({ number: z.string(), token: z.string() });
export type ClaimCreated = z.infer<typeof claimCreatedSchema>;

// ---- comments (POST machine-warranty-comments, multipart: `claim`, `comment`, files `files[i]`) ----

export const commentFieldsSchema = z.strictObject({
  claim: warrantyTokenSchema,
  comment: optionalText(warrantyLimits.commentLength),
});
export type CommentFields = z.infer<typeof commentFieldsSchema>;
export const commentFileFieldSchema = z.string().regex(/^files\[(1?\d)\]$/, "warranty.document_field_invalid");
export const commentParamsSchema = z.strictObject({ id: integerText(databaseId) });

// ---- queries ----

export const warrantyListQuerySchema = z.strictObject({
  q: z.string().trim().max(warrantyLimits.searchLength).optional(),
  status: warrantyStatusSchema.optional(),
  serialNumber: z.string().trim().min(1).max(warrantyLimits.serialNumberLength).optional(),
  page: integerText(z.number().int().min(1).max(100_000)).default(1),
  itemsPerPage: integerText(z.number().int().min(1).max(warrantyLimits.maxPageSize)).default(warrantyLimits.defaultPageSize),
});
export type WarrantyListQuery = z.infer<typeof warrantyListQuerySchema>;

export const referenceInvoicesQuerySchema = z.strictObject({ reference: warrantyReferenceSchema });

// ---- answers ----

/** A stored file as the web links to it (the bytes at `url`, for the owning company only). */
export const warrantyFileSchema = storedFileSchema;
export type WarrantyFile = StoredFile;

export const incidentSchema = z.object({ code: z.string(), label: z.string() });
export const incidentListSchema = z.array(incidentSchema);
export type Incident = z.infer<typeof incidentSchema>;

/** The company's invoices holding a reference, newest first: what a replaced part may be backed by. */
export const referenceInvoiceSchema = z.object({
  invoiceNumber: z.string(),
  /** Issue date `YYYY-MM-DD`. */
  date: z.string(),
  orderNumber: z.string().nullable(),
  quantity: z.number().int(),
});
export const referenceInvoiceListSchema = z.array(referenceInvoiceSchema);
export type ReferenceInvoice = z.infer<typeof referenceInvoiceSchema>;

/**
 * Machines of the catalogue for a claim in simple mode: the catalogue answers
 * GET product-variants-machine-simplified-warranty-autocomplete (variant code, reference, name,
 * product (the model) and brand); the same schemas, under warranty names.
 */
export const machineSuggestionSchema = autocompleteItemSchema;
export const machineSuggestionListSchema = z.array(autocompleteItemSchema);
export type MachineSuggestion = z.infer<typeof autocompleteItemSchema>;
export const machineAutocompleteQuerySchema = autocompleteQuerySchema;

const person = z.object({ firstname: z.string(), lastname: z.string() });

export const warrantySummarySchema = z.object({
  token: z.string(),
  number: z.string(),
  mode: warrantyModeSchema,
  status: warrantyStatusSchema,
  /** The customer has something to do (answer, send the parts). */
  actionRequired: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  serialNumber: z.string(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  productName: z.string().nullable(),
  incident: incidentSchema,
  incidentDate: z.string(),
  /** Who filed it (a colleague's claim in the company-wide list). */
  customer: person,
});
export type WarrantySummary = z.infer<typeof warrantySummarySchema>;

export const warrantyPageSchema = z.object({
  items: z.array(warrantySummarySchema),
  page: z.number().int(),
  itemsPerPage: z.number().int(),
  total: z.number().int(),
});
export type WarrantyPage = z.infer<typeof warrantyPageSchema>;

export const warrantyPartSchema = z.object({
  reference: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  invoice: z.object({ number: z.string(), date: z.string() }),
});

export const warrantyDocumentSchema = z.object({
  id: z.number().int(),
  comment: z.string().nullable(),
  file: warrantyFileSchema.nullable(),
});

export const warrantyActorSchema = z.enum(warrantyActors);

export const warrantyStatusChangeSchema = z.object({
  from: warrantyStatusSchema.nullable(),
  to: warrantyStatusSchema,
  by: warrantyActorSchema,
  note: z.string().nullable(),
  at: z.string(),
});
export type WarrantyStatusChange = z.infer<typeof warrantyStatusChangeSchema>;

export const warrantyCommentSchema = z.object({
  id: z.number().int(),
  body: z.string().nullable(),
  /** A customer of the company or a member of the manufacturer's staff, with their name. */
  author: z.object({ kind: z.enum(["customer", "staff"]), name: z.string() }),
  localeCode: z.string(),
  createdAt: z.string(),
  files: z.array(warrantyFileSchema),
  /** The reader wrote it and it is the last of the thread. */
  deletable: z.boolean(),
});
export type WarrantyComment = z.infer<typeof warrantyCommentSchema>;

export const warrantyDetailSchema = warrantySummarySchema.extend({
  internalNumber: z.string().nullable(),
  variantCode: z.string().nullable(),
  /** The machine registration's token in advanced mode. */
  machineToken: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  purchaseDate: z.string().nullable(),
  commissioningDate: z.string(),
  hoursOfService: z.number().int(),
  incidentDescription: z.string(),
  labourUnits: z.number().int(),
  labourMinutes: z.number().int(),
  parts: z.array(warrantyPartSchema),
  documents: z.array(warrantyDocumentSchema),
  /** `YYYY-MM-DD`: the last day the replaced parts may arrive; when they did (null until then). */
  partsDeadline: z.string(),
  partsReceivedAt: z.string().nullable(),
  refundDocument: warrantyFileSchema.nullable(),
  localeCode: localeSchema,
  history: z.array(warrantyStatusChangeSchema),
  comments: z.array(warrantyCommentSchema),
});
export type WarrantyDetail = z.infer<typeof warrantyDetailSchema>;

export const warrantyStatisticsSchema = z.object({
  byStatus: z.record(warrantyStatusSchema, z.number().int()),
  actionsRequired: z.number().int(),
  inProgress: z.number().int(),
  closed: z.number().int(),
  total: z.number().int(),
});
export type WarrantyStatistics = z.infer<typeof warrantyStatisticsSchema>;

// ---- staff (/api/v2/admin/warranties) ----

export const staffWarrantyQuerySchema = z.strictObject({
  q: z.string().trim().max(warrantyLimits.searchLength).optional(),
  status: warrantyStatusSchema.optional(),
  companyId: integerText(databaseId).optional(),
  page: integerText(z.number().int().min(1).max(100_000)).default(1),
  itemsPerPage: integerText(z.number().int().min(1).max(adminLimits.maxPageSize)).default(adminLimits.defaultPageSize),
});
export type StaffWarrantyQuery = z.infer<typeof staffWarrantyQuerySchema>;

export const staffStatusChangeSchema = z.strictObject({
  status: warrantyStatusSchema,
  note: optionalText(warrantyLimits.noteLength),
});
export type StaffStatusChange = z.infer<typeof staffStatusChangeSchema>;

export const internalNumberSchema = z.strictObject({
  internalNumber: z
    .string()
    .trim()
    .max(warrantyLimits.internalNumberLength)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ._/-]*$|^$/, "warranty.internal_number_invalid")
    .nullable()
    .transform((value) => value || null),
});

export const partsReceivedSchema = z.strictObject({
  /** The day the parts arrived; today when omitted. */
  receivedOn: calendarDateSchema.optional(),
});

/** Staff comments come as multipart too: `comment` and files `files[i]`. */
export const staffCommentFieldsSchema = z.strictObject({ comment: optionalText(warrantyLimits.commentLength) });

const staffFields = {
  company: z.object({ id: z.number().int(), corporateName: z.string() }),
  customer: z.object({ id: z.number().int(), email: z.string(), firstname: z.string(), lastname: z.string() }),
  internalNumber: z.string().nullable(),
};

export const staffWarrantySummarySchema = warrantySummarySchema.extend(staffFields);
export const staffWarrantySchema = warrantyDetailSchema.extend({
  ...staffFields,
  /** Where staff may move it now. */
  nextStatuses: z.array(warrantyStatusSchema),
});
export type StaffWarranty = z.infer<typeof staffWarrantySchema>;

export const staffWarrantyPageSchema = z.object({
  items: z.array(staffWarrantySummarySchema),
  page: z.number().int(),
  itemsPerPage: z.number().int(),
  total: z.number().int(),
});
