import { canStartPostgres, type PrivatePostgres, startPrivatePostgres } from "@portal/db/private-postgres";
import { orders, outboxMessages, productVariants } from "@portal/db/schema/index";
import { and, eq, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogTestApp } from "../modules/catalog/catalog.test-setup";
import { login, type TestApp } from "../test/harness";
import { type Shopper, shopperOf } from "../test/shopper";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Repeats `attempt` until it holds or `ms` have passed; answers the time it took. */
async function within(ms: number, attempt: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await attempt())) {
    if (Date.now() - started > ms) throw new Error(`not recovered within ${ms} ms`);
    await sleep(100);
  }
  return Date.now() - started;
}

// The server of these tests is their own (they stop and kill it): they run once, in the PGlite pass.
describe.runIf(canStartPostgres && !process.env.DATABASE_URL)("losing the database", () => {
  let pg: PrivatePostgres;
  let t: TestApp;
  let buyer: Shopper;
  const connectionErrors: Error[] = [];

  beforeAll(async () => {
    pg = await startPrivatePostgres();
    t = await createCatalogTestApp({}, { databaseServer: pg.url, onConnectionError: (error) => connectionErrors.push(error) });
    buyer = shopperOf(t.app, await login(t.app, "buyer@demo.example"));
  }, 180_000);
  afterAll(async () => {
    await t?.close().catch(() => undefined);
    pg?.destroy();
  });

  const me = () => buyer.call("GET", `customers/${buyer.tokens.customerId}`);

  it("survives its connections being killed, and the next requests find new ones", async () => {
    await Promise.all([me(), me(), me()]);
    pg.killConnections();
    await sleep(300);
    // An error on a connection nobody listened to would have ended the test process here.
    expect(connectionErrors.length).toBeGreaterThan(0);
    await within(5_000, async () => (await me()).statusCode === 200);
  });

  it("answers 503 with Retry-After while the server is down, is not ready, and resumes by itself", async () => {
    pg.stop("fast");
    const during = await me();
    expect(during.statusCode).toBe(503);
    expect(during.headers["retry-after"]).toBe("5");
    expect(during.headers["content-type"]).toContain("application/problem+json");
    expect(during.json()).toMatchObject({ code: "server.unavailable", status: 503 });
    const readiness = await t.app.inject({ url: "/readyz" });
    expect(readiness.statusCode).toBe(503);
    expect((await t.app.inject({ url: "/healthz" })).statusCode).toBe(200);

    pg.start();
    await within(15_000, async () => (await me()).statusCode === 200);
    expect((await t.app.inject({ url: "/readyz" })).statusCode).toBe(200);
  }, 60_000);

  it("leaves nothing half-written when connections die during checkouts", async () => {
    const buyers = [
      buyer,
      shopperOf(t.app, await login(t.app, "admin@demo.example")),
      shopperOf(t.app, await login(t.app, "limited@demo.example")),
    ];
    await t.db.db.update(productVariants).set({ stockQuantity: 500 }).where(eq(productVariants.code, "KR-AF-53-1"));
    const placedBefore = await t.db.db.$count(orders, ne(orders.state, "cart"));

    // Every call is retried after a 503, as a browser's user would: the outage must cost time, never data.
    const retried = async (step: () => Promise<unknown>) => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await step();
        } catch (error) {
          if (attempt > 40 || !/got 503/.test(String(error))) throw error;
          await sleep(100);
        }
      }
    };
    let killing = true;
    const killer = (async () => {
      while (killing) {
        await sleep(150 + Math.random() * 200);
        pg.killConnections();
      }
    })();
    const placed = await Promise.all(
      buyers.map(async (shopper) => {
        const numbers: string[] = [];
        for (let round = 0; round < 5; round++) {
          const cart = (await retried(() => shopper.readyCart([["AF-53-01", 2]]))) as { tokenValue: string };
          const done = (await retried(() => shopper.ok(shopper.call("PATCH", `orders/${cart.tokenValue}/complete`, {})))) as {
            order: { number: string };
          };
          numbers.push(done.order.number);
        }
        return numbers;
      }),
    );
    killing = false;
    await killer;
    // The pool learns of its last killed connections as their errors arrive.
    await within(5_000, () =>
      t.db.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
    );

    const numbers = placed.flat();
    expect(new Set(numbers).size).toBe(15);
    const placedOrders = await t.db.db.select().from(orders).where(ne(orders.state, "cart"));
    expect(placedOrders.length - placedBefore).toBe(15);
    const [stock] = await t.db.db
      .select({ left: productVariants.stockQuantity })
      .from(productVariants)
      .where(eq(productVariants.code, "KR-AF-53-1"));
    expect(stock?.left).toBe(500 - 15 * 2);
    const confirmations = await t.db.db
      .select({ count: sql<number>`count(*)::int` })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.kind, "order_confirmation"),
          sql`${outboxMessages.payload}->>'orderNumber' = any(${sql.param(numbers)}::text[])`,
        ),
      );
    expect(confirmations[0]?.count).toBe(15);
  }, 120_000);
});
