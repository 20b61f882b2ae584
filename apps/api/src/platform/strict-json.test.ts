import Fastify from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createCatalogTestApp } from "../modules/catalog/catalog.test-setup";
import { login, type TestApp } from "../test/harness";
import { type Shopper, shopperOf } from "../test/shopper";
import { coercedPaths, strictValidatorCompiler } from "./strict-json";

describe("coercedPaths", () => {
  it("finds coercion at any depth, and nothing in a strict schema", () => {
    const schema = z.strictObject({
      quantity: z.coerce.number().int().default(1),
      lines: z.array(z.object({ flag: z.coerce.boolean().optional() })),
      note: z.string().nullable(),
      pick: z.union([z.literal("a"), z.object({ at: z.coerce.date() })]),
    });
    expect(coercedPaths(schema)).toEqual(["quantity", "lines.flag", "pick.at"]);
    expect(coercedPaths(z.strictObject({ quantity: z.number().int(), tags: z.array(z.string()) }))).toEqual([]);
  });

  it("stops a route that coerces from being served at all", async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(strictValidatorCompiler);
    app.post("/items", { schema: { body: z.strictObject({ quantity: z.coerce.number() }) } }, async () => ({}));
    await expect(app.ready()).rejects.toThrow("POST /items: the body schema coerces quantity");
  });
});

describe("JSON types on the wire", () => {
  let t: TestApp;
  let buyer: Shopper;
  beforeAll(async () => {
    t = await createCatalogTestApp();
    buyer = shopperOf(t.app, await login(t.app, "buyer@demo.example"));
  });
  afterAll(() => t.close());

  it.each([["5"], [[5]], [true], ["0x5"], [5.5], [null], [{}]])("refuses the quantity %j with the field named", async (quantity) => {
    const cart = await buyer.ok(buyer.call("POST", "orders", {}));
    const added = await buyer.call("POST", `orders/${cart.tokenValue}/items`, { productVariant: "AF-53-01", quantity });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toMatchObject({ code: "request.invalid", errors: [{ path: "body.quantity" }] });
  });

  it("takes a JSON integer, and refuses a changed quantity that is not one", async () => {
    const cart = await buyer.readyCart([["AF-53-01", 2]]);
    const item = cart.items[0];
    const changed = await buyer.call("PATCH", `orders/${cart.tokenValue}/items/${item?.id}`, { quantity: "3" });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().errors).toEqual([expect.objectContaining({ path: "body.quantity" })]);
    const fine = await buyer.ok(buyer.call("PATCH", `orders/${cart.tokenValue}/items/${item?.id}`, { quantity: 3 }));
    expect(fine.items[0]?.quantity).toBe(3);
  });

  it("reads ids in paths and pages in query strings as decimal digits only", async () => {
    const cart = await buyer.readyCart([["AF-53-01", 1]]);
    const item = cart.items[0]?.id ?? 0;
    const hex = await buyer.call("PATCH", `orders/${cart.tokenValue}/items/0x${item.toString(16)}`, { quantity: 2 });
    expect(hex.statusCode).toBe(400);
    expect(hex.json().errors).toEqual([expect.objectContaining({ path: "params.id" })]);
    const exponent = await t.app.inject({ url: "/api/v2/shop/search?page=1e1" });
    expect(exponent.statusCode).toBe(400);
    expect((await t.app.inject({ url: "/api/v2/shop/search?page=2" })).statusCode).toBe(200);
  });

  it("refuses a company named as a string when choosing the active company", async () => {
    const chosen = await buyer.call("PATCH", `customers/${buyer.tokens.customerId}/company`, { company: String(buyer.tokens.company) });
    expect(chosen.statusCode).toBe(400);
    expect(chosen.json().errors).toEqual([expect.objectContaining({ path: "body.company" })]);
  });
});
