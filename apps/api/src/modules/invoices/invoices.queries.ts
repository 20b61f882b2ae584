import type { Database } from "@portal/db/client";
import type { Locale } from "@portal/domain/i18n/locales";
import type { InvoiceParty } from "@portal/domain/invoices/parties";
import type { InvoiceCursor } from "@portal/domain/invoices/schemas";
import type { InvoiceKind, InvoiceSource, InvoiceStatus, PaymentTerms } from "@portal/domain/invoices/status";
import type { InvoiceLineDraft, InvoiceLineKind } from "@portal/domain/invoices/totals";
import { sql } from "drizzle-orm";
import { rows, statement } from "../../platform/sql";

/*
 * Invoice reads and writes in plain SQL, always scoped by the company; a customer without the right
 * to see all orders sees the documents of their own orders only.
 */

/** What a document holds, as written and as read back. */
type InvoiceFields = {
  number: string;
  kind: InvoiceKind;
  source: InvoiceSource;
  companyId: number;
  orderId: number | null;
  correctedInvoiceId: number | null;
  issueDate: string;
  dueDate: string;
  paymentTerms: PaymentTerms;
  localeCode: Locale;
  vatRateBasisPoints: number;
  linesCents: number;
  allowancesCents: number;
  chargesCents: number;
  totalExclVatCents: number;
  vatCents: number;
  totalInclVatCents: number;
  paidCents: number;
  orderNumber: string | null;
  deliveredCustomer: string | null;
  deliveredCity: string | null;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  reason: string | null;
};

export type InvoiceRow = InvoiceFields & {
  id: number;
  issuedAtMs: string;
  creditedCents: number;
  corrects: string | null;
  creditNotes: { number: string; issueDate: string; totalInclVat: number }[];
};

const invoiceColumns = sql.raw(`i.id, i.number, i.kind, i.source, i.company_id as "companyId", i.order_id as "orderId",
  i.corrected_invoice_id as "correctedInvoiceId", (extract(epoch from i.issued_at) * 1000)::bigint::text as "issuedAtMs",
  i.issue_date::text as "issueDate", i.due_date::text as "dueDate", i.payment_terms as "paymentTerms", i.locale_code as "localeCode",
  i.vat_rate_basis_points as "vatRateBasisPoints", i.lines_cents as "linesCents", i.allowances_cents as "allowancesCents",
  i.charges_cents as "chargesCents", i.total_excl_vat_cents as "totalExclVatCents", i.vat_cents as "vatCents",
  i.total_incl_vat_cents as "totalInclVatCents", i.paid_cents as "paidCents", i.credited_cents as "creditedCents",
  i.order_number as "orderNumber", i.delivered_customer as "deliveredCustomer", i.delivered_city as "deliveredCity",
  i.seller, i.buyer, i.reason, c.number as corrects,
  coalesce((select json_agg(json_build_object('number', n.number, 'issueDate', n.issue_date::text, 'totalInclVat', n.total_incl_vat_cents)
    order by n.issued_at, n.id) from invoices n where n.corrected_invoice_id = i.id), '[]') as "creditNotes"`);

const invoiceSource = sql.raw("invoices i left join invoices c on c.id = i.corrected_invoice_id left join orders o on o.id = i.order_id");

export type ListScope = { companyId: number; customerId: number; seesAll: boolean };
export type ListFilter = {
  status: InvoiceStatus | null;
  kind: InvoiceKind | null;
  from: string | null;
  to: string | null;
  orderNumber: string | null;
  cursor: InvoiceCursor | null;
  limit: number;
  today: string;
};

/*
 * The status filter mirrors `invoiceStatusOf` (packages/domain/src/invoices/status.ts); a test
 * checks that every listed row's status is the one asked for.
 */
const listStatement = statement<
  InvoiceRow,
  keyof ListScope | "status" | "kind" | "from" | "to" | "orderNumber" | "cursorAt" | "cursorId" | "limit" | "today"
>(
  // The page is picked from the company's invoices alone, read backwards along their index, and
  // only its rows are joined: the planner never joins the whole company's invoices before the limit.
  (value) => sql`select ${invoiceColumns}
    from (select i.* from invoices i
      where i.company_id = ${value("companyId")}
        and (${value("seesAll")}::boolean
          or exists (select 1 from orders mine where mine.id = i.order_id and mine.customer_id = ${value("customerId")}::integer))
        and (${value("kind")}::invoice_kind is null or i.kind = ${value("kind")}::invoice_kind)
        and (${value("from")}::date is null or i.issue_date >= ${value("from")}::date)
        and (${value("to")}::date is null or i.issue_date <= ${value("to")}::date)
        and (${value("orderNumber")}::text is null or i.order_number = ${value("orderNumber")}::text)
        and (${value("status")}::text is null
          or (${value("status")}::text = 'paid' and i.paid_cents + i.credited_cents >= i.total_incl_vat_cents)
          or (${value("status")}::text = 'overdue' and i.paid_cents + i.credited_cents < i.total_incl_vat_cents
            and i.kind = 'invoice' and i.due_date < ${value("today")}::date)
          or (${value("status")}::text in ('unpaid', 'partially_paid') and i.paid_cents + i.credited_cents < i.total_incl_vat_cents
            and (i.kind = 'credit_note' or i.due_date >= ${value("today")}::date)
            and ((i.paid_cents + i.credited_cents > 0) = (${value("status")}::text = 'partially_paid'))))
        -- The index scan starts at the lower of the cursor and the end of the date range (an
        -- issue date is the Paris date of its instant), and stops at the range's start.
        and (i.issued_at, i.id) < (
          least(coalesce(timestamptz 'epoch' + ${value("cursorAt")}::bigint * interval '1 millisecond', 'infinity'),
            coalesce((${value("to")}::date + 1)::timestamp at time zone 'Europe/Paris', 'infinity')),
          case when coalesce(timestamptz 'epoch' + ${value("cursorAt")}::bigint * interval '1 millisecond', 'infinity')
              <= coalesce((${value("to")}::date + 1)::timestamp at time zone 'Europe/Paris', 'infinity')
            then coalesce(${value("cursorId")}::integer, 2147483647) else 0 end)
        and i.issued_at >= coalesce(${value("from")}::date::timestamp at time zone 'Europe/Paris', '-infinity')
      order by i.issued_at desc, i.id desc
      limit ${value("limit")}::integer) i
    left join invoices c on c.id = i.corrected_invoice_id
    order by i.issued_at desc, i.id desc`,
  { planEachCall: true },
);

export function listInvoices(db: Database, scope: ListScope, filter: ListFilter) {
  return listStatement(db, {
    ...scope,
    status: filter.status,
    kind: filter.kind,
    from: filter.from,
    to: filter.to,
    orderNumber: filter.orderNumber,
    cursorAt: filter.cursor?.issuedAt ?? null,
    cursorId: filter.cursor?.id ?? null,
    limit: filter.limit,
    today: filter.today,
  });
}

const scopedByNumber = statement<InvoiceRow, "number" | keyof ListScope>(
  (value) => sql`select ${invoiceColumns} from ${invoiceSource}
    where i.number = ${value("number")} and i.company_id = ${value("companyId")}
      and (${value("seesAll")}::boolean or o.customer_id = ${value("customerId")}::integer)`,
);

/** A document the caller may see, or nothing (another company's number reads as unknown). */
export async function findVisibleInvoice(db: Database, number: string, scope: ListScope) {
  const [row] = await scopedByNumber(db, { number, ...scope });
  return row;
}

/** Staff read any document; `lock` holds its row (payments and credit notes against it wait). */
export async function findInvoiceByNumber(db: Database, number: string, options: { lock?: boolean } = {}) {
  const [row] = await rows<InvoiceRow>(
    db,
    sql`select ${invoiceColumns} from ${invoiceSource} where i.number = ${number} ${options.lock ? sql`for update of i` : sql``}`,
  );
  return row;
}

export async function findInvoiceById(db: Database, id: number) {
  const [row] = await rows<InvoiceRow>(db, sql`select ${invoiceColumns} from ${invoiceSource} where i.id = ${id}`);
  return row;
}

export type InvoiceLineRow = InvoiceLineDraft & { id: number; kind: InvoiceLineKind };

export function listInvoiceLines(db: Database, invoiceId: number) {
  return rows<InvoiceLineRow>(
    db,
    sql`select id, kind, reference, description, quantity, unit_price_cents as "unitPriceCents", total_cents as "totalCents",
      coalesce(order_item_id, corrected_line_id) as "sourceId"
    from invoice_lines where invoice_id = ${invoiceId} order by position`,
  );
}

/** Whether the member sees every document of the company (the orders right "see all orders"), as `assertCan` reads rights. */
export async function seesAllInvoices(db: Database, customerId: number, companyId: number): Promise<boolean> {
  const [row] = await rows<{ seesAll: boolean }>(
    db,
    sql`select (m.is_admin or exists (select 1 from membership_rights r where r.membership_id = m.id and r.right = 'order.view_all')) as "seesAll"
    from company_memberships m where m.customer_id = ${customerId} and m.company_id = ${companyId} and m.enabled`,
  );
  return row?.seesAll ?? false;
}

/**
 * The next number of a series. The upsert locks the series' row until the transaction ends, so
 * concurrent issuers take turns and a rolled-back issue gives its number back: no gaps.
 */
export async function nextSequence(db: Database, kind: InvoiceKind, year: number): Promise<number> {
  const [row] = await rows<{ lastSequence: number }>(
    db,
    sql`insert into invoice_counters (kind, year, last_sequence) values (${kind}, ${year}, 1)
    on conflict (kind, year) do update set last_sequence = invoice_counters.last_sequence + 1
    returning last_sequence as "lastSequence"`,
  );
  if (!row) throw new Error("invoice counter not advanced");
  return row.lastSequence;
}

export type NewInvoice = InvoiceFields & {
  year: number | null;
  sequence: number | null;
  externalId: string | null;
  erpFingerprint: string | null;
  issuedAt: string;
  lines: InvoiceLineDraft[];
};

/**
 * Writes documents and their lines in two set-based statements, whatever their number: the rows
 * travel as one JSON parameter each (a bind-parameter list would stop at 65,535 values).
 */
export async function insertInvoices(db: Database, documents: readonly NewInvoice[]): Promise<{ id: number; number: string }[]> {
  if (documents.length === 0) return [];
  const heads = documents.map(({ lines: _, ...head }) => head);
  const inserted = await rows<{ id: number; number: string }>(
    db,
    sql`insert into invoices (number, kind, source, year, sequence, external_id, erp_fingerprint, company_id, order_id,
      corrected_invoice_id, issued_at, issue_date, due_date, payment_terms, locale_code, vat_rate_basis_points, lines_cents,
      allowances_cents, charges_cents, total_excl_vat_cents, vat_cents, total_incl_vat_cents, paid_cents, order_number,
      delivered_customer, delivered_city, seller, buyer, reason)
    select d.number, d.kind, d.source, d.year, d.sequence, d."externalId", d."erpFingerprint", d."companyId", d."orderId",
      d."correctedInvoiceId", d."issuedAt", d."issueDate", d."dueDate", d."paymentTerms", d."localeCode", d."vatRateBasisPoints",
      d."linesCents", d."allowancesCents", d."chargesCents", d."totalExclVatCents", d."vatCents", d."totalInclVatCents", d."paidCents",
      d."orderNumber", d."deliveredCustomer", d."deliveredCity", d.seller, d.buyer, d.reason
    from jsonb_to_recordset(${JSON.stringify(heads)}::jsonb) as d(number varchar, kind invoice_kind, source invoice_source,
      year integer, sequence integer, "externalId" varchar, "erpFingerprint" varchar, "companyId" integer, "orderId" integer,
      "correctedInvoiceId" integer, "issuedAt" timestamptz, "issueDate" date, "dueDate" date, "paymentTerms" payment_terms,
      "localeCode" locale, "vatRateBasisPoints" integer, "linesCents" integer, "allowancesCents" integer, "chargesCents" integer,
      "totalExclVatCents" integer, "vatCents" integer, "totalInclVatCents" integer, "paidCents" integer, "orderNumber" varchar,
      "deliveredCustomer" varchar, "deliveredCity" varchar, seller jsonb, buyer jsonb, reason varchar)
    returning id, number`,
  );
  const idOf = new Map(inserted.map((row) => [row.number, row.id]));
  const lines = documents.flatMap((document) =>
    document.lines.map((line, position) => ({
      invoiceId: idOf.get(document.number),
      position: position + 1,
      kind: line.kind,
      reference: line.reference,
      description: line.description,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      totalCents: line.totalCents,
      orderItemId: document.kind === "invoice" && document.source === "portal" ? line.sourceId : null,
      correctedLineId: document.kind === "credit_note" && document.source === "portal" ? line.sourceId : null,
    })),
  );
  await db.execute(
    sql`insert into invoice_lines (invoice_id, position, kind, reference, description, quantity, unit_price_cents, total_cents,
      order_item_id, corrected_line_id)
    select l."invoiceId", l.position, l.kind, l.reference, l.description, l.quantity, l."unitPriceCents", l."totalCents",
      l."orderItemId", l."correctedLineId"
    from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as l("invoiceId" integer, position integer, kind invoice_line_kind,
      reference varchar, description varchar, quantity integer, "unitPriceCents" integer, "totalCents" integer,
      "orderItemId" integer, "correctedLineId" integer)`,
  );
  return inserted;
}
