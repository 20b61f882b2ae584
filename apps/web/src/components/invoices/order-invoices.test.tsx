import type { InvoiceSummary } from "@portal/domain/invoices/schemas";
import { describe, expect, it } from "vitest";
import { renderMarkup } from "../ui/test-render";
import { OrderInvoices } from "./order-invoices";

const invoice: InvoiceSummary = {
  number: "F2026-000012",
  kind: "invoice",
  source: "portal",
  issueDate: "2026-11-02",
  dueDate: "2026-12-02",
  totalExclVat: 10_000,
  totalVat: 2_000,
  totalInclVat: 12_000,
  paidAmount: 0,
  creditedAmount: 1_200,
  outstanding: 10_800,
  status: "partially_paid",
  orderNumber: "2026-100042",
  deliveredCustomer: "Vertmoteur Motoculture SARL",
  city: "Cholet",
  corrects: null,
  creditNotes: [{ number: "AV2026-000003", issueDate: "2026-11-09", totalInclVat: 1_200 }],
};
const note: InvoiceSummary = {
  ...invoice,
  number: "AV2026-000003",
  kind: "credit_note",
  issueDate: "2026-11-09",
  totalInclVat: 1_200,
  creditedAmount: 0,
  status: "paid",
  corrects: "F2026-000012",
  creditNotes: [],
};

describe("OrderInvoices", () => {
  it("lists an order's invoice with its credit note under it, each with its PDF", () => {
    const markup = renderMarkup(<OrderInvoices items={[note, invoice]} locale="en" />);
    expect(markup).toContain("Invoices and credit notes");
    expect(markup.indexOf("F2026-000012</span>")).toBeLessThan(markup.indexOf("AV2026-000003</span>"));
    expect(markup).toContain("Credit note on invoice F2026-000012");
    expect(markup).toContain('href="/api/v2/shop/invoices/F2026-000012/pdf"');
    expect(markup).toContain('href="/api/v2/shop/invoices/AV2026-000003/pdf"');
    expect(markup).toContain("Partially paid");
    // The order's own list leaves out the order and delivery columns.
    expect(markup).not.toContain("Delivered customer");
  });

  it("says when the order has no invoice yet", () => {
    expect(renderMarkup(<OrderInvoices items={[]} locale="en" />)).toContain("No invoice for this order yet.");
  });

  it("says when its invoices could not be loaded", () => {
    expect(renderMarkup(<OrderInvoices items={null} locale="en" />)).toContain("The invoices could not be loaded.");
  });
});
