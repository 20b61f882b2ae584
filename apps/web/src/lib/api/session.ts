import { type Customer, customerSchema } from "@portal/domain/accounts/schemas";
import { sessionCookies } from "@portal/domain/accounts/session-cookies";
import { cookies } from "next/headers";
import { cache } from "react";
import { apiFetch } from "./server";

export type Session =
  | { status: "visitor" }
  /** Signed in but still has to pick one of several companies. */
  | { status: "choosing-company"; customer: Customer }
  | { status: "customer"; customer: Customer };

/** The signed-in customer, loaded once per request from the `customer_id` cookie. */
export const getSession = cache(async (): Promise<Session> => {
  const store = await cookies();
  const customerId = store.get(sessionCookies.customerId)?.value;
  const hasTokens = store.has(sessionCookies.token) || store.has(sessionCookies.refreshToken);
  if (!customerId || !/^\d{1,12}$/.test(customerId) || !hasTokens) return { status: "visitor" };

  const result = await apiFetch(`/api/v2/shop/customers/${customerId}`, { schema: customerSchema });
  if (!result.ok) return { status: "visitor" };
  const customer = result.data;
  return customer.company ? { status: "customer", customer } : { status: "choosing-company", customer };
});
