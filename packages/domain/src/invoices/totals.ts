import { vatOf } from "../pricing/vat";

/**
 * An invoice's lines and totals. Items are the order's frozen lines (net unit price after the
 * company's discount, ecotax included); promotions are allowances on the whole document, shipping
 * and packaging are charges on it, as EN 16931 models them. VAT follows the cart's one rule
 * (`vatOf`): once, on the total excluding VAT, at the order's rate — so an invoice's totals equal
 * its order's to the cent.
 */

export const invoiceLineKinds = ["item", "allowance", "charge"] as const;
export type InvoiceLineKind = (typeof invoiceLineKinds)[number];

export type InvoiceLineDraft = {
  kind: InvoiceLineKind;
  /** The manufacturer's reference of an item; the promotion code of an allowance; `shipping` or `packaging`. */
  reference: string;
  description: string;
  quantity: number;
  /** Net unit price excl. VAT (an allowance's amount is positive and taken off). */
  unitPriceCents: number;
  totalCents: number;
  /** The order item an invoice line comes from, or the invoice line a credit note line corrects. */
  sourceId: number | null;
};

export type InvoiceTotals = {
  linesCents: number;
  allowancesCents: number;
  chargesCents: number;
  totalExclVatCents: number;
  vatRateBasisPoints: number;
  vatCents: number;
  totalInclVatCents: number;
};

export function invoiceTotalsOf(lines: readonly InvoiceLineDraft[], vatRateBasisPoints: number): InvoiceTotals {
  const sum = (kind: InvoiceLineKind) => lines.reduce((total, line) => (line.kind === kind ? total + line.totalCents : total), 0);
  const linesCents = sum("item");
  const allowancesCents = sum("allowance");
  const chargesCents = sum("charge");
  const totalExclVatCents = linesCents - allowancesCents + chargesCents;
  const vatCents = vatOf(totalExclVatCents, vatRateBasisPoints);
  return {
    linesCents,
    allowancesCents,
    chargesCents,
    totalExclVatCents,
    vatRateBasisPoints,
    vatCents,
    totalInclVatCents: totalExclVatCents + vatCents,
  };
}

/** What an order froze when it was placed, as the invoice reads it. */
export type FrozenOrder = {
  items: {
    id: number;
    reference: string;
    description: string;
    quantity: number;
    /** Unit price after the company's discount, excl. VAT and ecotax. */
    discountPriceCents: number;
    ecotaxCents: number;
    totalCents: number;
  }[];
  promotions: { code: string; amountCents: number }[];
  shippingCents: number;
  packagingCents: number;
  vatRateBasisPoints: number;
};

export type ChargeLabels = { shipping: string; packaging: string; promotion: (code: string) => string };

export function invoiceLinesOfOrder(order: FrozenOrder, labels: ChargeLabels): InvoiceLineDraft[] {
  const lines: InvoiceLineDraft[] = order.items.map((item) => ({
    kind: "item",
    reference: item.reference,
    description: item.description,
    quantity: item.quantity,
    unitPriceCents: item.discountPriceCents + item.ecotaxCents,
    totalCents: item.totalCents,
    sourceId: item.id,
  }));
  for (const promotion of order.promotions) {
    lines.push(fixed("allowance", promotion.code, labels.promotion(promotion.code), promotion.amountCents));
  }
  if (order.shippingCents > 0) lines.push(fixed("charge", "shipping", labels.shipping, order.shippingCents));
  if (order.packagingCents > 0) lines.push(fixed("charge", "packaging", labels.packaging, order.packagingCents));
  return lines;
}

const fixed = (kind: InvoiceLineKind, reference: string, description: string, amountCents: number): InvoiceLineDraft => ({
  kind,
  reference,
  description,
  quantity: 1,
  unitPriceCents: amountCents,
  totalCents: amountCents,
  sourceId: null,
});

/** A request for a credit note: the whole invoice, some of its item lines, or an amount excl. VAT. */
export type CreditRequest =
  | { mode: "full" }
  | { mode: "lines"; lines: { lineId: number; quantity: number }[] }
  | { mode: "amount"; amountExclVatCents: number };

export type CreditableInvoice = {
  lines: (InvoiceLineDraft & { id: number })[];
  vatRateBasisPoints: number;
  totalInclVatCents: number;
  /** Credit notes already issued against it, incl. VAT. */
  creditedCents: number;
};

export type CreditRefusal = "invoice.credit_exceeds_remaining" | "invoice.credit_line_unknown" | "invoice.credit_quantity_exceeded";

/** What may still be credited on an invoice, incl. VAT. */
export const creditableOf = (invoice: Pick<CreditableInvoice, "totalInclVatCents" | "creditedCents">) =>
  Math.max(0, invoice.totalInclVatCents - invoice.creditedCents);

/**
 * The lines and totals of a credit note correcting `invoice`: it never credits more than remains
 * creditable (incl. VAT), nor more units of a line than were invoiced.
 */
export function creditNoteOf(
  invoice: CreditableInvoice,
  request: CreditRequest,
  reason: string,
): { ok: true; lines: InvoiceLineDraft[]; totals: InvoiceTotals } | { ok: false; code: CreditRefusal } {
  let lines: InvoiceLineDraft[];
  if (request.mode === "full") {
    lines = invoice.lines.map(({ id, ...line }) => ({ ...line, sourceId: id }));
  } else if (request.mode === "lines") {
    lines = [];
    const seen = new Set<number>();
    for (const wanted of request.lines) {
      const line = invoice.lines.find((candidate) => candidate.id === wanted.lineId && candidate.kind === "item");
      if (!line || seen.has(wanted.lineId)) return { ok: false, code: "invoice.credit_line_unknown" };
      seen.add(wanted.lineId);
      if (wanted.quantity > line.quantity) return { ok: false, code: "invoice.credit_quantity_exceeded" };
      lines.push({ ...line, quantity: wanted.quantity, totalCents: line.unitPriceCents * wanted.quantity, sourceId: line.id });
    }
  } else {
    lines = [
      {
        kind: "item",
        reference: "credit",
        description: reason,
        quantity: 1,
        unitPriceCents: request.amountExclVatCents,
        totalCents: request.amountExclVatCents,
        sourceId: null,
      },
    ];
  }
  const totals = invoiceTotalsOf(lines, invoice.vatRateBasisPoints);
  if (totals.totalInclVatCents <= 0 || totals.totalInclVatCents > creditableOf(invoice)) {
    return { ok: false, code: "invoice.credit_exceeds_remaining" };
  }
  return { ok: true, lines, totals };
}
