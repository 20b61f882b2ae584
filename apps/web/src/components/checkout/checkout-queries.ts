"use client";

import type { Order } from "@portal/domain/orders/schemas";
import { useQuery } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { checkoutApi, type PaymentMethod, type ShippingMethod } from "@/lib/checkout/api";
import { cartPayment } from "@/lib/checkout/steps";
import { CartLoadError } from "../cart/use-cart";

/** What the server loaded with the page, and for which cart state, so it is only used for that state. */
export type Initial<T> = { data: T | null; token: string | null; key: number | null };

const initialFor = <T>(initial: Initial<T>, token: string | undefined, key: number | null): T | undefined =>
  initial.data !== null && initial.token === token && initial.key === key ? initial.data : undefined;

/** The methods serving the cart's shipping address (their prices depend on its zone). */
export function useShippingMethods(order: Order | undefined, initial: Initial<ShippingMethod[]>) {
  const locale = useLocale();
  const token = order?.tokenValue;
  const addressId = order?.shippingAddressId ?? null;
  return useQuery<ShippingMethod[], CartLoadError>({
    queryKey: ["checkout", "shipping-methods", token, addressId, locale],
    queryFn: async () => {
      const result = await checkoutApi.shippingMethods(token ?? "");
      if (!result.ok) throw new CartLoadError(result);
      return result.data;
    },
    enabled: Boolean(token && addressId !== null),
    initialData: initialFor(initial, token, addressId),
  });
}

/** The methods the company may pay the cart's payment with, named by the API in the page's language. */
export function usePaymentMethods(order: Order | undefined, initial: Initial<PaymentMethod[]>) {
  const locale = useLocale();
  const token = order?.tokenValue;
  const paymentId = order ? (cartPayment(order)?.id ?? null) : null;
  return useQuery<PaymentMethod[], CartLoadError>({
    queryKey: ["checkout", "payment-methods", token, paymentId, locale],
    queryFn: async () => {
      const result = await checkoutApi.paymentMethods(token ?? "", paymentId ?? 0);
      if (!result.ok) throw new CartLoadError(result);
      return result.data;
    },
    enabled: Boolean(token && paymentId !== null),
    // The list changes with the company's rights, not during a checkout.
    staleTime: 5 * 60_000,
    initialData: initialFor(initial, token, paymentId),
  });
}
