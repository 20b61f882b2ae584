import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type DbHandle, queryRows } from "../client";
import { seedDemoData } from "./index";
import { buyerCompanyCode, ordersReferenceDate } from "./orders";

/** A file store that keeps nothing: the history needs the catalogue's rows, not its pictures. */
const files = { put: async () => {}, get: async () => null, exists: async () => false } as never;

let handle: DbHandle;
const query = async <T>(text: ReturnType<typeof sql>) => ({ rows: await queryRows<T>(handle.db, text) });

beforeAll(async () => {
  handle = await createDb();
  await handle.migrate();
  await seedDemoData(handle.db, { seed: 2026, files, catalogVariants: 300 });
}, 300_000);
afterAll(() => handle.close());

describe("the seeded order history", () => {
  // The demo quotes add an order of their own, placed from the ordered quote after the history.
  it("gives every enabled demo company hundreds of orders over two years, web and off-web, machines and parts", async () => {
    const { rows } = await query<{ client: string; total: number; offWeb: number; machines: number; first: string; last: string }>(
      sql`select co.client_code as client, count(*)::int as total, count(*) filter (where o.origin = 'off_web')::int as "offWeb",
        count(*) filter (where o.type = 'machine')::int as machines, min(o.checkout_completed_at)::text as first, max(o.checkout_completed_at)::text as last
      from orders o join companies co on co.id = o.company_id
      where o.state <> 'cart' and o.quote_id is null and co.client_code in ('C10001', 'C10002')
      group by co.client_code order by co.client_code`,
    );
    expect(rows.map((row) => row.client)).toEqual([buyerCompanyCode, "C10002"]);
    for (const row of rows) {
      expect(row.total).toBeGreaterThanOrEqual(120);
      expect(row.offWeb).toBeGreaterThan(0);
      expect(row.machines).toBeGreaterThan(0);
      expect(new Date(row.last).getTime()).toBeLessThan(new Date(ordersReferenceDate).getTime());
      expect(new Date(row.first).getTime()).toBeGreaterThan(new Date(ordersReferenceDate).getTime() - 731 * 86_400_000);
    }
  });

  it("holds every payment and shipping state, with lines, totals, shipments tracked and a timeline", async () => {
    const states = await query<{ payment: string; shipping: string }>(
      sql`select distinct payment_state::text as payment, shipping_state::text as shipping from orders where state <> 'cart'`,
    );
    expect(new Set(states.rows.map((row) => row.payment))).toEqual(
      new Set(["awaiting_payment", "authorized", "paid", "failed", "refunded"]),
    );
    expect(new Set(states.rows.map((row) => row.shipping))).toEqual(new Set(["ready", "partially_shipped", "shipped", "cancelled"]));
    const [holes] = (
      await query<{ empty: number; untracked: number; timeless: number; unfulfilled: number }>(
        sql`select (select count(*) from orders o where o.state <> 'cart' and not exists (select 1 from order_items i where i.order_id = o.id))::int as empty,
          (select count(*) from orders o where o.shipping_state = 'shipped' and not exists
            (select 1 from order_shipments s where s.order_id = o.id and s.tracking_number is not null))::int as untracked,
          (select count(*) from orders o where o.state <> 'cart' and not exists (select 1 from order_events e where e.order_id = o.id))::int as timeless,
          (select count(*) from orders o where o.state = 'new' and o.payment_state = 'paid' and o.shipping_state = 'shipped')::int as unfulfilled`,
      )
    ).rows;
    expect(holes).toEqual({ empty: 0, untracked: 0, timeless: 0, unfulfilled: 0 });
  });

  it("is the same for the same seed", async () => {
    const digest = async (db: DbHandle) =>
      (
        await queryRows<{ d: string }>(
          db.db,
          sql`select md5(string_agg(number || token_value || total_incl_vat_cents || payment_state || shipping_state, ',' order by number)) as d
        from orders where state <> 'cart'`,
        )
      )[0]?.d;
    const again = await createDb();
    await again.migrate();
    await seedDemoData(again.db, { seed: 2026, files, catalogVariants: 300 });
    expect(await digest(again)).toBe(await digest(handle));
    await again.close();
  }, 300_000);
});
