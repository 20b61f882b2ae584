import { withTransaction } from "@portal/db/client";
import { orders } from "@portal/db/schema/index";
import { invoiceDateOf } from "@portal/domain/invoices/status";
import type { Order } from "@portal/domain/orders/schemas";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows } from "../../platform/sql";
import { login, type TestApp } from "../../test/harness";
import { type Shopper, shopperOf } from "../../test/shopper";
import { adminCall, staffToken } from "../../test/staff";
import { createCatalogTestApp } from "../catalog/catalog.test-setup";
import { nextSequence } from "./invoices.queries";
import { issueInvoiceForOrder } from "./invoices.service";

let t: TestApp;
let staff: string;
let buyer: Shopper;

beforeAll(async () => {
  t = await createCatalogTestApp();
  staff = await staffToken(t.app);
  buyer = shopperOf(t.app, await login(t.app, "buyer@demo.example"));
});
afterAll(() => t.close());

async function shippedOrder(): Promise<Order & { id: number }> {
  const cart = await buyer.readyCart([["AF-53-01", 1]]);
  const { order } = await buyer.ok<{ order: Order }>(buyer.call("PATCH", `orders/${cart.tokenValue}/complete`, {}));
  const [row] = await t.db.db
    .update(orders)
    .set({ shippingState: "shipped" })
    .where(eq(orders.tokenValue, order.tokenValue))
    .returning({ id: orders.id });
  return { ...order, id: row?.id ?? 0 };
}

const sequencesOf = async (kind: string, year: number) =>
  (
    await rows<{ sequence: number }>(
      t.db.db,
      sql`select sequence from invoices where kind = ${kind} and year = ${year} and source = 'portal' order by sequence`,
    )
  ).map((row) => Number(row.sequence));

describe("invoice numbers", () => {
  it("have no gap and no repeat when staff issue many at once", async () => {
    // One cart at a time per buyer: orders are placed in turn, then invoiced all at once.
    const batch: Order[] = [];
    for (let index = 0; index < 8; index++) batch.push(await shippedOrder());
    const answers = await Promise.all(batch.map((order) => adminCall(t.app, staff, "POST", "invoices", { orderNumber: order.number })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(batch.map(() => 201));
    // And twice at once for one order: one invoice.
    const twice = await Promise.all([1, 2].map(() => adminCall(t.app, staff, "POST", "invoices", { orderNumber: batch[0]?.number })));
    expect(new Set(twice.map((answer) => answer.json().number)).size).toBe(1);
    const year = Number(invoiceDateOf(t.clock.now()).slice(0, 4));
    const sequences = await sequencesOf("invoice", year);
    // Whatever the demo data numbered before, then these eight: 1, 2, … with no gap.
    expect(sequences).toEqual(sequences.map((_, index) => index + 1));
    expect(sequences.length).toBeGreaterThanOrEqual(8);
  });

  it("give a rolled-back number to the next invoice", async () => {
    const year = Number(invoiceDateOf(t.clock.now()).slice(0, 4));
    const before = await sequencesOf("invoice", year);
    const order = await shippedOrder();
    await expect(
      withTransaction(t.db.db, async (tx) => {
        await issueInvoiceForOrder(tx, { orderId: order.id, actor: { kind: "system" }, now: t.clock.now() });
        throw new Error("the shipment failed after invoicing");
      }),
    ).rejects.toThrow("the shipment failed");
    const issued = await withTransaction(t.db.db, (tx) =>
      issueInvoiceForOrder(tx, { orderId: order.id, actor: { kind: "system" }, now: t.clock.now() }),
    );
    expect(issued.created).toBe(true);
    expect(await sequencesOf("invoice", year)).toEqual([...before, before.length + 1]);
  });

  it("start again at 1 when the year turns at midnight in Paris", async () => {
    const [late, early] = [await shippedOrder(), await shippedOrder()];
    const last = await withTransaction(t.db.db, (tx) =>
      issueInvoiceForOrder(tx, { orderId: late.id, actor: { kind: "system" }, now: new Date("2031-12-31T22:59:59Z") }),
    );
    const first = await withTransaction(t.db.db, (tx) =>
      issueInvoiceForOrder(tx, { orderId: early.id, actor: { kind: "system" }, now: new Date("2031-12-31T23:00:00Z") }),
    );
    expect(last.number).toBe("F2031-000001");
    expect(first.number).toBe("F2032-000001");
    // Credit notes have their own series.
    expect(await withTransaction(t.db.db, (tx) => nextSequence(tx, "credit_note", 2032))).toBe(1);
    expect(await withTransaction(t.db.db, (tx) => nextSequence(tx, "invoice", 2032))).toBe(2);
  });

  it("are answered for an order once, whoever asks first", async () => {
    const order = await shippedOrder();
    const system = await withTransaction(t.db.db, (tx) =>
      issueInvoiceForOrder(tx, { orderId: order.id, actor: { kind: "system" }, now: t.clock.now() }),
    );
    const byStaff = await adminCall(t.app, staff, "POST", "invoices", { orderNumber: order.number });
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.json().number).toBe(system.number);
  });
});
