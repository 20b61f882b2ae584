"use client";

import { importReportSchema, type Order, orderSchema } from "@portal/domain/orders/schemas";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import type { ApiFailure, ApiResult } from "@/lib/api/problem";
import { cartApi } from "@/lib/cart/api";
import { cartStore } from "@/lib/cart/store";

export const cartQueryKey = (owner: string) => ["cart", owner] as const;

/** The cart page checks every answer against the domain's schemas. */
export const api = cartApi({ order: orderSchema, report: importReportSchema });

export class CartLoadError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.code);
  }
}

/**
 * The cart of the page: the server's first answer, then each change's answer (the whole cart).
 * Changes run one after another, so the cart shown is always the answer to the last change sent.
 */
export function useCart(owner: string, initialOrder: Order | null) {
  const queryClient = useQueryClient();
  const query = useQuery<Order, CartLoadError>({
    queryKey: cartQueryKey(owner),
    queryFn: async () => {
      const result = await api.open();
      if (!result.ok) throw new CartLoadError(result);
      return result.data;
    },
    initialData: initialOrder ?? undefined,
  });
  const order = query.data;

  // The header's badge counts from the same answers.
  useEffect(() => {
    if (order) cartStore.receive(owner, order);
  }, [owner, order]);

  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const change = useCallback(
    <T>(call: (token: string) => Promise<ApiResult<T>>, orderOf: (data: T) => Order): Promise<ApiResult<T>> => {
      const key = cartQueryKey(owner);
      const run = async (): Promise<ApiResult<T>> => {
        const token = queryClient.getQueryData<Order>(key)?.tokenValue;
        if (!token) return { ok: false, status: 404, code: "cart.not_found" };
        const result = await call(token);
        if (result.ok) queryClient.setQueryData(key, orderOf(result.data));
        // Ordered or emptied in another tab: show the cart that replaces it.
        else if (result.code === "cart.not_found") await queryClient.invalidateQueries({ queryKey: key });
        return result;
      };
      const next = queue.current.then(run, run);
      queue.current = next;
      return next;
    },
    [owner, queryClient],
  );

  /** A change whose answer is the cart itself. */
  const update = useCallback((call: (token: string) => Promise<ApiResult<Order>>) => change(call, (data) => data), [change]);

  return { order, query, change, update };
}

export type CartUpdate = ReturnType<typeof useCart>["update"];
