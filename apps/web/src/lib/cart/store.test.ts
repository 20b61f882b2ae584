import type { Order } from "@portal/domain/orders/schemas";
import { describe, expect, it, vi } from "vitest";
import type { ApiResult } from "../api/problem";
import { createCartStore } from "./store";

type Answer = ApiResult<Order>;
const order = (tokenValue: string, itemCount: number) => ({ tokenValue, itemCount }) as Order;
const ok = (value: Order): Answer => ({ ok: true, status: 200, data: value });

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("cart store", () => {
  it("opens the cart once for every caller of one owner", async () => {
    const open = vi.fn(async () => ok(order("token-a", 3)));
    const store = createCartStore({ open, addItem: vi.fn() });
    const [first, second] = await Promise.all([store.load("1:1"), store.load("1:1")]);
    expect(first).toEqual({ ok: true, status: 200, data: "token-a" });
    expect(second).toEqual(first);
    await store.load("1:1");
    expect(open).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual({ owner: "1:1", token: "token-a", count: 3 });
  });

  it("starts again for another company", async () => {
    const open = vi
      .fn()
      .mockResolvedValueOnce(ok(order("token-a", 3)))
      .mockResolvedValueOnce(ok(order("token-b", 0)));
    const store = createCartStore({ open, addItem: vi.fn() });
    await store.load("1:1");
    await store.load("1:2");
    expect(store.get()).toEqual({ owner: "1:2", token: "token-b", count: 0 });
  });

  it("lets a newer answer win over a load that started before it", async () => {
    const pending = deferred<Answer>();
    const store = createCartStore({ open: () => pending.promise, addItem: vi.fn() });
    const load = store.load("1:1");
    store.receive("1:1", order("token-a", 5));
    pending.resolve(ok(order("token-a", 2)));
    await load;
    expect(store.get().count).toBe(5);
  });

  it("adds to the open cart and counts the answer", async () => {
    const addItem = vi.fn(async () => ok(order("token-a", 4)));
    const store = createCartStore({ open: async () => ok(order("token-a", 1)), addItem });
    const listener = vi.fn();
    store.subscribe(listener);
    const result = await store.add("1:1", "KRL-621", 3);
    expect(result.ok).toBe(true);
    expect(addItem).toHaveBeenCalledWith("token-a", "KRL-621", 3);
    expect(store.get().count).toBe(4);
    expect(listener).toHaveBeenCalled();
  });

  it("moves to the next cart when the held one was ordered elsewhere", async () => {
    const open = vi
      .fn()
      .mockResolvedValueOnce(ok(order("old", 1)))
      .mockResolvedValueOnce(ok(order("new", 0)));
    const addItem = vi
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 404, code: "cart.not_found" })
      .mockResolvedValueOnce(ok(order("new", 2)));
    const store = createCartStore({ open, addItem });
    const result = await store.add("1:1", "KRL-621", 2);
    expect(result.ok).toBe(true);
    expect(addItem).toHaveBeenLastCalledWith("new", "KRL-621", 2);
    expect(store.get()).toEqual({ owner: "1:1", token: "new", count: 2 });
  });

  it("passes a refusal on and keeps the count", async () => {
    const store = createCartStore({
      open: async () => ok(order("token-a", 1)),
      addItem: async () => ({ ok: false, status: 422, code: "cart.insufficient_stock" }),
    });
    const result = await store.add("1:1", "KRL-621", 50);
    expect(result).toMatchObject({ ok: false, code: "cart.insufficient_stock" });
    expect(store.get().count).toBe(1);
  });

  it("lets a failed load be tried again", async () => {
    const open = vi
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 503, code: "server.unavailable" })
      .mockResolvedValueOnce(ok(order("token-a", 0)));
    const store = createCartStore({ open, addItem: vi.fn() });
    expect((await store.load("1:1")).ok).toBe(false);
    expect((await store.load("1:1")).ok).toBe(true);
  });
});
