import { orderPromotionLines, orders, productVariants, promotions } from "@portal/db/schema/index";
import type { Order } from "@portal/domain/orders/schemas";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { login, type TestApp } from "../../test/harness";
import { type Shopper, shopperOf } from "../../test/shopper";
import { createCatalogTestApp } from "../catalog/catalog.test-setup";

/*
 * What must hold when requests of one customer arrive at the same moment (two tabs, a double click,
 * two companies). PGlite runs one statement at a time and hides these races: they matter on
 * PostgreSQL, where CI runs this file too.
 */

let t: TestApp;
let buyer: Shopper;

/** The multi-company customer logged into the company whose name starts with `prefix`. */
async function multiIn(prefix: string): Promise<Shopper> {
  const tokens = await login(t.app, "multi@demo.example");
  const shopper = shopperOf(t.app, tokens);
  const me = await shopper.ok<{ companies: { id: number; corporateName: string }[] }>(
    shopper.call("GET", `customers/${tokens.customerId}`),
  );
  const company = me.companies.find((entry) => entry.corporateName.startsWith(prefix));
  return shopperOf(t.app, await shopper.ok(shopper.call("PATCH", `customers/${tokens.customerId}/company`, { company: company?.id })));
}

const placeAll = (carts: { shopper: Shopper; cart: Order }[]) =>
  Promise.all(carts.map(({ shopper, cart }) => shopper.call("PATCH", `orders/${cart.tokenValue}/complete`, {})));

beforeAll(async () => {
  t = await createCatalogTestApp();
  buyer = shopperOf(t.app, await login(t.app, "buyer@demo.example"));
  await t.db.db.update(productVariants).set({ stockQuantity: 5_000 }).where(eq(productVariants.code, "KR-AF-53-1"));
});
afterAll(() => t.close());

describe("adding to a cart from several tabs at once", () => {
  it("adds every unit", async () => {
    const cart = await buyer.readyCart([]);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => buyer.call("POST", `orders/${cart.tokenValue}/items`, { productVariant: "AF-53-01", quantity: 1 })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(201));
    const now = await buyer.ok(buyer.call("GET", `orders/${cart.tokenValue}`));
    expect(now.items.map((item) => item.quantity)).toEqual([12]);
  });

  it("never puts more in a cart line than the shelf holds", async () => {
    await t.db.db.update(productVariants).set({ stockQuantity: 5 }).where(eq(productVariants.code, "KR-BL-53-B"));
    const cart = await buyer.readyCart([]);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => buyer.call("POST", `orders/${cart.tokenValue}/items`, { productVariant: "BL-53-B", quantity: 1 })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 422).map((answer) => answer.json().code)).toEqual(
      Array(3).fill("cart.insufficient_stock"),
    );
    const now = await buyer.ok(buyer.call("GET", `orders/${cart.tokenValue}`));
    expect(now.items.map((item) => item.quantity)).toEqual([5]);
  });
});

describe("coupons with a limit", () => {
  it("are used once per customer, even by two orders of two companies placed at the same moment", async () => {
    const vertmoteur = await multiIn("Vertmoteur");
    const dubois = await multiIn("Atelier Dubois");
    const carts = [];
    for (const shopper of [vertmoteur, dubois]) {
      const cart = await shopper.readyCart([["AF-53-01", 20]]);
      await shopper.ok(shopper.call("PATCH", `orders/${cart.tokenValue}/name`, { name: null, engagementCode: "EJ-7" }));
      const withCoupon = await shopper.ok(shopper.call("PUT", `orders/${cart.tokenValue}`, { couponCode: "BIENVENUE20" }));
      expect(withCoupon.couponCode).toBe("BIENVENUE20");
      carts.push({ shopper, cart: withCoupon });
    }
    const answers = await placeAll(carts);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toMatchObject({ code: "cart.coupon_removed", detail: "customer_usage_limit_reached" });

    const tokens = carts.map(({ cart }) => cart.tokenValue);
    const rows = await t.db.db.select().from(orders).where(inArray(orders.tokenValue, tokens));
    const placed = rows.filter((row) => row.state !== "cart");
    expect(placed).toHaveLength(1);
    expect(await t.db.db.$count(orderPromotionLines, eq(orderPromotionLines.orderId, placed[0]?.id ?? 0))).toBe(1);
    // The refused cart lost its coupon: the buyer sees the total without it before confirming again.
    const left = rows.find((row) => row.state === "cart");
    expect(left?.couponCode).toBeNull();
    const again = carts.find(({ cart }) => cart.tokenValue === left?.tokenValue);
    expect((await again?.shopper.call("PATCH", `orders/${left?.tokenValue}/complete`, {}))?.statusCode).toBe(200);
  });

  it("are used no more often than their limit allows, whoever orders", async () => {
    await t.db.db
      .insert(promotions)
      .values({ code: "once-only", couponCode: "ONCEONLY", action: "cart_amount", amountCents: 500, usageLimit: 1 });
    const admin = shopperOf(t.app, await login(t.app, "admin@demo.example"));
    const carts = [];
    for (const shopper of [buyer, admin]) {
      const cart = await shopper.readyCart([["AF-53-01", 2]]);
      carts.push({ shopper, cart: await shopper.ok(shopper.call("PUT", `orders/${cart.tokenValue}`, { couponCode: "ONCEONLY" })) });
    }
    const answers = await placeAll(carts);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().detail).toBe("usage_limit_reached");
    const [once] = await t.db.db.select().from(promotions).where(eq(promotions.code, "once-only"));
    expect(once?.used).toBe(1);
  });

  it("are tried a few times, then the customer waits", async () => {
    const limited = shopperOf(t.app, await login(t.app, "limited@demo.example"));
    const cart = await limited.readyCart([["AF-53-01", 20]]);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const wrong = await limited.call("PUT", `orders/${cart.tokenValue}`, { couponCode: `GUESS${attempt}` });
      expect(wrong.json().code).toBe("cart.coupon_invalid");
    }
    const blocked = await limited.call("PUT", `orders/${cart.tokenValue}`, { couponCode: "PRINTEMPS10" });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    // Another customer is not held back.
    const other = await buyer.readyCart([["AF-53-01", 20]]);
    expect((await buyer.ok(buyer.call("PUT", `orders/${other.tokenValue}`, { couponCode: "PRINTEMPS10" }))).couponCode).toBe("PRINTEMPS10");
  });
});
