import type { Order } from "@portal/domain/orders/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { login, type TestApp, type Tokens } from "../../test/harness";
import { createCatalogTestApp } from "../catalog/catalog.test-setup";
import { caller, expectProblem } from "./companies.test-setup";

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Tokens;
let limited: Tokens;

beforeAll(async () => {
  t = await createCatalogTestApp();
  call = caller(t);
  admin = await login(t.app, "admin@demo.example");
  limited = await login(t.app, "limited@demo.example");
});
afterAll(() => t.close());

async function ok<T = Order>(response: Awaited<ReturnType<typeof call>>, status = 200): Promise<T> {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

/** A cart ready to be placed: one item, the company's first address, bank transfer. */
async function readyCart(tokens: Tokens): Promise<Order> {
  const current = await ok(await call(tokens, "POST", "orders", {}));
  let cart = await ok(await call(tokens, "DELETE", `orders/${current.tokenValue}`));
  cart = await ok(await call(tokens, "POST", `orders/${cart.tokenValue}/items`, { productVariant: "AF-53-01", quantity: 1 }), 201);
  const book = await ok<{ shippingAddresses: { id: number }[] }>(await call(tokens, "GET", "addresses"));
  cart = await ok(await call(tokens, "PUT", `orders/${cart.tokenValue}`, { shippingAddressId: book.shippingAddresses[0]?.id }));
  return ok(await call(tokens, "PATCH", `orders/${cart.tokenValue}/payments/${cart.payments[0]?.id}`, { paymentMethod: "bank_transfer" }));
}

const setRight = (authorized: boolean) =>
  call(admin, "POST", "security/user-permissions", { resourceName: "order.place", group: limited.customerId, authorized });

describe("rights set by the administrator", () => {
  it("decide at once whether a member may place an order", async () => {
    const cart = await readyCart(limited);
    expect((await setRight(false)).statusCode).toBe(200);
    const aces = (await call(limited, "GET", `customers/${limited.customerId}`)).json().aces;
    expect(aces["order.place"]).toBe(false);
    expectProblem(await call(limited, "PATCH", `orders/${cart.tokenValue}/complete`, {}), 403, "auth.forbidden");

    expect((await setRight(true)).statusCode).toBe(200);
    const placed = await ok<{ order: Order }>(await call(limited, "PATCH", `orders/${cart.tokenValue}/complete`, {}));
    expect(placed.order.state).toBe("new");
  });
});
