import { type AddressBook, addressBookSchema } from "@portal/domain/addresses/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import { type Order, orderSchema } from "@portal/domain/orders/schemas";
import type { ApiResult } from "../api/problem";
import { apiFetch } from "../api/server";
import { openCart } from "../cart/server";
import { checkoutPaths, type PaymentMethod, paymentMethodListSchema, type ShippingMethod, shippingMethodListSchema } from "./api";
import { cartPayment } from "./steps";

/** The checkout's first render: each part left out is loaded (and retried) by the browser. */
export type CheckoutStart = {
  order: Order | null;
  addressBook: AddressBook | null;
  shippingMethods: ShippingMethod[] | null;
  paymentMethods: PaymentMethod[] | null;
};

const dataOf = <T>(result: ApiResult<T>): T | null => (result.ok ? result.data : null);

export async function loadCheckout(locale: Locale): Promise<CheckoutStart> {
  const [cart, book] = await Promise.all([openCart(), apiFetch("/api/v2/shop/addresses", { schema: addressBookSchema, locale })]);
  const order = dataOf(cart);
  const payment = order ? cartPayment(order) : null;
  // Methods exist for the cart's address zone, and payment methods for its payment: both come with the address.
  const [shipping, paying] = await Promise.all([
    order?.shippingAddressId
      ? apiFetch(checkoutPaths.shippingMethods(order.tokenValue), { schema: shippingMethodListSchema, locale })
      : null,
    order && payment
      ? apiFetch(checkoutPaths.paymentMethods(order.tokenValue, payment.id), { schema: paymentMethodListSchema, locale })
      : null,
  ]);
  return {
    order,
    addressBook: dataOf(book),
    shippingMethods: shipping ? dataOf(shipping) : null,
    paymentMethods: paying ? dataOf(paying) : null,
  };
}

/** A placed order (or a cart) of the customer's, by its token. */
export function getOrder(token: string, locale: Locale): Promise<ApiResult<Order>> {
  return apiFetch(`/api/v2/shop/orders/${encodeURIComponent(token)}`, { schema: orderSchema, locale });
}

/** The company's payment methods, named in the page's language by the API. */
export async function paymentMethodNames(locale: Locale): Promise<Partial<Record<PaymentMethod["code"], string>>> {
  const result = await apiFetch("/api/v2/shop/payment-methods", { schema: paymentMethodListSchema, locale });
  return result.ok ? Object.fromEntries(result.data.map((method) => [method.code, method.name])) : {};
}

/** The name of the shipping method an order was sent with, when the API still knows it. */
export async function shippingMethodName(order: Order, locale: Locale): Promise<string | null> {
  const code = order.shipments[0]?.method;
  if (!code) return null;
  const result = await apiFetch(checkoutPaths.shippingMethods(order.tokenValue), { schema: shippingMethodListSchema, locale });
  return result.ok ? (result.data.find((method) => method.code === code)?.name ?? null) : null;
}
