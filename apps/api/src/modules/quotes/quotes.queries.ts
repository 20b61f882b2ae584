import type { Database } from "@portal/db/client";
import type { OrderAddress } from "@portal/domain/addresses/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import type { QuoteStatus } from "@portal/domain/quotes/status";
import { type SQL, sql } from "drizzle-orm";
import { rows } from "../../platform/sql";
import { productText, variantText } from "../catalog/catalog.queries";

/*
 * Quote reads, always scoped: a customer sees their own quotes in the active company, or all of
 * the company's with the right to; staff read any quote by number.
 */

/** Who may read: the company always, its customer unless `all` (the right to see all quotes). */
export type QuoteScope = { companyId: number; customerId: number; all: boolean };

export type QuoteRow = {
  id: number;
  number: string;
  companyId: number;
  companyName: string;
  customerId: number;
  customerEmail: string;
  customerFirstname: string;
  customerLastname: string;
  customerLocale: Locale;
  name: string | null;
  serialNumber: string | null;
  status: QuoteStatus;
  validUntil: string | null;
  createdAt: string;
  localeCode: Locale;
  shippingAddress: OrderAddress;
  shippingAddressId: number | null;
  subtotalCents: number | null;
  vatRateBasisPoints: number | null;
  vatCents: number | null;
  totalInclVatCents: number | null;
  sentAt: string | null;
  orderedAt: string | null;
  orderNumber: string | null;
  /** Every line known to the catalogue and priced (spec section 5). */
  compliant: boolean;
};

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const quoteColumns = sql.raw(`q.id, q.number, q.company_id as "companyId", co.corporate_name as "companyName",
  q.customer_id as "customerId", cu.email as "customerEmail", cu.firstname as "customerFirstname", cu.lastname as "customerLastname",
  cu.locale_code as "customerLocale", q.name, q.serial_number as "serialNumber", q.status,
  to_char(q.valid_until, 'YYYY-MM-DD') as "validUntil", ${iso("q.created_at")} as "createdAt", q.locale_code as "localeCode",
  q.shipping_address as "shippingAddress", q.shipping_address_id as "shippingAddressId",
  q.subtotal_cents as "subtotalCents", q.vat_rate_basis_points as "vatRateBasisPoints", q.vat_cents as "vatCents",
  q.total_incl_vat_cents as "totalInclVatCents", ${iso("q.sent_at")} as "sentAt", ${iso("q.ordered_at")} as "orderedAt",
  (select o.number from orders o where o.id = q.ordered_order_id) as "orderNumber",
  not exists (select 1 from quote_items qi left join product_variants v on v.id = qi.variant_id left join products p on p.id = v.product_id
    where qi.quote_id = q.id and (v.id is null or not (v.enabled and p.enabled) or qi.unit_price_cents is null)) as compliant`);

const quoteSource = sql.raw("quotes q join companies co on co.id = q.company_id join customers cu on cu.id = q.customer_id");

const scopeFilter = (scope: QuoteScope) =>
  scope.all ? sql`q.company_id = ${scope.companyId}` : sql`q.company_id = ${scope.companyId} and q.customer_id = ${scope.customerId}`;

/** The caller's quotes (or the company's), newest first. */
export async function listQuotes(db: Database, scope: QuoteScope, page: { page: number; itemsPerPage: number }) {
  return pageOf(db, scopeFilter(scope), sql`q.created_at desc, q.id desc`, page);
}

/** Staff: quotes in a state, oldest first (the first asked is the first priced). */
export async function listQuotesByStatus(db: Database, status: QuoteStatus, page: { page: number; itemsPerPage: number }) {
  return pageOf(db, sql`q.status = ${status}`, sql`q.created_at, q.id`, page);
}

async function pageOf(db: Database, where: SQL, order: SQL, { page, itemsPerPage }: { page: number; itemsPerPage: number }) {
  const items = await rows<QuoteRow>(
    db,
    sql`select ${quoteColumns} from ${quoteSource} where ${where} order by ${order} limit ${itemsPerPage} offset ${(page - 1) * itemsPerPage}`,
  );
  const [count] = await rows<{ total: number }>(db, sql`select count(*)::int as total from quotes q where ${where}`);
  return { items, total: count?.total ?? 0 };
}

/** A quote by number within the scope (any quote for staff: `scope` null); `lock` holds its row until the transaction ends. */
export async function findQuote(db: Database, number: string, scope: QuoteScope | null, options: { lock?: boolean } = {}) {
  const [row] = await rows<QuoteRow>(
    db,
    sql`select ${quoteColumns} from ${quoteSource} where q.number = ${number} ${scope ? sql`and ${scopeFilter(scope)}` : sql``}
      ${options.lock ? sql`for update of q` : sql``}`,
  );
  return row;
}

export async function findQuoteByRequestToken(db: Database, token: string, companyId: number, customerId: number) {
  const [row] = await rows<QuoteRow>(
    db,
    sql`select ${quoteColumns} from ${quoteSource} where q.request_token = ${token} and q.company_id = ${companyId} and q.customer_id = ${customerId}`,
  );
  return row;
}

export type QuoteLineRow = {
  id: number;
  variantId: number | null;
  variantCode: string | null;
  reference: string;
  name: string;
  brandName: string | null;
  productSlug: string | null;
  quantity: number;
  unitPriceCents: number | null;
  ecotaxCents: number;
  priceOnRequest: boolean;
  /** The catalogue still sells the variant. */
  known: boolean;
};

/** A quote's lines as quoted, with what the catalogue says of their variants now, in the reader's language. */
export async function listQuoteLines(db: Database, quoteId: number, locale: Locale) {
  return rows<QuoteLineRow>(
    db,
    sql`select qi.id, qi.variant_id as "variantId", v.code as "variantCode", qi.reference,
      coalesce(vt.name, pt.name, qi.name) as name, coalesce(b.name, qi.brand_name) as "brandName", pt.slug as "productSlug",
      qi.quantity, qi.unit_price_cents as "unitPriceCents", qi.ecotax_cents as "ecotaxCents", qi.price_on_request as "priceOnRequest",
      coalesce(v.enabled and p.enabled, false) as known
    from quote_items qi
    left join product_variants v on v.id = qi.variant_id
    left join products p on p.id = v.product_id
    left join brands b on b.id = p.brand_id
    left join lateral ${productText("p", locale)} pt on true
    left join lateral ${variantText("v", locale)} vt on true
    where qi.quote_id = ${quoteId}
    order by qi.id`,
  );
}
