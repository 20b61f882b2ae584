import { type ReorderResult, reorderResultSchema } from "@portal/domain/orders/history";
import { apiRequest } from "../api/client";
import type { ApiResult } from "../api/problem";
import { ordersApiPath } from "./query";

/** Browser calls of the order pages; answers checked against the domain's schemas. */
export const ordersApi = {
  /** The order's lines into the caller's cart, emptied first when `clearCart`. */
  reorder: (number: string, clearCart: boolean): Promise<ApiResult<ReorderResult>> =>
    apiRequest(`${ordersApiPath}/reorder`, { method: "POST", body: { number, clearCart }, schema: reorderResultSchema }),
};
