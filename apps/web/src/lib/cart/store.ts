import type { Order } from "@portal/domain/orders/schemas";
import type { ApiResult } from "../api/problem";
import { type CartApi, cartApi } from "./api";

/**
 * The tab's cart as the header badge and the add-to-cart buttons see it: its token and the sum of
 * its quantities, for one customer in one company (`owner`). Kept in memory: a reload asks again.
 */
export type CartSnapshot = { owner: string; token: string | null; count: number | null };

export type CartStore = {
  get: () => CartSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** Records the order an answer carried. */
  receive: (owner: string, order: Pick<Order, "tokenValue" | "itemCount">) => void;
  /** Loads the cart once per owner; later calls share the first one's answer. */
  load: (owner: string) => Promise<ApiResult<string>>;
  /** Adds a variant (code or reference), opening the cart first when needed. */
  add: (owner: string, productVariant: string, quantity: number) => Promise<ApiResult<Order>>;
};

export const EMPTY_SNAPSHOT: CartSnapshot = Object.freeze({ owner: "", token: null, count: null });

export function createCartStore(api: Pick<CartApi, "open" | "addItem"> = cartApi()): CartStore {
  let snapshot = EMPTY_SNAPSHOT;
  // Bumped by every answer recorded: a load that started earlier must not overwrite a newer state.
  let version = 0;
  let pending: { owner: string; promise: Promise<ApiResult<string>> } | null = null;
  const listeners = new Set<() => void>();

  const set = (next: CartSnapshot) => {
    snapshot = next;
    version++;
    for (const listener of listeners) listener();
  };
  const receive = (owner: string, order: Pick<Order, "tokenValue" | "itemCount">) =>
    set({ owner, token: order.tokenValue, count: order.itemCount });

  const load = (owner: string): Promise<ApiResult<string>> => {
    if (snapshot.owner === owner && snapshot.token) return Promise.resolve({ ok: true, status: 200, data: snapshot.token });
    if (pending?.owner === owner) return pending.promise;
    if (snapshot.owner !== owner) set({ owner, token: null, count: null });
    const startedAt = version;
    const promise = api.open().then((result): ApiResult<string> => {
      if (pending?.promise === promise) pending = null;
      if (!result.ok) return result;
      if (version === startedAt) receive(owner, result.data);
      return { ok: true, status: result.status, data: result.data.tokenValue };
    });
    pending = { owner, promise };
    return promise;
  };

  const add = async (owner: string, productVariant: string, quantity: number): Promise<ApiResult<Order>> => {
    const token = await load(owner);
    if (!token.ok) return token;
    let result = await api.addItem(token.data, productVariant, quantity);
    if (!result.ok && result.code === "cart.not_found") {
      // The cart was ordered or emptied in another tab: the next one takes the item.
      set({ owner, token: null, count: null });
      const fresh = await load(owner);
      if (!fresh.ok) return fresh;
      result = await api.addItem(fresh.data, productVariant, quantity);
    }
    if (result.ok) receive(owner, result.data);
    return result;
  };

  return {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    receive,
    load,
    add,
  };
}

/** One per tab, shared by the lazily loaded badge, add-to-cart button and cart page. */
export const cartStore = createCartStore();
