import type { Order } from "@portal/domain/orders/schemas";
import type { FastifyInstance } from "fastify";
import { bearer, type Tokens } from "./harness";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Answer = Awaited<ReturnType<FastifyInstance["inject"]>>;

/** A buyer driving the shop API as the web does, JSON in and out (PATCH as merge patch). */
export function shopperOf(app: FastifyInstance, tokens: Tokens) {
  function call(method: Method, path: string, payload?: unknown): Promise<Answer> {
    const contentType = method === "PATCH" ? "application/merge-patch+json" : "application/json";
    return app.inject({
      method,
      url: `/api/v2/shop/${path}`,
      headers: { ...bearer(tokens.token), ...(payload === undefined ? {} : { "content-type": contentType }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  }

  async function ok<T = Order>(answer: Answer | Promise<Answer>, status = 200): Promise<T> {
    const response = await answer;
    if (response.statusCode !== status) throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
    return response.json();
  }

  /** A fresh cart holding the given references, addressed to the company's first address, paid by `payment`. */
  async function readyCart(lines: [reference: string, quantity: number][], payment = "bank_transfer"): Promise<Order> {
    const current = await ok(call("POST", "orders", {}));
    let cart = await ok(call("DELETE", `orders/${current.tokenValue}`));
    for (const [reference, quantity] of lines) {
      cart = await ok(call("POST", `orders/${cart.tokenValue}/items`, { productVariant: reference, quantity }), 201);
    }
    const book = await ok<{ shippingAddresses: { id: number }[] }>(call("GET", "addresses"));
    cart = await ok(call("PUT", `orders/${cart.tokenValue}`, { shippingAddressId: book.shippingAddresses[0]?.id }));
    return ok(call("PATCH", `orders/${cart.tokenValue}/payments/${cart.payments[0]?.id}`, { paymentMethod: payment }));
  }

  return { tokens, call, ok, readyCart };
}

export type Shopper = ReturnType<typeof shopperOf>;
