import { z } from "zod";
import { integerText } from "../validation/integers";
import { orderSchema } from "./schemas";
import { orderOrigins, orderStates, orderTypes, paymentStates, shippingStates } from "./states";

/** The order history of a company (spec sections 2, 7 and 9): list, detail, timeline, order again. */

export const orderHistoryLimits = {
  defaultPageSize: 20,
  maxPageSize: 100,
  searchLength: 120,
  /** Rows one spreadsheet export holds at most (the newest first). */
  exportMaxRows: 10_000,
} as const;

/** An order number as checkout draws them (`2026-100001`), or as the ERP's off-web orders carry them. */
export const orderNumberSchema = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_/-]*$/, "validation.invalid");

/** A calendar day, `YYYY-MM-DD`, that exists. */
export const dayTextSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "validation.invalid")
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, "validation.invalid");

// ---- keyset cursor: the last row's completion instant (microseconds, as PostgreSQL keeps it) and id ----

export type OrderCursor = { completedAt: string; id: number };
const cursorPattern = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|(\d{1,10})$/;

// The cursor is ASCII: btoa/atob (browser and Node alike) with the URL-safe alphabet.
export function encodeOrderCursor(cursor: OrderCursor): string {
  return btoa(`${cursor.completedAt}|${cursor.id}`).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function decodeOrderCursor(text: string): OrderCursor | null {
  let decoded: string;
  try {
    decoded = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return null;
  }
  const match = cursorPattern.exec(decoded);
  if (!match?.[1] || !match[2]) return null;
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  return { completedAt: match[1], id };
}

export const orderCursorSchema = z
  .string()
  .max(80)
  .regex(/^[A-Za-z0-9_-]+$/, "validation.invalid")
  .transform((text, context) => {
    const cursor = decodeOrderCursor(text);
    if (!cursor) {
      context.addIssue({ code: "custom", message: "validation.invalid" });
      return z.NEVER;
    }
    return cursor;
  });

/** GET orders: filters of the orders list, a keyset cursor and the page size. */
export const orderListQuerySchema = z
  .strictObject({
    type: z.enum(orderTypes).optional(),
    origin: z.enum(orderOrigins).optional(),
    /** An order number or the customer's own reference (the order's name), in part. */
    search: z.string().trim().min(1).max(orderHistoryLimits.searchLength).optional(),
    /** Completed on or after this day (UTC). */
    from: dayTextSchema.optional(),
    /** Completed on or before this day (UTC). */
    to: dayTextSchema.optional(),
    cursor: orderCursorSchema.optional(),
    itemsPerPage: integerText(z.number().int().min(1).max(orderHistoryLimits.maxPageSize)).default(orderHistoryLimits.defaultPageSize),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: "validation.date_range", path: ["to"] });
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
/** The filters alone (the export takes no cursor). */
export type OrderListFilters = Omit<OrderListQuery, "cursor" | "itemsPerPage">;

export const orderSummarySchema = z.object({
  tokenValue: z.string(),
  number: z.string(),
  /** The customer's own reference for the order. */
  name: z.string().nullable(),
  checkoutCompletedAt: z.string(),
  /** Total excl. VAT after the discount and promotions, shipping and packaging included (cents). */
  totalExclVat: z.number().int(),
  totalInclVat: z.number().int(),
  state: z.enum(orderStates),
  paymentState: z.enum(paymentStates),
  shippingState: z.enum(shippingStates),
  origin: z.enum(orderOrigins),
  type: z.enum(orderTypes),
  /** Who placed it (a colleague's orders show with "see all orders"). */
  customer: z.object({ firstname: z.string(), lastname: z.string() }),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderPageSchema = z.object({
  items: z.array(orderSummarySchema),
  /** Pass it as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

// ---- timeline ----

/** Who changed an order: the customer, a staff member, the ERP, the payment provider. */
export const orderActorTypes = ["customer", "staff", "erp", "provider"] as const;
export type OrderActorType = (typeof orderActorTypes)[number];

/** What changed: the order's state, its payment state, its shipping state. */
export const orderEventKinds = ["order", "payment", "shipping"] as const;
export type OrderEventKind = (typeof orderEventKinds)[number];

export const orderEventSchema = z.object({
  kind: z.enum(orderEventKinds),
  /** Null for the first state (an order placed, an off-web order received). */
  from: z.string().nullable(),
  to: z.string(),
  at: z.string(),
  actor: z.enum(orderActorTypes),
  /** A shipment's carrier and tracking, a refusal's reason: what the change said. */
  note: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/**
 * The events of an order, oldest first; events of one instant keep the order they were written
 * in (cause, then effect: a payment, then the order state it leads to).
 */
export function timelineOf(events: readonly OrderEvent[]): OrderEvent[] {
  return [...events].sort((a, b) => (a.at === b.at ? 0 : a.at < b.at ? -1 : 1));
}

// ---- detail ----

export const deliverySchema = z.object({
  id: z.number().int(),
  method: z.string().nullable(),
  state: z.enum(shippingStates),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  shippedAt: z.string().nullable(),
  /** The lines it carried and how many of each. */
  items: z.array(z.object({ itemId: z.number().int(), reference: z.string(), quantity: z.number().int() })),
});

/** GET orders/{orderToken} of a placed order: the order as placed, with its story and deliveries. */
export const orderDetailSchema = orderSchema.extend({
  number: z.string(),
  customer: z.object({ firstname: z.string(), lastname: z.string() }),
  /** The shipping method's name in the request's language, and the payment method's code. */
  shippingMethodName: z.string().nullable(),
  deliveries: z.array(deliverySchema),
  timeline: z.array(orderEventSchema),
  /** The caller may pay it now (their own card order awaiting payment or failed). */
  payable: z.boolean(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderTokenParamsSchema = z.strictObject({ orderToken: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

// ---- order again ----

export const reorderSchema = z.strictObject({ number: orderNumberSchema, clearCart: z.boolean() });
export type Reorder = z.infer<typeof reorderSchema>;

/** Why a line of the order could not go back into the cart. */
export const reorderRefusals = ["insufficient_stock", "out_of_stock", "not_sellable", "not_found"] as const;
export type ReorderRefusal = (typeof reorderRefusals)[number];

export const reorderResultSchema = z.object({
  /** True when every line went into the cart (some maybe as their replacement), false otherwise. */
  status: z.boolean(),
  added: z.array(z.object({ reference: z.string(), quantity: z.number().int() })),
  /** Superseded references, put in the cart as the reference replacing them. */
  replaced: z.array(z.object({ reference: z.string(), replacement: z.string(), quantity: z.number().int() })),
  refused: z.array(z.object({ reference: z.string(), quantity: z.number().int(), reason: z.enum(reorderRefusals) })),
  cart: orderSchema,
});
export type ReorderResult = z.infer<typeof reorderResultSchema>;
