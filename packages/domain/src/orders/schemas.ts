import { z } from "zod";
import { orderAddressSchema } from "../addresses/schemas";
import { availabilityStatusSchema, catalogCodeSchema, deliveryPromiseSchema, productTypeSchema } from "../catalog/schemas";
import { promotionActions } from "../pricing/promotions";
import { integerText } from "../validation/integers";
import { cartLimits } from "./limits";
import { paymentMethodCodes } from "./payment-methods";
import { orderOrigins, orderStates, orderTypes, paymentStates, shippingStates } from "./states";

export { cartLimits };

export const cartTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
export const cartTokenParamsSchema = z.strictObject({ cartToken: cartTokenSchema });
export const cartItemParamsSchema = z.strictObject({
  cartToken: cartTokenSchema,
  id: integerText(z.number().int().positive().max(2_147_483_647)),
});
export const cartShipmentParamsSchema = cartItemParamsSchema;
/** A quantity in a JSON body: a JSON integer, never a string, a boolean or an array. */
export const quantitySchema = z.number().int().min(1).max(cartLimits.maxQuantity);

// ---- requests ----

/** POST orders: the caller's open cart for the active company (created when there is none). */
export const createCartSchema = z.strictObject({ tokenValue: cartTokenSchema.optional() });

export const addItemSchema = z.strictObject({
  /** A variant code, or a manufacturer's reference (a superseded one brings its replacement). */
  productVariant: z.string().trim().min(1).max(64),
  quantity: quantitySchema.default(1),
  checkPartSmart: z.boolean().optional(),
});
export type AddItem = z.infer<typeof addItemSchema>;

export const updateItemSchema = z.strictObject({ quantity: quantitySchema });

export const couponCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(1)
  .max(cartLimits.couponLength)
  .regex(/^[A-Z0-9_-]+$/, "cart.coupon_invalid");

/** PUT orders/{token}: the coupon and the chosen addresses (null billing = the company's registered address). */
export const updateCartSchema = z.strictObject({
  couponCode: z.union([couponCodeSchema, z.literal(""), z.null()]).optional(),
  shippingAddressId: z.number().int().positive().optional(),
  billingAddressId: z.number().int().positive().nullable().optional(),
});
export type UpdateCart = z.infer<typeof updateCartSchema>;

export const nameCartSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .max(cartLimits.nameLength)
    .optional()
    .nullable()
    .transform((value) => value || null),
  engagementCode: z
    .string()
    .trim()
    .max(cartLimits.engagementCodeLength)
    .optional()
    .nullable()
    .transform((value) => value || null),
});

export const commentsSchema = z.strictObject({ comments: z.string().trim().max(cartLimits.commentsLength) });

export const chooseShippingMethodSchema = z.strictObject({ shippingMethod: catalogCodeSchema });
export const paymentMethodCodeSchema = z.enum(paymentMethodCodes);
export const choosePaymentMethodSchema = z.strictObject({ paymentMethod: z.string().trim().min(1).max(40) });
export const paymentMethodsQuerySchema = z.strictObject({
  tokenValue: cartTokenSchema.optional(),
  paymentId: integerText(z.number().int().positive().max(2_147_483_647)).optional(),
});

// ---- answers ----

/** Why an item of the cart cannot be ordered as it stands (it is then listed apart, out of the totals). */
export const itemStatuses = ["available", "insufficient_stock", "out_of_stock", "not_sellable"] as const;
export type ItemStatus = (typeof itemStatuses)[number];

export const orderItemSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  /** Catalogue price excl. VAT (cents); null for a price on request. */
  unitPrice: z.number().int().nullable(),
  /** The price after the company's discount. */
  discountPrice: z.number().int().nullable(),
  ecotax: z.number().int(),
  total: z.number().int(),
  variant: z.object({ code: z.string(), partSmartCode: z.string().nullable() }),
  variantName: z.string(),
  productName: z.string(),
  productCode: z.string(),
  productSlug: z.string().nullable(),
  productType: productTypeSchema,
  brand: z.string(),
  reference: z.string(),
  image: z.string().nullable(),
  priceOnRequest: z.boolean(),
  /** The line came from a quote and keeps the quote's price. */
  quoted: z.boolean(),
  stockStatus: availabilityStatusSchema,
  deliveryPromise: deliveryPromiseSchema.nullable(),
  status: z.enum(itemStatuses),
  /** What may still be ordered when the shelf holds less than asked; null when stock is not counted. */
  availableQuantity: z.number().int().nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const promotionLineSchema = z.object({
  code: z.string(),
  action: z.enum(promotionActions),
  /** The item the free units come from (shown just before it); null for a cart-wide promotion. */
  itemId: z.number().int().nullable(),
  quantity: z.number().int(),
  amount: z.number().int(),
});
export type PromotionLineView = z.infer<typeof promotionLineSchema>;

export const totalsSchema = z.object({
  subtotal: z.number().int(),
  promotion: z.number().int(),
  shipping: z.number().int(),
  packaging: z.number().int(),
  totalExclVat: z.number().int(),
  vatRate: z.number().int(),
  vat: z.number().int(),
  totalInclVat: z.number().int(),
  freeShippingRemaining: z.number().int().nullable(),
});
export type OrderTotals = z.infer<typeof totalsSchema>;

export const shipmentSchema = z.object({ id: z.number().int(), method: z.string().nullable(), state: z.enum(shippingStates) });
export const paymentSchema = z.object({
  id: z.number().int(),
  method: paymentMethodCodeSchema.nullable(),
  state: z.enum(paymentStates),
  amount: z.number().int(),
});

export const kitSuggestionSchema = z.object({
  productCode: z.string(),
  variantCode: z.string(),
  name: z.string(),
  slug: z.string(),
  reference: z.string(),
  /** The buyer's price, their company's discount taken off as on the cart's lines; null on request. */
  priceCents: z.number().int().nullable(),
  image: z.string().nullable(),
  /** The machine of the cart it maintains. */
  forProduct: z.string(),
});

export const orderSchema = z.object({
  tokenValue: z.string(),
  number: z.string().nullable(),
  state: z.enum(orderStates),
  paymentState: z.enum(paymentStates),
  shippingState: z.enum(shippingStates),
  origin: z.enum(orderOrigins),
  type: z.enum(orderTypes),
  localeCode: z.string(),
  currency: z.literal("EUR"),
  items: z.array(orderItemSchema),
  promotionLines: z.array(promotionLineSchema),
  couponCode: z.string().nullable(),
  name: z.string().nullable(),
  engagementCode: z.string().nullable(),
  engagementCodeRequired: z.boolean(),
  comments: z.string().nullable(),
  shippingAddress: orderAddressSchema.nullable(),
  billingAddress: orderAddressSchema.nullable(),
  shippingAddressId: z.number().int().nullable(),
  billingAddressId: z.number().int().nullable(),
  shipments: z.array(shipmentSchema),
  payments: z.array(paymentSchema),
  totals: totalsSchema,
  /** Sum of the quantities (the cart badge). */
  itemCount: z.number().int(),
  /** A price-on-request item is in the cart: it can only be saved as a quote. */
  requiresQuote: z.boolean(),
  maintenanceKitSuggestions: z.array(kitSuggestionSchema),
  checkoutCompletedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The quote whose lines the cart holds at its prices: the cart is locked until checked out or emptied. */
  quoteNumber: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const shippingMethodSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  freeAboveCents: z.number().int().nullable(),
});
export const paymentMethodSchema = z.object({ code: paymentMethodCodeSchema, name: z.string(), description: z.string() });

export const importReportSchema = z.object({
  added: z.array(z.object({ line: z.number().int(), reference: z.string(), quantity: z.number().int() })),
  notFound: z.array(z.object({ line: z.number().int(), reference: z.string() })),
  unavailable: z.array(z.object({ line: z.number().int(), reference: z.string(), reason: z.enum(itemStatuses) })),
  invalid: z.array(z.object({ line: z.number().int(), value: z.string() })),
  order: orderSchema,
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** The answer of completing an order: the placed order and, for a card, where to pay. */
export const completionSchema = z.object({ order: orderSchema, paymentUrl: z.string().nullable() });
