/**
 * Invoices and credit notes: their kinds, how their status follows from what was paid and credited,
 * their numbers, their dates and their payment terms. Pure rules, shared by the API and the web.
 */

export const invoiceKinds = ["invoice", "credit_note"] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/** Never stored: derived from the amounts settled, the due date and today's date. */
export const invoiceStatuses = ["paid", "partially_paid", "unpaid", "overdue"] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** Where an invoice comes from: issued by the portal, or imported from the manufacturer's ERP. */
export const invoiceSources = ["portal", "erp"] as const;
export type InvoiceSource = (typeof invoiceSources)[number];

export type SettlementInput = {
  kind: InvoiceKind;
  totalInclVatCents: number;
  paidCents: number;
  /** Credit notes issued against an invoice (always 0 for a credit note). */
  creditedCents: number;
  /** Calendar date `YYYY-MM-DD`. */
  dueDate: string;
};

/** What is still owed on an invoice, or still to be refunded or set off on a credit note. */
export const outstandingOf = (input: Pick<SettlementInput, "totalInclVatCents" | "paidCents" | "creditedCents">) =>
  Math.max(0, input.totalInclVatCents - input.paidCents - input.creditedCents);

/**
 * An invoice is paid once payments and credit notes cover it; before that it is overdue past its due
 * date (the day after it), else partially paid or unpaid. A credit note is money the manufacturer owes:
 * it is never overdue, only settled (paid) or not yet (unpaid).
 */
export function invoiceStatusOf(input: SettlementInput, today: string): InvoiceStatus {
  const settled = input.paidCents + input.creditedCents;
  if (settled >= input.totalInclVatCents) return "paid";
  if (input.kind === "credit_note") return settled > 0 ? "partially_paid" : "unpaid";
  if (today > input.dueDate) return "overdue";
  return settled > 0 ? "partially_paid" : "unpaid";
}

/** The portal's invoices are dated in the manufacturer's time zone: a year ends at midnight in Paris. */
export const INVOICE_TIME_ZONE = "Europe/Paris";

const dateFormat = new Intl.DateTimeFormat("en-CA", { timeZone: INVOICE_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The calendar date (`YYYY-MM-DD`) of an instant in the manufacturer's time zone. */
export function invoiceDateOf(instant: Date): string {
  return dateFormat.format(instant);
}

export const yearOfDate = (date: string) => Number(date.slice(0, 4));

/**
 * Numbering: one gapless series per kind and calendar year, `F2026-000001` for invoices and
 * `AV2026-000001` for credit notes (avoir). The year is the issue date's; the sequence restarts at 1
 * each year. Numbers of this shape are the portal's own: an ERP import may not use them.
 */
export const numberPrefixes: Record<InvoiceKind, string> = { invoice: "F", credit_note: "AV" };
export const SEQUENCE_DIGITS = 6;
export const portalNumberPattern = /^(F|AV)\d{4}-\d{6,}$/;

export function formatInvoiceNumber(kind: InvoiceKind, year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`invalid sequence ${sequence}`);
  return `${numberPrefixes[kind]}${year}-${String(sequence).padStart(SEQUENCE_DIGITS, "0")}`;
}

export function parseInvoiceNumber(number: string): { kind: InvoiceKind; year: number; sequence: number } | null {
  const match = /^(F|AV)(\d{4})-(\d{6,})$/.exec(number);
  if (!match) return null;
  return { kind: match[1] === "F" ? "invoice" : "credit_note", year: Number(match[2]), sequence: Number(match[3]) };
}

/**
 * Payment terms: due on receipt (orders paid online, customers without an account), 30 days net
 * (customers paying on account, the French default of the Commercial Code), or 45 days end of month
 * (the legal maximum, on agreement).
 */
export const paymentTerms = ["on_receipt", "net_30", "end_of_month_45"] as const;
export type PaymentTerms = (typeof paymentTerms)[number];

function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

function endOfMonth(date: string): string {
  const value = new Date(`${date}T00:00:00Z`);
  return new Date(Date.UTC(value.getUTCFullYear(), value.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
}

/** The due date of an invoice issued on `issueDate` under `terms`. */
export function dueDateOf(issueDate: string, terms: PaymentTerms): string {
  switch (terms) {
    case "on_receipt":
      return issueDate;
    case "net_30":
      return addDays(issueDate, 30);
    case "end_of_month_45":
      return endOfMonth(addDays(issueDate, 45));
  }
}

/** Terms of an order's invoice: customers paying on account get 30 days, everyone else pays on receipt. */
export const termsForOrder = (company: { paymentOnAccount: boolean }): PaymentTerms => (company.paymentOnAccount ? "net_30" : "on_receipt");
