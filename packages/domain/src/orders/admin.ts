import { z } from "zod";
import { clientCodeSchema } from "../companies/review";
import { integerText } from "../validation/integers";
import { dayTextSchema, orderCursorSchema, orderHistoryLimits, orderNumberSchema, orderSummarySchema } from "./history";
import { cartLimits } from "./schemas";
import { orderOrigins, orderStates, orderTypes, paymentStates, shippingStates, staffOrderActions } from "./states";

/** The staff API of orders and the ERP's feed of off-web orders and of order states. */

export const orderAdminLimits = {
  carrierLength: 60,
  trackingLength: 80,
  /** Orders one ERP batch may carry, and lines one order. */
  maxBatch: 500,
  maxLines: 500,
  externalIdLength: 64,
} as const;

const databaseId = z.number().int().positive().max(2_147_483_647);

export const staffOrderListQuerySchema = z
  .strictObject({
    companyId: integerText(databaseId).optional(),
    state: z.enum(orderStates).exclude(["cart"]).optional(),
    paymentState: z.enum(paymentStates).optional(),
    shippingState: z.enum(shippingStates).optional(),
    type: z.enum(orderTypes).optional(),
    origin: z.enum(orderOrigins).optional(),
    search: z.string().trim().min(1).max(orderHistoryLimits.searchLength).optional(),
    from: dayTextSchema.optional(),
    to: dayTextSchema.optional(),
    cursor: orderCursorSchema.optional(),
    itemsPerPage: integerText(z.number().int().min(1).max(orderHistoryLimits.maxPageSize)).default(orderHistoryLimits.defaultPageSize),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: "validation.date_range", path: ["to"] });
export type StaffOrderListQuery = z.infer<typeof staffOrderListQuerySchema>;

export const staffOrderSummarySchema = orderSummarySchema.extend({
  company: z.object({ id: z.number().int(), corporateName: z.string(), clientCode: z.string().nullable() }),
  externalId: z.string().nullable(),
});
export const staffOrderPageSchema = z.object({ items: z.array(staffOrderSummarySchema), nextCursor: z.string().nullable() });

export const staffOrderParamsSchema = z.strictObject({ number: orderNumberSchema });

const carrierSchema = z.string().trim().min(1).max(orderAdminLimits.carrierLength);
const trackingSchema = z
  .string()
  .trim()
  .min(1)
  .max(orderAdminLimits.trackingLength)
  .regex(/^[A-Za-z0-9 ._/-]+$/, "validation.invalid");

/** POST orders/{number}/ship: a shipment of some lines, or of every line still to go when `lines` is absent. */
export const shipOrderSchema = z.strictObject({
  carrier: carrierSchema,
  trackingNumber: trackingSchema,
  lines: z
    .array(z.strictObject({ itemId: databaseId, quantity: z.number().int().min(1).max(cartLimits.maxQuantity) }))
    .min(1)
    .max(orderAdminLimits.maxLines)
    .optional(),
});
export type ShipOrder = z.infer<typeof shipOrderSchema>;

/** Mark paid, refund, cancel: an optional note kept on the timeline. */
export const staffOrderNoteSchema = z.strictObject({ note: z.string().trim().min(1).max(500).optional() });

export const staffOrderActionParamsSchema = z.strictObject({ number: orderNumberSchema, action: z.enum(staffOrderActions) });

// ---- the ERP ----

const externalIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(orderAdminLimits.externalIdLength)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, "validation.invalid");
const cents = z.number().int().min(0).max(2_000_000_000);
const instantSchema = z.iso.datetime({ offset: true });

export const erpOrderLineSchema = z.strictObject({
  reference: z.string().trim().min(1).max(64),
  quantity: z.number().int().min(1).max(cartLimits.maxQuantity),
  /** Catalogue price and the customer's price of one unit, excl. VAT (cents). */
  unitPrice: cents,
  discountPrice: cents,
});

/** One off-web order as the ERP knows it; sending it again with the same content changes nothing. */
export const erpOrderSchema = z.strictObject({
  externalId: externalIdSchema,
  clientCode: clientCodeSchema,
  /** The customer's own reference. */
  name: z.string().trim().max(cartLimits.nameLength).nullable().optional(),
  placedAt: instantSchema,
  lines: z.array(erpOrderLineSchema).min(1).max(orderAdminLimits.maxLines),
  totals: z.strictObject({ shipping: cents, packaging: cents, promotion: cents, vat: cents }),
  paymentState: z.enum(paymentStates),
  shippingState: z.enum(shippingStates),
  /** Where it went; the company's registered address when absent. */
  shippingAddress: z
    .strictObject({
      firstname: z.string().trim().min(1).max(100),
      lastname: z.string().trim().min(1).max(100),
      company: z.string().trim().max(150).nullable(),
      street: z.string().trim().min(1).max(250),
      postcode: z.string().trim().min(1).max(20),
      city: z.string().trim().min(1).max(100),
      countryCode: z.string().regex(/^[A-Z]{2}$/),
      phone: z.string().trim().max(30).nullable(),
    })
    .optional(),
});
export type ErpOrder = z.infer<typeof erpOrderSchema>;

export const erpOrderBatchSchema = z.strictObject({ orders: z.array(erpOrderSchema).min(1).max(orderAdminLimits.maxBatch) });

/** The payment and shipping states of any order (a web one by its number, an off-web one by either). */
export const erpStateUpdateSchema = z
  .strictObject({
    number: orderNumberSchema.optional(),
    externalId: externalIdSchema.optional(),
    paymentState: z.enum(paymentStates).optional(),
    shippingState: z.enum(shippingStates).optional(),
  })
  .refine((update) => (update.number === undefined) !== (update.externalId === undefined), {
    message: "validation.one_of_number_external_id",
  })
  .refine((update) => update.paymentState !== undefined || update.shippingState !== undefined, { message: "validation.state_required" });
export const erpStateBatchSchema = z.strictObject({ orders: z.array(erpStateUpdateSchema).min(1).max(orderAdminLimits.maxBatch) });

export const erpOutcomes = ["accepted", "updated", "unchanged", "refused"] as const;
export const erpRefusals = [
  "company_unknown",
  "reference_unknown",
  "no_address",
  "order_unknown",
  "transition_not_allowed",
  "total_out_of_range",
  "duplicate_in_batch",
] as const;
export type ErpRefusal = (typeof erpRefusals)[number];

export const erpReportSchema = z.object({
  results: z.array(
    z.object({
      /** The position in the batch, from 0. */
      index: z.number().int(),
      externalId: z.string().nullable(),
      number: z.string().nullable(),
      outcome: z.enum(erpOutcomes),
      reason: z.enum(erpRefusals).nullable(),
      /** For a refused reference: which one. */
      detail: z.string().nullable(),
    }),
  ),
});
export type ErpReport = z.infer<typeof erpReportSchema>;
export type ErpResult = ErpReport["results"][number];
