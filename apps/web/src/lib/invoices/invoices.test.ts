import type { InvoiceSummary } from "@portal/domain/invoices/schemas";
import { describe, expect, it } from "vitest";
import { groupCreditNotes, invoiceApiQuery, invoiceListQuery, invoiceListStateOf, invoicePdfPath } from "./invoices";

const summary = (number: string, overrides: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  number,
  kind: "invoice",
  source: "portal",
  issueDate: "2026-11-01",
  dueDate: "2026-12-01",
  totalExclVat: 1000,
  totalVat: 200,
  totalInclVat: 1200,
  paidAmount: 0,
  creditedAmount: 0,
  outstanding: 1200,
  status: "unpaid",
  orderNumber: null,
  deliveredCustomer: null,
  city: null,
  corrects: null,
  creditNotes: [],
  ...overrides,
});

describe("the invoices page's URL", () => {
  it("keeps known filters and cursors and drops the rest", () => {
    expect(invoiceListStateOf({ status: "overdue", from: "2026-01-01", to: "junk", cursor: "1767225600000.42", trail: "~1.2~x" })).toEqual({
      status: "overdue",
      from: "2026-01-01",
      to: "",
      cursor: "1767225600000.42",
      trail: ["", "1.2"],
    });
    expect(invoiceListStateOf({ status: ["paid", "unpaid"], cursor: "1;drop" })).toMatchObject({ status: "", cursor: "" });
  });

  it("walks forward and back through keyset pages, keeping the filters", () => {
    const first = invoiceListStateOf({ status: "paid" });
    const second = invoiceListStateOf(Object.fromEntries(new URLSearchParams(invoiceListQuery(first, { next: "5.5" }).slice(1))));
    expect(second).toMatchObject({ status: "paid", cursor: "5.5", trail: [""] });
    const third = invoiceListStateOf(Object.fromEntries(new URLSearchParams(invoiceListQuery(second, { next: "3.3" }).slice(1))));
    expect(third.trail).toEqual(["", "5.5"]);
    expect(invoiceListQuery(third, "previous")).toBe("?status=paid&cursor=5.5&trail=");
    expect(invoiceListQuery(second, "previous")).toBe("?status=paid");
    expect(invoiceListQuery(third, "first")).toBe("?status=paid");
    expect(invoiceApiQuery(third, 20)).toBe("status=paid&cursor=3.3&itemsPerPage=20");
  });

  it("escapes a number in the PDF's path", () => {
    expect(invoicePdfPath("ERP/2026 1")).toBe("/api/v2/shop/invoices/ERP%2F2026%201/pdf");
  });
});

describe("credit notes on the page", () => {
  it("sit under their invoice when it is on the page, on their own row otherwise", () => {
    const rows = groupCreditNotes([
      summary("AV2026-000002", { kind: "credit_note", corrects: "F2026-000001" }),
      summary("F2026-000003"),
      summary("AV2026-000001", { kind: "credit_note", corrects: "F2025-000009" }),
      summary("F2026-000001"),
    ]);
    expect(rows.map((row) => [row.number, row.nested])).toEqual([
      ["F2026-000003", false],
      ["AV2026-000001", false],
      ["F2026-000001", false],
      ["AV2026-000002", true],
    ]);
  });
});
