import { type Order, orderSchema } from "@portal/domain/orders/schemas";
import type { ApiResult } from "../api/problem";
import { apiFetch } from "../api/server";

/** The signed-in customer's open cart for the page's first render (created when there is none). */
export function openCart(): Promise<ApiResult<Order>> {
  return apiFetch("/api/v2/shop/orders", { method: "POST", body: {}, schema: orderSchema });
}
