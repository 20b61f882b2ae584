import type { ErpInvoice, ErpInvoiceReport, InvoicePage } from "@portal/domain/invoices/schemas";
import { vatOf } from "@portal/domain/pricing/vat";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows } from "../../platform/sql";
import { login, type TestApp } from "../../test/harness";
import { type Shopper, shopperOf } from "../../test/shopper";
import { adminCall, staffToken } from "../../test/staff";
import { createCatalogTestApp } from "../catalog/catalog.test-setup";

let t: TestApp;
let key: string;
let otherKey: string;
let buyer: Shopper;
let clientCode: string;

beforeAll(async () => {
  t = await createCatalogTestApp();
  const staff = await staffToken(t.app);
  key = (await adminCall(t.app, staff, "POST", "api-keys", { name: "ERP", scopes: ["invoices"] })).json().key;
  otherKey = (await adminCall(t.app, staff, "POST", "api-keys", { name: "Sales", scopes: ["machines"] })).json().key;
  buyer = shopperOf(t.app, await login(t.app, "buyer@demo.example"));
  const [row] = await rows<{ client_code: string }>(t.db.db, sql`select client_code from companies where id = ${buyer.tokens.company}`);
  clientCode = row?.client_code ?? "";
});
afterAll(() => t.close());

/** An ERP invoice of one line whose totals add up by the VAT rule. */
function erpInvoice(externalId: string, overrides: Partial<ErpInvoice> = {}): ErpInvoice {
  const amount = overrides.lines?.[0]?.total ?? 10_000;
  const vat = vatOf(amount, 2_000);
  return {
    externalId,
    number: `ERP-${externalId}`,
    kind: "invoice",
    clientCode,
    orderNumber: null,
    corrects: null,
    issueDate: "2026-10-01",
    dueDate: "2026-10-31",
    paymentTerms: "net_30",
    vatRateBasisPoints: 2_000,
    lines: [{ kind: "item", reference: "SERV-1", description: "Révision tondeuse", quantity: 1, unitPrice: amount, total: amount }],
    totalExclVat: amount,
    totalVat: vat,
    totalInclVat: amount + vat,
    paidAmount: 0,
    deliveredCustomer: "Vertmoteur Motoculture SARL",
    city: "Angers",
    ...overrides,
  };
}

const upsert = (items: unknown, apiKey = key) => adminCall(t.app, apiKey, "PUT", "invoices", { items });
const report = async (items: unknown) => {
  const response = await upsert(items);
  expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
  return response.json() as ErpInvoiceReport;
};

describe("ERP invoices", () => {
  it("are created once by their id, repeat as unchanged, and only their paid amount may change", async () => {
    const created = await report([erpInvoice("A1"), erpInvoice("A2", { paidAmount: 5_000 })]);
    expect(created).toMatchObject({ created: 2, updated: 0, unchanged: 0, rejected: 0 });
    expect(created.results.map((result) => [result.index, result.outcome, result.number])).toEqual([
      [0, "created", "ERP-A1"],
      [1, "created", "ERP-A2"],
    ]);
    expect((await report([erpInvoice("A1"), erpInvoice("A2", { paidAmount: 5_000 })])).unchanged).toBe(2);
    const paid = await report([erpInvoice("A1", { paidAmount: 12_000 })]);
    expect(paid.results[0]?.outcome).toBe("updated");
    const changed = await report([erpInvoice("A1", { paidAmount: 12_000, dueDate: "2026-11-30" })]);
    expect(changed.results[0]).toMatchObject({ outcome: "rejected", code: "invoice.immutable" });

    const listed = await buyer.ok<InvoicePage>(buyer.call("GET", "invoices"));
    const a1 = listed.items.find((item) => item.number === "ERP-A1");
    expect(a1).toMatchObject({ source: "erp", status: "paid", city: "Angers", dueDate: "2026-10-31" });
    expect(listed.items.find((item) => item.number === "ERP-A2")).toMatchObject({ paidAmount: 5_000 });
    // Its PDF is a Factur-X like any other.
    expect((await buyer.call("GET", "invoices/ERP-A1/pdf")).headers["content-type"]).toBe("application/pdf");
  });

  it("report refused items line by line and write the others", async () => {
    const bad = await report([
      erpInvoice("B1", { clientCode: "NOPE-404" }),
      erpInvoice("B2", { number: "ERP-A1" }),
      erpInvoice("B3", { totalVat: 1 }),
      erpInvoice("B4", { kind: "credit_note", corrects: "ERP-UNKNOWN" }),
      erpInvoice("B5"),
      erpInvoice("B6", { number: "ERP-B5" }),
      erpInvoice("B7", { lines: [{ kind: "item", reference: "X", description: "Y", quantity: 2, unitPrice: 10, total: 21 }] }),
    ]);
    expect(bad.results.map((result) => result.code ?? result.outcome)).toEqual([
      "invoice.company_unknown",
      "invoice.number_taken",
      "invoice.totals_mismatch",
      "invoice.corrected_unknown",
      "created",
      "invoice.number_taken",
      "invoice.totals_mismatch",
    ]);
    expect(bad).toMatchObject({ created: 1, rejected: 6 });
  });

  it("take credit notes correcting an invoice, sent in the same call or before, up to its total", async () => {
    const invoice = erpInvoice("C1");
    const note = (id: string, amount: number) =>
      erpInvoice(id, {
        kind: "credit_note",
        corrects: "ERP-C1",
        dueDate: "2026-10-01",
        lines: [{ kind: "item", reference: "AV", description: "Avoir", quantity: 1, unitPrice: amount, total: amount }],
      });
    // The note comes first in the call; the invoice it corrects is written before it all the same.
    const first = await report([note("C1-AV1", 4_000), invoice]);
    expect(first.results.map((result) => result.outcome)).toEqual(["created", "created"]);
    const over = await report([note("C1-AV2", 6_001)]);
    expect(over.results[0]?.code).toBe("invoice.credit_exceeds_remaining");
    expect((await report([note("C1-AV3", 6_000)])).created).toBe(1);
    const listed = await buyer.ok<InvoicePage>(buyer.call("GET", "invoices?kind=invoice"));
    expect(listed.items.find((item) => item.number === "ERP-C1")).toMatchObject({
      creditedAmount: 12_000,
      status: "paid",
      creditNotes: [expect.objectContaining({ number: "ERP-C1-AV1" }), expect.objectContaining({ number: "ERP-C1-AV3" })],
    });
  });

  it("refuse a malformed call whole, with the path of the fault, and keys without the invoices scope", async () => {
    for (const items of [
      [],
      [erpInvoice("D1", { number: "F2026-000001" })],
      [erpInvoice("D6", { number: "ERP/2026/1" })],
      [{ ...erpInvoice("D2"), extra: true }],
      [erpInvoice("D3", { totalExclVat: -1 })],
      [erpInvoice("D4", { issueDate: "01/10/2026" })],
      "not a list",
    ]) {
      const response = await upsert(items);
      expect(response.statusCode, JSON.stringify(items).slice(0, 80)).toBe(400);
    }
    expect((await upsert([erpInvoice("D1", { number: "AV2026-000009" })])).json().errors[0].path).toMatch(/^body\.items\.0\.number/);
    expect((await upsert([erpInvoice("D5")], otherKey)).statusCode).toBe(403);
    expect((await upsert([erpInvoice("D5")], "ork_wrong")).statusCode).toBe(401);
    expect(await rows(t.db.db, sql`select 1 from invoices where external_id like 'D%'`)).toEqual([]);
  });

  it("take 10,000 invoices in one call, answered line by line", async () => {
    const items = Array.from({ length: 10_000 }, (_, index) => erpInvoice(`BULK-${index}`, { paidAmount: index % 3 === 0 ? 12_000 : 0 }));
    const started = performance.now();
    const bulk = await report(items);
    const seconds = (performance.now() - started) / 1000;
    expect(bulk).toMatchObject({ created: 10_000, rejected: 0 });
    expect(bulk.results.every((result, index) => result.index === index && result.externalId === `BULK-${index}`)).toBe(true);
    const again = await report(items);
    expect(again.unchanged).toBe(10_000);
    console.info(`ERP upsert of 10,000 invoices: ${seconds.toFixed(1)} s`);
  }, 120_000);

  it("are documented in the OpenAPI description, with the shop's and the staff's invoice calls", async () => {
    const response = await t.app.inject({ url: "/api/v2/docs/openapi.json" });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json();
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        "/api/v2/shop/invoices",
        "/api/v2/shop/invoices/{number}/pdf",
        "/api/v2/admin/invoices",
        "/api/v2/admin/invoices/{number}",
        "/api/v2/admin/invoices/{number}/credit-notes",
        "/api/v2/admin/invoices/{number}/payments",
      ]),
    );
    const upsert = paths["/api/v2/admin/invoices"].put;
    expect(upsert.tags).toEqual(["Integration (ERP)"]);
    expect(JSON.stringify(upsert.requestBody)).toContain('"maxItems":10000');
  });
});
