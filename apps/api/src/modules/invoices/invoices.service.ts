import { type Database, withTransaction } from "@portal/db/client";
import type { OrderAddress } from "@portal/domain/addresses/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import { invoiceLineLabels } from "@portal/domain/invoices/labels";
import { frenchVatIdOf, type InvoiceParty, seller } from "@portal/domain/invoices/parties";
import {
  type CreditNoteRequest,
  encodeInvoiceCursor,
  type InvoiceDetail,
  type InvoiceListQuery,
  type InvoicePage,
  type InvoiceSummary,
  invoiceLimits,
  type PaymentRequest,
} from "@portal/domain/invoices/schemas";
import {
  dueDateOf,
  formatInvoiceNumber,
  invoiceDateOf,
  invoiceStatusOf,
  outstandingOf,
  type PaymentTerms,
  termsForOrder,
  yearOfDate,
} from "@portal/domain/invoices/status";
import { creditNoteOf, type FrozenOrder, invoiceLinesOfOrder, invoiceTotalsOf } from "@portal/domain/invoices/totals";
import type { OrderState, PaymentState, ShippingState } from "@portal/domain/orders/states";
import { sql } from "drizzle-orm";
import type { Actor } from "../../platform/auth/authenticate";
import type { StaffActor } from "../../platform/auth/staff-authenticate";
import type { Clock } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import { rows } from "../../platform/sql";
import { listFrozenPromotionLines } from "../orders/orders.queries";
import {
  findInvoiceById,
  findInvoiceByNumber,
  findVisibleInvoice,
  type InvoiceRow,
  insertInvoices,
  type ListScope,
  listInvoiceLines,
  listInvoices,
  nextSequence,
  seesAllInvoices,
} from "./invoices.queries";

/** Who issues a document: a staff member, the staff ship action, or the ERP. */
export type IssuingActor = { kind: "staff"; staffUserId: number } | { kind: "system" };

export function summaryOf(row: InvoiceRow, today: string): InvoiceSummary {
  return {
    number: row.number,
    kind: row.kind,
    source: row.source,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    totalExclVat: row.totalExclVatCents,
    totalVat: row.vatCents,
    totalInclVat: row.totalInclVatCents,
    paidAmount: row.paidCents,
    creditedAmount: row.creditedCents,
    outstanding: outstandingOf({ totalInclVatCents: row.totalInclVatCents, paidCents: row.paidCents, creditedCents: row.creditedCents }),
    status: invoiceStatusOf(
      {
        kind: row.kind,
        totalInclVatCents: row.totalInclVatCents,
        paidCents: row.paidCents,
        creditedCents: row.creditedCents,
        dueDate: row.dueDate,
      },
      today,
    ),
    orderNumber: row.orderNumber,
    deliveredCustomer: row.deliveredCustomer,
    city: row.deliveredCity,
    corrects: row.corrects,
    creditNotes: row.creditNotes,
  };
}

async function detailOf(db: Database, row: InvoiceRow, today: string): Promise<InvoiceDetail> {
  const lines = await listInvoiceLines(db, row.id);
  return {
    ...summaryOf(row, today),
    companyId: row.companyId,
    paymentTerms: row.paymentTerms,
    vatRateBasisPoints: row.vatRateBasisPoints,
    reason: row.reason,
    lines: lines.map((line) => ({
      id: line.id,
      kind: line.kind,
      reference: line.reference,
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPriceCents,
      total: line.totalCents,
    })),
  };
}

type OrderToInvoice = {
  id: number;
  number: string | null;
  state: OrderState;
  shippingState: ShippingState;
  paymentState: PaymentState;
  companyId: number;
  localeCode: Locale;
  shippingAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
  shippingCents: number;
  packagingCents: number;
  vatRateBasisPoints: number;
  totalInclVatCents: number;
  corporateName: string;
  siret: string | null;
  clientCode: string | null;
  paymentOnAccount: boolean;
  email: string;
};

/** The buyer as the e-invoice names it: the company, at the order's billing address. */
export function buyerOf(
  company: { corporateName: string; siret: string | null; clientCode: string | null; email: string | null },
  address: OrderAddress | null,
  fallbackCountry = "FR",
): InvoiceParty {
  const countryCode = address?.countryCode ?? fallbackCountry;
  return {
    name: company.corporateName,
    street: address?.street ?? null,
    postcode: address?.postcode ?? null,
    city: address?.city ?? null,
    countryCode,
    siret: company.siret,
    vatId: company.siret && countryCode === "FR" ? frenchVatIdOf(company.siret.slice(0, 9)) : null,
    clientCode: company.clientCode,
    email: company.email,
  };
}

const deliveredCustomerOf = (address: OrderAddress | null) =>
  address ? (address.company?.trim() || `${address.firstname} ${address.lastname}`.trim()).slice(0, 160) : null;

/**
 * Issues the invoice of a shipped order, once: a second call answers the invoice already issued.
 * Runs in the caller's transaction (the staff ship action's, or the staff endpoint's); the order's
 * row stays locked until it ends, so two calls for one order never issue two invoices.
 */
export async function issueInvoiceForOrder(
  tx: Database,
  /** `now` is the caller's clock (a service's), the system's by default. */
  input: { orderId: number; actor: IssuingActor; now?: Date },
): Promise<{ invoiceId: number; number: string; created: boolean }> {
  const [order] = await rows<OrderToInvoice>(
    tx,
    sql`select o.id, o.number, o.state, o.shipping_state as "shippingState", o.payment_state as "paymentState", o.company_id as "companyId",
      o.locale_code as "localeCode", o.shipping_address as "shippingAddress", o.billing_address as "billingAddress",
      o.shipping_cents as "shippingCents", o.packaging_cents as "packagingCents", o.vat_rate_basis_points as "vatRateBasisPoints",
      o.total_incl_vat_cents as "totalInclVatCents", co.corporate_name as "corporateName", co.siret, co.client_code as "clientCode",
      co.payment_on_account as "paymentOnAccount", cu.email
    from orders o join companies co on co.id = o.company_id join customers cu on cu.id = o.customer_id
    where o.id = ${input.orderId} and o.state <> 'cart'
    for update of o`,
  );
  if (!order) throw new AppError("invoice.order_not_found");
  const [existing] = await rows<{ id: number; number: string }>(
    tx,
    sql`select id, number from invoices where order_id = ${order.id} and kind = 'invoice'`,
  );
  if (existing) return { invoiceId: existing.id, number: existing.number, created: false };
  if (order.state === "cancelled" || (order.shippingState !== "shipped" && order.shippingState !== "partially_shipped")) {
    throw new AppError("invoice.order_not_shipped");
  }

  const items = await rows<FrozenOrder["items"][number]>(
    tx,
    sql`select id, coalesce(reference, variant_code, '-') as reference,
      left(concat_ws(' – ', product_name, nullif(variant_name, product_name)), 300) as description, quantity,
      coalesce(discount_price_cents, 0) as "discountPriceCents", coalesce(ecotax_cents, 0) as "ecotaxCents",
      coalesce(total_cents, 0) as "totalCents"
    from order_items where order_id = ${order.id} order by id`,
  );
  const promotions = await listFrozenPromotionLines(tx, order.id);
  const labels = invoiceLineLabels[order.localeCode];
  const lines = invoiceLinesOfOrder(
    {
      items,
      promotions: promotions.map((line) => ({ code: line.code, amountCents: line.amountCents })),
      shippingCents: order.shippingCents,
      packagingCents: order.packagingCents,
      vatRateBasisPoints: order.vatRateBasisPoints,
    },
    labels,
  );
  const totals = invoiceTotalsOf(lines, order.vatRateBasisPoints);
  // The order's totals were computed by the same rule when it was placed: a difference is a bug.
  if (totals.totalInclVatCents !== order.totalInclVatCents) {
    throw new Error(`invoice of order ${order.id}: ${totals.totalInclVatCents} ≠ ${order.totalInclVatCents}`);
  }

  const now = input.now ?? new Date();
  const issueDate = invoiceDateOf(now);
  const year = yearOfDate(issueDate);
  const sequence = await nextSequence(tx, "invoice", year);
  // An order paid online is settled when invoiced; customers on account get their terms.
  const paidOnline = order.paymentState === "paid";
  const terms: PaymentTerms = paidOnline ? "on_receipt" : termsForOrder(order);
  const number = formatInvoiceNumber("invoice", year, sequence);
  const [inserted] = await insertInvoices(tx, [
    {
      number,
      kind: "invoice",
      source: "portal",
      year,
      sequence,
      externalId: null,
      erpFingerprint: null,
      companyId: order.companyId,
      orderId: order.id,
      correctedInvoiceId: null,
      issuedAt: now.toISOString(),
      issueDate,
      dueDate: dueDateOf(issueDate, terms),
      paymentTerms: terms,
      localeCode: order.localeCode,
      vatRateBasisPoints: order.vatRateBasisPoints,
      ...totalsColumns(totals),
      paidCents: paidOnline ? totals.totalInclVatCents : 0,
      orderNumber: order.number,
      deliveredCustomer: deliveredCustomerOf(order.shippingAddress),
      deliveredCity: order.shippingAddress?.city ?? null,
      seller,
      buyer: buyerOf(order, order.billingAddress ?? order.shippingAddress),
      reason: null,
      lines,
    },
  ]);
  if (!inserted) throw new Error("invoice not written");
  return { invoiceId: inserted.id, number, created: true };
}

const totalsColumns = (totals: ReturnType<typeof invoiceTotalsOf>) => ({
  linesCents: totals.linesCents,
  allowancesCents: totals.allowancesCents,
  chargesCents: totals.chargesCents,
  totalExclVatCents: totals.totalExclVatCents,
  vatCents: totals.vatCents,
  totalInclVatCents: totals.totalInclVatCents,
});

export function createInvoicesService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  const today = () => invoiceDateOf(clock.now());

  async function scopeOf(actor: Actor): Promise<ListScope> {
    if (actor.companyId === null) throw new AppError("auth.company_required");
    return {
      companyId: actor.companyId,
      customerId: actor.customerId,
      seesAll: await seesAllInvoices(db, actor.customerId, actor.companyId),
    };
  }

  async function staffDetail(number: string) {
    const row = await findInvoiceByNumber(db, number);
    if (!row) throw new AppError("invoice.not_found");
    return detailOf(db, row, today());
  }

  return {
    /** GET invoices: the caller's documents, newest first. */
    async list(actor: Actor, query: InvoiceListQuery): Promise<InvoicePage> {
      const scope = await scopeOf(actor);
      const limit = query.itemsPerPage ?? invoiceLimits.pageSizeDefault;
      const now = today();
      const found = await listInvoices(db, scope, {
        status: query.status ?? null,
        kind: query.kind ?? null,
        from: query.from ?? null,
        to: query.to ?? null,
        orderNumber: query.orderNumber ?? null,
        cursor: query.cursor ?? null,
        limit: limit + 1,
        today: now,
      });
      const page = found.slice(0, limit);
      const last = page.at(-1);
      return {
        items: page.map((row) => summaryOf(row, now)),
        nextCursor: found.length > limit && last ? encodeInvoiceCursor({ issuedAt: Number(last.issuedAtMs), id: last.id }) : null,
      };
    },

    /** A document the caller may see, with its lines, for its PDF. */
    async document(actor: Actor, number: string) {
      const row = await findVisibleInvoice(db, number, await scopeOf(actor));
      if (!row) throw new AppError("invoice.not_found");
      const [customer] = await rows<{ localeCode: Locale }>(
        db,
        sql`select locale_code as "localeCode" from customers where id = ${actor.customerId}`,
      );
      return { row, lines: await listInvoiceLines(db, row.id), locale: customer?.localeCode ?? row.localeCode, today: today() };
    },

    staffDetail,

    /** Staff: issue the invoice of a shipped order (answers the one already issued, if any). */
    async issueForOrder(staff: StaffActor, orderNumber: string) {
      const result = await withTransaction(db, async (tx) => {
        const [order] = await rows<{ id: number }>(tx, sql`select id from orders where number = ${orderNumber} and state <> 'cart'`);
        if (!order) throw new AppError("invoice.order_not_found");
        return issueInvoiceForOrder(tx, { orderId: order.id, actor: { kind: "staff", staffUserId: staff.staffUserId }, now: clock.now() });
      });
      return { created: result.created, invoice: await staffDetail(result.number) };
    },

    /** Staff: a credit note correcting an invoice, in full, by lines or by an amount. */
    async issueCreditNote(_staff: StaffActor, invoiceNumber: string, request: CreditNoteRequest) {
      const now = clock.now();
      const number = await withTransaction(db, async (tx) => {
        // The invoice's row is locked: two credit notes against it are checked one after the other.
        const invoice = await findInvoiceByNumber(tx, invoiceNumber, { lock: true });
        if (!invoice) throw new AppError("invoice.not_found");
        if (invoice.kind !== "invoice") throw new AppError("invoice.not_an_invoice");
        const lines = await listInvoiceLines(tx, invoice.id);
        const credit = creditNoteOf(
          {
            lines,
            vatRateBasisPoints: invoice.vatRateBasisPoints,
            totalInclVatCents: invoice.totalInclVatCents,
            creditedCents: invoice.creditedCents,
          },
          request.mode === "full"
            ? { mode: "full" }
            : request.mode === "lines"
              ? { mode: "lines", lines: request.lines }
              : { mode: "amount", amountExclVatCents: request.amountExclVat },
          request.reason,
        );
        if (!credit.ok) throw new AppError(credit.code);
        const issueDate = invoiceDateOf(now);
        const year = yearOfDate(issueDate);
        const sequence = await nextSequence(tx, "credit_note", year);
        const creditNumber = formatInvoiceNumber("credit_note", year, sequence);
        // What the invoice still owed is set off at once; the rest is refunded (recorded as a payment on the note).
        const setOff = Math.min(credit.totals.totalInclVatCents, outstandingOf(invoice));
        await insertInvoices(tx, [
          {
            number: creditNumber,
            kind: "credit_note",
            source: "portal",
            year,
            sequence,
            externalId: null,
            erpFingerprint: null,
            companyId: invoice.companyId,
            orderId: invoice.orderId,
            correctedInvoiceId: invoice.id,
            issuedAt: now.toISOString(),
            issueDate,
            dueDate: issueDate,
            paymentTerms: "on_receipt",
            localeCode: invoice.localeCode,
            vatRateBasisPoints: invoice.vatRateBasisPoints,
            ...totalsColumns(credit.totals),
            paidCents: setOff,
            orderNumber: invoice.orderNumber,
            deliveredCustomer: invoice.deliveredCustomer,
            deliveredCity: invoice.deliveredCity,
            seller: invoice.seller,
            buyer: invoice.buyer,
            reason: request.reason,
            lines: credit.lines,
          },
        ]);
        await tx.execute(
          sql`update invoices set credited_cents = credited_cents + ${credit.totals.totalInclVatCents} where id = ${invoice.id}`,
        );
        return creditNumber;
      });
      return staffDetail(number);
    },

    /** Staff: a payment received on an invoice (or a refund made on a credit note), never past what is owed. */
    async recordPayment(staff: StaffActor, number: string, payment: PaymentRequest) {
      const id = await withTransaction(db, async (tx) => {
        const invoice = await findInvoiceByNumber(tx, number, { lock: true });
        if (!invoice) throw new AppError("invoice.not_found");
        if (payment.amount > outstandingOf(invoice)) throw new AppError("invoice.payment_exceeds_outstanding");
        await tx.execute(
          sql`insert into invoice_payments (invoice_id, amount_cents, paid_on, reference, staff_user_id)
          values (${invoice.id}, ${payment.amount}, ${payment.paidOn ?? invoiceDateOf(clock.now())}, ${payment.reference ?? null}, ${staff.staffUserId})`,
        );
        await tx.execute(sql`update invoices set paid_cents = paid_cents + ${payment.amount} where id = ${invoice.id}`);
        return invoice.id;
      });
      const row = await findInvoiceById(db, id);
      if (!row) throw new AppError("invoice.not_found");
      return detailOf(db, row, today());
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
