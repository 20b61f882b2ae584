import { describe, expect, it } from "vitest";
import {
  dueDateOf,
  formatInvoiceNumber,
  invoiceDateOf,
  invoiceStatusOf,
  type PaymentTerms,
  parseInvoiceNumber,
  portalNumberPattern,
  type SettlementInput,
  termsForOrder,
} from "./status";

const invoice = (overrides: Partial<SettlementInput>): SettlementInput => ({
  kind: "invoice",
  totalInclVatCents: 12_000,
  paidCents: 0,
  creditedCents: 0,
  dueDate: "2026-03-31",
  ...overrides,
});

describe("invoice status", () => {
  it.each([
    ["nothing paid before the due date", invoice({}), "2026-03-01", "unpaid"],
    ["nothing paid on the due date", invoice({}), "2026-03-31", "unpaid"],
    ["nothing paid the day after", invoice({}), "2026-04-01", "overdue"],
    ["part paid before the due date", invoice({ paidCents: 5_000 }), "2026-03-01", "partially_paid"],
    ["part paid after the due date", invoice({ paidCents: 5_000 }), "2026-04-15", "overdue"],
    ["paid in full", invoice({ paidCents: 12_000 }), "2026-04-15", "paid"],
    ["paid more than due", invoice({ paidCents: 13_000 }), "2026-03-01", "paid"],
    ["paid in part, credited the rest", invoice({ paidCents: 2_000, creditedCents: 10_000 }), "2026-09-01", "paid"],
    ["credited in part", invoice({ creditedCents: 2_000 }), "2026-03-01", "partially_paid"],
    ["a credit note not yet set off, long after", invoice({ kind: "credit_note" }), "2027-01-01", "unpaid"],
    ["a credit note refunded in part", invoice({ kind: "credit_note", paidCents: 1 }), "2027-01-01", "partially_paid"],
    ["a credit note refunded", invoice({ kind: "credit_note", paidCents: 12_000 }), "2027-01-01", "paid"],
  ] as const)("%s", (_, input, today, expected) => {
    expect(invoiceStatusOf(input, today)).toBe(expected);
  });
});

describe("numbering", () => {
  it("writes a kind's prefix, the year and a six-digit sequence", () => {
    expect(formatInvoiceNumber("invoice", 2026, 1)).toBe("F2026-000001");
    expect(formatInvoiceNumber("credit_note", 2027, 42)).toBe("AV2027-000042");
    expect(formatInvoiceNumber("invoice", 2026, 1_234_567)).toBe("F2026-1234567");
    expect(() => formatInvoiceNumber("invoice", 2026, 0)).toThrow();
  });

  it("reads its own numbers back and recognises the reserved shape", () => {
    expect(parseInvoiceNumber("AV2026-000042")).toEqual({ kind: "credit_note", year: 2026, sequence: 42 });
    expect(parseInvoiceNumber("ERP-2026-42")).toBeNull();
    expect(portalNumberPattern.test("F2026-000001")).toBe(true);
    expect(portalNumberPattern.test("FA2026-000001")).toBe(false);
  });
});

describe("dates", () => {
  it("dates an invoice in Paris, where a year ends at local midnight", () => {
    expect(invoiceDateOf(new Date("2026-12-31T22:59:59Z"))).toBe("2026-12-31");
    expect(invoiceDateOf(new Date("2026-12-31T23:00:00Z"))).toBe("2027-01-01");
    expect(invoiceDateOf(new Date("2026-07-01T21:59:59Z"))).toBe("2026-07-01");
    expect(invoiceDateOf(new Date("2026-07-01T22:00:00Z"))).toBe("2026-07-02");
  });

  it.each([
    ["2026-01-15", "on_receipt", "2026-01-15"],
    ["2026-01-15", "net_30", "2026-02-14"],
    ["2026-12-15", "net_30", "2027-01-14"],
    ["2026-01-15", "end_of_month_45", "2026-03-31"],
    ["2028-01-15", "end_of_month_45", "2028-02-29"],
    ["2026-11-20", "end_of_month_45", "2027-01-31"],
  ] as const)("issued %s under %s is due %s", (issued, terms, due) => {
    expect(dueDateOf(issued, terms as PaymentTerms)).toBe(due);
  });

  it("gives customers on account 30 days, others pay on receipt", () => {
    expect(termsForOrder({ paymentOnAccount: true })).toBe("net_30");
    expect(termsForOrder({ paymentOnAccount: false })).toBe("on_receipt");
  });
});
