import { orders } from "@portal/db/schema/index";
import { seedInvoices } from "@portal/db/seed/invoices";
import type { InvoiceDetail, InvoicePage } from "@portal/domain/invoices/schemas";
import { formatInvoiceNumber, invoiceDateOf } from "@portal/domain/invoices/status";
import type { Order } from "@portal/domain/orders/schemas";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { rows } from "../../platform/sql";
import { bearer, login, type TestApp, type Tokens } from "../../test/harness";
import { type Shopper, shopperOf } from "../../test/shopper";
import { adminCall, staffToken } from "../../test/staff";
import { createCatalogTestApp } from "../catalog/catalog.test-setup";
import { readFacturX } from "./facturx.test-support";

let t: TestApp;
let staff: string;
let buyer: Shopper;
let limited: Shopper;
let dubois: Shopper;
const placed: Record<string, Order> = {};

/** Places an order as `shopper` and ships it as the staff ship action would. */
async function shippedOrder(shopper: Shopper, lines: [string, number][], payment = "bank_transfer"): Promise<Order> {
  const cart = await shopper.readyCart(lines, payment);
  const { order } = await shopper.ok<{ order: Order }>(shopper.call("PATCH", `orders/${cart.tokenValue}/complete`, {}));
  await t.db.db.update(orders).set({ shippingState: "shipped" }).where(eq(orders.tokenValue, order.tokenValue));
  return order;
}

const issue = (orderNumber: unknown) => adminCall(t.app, staff, "POST", "invoices", { orderNumber });
async function issued(order: Order): Promise<InvoiceDetail> {
  const response = await issue(order.number);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
/** The next number of a series, after whatever the demo data already numbered. */
async function nextNumbers(kind: "invoice" | "credit_note", count: number): Promise<string[]> {
  const year = Number(invoiceDateOf(t.clock.now()).slice(0, 4));
  const [counter] = await rows<{ last: number }>(
    t.db.db,
    sql`select last_sequence as last from invoice_counters where kind = ${kind} and year = ${year}`,
  );
  return Array.from({ length: count }, (_, index) => formatInvoiceNumber(kind, year, (counter?.last ?? 0) + index + 1));
}
const list = async (shopper: Shopper, query = "") => shopper.ok<InvoicePage>(shopper.call("GET", `invoices${query}`));

async function loginAs(email: string, companyPrefix?: string): Promise<Shopper> {
  let tokens: Tokens = await login(t.app, email);
  if (companyPrefix) {
    const me = await t.app.inject({ method: "GET", url: `/api/v2/shop/customers/${tokens.customerId}`, headers: bearer(tokens.token) });
    const company = (me.json().companies as { id: number; corporateName: string }[]).find((entry) =>
      entry.corporateName.startsWith(companyPrefix),
    );
    const chosen = await t.app.inject({
      method: "PATCH",
      url: `/api/v2/shop/customers/${tokens.customerId}/company`,
      headers: bearer(tokens.token),
      payload: { company: company?.id },
    });
    tokens = chosen.json();
  }
  return shopperOf(t.app, tokens);
}

beforeAll(async () => {
  t = await createCatalogTestApp();
  staff = await staffToken(t.app);
  buyer = await loginAs("buyer@demo.example");
  limited = await loginAs("limited@demo.example");
  dubois = await loginAs("multi@demo.example", "Atelier Dubois");
  placed.first = await shippedOrder(buyer, [
    ["AF-53-01", 3],
    ["BL-53-B", 1],
  ]);
  placed.second = await shippedOrder(buyer, [["AF-53-01", 1]]);
  placed.limited = await shippedOrder(limited, [["BL-53-B", 2]]);
});
afterAll(() => t.close());

describe("issuing an order's invoice", () => {
  it("numbers invoices in the year's series, once per order, with the order's totals", async () => {
    const numbers = await nextNumbers("invoice", 3);
    const first = await issued(placed.first as Order);
    expect(first.number).toBe(numbers[0]);
    expect(first.totalInclVat).toBe(placed.first?.totals.totalInclVat);
    expect(first.totalExclVat).toBe(placed.first?.totals.totalExclVat);
    expect(first.totalVat).toBe(placed.first?.totals.vat);
    expect(first.orderNumber).toBe(placed.first?.number);
    expect(first.lines.filter((line) => line.kind === "item").map((line) => [line.reference, line.quantity])).toEqual([
      ["AF-53-01", 3],
      ["BL-53-B", 1],
    ]);
    // Asking again answers the same invoice.
    const again = await issue(placed.first?.number);
    expect(again.statusCode).toBe(200);
    expect(again.json().number).toBe(first.number);
    expect((await issued(placed.second as Order)).number).toBe(numbers[1]);
    expect((await issued(placed.limited as Order)).number).toBe(numbers[2]);
  });

  it("refuses an order not shipped, an unknown order and bad input", async () => {
    const cart = await buyer.readyCart([["AF-53-01", 1]]);
    const { order } = await buyer.ok<{ order: Order }>(buyer.call("PATCH", `orders/${cart.tokenValue}/complete`, {}));
    expect((await issue(order.number)).json().code).toBe("invoice.order_not_shipped");
    expect((await issue("2099-999999")).json().code).toBe("invoice.order_not_found");
    for (const bad of [42, "", "x".repeat(21), "1 OR 1=1"]) expect((await issue(bad)).statusCode).toBe(400);
    expect((await adminCall(t.app, staff, "POST", "invoices", { orderNumber: order.number, extra: 1 })).statusCode).toBe(400);
    // Neither a customer's token nor none opens the staff routes.
    expect((await adminCall(t.app, buyer.tokens.token, "POST", "invoices", { orderNumber: order.number })).statusCode).toBe(401);
    expect((await adminCall(t.app, null, "POST", "invoices", { orderNumber: order.number })).statusCode).toBe(401);
  });
});

describe("GET invoices", () => {
  it("lists the company's documents newest first for a member who sees all orders", async () => {
    // Today's: the demo data holds older ones imported from the ERP.
    const page = await list(buyer, `?from=${invoiceDateOf(t.clock.now())}`);
    expect(page.items.map((item) => item.orderNumber)).toEqual([placed.limited?.number, placed.second?.number, placed.first?.number]);
    const [newest] = page.items;
    expect(newest).toMatchObject({ kind: "invoice", status: "unpaid", city: expect.any(String), deliveredCustomer: expect.any(String) });
    expect(page.nextCursor).toBeNull();
  });

  it("shows a member without that right the documents of their own orders only", async () => {
    expect((await list(limited)).items.map((item) => item.orderNumber)).toEqual([placed.limited?.number]);
    const buyers = (await list(buyer, `?orderNumber=${placed.first?.number}`)).items[0];
    expect((await limited.call("GET", `invoices/${buyers?.number}/pdf`)).json().code).toBe("invoice.not_found");
    expect((await list(limited, `?orderNumber=${placed.first?.number}`)).items).toEqual([]);
  });

  it("never shows another company's documents: its list is empty and a number reads as unknown", async () => {
    const buyers = new Set((await list(buyer, "?itemsPerPage=100")).items.map((item) => item.number));
    expect((await list(dubois, "?itemsPerPage=100")).items.filter((item) => buyers.has(item.number))).toEqual([]);
    const number = (await list(buyer)).items[0]?.number;
    const pdf = await dubois.call("GET", `invoices/${number}/pdf`);
    expect(pdf.statusCode).toBe(404);
    expect(pdf.json().code).toBe("invoice.not_found");
    expect((await dubois.call("GET", "invoices/F1999-000001/pdf")).statusCode).toBe(404);
  });

  it("pages by keyset without skipping or repeating", async () => {
    const all = (await list(buyer)).items.map((item) => item.number);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: InvoicePage = await list(buyer, `?itemsPerPage=1${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.items.length).toBeLessThanOrEqual(1);
      seen.push(...page.items.map((item) => item.number));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
  });

  it("filters by issue dates and order", async () => {
    const today = invoiceDateOf(t.clock.now());
    expect((await list(buyer, `?from=${today}&to=${today}`)).items).toHaveLength(3);
    expect((await list(buyer, "?to=2020-01-01")).items).toEqual([]);
    expect((await list(buyer, `?orderNumber=${placed.second?.number}`)).items.map((item) => item.orderNumber)).toEqual([
      placed.second?.number,
    ]);
  });

  it("answers bad input with 400 and the field", async () => {
    for (const query of [
      "?status=lost",
      "?from=2026-13-01",
      "?from=2026-02-01&to=2026-01-01",
      "?cursor=abc",
      "?itemsPerPage=0",
      "?itemsPerPage=101",
      "?itemsPerPage=1e1",
      "?kind=receipt",
      "?orderNumber=%27--",
      "?page=2",
    ]) {
      const response = await buyer.call("GET", `invoices${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe("request.invalid");
    }
    expect((await t.app.inject({ method: "GET", url: "/api/v2/shop/invoices" })).statusCode).toBe(401);
  });
});

describe("the invoice PDF", () => {
  it("is a Factur-X e-invoice whose XML reads back the parties, lines, VAT and totals", async () => {
    const invoice = (await list(buyer, `?orderNumber=${placed.first?.number}`)).items[0];
    const response = await buyer.call("GET", `invoices/${invoice?.number}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="${invoice?.number}.pdf"`);
    const facturX = await readFacturX(response.rawPayload);
    expect(facturX.pdfA).toBe(true);
    expect(facturX.xml).toContain("urn:cen.eu:en16931:2017");
    expect(facturX.value("rsm:ExchangedDocument/ram:ID")).toBe(invoice?.number);
    expect(facturX.value("rsm:ExchangedDocument/ram:TypeCode")).toBe("380");
    expect(facturX.value("ram:SellerTradeParty/ram:Name")).toBe("Orvane Machines SAS");
    expect(facturX.value("ram:BuyerTradeParty/ram:Name")).toMatch(/Vertmoteur/);
    expect(facturX.values("ram:SellerAssignedID")).toEqual(["AF-53-01", "BL-53-B"]);
    expect(facturX.value("ram:ApplicableTradeTax/ram:RateApplicablePercent")).toBe("20");
    const cents = (path: string) => Math.round(Number(facturX.value(path)) * 100);
    expect(cents("ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:TaxBasisTotalAmount")).toBe(invoice?.totalExclVat);
    expect(cents("ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:TaxTotalAmount")).toBe(invoice?.totalVat);
    expect(cents("ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:GrandTotalAmount")).toBe(invoice?.totalInclVat);
    expect(cents("ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:DuePayableAmount")).toBe(invoice?.totalInclVat);
  });

  it("answers bad numbers with 400", async () => {
    expect((await buyer.call("GET", "invoices/%20/pdf")).statusCode).toBe(400);
    expect((await buyer.call("GET", `invoices/${"F".repeat(41)}/pdf`)).statusCode).toBe(400);
  });
});

describe("credit notes and payments", () => {
  const numberOf = async (order: Order | undefined) =>
    (await list(buyer, `?orderNumber=${order?.number}`)).items.find((item) => item.kind === "invoice")?.number;
  const credit = (number: string | undefined, body: unknown) => adminCall(t.app, staff, "POST", `invoices/${number}/credit-notes`, body);
  const pay = (number: string | undefined, body: unknown) => adminCall(t.app, staff, "POST", `invoices/${number}/payments`, body);

  it("credits lines, then an amount, never past what remains, each in the credit-note series", async () => {
    const notes = await nextNumbers("credit_note", 2);
    const number = await numberOf(placed.first);
    const invoice: InvoiceDetail = (await adminCall(t.app, staff, "GET", `invoices/${number}`)).json();
    const filter = invoice.lines.find((line) => line.reference === "AF-53-01");
    const partial = await credit(number, { mode: "lines", reason: "Deux filtres retournés", lines: [{ lineId: filter?.id, quantity: 2 }] });
    expect(partial.statusCode, partial.body).toBe(201);
    expect(partial.json()).toMatchObject({
      number: notes[0],
      kind: "credit_note",
      corrects: number,
      totalExclVat: 2 * (filter?.unitPrice ?? 0),
    });
    expect((await credit(number, { mode: "lines", reason: "x", lines: [{ lineId: filter?.id, quantity: 4 }] })).json().code).toBe(
      "invoice.credit_quantity_exceeded",
    );
    expect((await credit(number, { mode: "full", reason: "Again" })).json().code).toBe("invoice.credit_exceeds_remaining");
    const remaining = invoice.totalInclVat - partial.json().totalInclVat;
    expect((await credit(number, { mode: "amount", reason: "x", amountExclVat: remaining })).json().code).toBe(
      "invoice.credit_exceeds_remaining",
    );
    const goodwill = await credit(number, { mode: "amount", reason: "Geste commercial", amountExclVat: 100 });
    expect(goodwill.json()).toMatchObject({ number: notes[1], totalExclVat: 100, totalVat: 20, totalInclVat: 120 });
    // A credit note is not corrected by another one.
    expect((await credit(goodwill.json().number, { mode: "full", reason: "x" })).json().code).toBe("invoice.not_an_invoice");

    const listed = (await list(buyer, `?orderNumber=${placed.first?.number}`)).items;
    expect(listed.map((item) => item.kind)).toEqual(["credit_note", "credit_note", "invoice"]);
    const corrected = listed.find((item) => item.kind === "invoice");
    expect(corrected?.creditNotes.map((note) => note.number)).toEqual(notes);
    expect(corrected?.creditedAmount).toBe(partial.json().totalInclVat + 120);
    expect(corrected?.status).toBe("partially_paid");
    // The limited member sees none of it; another company's staff-free token neither.
    expect((await limited.call("GET", `invoices/${goodwill.json().number}/pdf`)).statusCode).toBe(404);
    expect((await dubois.call("GET", `invoices/${goodwill.json().number}/pdf`)).statusCode).toBe(404);

    const pdf = await buyer.call("GET", `invoices/${goodwill.json().number}/pdf`);
    const facturX = await readFacturX(pdf.rawPayload);
    expect(facturX.value("rsm:ExchangedDocument/ram:TypeCode")).toBe("381");
    expect(facturX.value("ram:IncludedNote/ram:Content")).toBe(`Facture corrigée ${number} – Geste commercial`);
  });

  it("refuses bad credit-note requests", async () => {
    const number = await numberOf(placed.second);
    for (const body of [
      {},
      { mode: "full" },
      { mode: "full", reason: "" },
      { mode: "amount", reason: "x", amountExclVat: 0 },
      { mode: "amount", reason: "x", amountExclVat: "100" },
      { mode: "lines", reason: "x", lines: [] },
      { mode: "everything", reason: "x" },
      { mode: "full", reason: "x", amountExclVat: 5 },
    ]) {
      expect((await credit(number, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await credit(number, { mode: "lines", reason: "x", lines: [{ lineId: 999_999, quantity: 1 }] })).json().code).toBe(
      "invoice.credit_line_unknown",
    );
    expect((await credit("F1999-000001", { mode: "full", reason: "x" })).json().code).toBe("invoice.not_found");
  });

  it("records payments up to what is owed, and the status follows", async () => {
    const number = await numberOf(placed.second);
    const invoice = (await list(buyer, `?orderNumber=${placed.second?.number}`)).items[0];
    const total = invoice?.totalInclVat ?? 0;
    for (const body of [
      {},
      { amount: 0 },
      { amount: -5 },
      { amount: 1.5 },
      { amount: 10, paidOn: "yesterday" },
      { amount: 10, extra: true },
    ]) {
      expect((await pay(number, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await pay(number, { amount: total + 1 })).json().code).toBe("invoice.payment_exceeds_outstanding");
    const part = await pay(number, { amount: 1_000, reference: "VIR-1" });
    expect(part.json()).toMatchObject({ paidAmount: 1_000, status: "partially_paid", outstanding: total - 1_000 });
    expect((await list(buyer, "?status=partially_paid")).items.map((item) => item.number)).toContain(number);
    const rest = await pay(number, { amount: total - 1_000 });
    expect(rest.json()).toMatchObject({ status: "paid", outstanding: 0 });
    expect((await list(buyer, "?status=paid")).items.map((item) => item.number)).toContain(number);
    expect((await pay("F1999-000001", { amount: 1 })).json().code).toBe("invoice.not_found");
  });

  it("lists each status filter with exactly the documents of that status", async () => {
    const all = (await list(buyer, "?itemsPerPage=100")).items;
    for (const status of ["paid", "partially_paid", "unpaid", "overdue"] as const) {
      const filtered = (await list(buyer, `?status=${status}&itemsPerPage=100`)).items;
      expect(filtered.map((item) => item.number).sort()).toEqual(
        all
          .filter((item) => item.status === status)
          .map((item) => item.number)
          .sort(),
      );
    }
  });
});

describe("an issued invoice", () => {
  it("keeps its amounts: no code path changes them, and the database refuses totals that do not add up", async () => {
    const invoice = (await list(buyer)).items.at(-1);
    await expect(
      t.db.db.execute(sql`update invoices set total_incl_vat_cents = total_incl_vat_cents + 1 where number = ${invoice?.number}`),
    ).rejects.toThrow();
    await expect(
      t.db.db.execute(sql`update invoices set credited_cents = total_incl_vat_cents + 1 where number = ${invoice?.number}`),
    ).rejects.toThrow();
  });
});

describe("the demo-data generator", () => {
  it("invoices the shipped orders it finds, set-based, with their totals and the next numbers, and imports ERP invoices", async () => {
    const order = await shippedOrder(buyer, [
      ["AF-53-01", 2],
      ["BL-53-B", 1],
    ]);
    const [expected] = await nextNumbers("invoice", 1);
    await seedInvoices(t.db.db);
    const invoice = (await list(buyer, `?orderNumber=${order.number}&kind=invoice`)).items[0];
    expect(invoice).toMatchObject({ number: expected, totalInclVat: order.totals.totalInclVat, totalVat: order.totals.vat });
    const detail: InvoiceDetail = (await adminCall(t.app, staff, "GET", `invoices/${invoice?.number}`)).json();
    expect(detail.lines.filter((line) => line.kind === "item").reduce((sum, line) => sum + line.total, 0)).toBe(order.totals.subtotal);
    // Every document's lines add up to its totals, the demo order history's included.
    const inconsistent = await rows<{ number: string }>(
      t.db.db,
      sql`select i.number from invoices i
      left join lateral (select coalesce(sum(total_cents) filter (where kind = 'item'), 0) as items,
        coalesce(sum(total_cents) filter (where kind = 'allowance'), 0) as allowances,
        coalesce(sum(total_cents) filter (where kind = 'charge'), 0) as charges
        from invoice_lines l where l.invoice_id = i.id) l on true
      where l.items <> i.lines_cents or l.allowances <> i.allowances_cents or l.charges <> i.charges_cents`,
    );
    expect(inconsistent).toEqual([]);
    const [seeded] = await rows<{ portal: number }>(t.db.db, sql`select count(*)::integer as portal from invoices where source = 'portal'`);
    expect(seeded?.portal).toBeGreaterThan(1);
    // Run again, it adds nothing.
    const count = async () => (await rows<{ n: number }>(t.db.db, sql`select count(*)::integer as n from invoices`))[0]?.n;
    const before = await count();
    await seedInvoices(t.db.db);
    expect(await count()).toBe(before);
    const imported = (await list(buyer, "?itemsPerPage=100")).items.filter((item) => item.source === "erp");
    expect(imported.map((item) => item.number)).toEqual(expect.arrayContaining(["ERP-C10001-1", "ERP-C10001-4"]));
    // Its Factur-X PDF like any other.
    expect((await buyer.call("GET", "invoices/ERP-C10001-4/pdf")).statusCode).toBe(200);
  });
});

describe("staff actions", () => {
  it("are written to the API log with the staff member, the invoice and the outcome", async () => {
    const info = vi.spyOn(t.app.log, "info");
    try {
      const number = (await list(buyer, `?orderNumber=${placed.limited?.number}`)).items[0]?.number;
      await adminCall(t.app, staff, "POST", `invoices/${number}/payments`, { amount: 1 });
      await adminCall(t.app, staff, "POST", `invoices/${number}/credit-notes`, { mode: "amount", reason: "x", amountExclVat: 999_999_999 });
      const [member] = await rows<{ id: number }>(t.db.db, sql`select id from staff_users where email = 'staff@demo.example'`);
      const lines = info.mock.calls.map(([entry]) => entry as Record<string, unknown>).filter((entry) => entry?.securityEvent);
      expect(lines).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            securityEvent: "staff.record_invoice_payment",
            staffUserId: member?.id,
            params: { number },
            statusCode: 200,
          }),
          expect.objectContaining({
            securityEvent: "staff.issue_credit_note",
            staffUserId: member?.id,
            params: { number },
            statusCode: 422,
          }),
        ]),
      );
    } finally {
      info.mockRestore();
    }
  });
});

describe("the staff ship action", () => {
  it("invoices the order with its last parcel, once", async () => {
    const cart = await buyer.readyCart([["AF-53-01", 2]]);
    const { order } = await buyer.ok<{ order: Order }>(buyer.call("PATCH", `orders/${cart.tokenValue}/complete`, {}));
    const [expected] = await nextNumbers("invoice", 1);
    const shipped = await adminCall(t.app, staff, "POST", `orders/${order.number}/ship`, {
      carrier: "DPD",
      trackingNumber: "DPD123456789",
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const invoices = (await list(buyer, `?orderNumber=${order.number}`)).items;
    expect(invoices.map((item) => [item.number, item.totalInclVat])).toEqual([[expected, order.totals.totalInclVat]]);
    // Staff asking afterwards get the same invoice.
    expect((await issue(order.number)).json().number).toBe(expected);
  });
});
