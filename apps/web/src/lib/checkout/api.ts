import { completionSchema, orderSchema, paymentMethodSchema, shippingMethodSchema } from "@portal/domain/orders/schemas";
import { z } from "zod";
import { apiRequest } from "../api/client";
import { cartPaths } from "../cart/api";

export type ShippingMethod = z.infer<typeof shippingMethodSchema>;
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const shippingMethodListSchema = z.array(shippingMethodSchema);
export const paymentMethodListSchema = z.array(paymentMethodSchema);

const { cart } = cartPaths;

/** The checkout API's paths, beside the cart's. */
export const checkoutPaths = {
  shippingMethods: (token: string) => `${cart(token)}/shipping-methods`,
  shipment: (token: string, id: number) => `${cart(token)}/shipments/${id}`,
  payment: (token: string, id: number) => `${cart(token)}/payments/${id}`,
  paymentMethods: (token: string, paymentId: number) =>
    `/api/v2/shop/payment-methods?${new URLSearchParams({ tokenValue: token, paymentId: String(paymentId) })}`,
  complete: (token: string) => `${cart(token)}/complete`,
  pay: (token: string) => `${cart(token)}/pay`,
} as const;

/** Browser calls of the checkout; every answer is checked against the domain's schemas. */
export const checkoutApi = {
  /** Also creates the cart's shipment (with the zone's first method) and its payment. */
  setShippingAddress: (token: string, shippingAddressId: number) =>
    apiRequest(cart(token), { method: "PUT", body: { shippingAddressId }, schema: orderSchema }),
  /** Null bills the company's registered address. */
  setBillingAddress: (token: string, billingAddressId: number | null) =>
    apiRequest(cart(token), { method: "PUT", body: { billingAddressId }, schema: orderSchema }),
  shippingMethods: (token: string) => apiRequest(checkoutPaths.shippingMethods(token), { schema: shippingMethodListSchema }),
  chooseShippingMethod: (token: string, shipmentId: number, shippingMethod: string) =>
    apiRequest(checkoutPaths.shipment(token, shipmentId), { method: "PATCH", body: { shippingMethod }, schema: orderSchema }),
  paymentMethods: (token: string, paymentId: number) =>
    apiRequest(checkoutPaths.paymentMethods(token, paymentId), { schema: paymentMethodListSchema }),
  choosePaymentMethod: (token: string, paymentId: number, paymentMethod: string) =>
    apiRequest(checkoutPaths.payment(token, paymentId), { method: "PATCH", body: { paymentMethod }, schema: orderSchema }),
  /** Places the order; `paymentUrl` is where a card is paid. Repeating it answers the same order. */
  complete: (token: string) => apiRequest(checkoutPaths.complete(token), { method: "PATCH", body: {}, schema: completionSchema }),
  /** A placed order as it stands now (the confirmation page asks again for a late payment notification). */
  order: (token: string) => apiRequest(cart(token), { schema: orderSchema }),
  /** A new card payment page for a placed order whose payment failed or was cancelled. */
  pay: (token: string) => apiRequest(checkoutPaths.pay(token), { method: "POST", schema: z.object({ paymentUrl: z.string() }) }),
};
