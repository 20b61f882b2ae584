import { type Customer, customerSchema } from "@portal/domain/accounts/schemas";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { requestCookieNames } from "../auth/cookie-names";
import { apiFetch } from "./server";

export type Session =
  | { status: "visitor" }
  /** Signed in but still has to pick one of several companies. */
  | { status: "choosing-company"; customer: Customer }
  | { status: "customer"; customer: Customer };

/** The signed-in customer, loaded once per request from the customer-id cookie. */
export const getSession = cache(async (): Promise<Session> => {
  const [store, names] = await Promise.all([cookies(), headers().then((list) => requestCookieNames(list))]);
  const customerId = store.get(names.customerId)?.value;
  const hasTokens = store.has(names.token) || store.has(names.refreshToken);
  if (!customerId || !/^\d{1,12}$/.test(customerId) || !hasTokens) return { status: "visitor" };

  const result = await apiFetch(`/api/v2/shop/customers/${customerId}`, { schema: customerSchema });
  if (!result.ok) return { status: "visitor" };
  const customer = result.data;
  return customer.company ? { status: "customer", customer } : { status: "choosing-company", customer };
});
