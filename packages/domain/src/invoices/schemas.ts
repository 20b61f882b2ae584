import { z } from "zod";
import { integerText } from "../validation/integers";
import { invoiceKinds, invoiceSources, invoiceStatuses, paymentTerms, portalNumberPattern } from "./status";
import { invoiceLineKinds } from "./totals";

export const invoiceLimits = {
  pageSizeDefault: 20,
  pageSizeMax: 100,
  reasonLength: 500,
  numberLength: 40,
  externalIdLength: 80,
  descriptionLength: 300,
  referenceLength: 64,
  /** Lines of one invoice, from an order (a cart holds up to 10,000) or from the ERP. */
  maxLines: 10_000,
  /** Invoices in one ERP call, and the bytes such a call may send. */
  erpBatchMax: 10_000,
  erpBodyBytes: 48 * 1024 * 1024,
  maxAmountCents: 2_000_000_000,
} as const;

export const invoiceKindSchema = z.enum(invoiceKinds);
export const invoiceStatusSchema = z.enum(invoiceStatuses);
export const paymentTermsSchema = z.enum(paymentTerms);

/** A calendar date `YYYY-MM-DD`. */
export const calendarDateSchema = z.iso.date();

/** Any invoice number: the portal's (`F2026-000001`, `AV2026-000001`) or the ERP's; no `/`, since it travels in paths. */
export const invoiceNumberSchema = z
  .string()
  .min(1)
  .max(invoiceLimits.numberLength)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, "invoice.number_invalid");

export const invoiceNumberParamsSchema = z.strictObject({ number: invoiceNumberSchema });
export const orderNumberParamsSchema = z.strictObject({ number: z.string().regex(/^[0-9A-Za-z-]{1,20}$/) });

/** The keyset of the list: the issue instant in milliseconds and the id, `1767225600000.42`. */
export const invoiceCursorSchema = z
  .string()
  .regex(/^\d{1,15}\.\d{1,10}$/, "invoice.cursor_invalid")
  .transform((text) => {
    const [at, id] = text.split(".");
    return { issuedAt: Number(at), id: Number(id) };
  });
export type InvoiceCursor = { issuedAt: number; id: number };
export const encodeInvoiceCursor = (cursor: InvoiceCursor) => `${cursor.issuedAt}.${cursor.id}`;

/** GET invoices: newest first, filtered by status, issue-date range and order; keyset pages. */
export const invoiceListQuerySchema = z
  .strictObject({
    status: invoiceStatusSchema.optional(),
    kind: invoiceKindSchema.optional(),
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
    orderNumber: z
      .string()
      .regex(/^[0-9A-Za-z-]{1,20}$/)
      .optional(),
    cursor: invoiceCursorSchema.optional(),
    itemsPerPage: integerText(z.number().int().min(1).max(invoiceLimits.pageSizeMax)).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: "invoice.date_range_invalid", path: ["to"] });
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

export const creditNoteSummarySchema = z.object({
  number: z.string(),
  issueDate: z.string(),
  totalInclVat: z.number().int(),
});

/** A row of the invoices list (spec section 2): amounts in cents. */
export const invoiceSummarySchema = z.object({
  number: z.string(),
  kind: invoiceKindSchema,
  source: z.enum(invoiceSources),
  issueDate: z.string(),
  dueDate: z.string(),
  totalExclVat: z.number().int(),
  totalVat: z.number().int(),
  totalInclVat: z.number().int(),
  paidAmount: z.number().int(),
  creditedAmount: z.number().int(),
  outstanding: z.number().int(),
  status: invoiceStatusSchema,
  orderNumber: z.string().nullable(),
  deliveredCustomer: z.string().nullable(),
  city: z.string().nullable(),
  /** The invoice a credit note corrects. */
  corrects: z.string().nullable(),
  /** The credit notes issued against an invoice, oldest first. */
  creditNotes: z.array(creditNoteSummarySchema),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoicePageSchema = z.object({ items: z.array(invoiceSummarySchema), nextCursor: z.string().nullable() });
export type InvoicePage = z.infer<typeof invoicePageSchema>;

export const invoiceLineSchema = z.object({
  id: z.number().int(),
  kind: z.enum(invoiceLineKinds),
  reference: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  total: z.number().int(),
});

/** An invoice as staff and the ERP see it: the summary, the company and the lines. */
export const invoiceDetailSchema = invoiceSummarySchema.extend({
  companyId: z.number().int(),
  paymentTerms: paymentTermsSchema,
  vatRateBasisPoints: z.number().int(),
  reason: z.string().nullable(),
  lines: z.array(invoiceLineSchema),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

// ---- staff actions ----

const reasonSchema = z.string().trim().min(1).max(invoiceLimits.reasonLength);
const amountSchema = z.number().int().positive().max(invoiceLimits.maxAmountCents);

/** POST invoices/{number}/credit-notes: the whole invoice, some item lines, or an amount excl. VAT; always why. */
export const creditNoteRequestSchema = z.discriminatedUnion("mode", [
  z.strictObject({ mode: z.literal("full"), reason: reasonSchema }),
  z.strictObject({
    mode: z.literal("lines"),
    reason: reasonSchema,
    lines: z
      .array(z.strictObject({ lineId: z.number().int().positive(), quantity: z.number().int().positive().max(1_000_000) }))
      .min(1)
      .max(invoiceLimits.maxLines),
  }),
  z.strictObject({ mode: z.literal("amount"), reason: reasonSchema, amountExclVat: amountSchema }),
]);
export type CreditNoteRequest = z.infer<typeof creditNoteRequestSchema>;

/** POST invoices/{number}/payments: a payment received (never more than is still owed). */
export const paymentRequestSchema = z.strictObject({
  amount: amountSchema,
  paidOn: calendarDateSchema.optional(),
  reference: z.string().trim().min(1).max(80).optional(),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

// ---- ERP imports ----

const erpLineSchema = z.strictObject({
  kind: z.enum(invoiceLineKinds).default("item"),
  reference: z.string().trim().min(1).max(invoiceLimits.referenceLength),
  description: z.string().trim().min(1).max(invoiceLimits.descriptionLength),
  quantity: z.number().int().positive().max(1_000_000),
  unitPrice: z.number().int().min(0).max(invoiceLimits.maxAmountCents),
  total: z.number().int().min(0).max(invoiceLimits.maxAmountCents),
});

/**
 * One invoice or credit note of the ERP, keyed by its own id. Its number is the ERP's, in the same
 * unique space as the portal's: the portal's own shapes (`F2026-…`, `AV2026-…`) are refused.
 */
export const erpInvoiceSchema = z.strictObject({
  externalId: z.string().trim().min(1).max(invoiceLimits.externalIdLength),
  number: invoiceNumberSchema.refine((number) => !portalNumberPattern.test(number), "invoice.number_reserved"),
  kind: invoiceKindSchema,
  /** The company's client code in the ERP. */
  clientCode: z.string().trim().min(1).max(20),
  orderNumber: z.string().trim().min(1).max(20).nullish(),
  /** A credit note names the invoice it corrects by its number. */
  corrects: invoiceNumberSchema.nullish(),
  issueDate: calendarDateSchema,
  dueDate: calendarDateSchema,
  paymentTerms: paymentTermsSchema.default("net_30"),
  vatRateBasisPoints: z.number().int().min(0).max(10_000),
  lines: z.array(erpLineSchema).min(1).max(1_000),
  totalExclVat: z.number().int().min(0).max(invoiceLimits.maxAmountCents),
  totalVat: z.number().int().min(0).max(invoiceLimits.maxAmountCents),
  totalInclVat: z.number().int().min(0).max(invoiceLimits.maxAmountCents),
  paidAmount: z.number().int().min(0).max(invoiceLimits.maxAmountCents).default(0),
  deliveredCustomer: z.string().trim().min(1).max(160).nullish(),
  city: z.string().trim().min(1).max(80).nullish(),
});
export type ErpInvoice = z.infer<typeof erpInvoiceSchema>;

export const erpInvoiceBatchSchema = z.strictObject({ items: z.array(erpInvoiceSchema).min(1).max(invoiceLimits.erpBatchMax) });

export const erpOutcomes = ["created", "updated", "unchanged", "rejected"] as const;
export const erpInvoiceResultSchema = z.object({
  index: z.number().int(),
  externalId: z.string(),
  outcome: z.enum(erpOutcomes),
  number: z.string().nullable(),
  /** Why a line was rejected: an error code. */
  code: z.string().nullable(),
});
export const erpInvoiceReportSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.number().int(),
  results: z.array(erpInvoiceResultSchema),
});
export type ErpInvoiceReport = z.infer<typeof erpInvoiceReportSchema>;

/** The filters of the invoices page, as its form holds them (an empty field is no filter). */
export const invoiceFilterFormSchema = z
  .object({
    status: z.union([invoiceStatusSchema, z.literal("")]),
    from: z.union([calendarDateSchema, z.literal("")]),
    to: z.union([calendarDateSchema, z.literal("")]),
  })
  .refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, {
    message: "invoice.date_range_invalid",
    path: ["to"],
  });
export type InvoiceFilterForm = z.infer<typeof invoiceFilterFormSchema>;
