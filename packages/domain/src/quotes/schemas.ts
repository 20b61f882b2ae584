import { z } from "zod";
import { orderAddressSchema } from "../addresses/schemas";
import { adminLimits } from "../admin/schemas";
import { orderSchema } from "../orders/schemas";
import { integerText } from "../validation/integers";
import { lineCompliances } from "./compliance";
import { quoteDisplayStatuses, quoteStatuses } from "./status";
import { transformModes } from "./transform";

/** Field bounds shared by the form, the API and the database. */
export const quoteLimits = {
  nameLength: 120,
  serialNumberLength: 60,
  /** Orders are named as carts are (orders.name). */
  orderNameLength: 120,
  maxUnitPriceCents: 100_000_000,
  /** How far ahead staff may date a quote's validity. */
  maxValidityDays: 366,
  defaultPageSize: 20,
  maxPageSize: 100,
} as const;

/** What a quote number looks like: Q, the year and a sequence (Q2026-000042). */
export const formatQuoteNumber = (year: number, sequence: number) => `Q${year}-${String(sequence).padStart(6, "0")}`;
export const quoteNumberSchema = z.string().regex(/^Q\d{4}-\d{6,9}$/, "quote.not_found");

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((value) => value || null);

const databaseId = z.number().int().positive().max(2_147_483_647);

// ---- shop requests ----

/** POST orders/{cartToken}/request-quote: the cart's lines become a quote delivered to one of the company's addresses. */
export const requestQuoteSchema = z.strictObject({
  name: optionalText(quoteLimits.nameLength),
  serialNumber: optionalText(quoteLimits.serialNumberLength),
  /** The id of a shipping address of the company's address book. */
  shippingAddress: databaseId,
});
export type RequestQuote = z.infer<typeof requestQuoteSchema>;

/** POST quotes/{id}/transform-into-order. */
export const transformQuoteSchema = z.strictObject({
  mode: z.enum(transformModes),
  orderName: optionalText(quoteLimits.orderNameLength),
});
export type TransformQuote = z.infer<typeof transformQuoteSchema>;

/** Quotes are named by their number in paths (`user/quotes/{number}`, `quotes/{id}`). */
export const quoteParamsSchema = z.strictObject({ id: quoteNumberSchema });

export const quoteListQuerySchema = z.strictObject({
  page: integerText(z.number().int().min(1).max(100_000)).default(1),
  itemsPerPage: integerText(z.number().int().min(1).max(quoteLimits.maxPageSize)).default(quoteLimits.defaultPageSize),
});
export type QuoteListQuery = z.infer<typeof quoteListQuerySchema>;

// ---- answers ----

export const quoteStatusSchema = z.enum(quoteStatuses);
export const quoteDisplayStatusSchema = z.enum(quoteDisplayStatuses);

export const quoteLineSchema = z.object({
  id: z.number().int(),
  /** The manufacturer's reference as quoted (also when the catalogue no longer knows it). */
  reference: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  variantCode: z.string().nullable(),
  productSlug: z.string().nullable(),
  quantity: z.number().int(),
  /** Net unit price excl. VAT in cents; null until staff price the line. */
  unitPrice: z.number().int().nullable(),
  ecotax: z.number().int(),
  total: z.number().int().nullable(),
  /** What the catalogue said when the quote was made: this line's price was on request. */
  priceOnRequest: z.boolean(),
  compliance: z.enum(lineCompliances),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quoteTotalsSchema = z.object({
  subtotal: z.number().int(),
  vatRate: z.number().int(),
  vat: z.number().int(),
  totalInclVat: z.number().int(),
});

export const quoteSummarySchema = z.object({
  number: z.string(),
  name: z.string().nullable(),
  serialNumber: z.string().nullable(),
  status: quoteDisplayStatusSchema,
  createdAt: z.string(),
  /** `YYYY-MM-DD`; null while waiting for a price. */
  validUntil: z.string().nullable(),
  /** Excl. VAT; null while a line has no price. */
  totalExclVat: z.number().int().nullable(),
  totalInclVat: z.number().int().nullable(),
  /** Who asked for it (a colleague's quote in a company-wide list). */
  customer: z.object({ firstname: z.string(), lastname: z.string() }),
  compliant: z.boolean(),
});
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

export const quoteDetailSchema = quoteSummarySchema.extend({
  localeCode: z.string(),
  shippingAddress: orderAddressSchema,
  lines: z.array(quoteLineSchema),
  totals: quoteTotalsSchema.nullable(),
  sentAt: z.string().nullable(),
  orderedAt: z.string().nullable(),
  /** The number of the order placed from it. */
  orderNumber: z.string().nullable(),
  /** Why it cannot go back to the cart now (an error code), or null when it can. */
  transformRefusal: z.string().nullable(),
});
export type QuoteDetail = z.infer<typeof quoteDetailSchema>;

export const quotePageSchema = z.object({
  items: z.array(quoteSummarySchema),
  page: z.number().int(),
  itemsPerPage: z.number().int(),
  total: z.number().int(),
});
export type QuotePage = z.infer<typeof quotePageSchema>;

/** The answer to a quote request: the quote, and the cart emptied of the lines it took. */
export const quoteRequestResultSchema = z.object({ quote: quoteDetailSchema, cart: orderSchema });
export type QuoteRequestResult = z.infer<typeof quoteRequestResultSchema>;

// ---- staff (/api/v2/admin/quotes) ----

export const staffQuoteQuerySchema = z.strictObject({
  status: quoteStatusSchema.default("waiting_price"),
  page: integerText(z.number().int().min(1).max(100_000)).default(1),
  itemsPerPage: integerText(z.number().int().min(1).max(adminLimits.maxPageSize)).default(adminLimits.defaultPageSize),
});
export type StaffQuoteQuery = z.infer<typeof staffQuoteQuerySchema>;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "quote.validity_invalid")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    message: "quote.validity_invalid",
  });

/** Staff price the lines (each line by id, a net unit price excl. VAT in cents) and date the validity. */
export const quotePricingSchema = z.strictObject({
  lines: z.array(z.strictObject({ id: databaseId, unitPrice: z.number().int().min(0).max(quoteLimits.maxUnitPriceCents) })).max(10_000),
  validUntil: isoDate,
});
export type QuotePricing = z.infer<typeof quotePricingSchema>;

const staffFields = {
  storedStatus: quoteStatusSchema,
  company: z.object({ id: z.number().int(), corporateName: z.string() }),
  customer: z.object({ id: z.number().int(), email: z.string(), firstname: z.string(), lastname: z.string() }),
};

export const staffQuoteSummarySchema = quoteSummarySchema.extend(staffFields);
export const staffQuoteSchema = quoteDetailSchema.extend(staffFields);
export type StaffQuote = z.infer<typeof staffQuoteSchema>;

export const staffQuotePageSchema = z.object({
  items: z.array(staffQuoteSummarySchema),
  page: z.number().int(),
  itemsPerPage: z.number().int(),
  total: z.number().int(),
});
