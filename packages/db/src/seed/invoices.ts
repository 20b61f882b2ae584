import { invoiceLineLabels } from "@portal/domain/invoices/labels";
import { seller } from "@portal/domain/invoices/parties";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../client";

/*
 * Demo invoices, set-based: an invoice for every placed, shipped order not invoiced yet (numbered
 * in its year's series after what the counters already gave, issued the day after the order was
 * placed, some paid, some in part, some not, so that a few are overdue), a goodwill credit note on
 * every fifth of them, and a few invoices and a credit note per company imported from the ERP
 * (their own numbers, fixed 2026 dates). Same data, same result: nothing here draws at random.
 */

/** A text per order language, in SQL. */
const byLocale = (column: SQL, pick: (labels: (typeof invoiceLineLabels)["fr"]) => string) =>
  sql`(case ${column} ${sql.join(
    Object.entries(invoiceLineLabels).map(([locale, labels]) => sql`when ${locale} then ${pick(labels)}`),
    sql` `,
  )} end)`;

/** The buyer's party copy, from the company `co` at the address object `address` (a jsonb of an order address, or null). */
const buyerParty = (address: SQL) => sql`jsonb_build_object(
  'name', co.corporate_name,
  'street', coalesce(${address}->>'street', co.street),
  'postcode', coalesce(${address}->>'postcode', co.zip_code),
  'city', coalesce(${address}->>'city', co.city),
  'countryCode', coalesce(${address}->>'countryCode', co.country_code, 'FR'),
  'siret', co.siret,
  'vatId', case when co.siret is not null and coalesce(${address}->>'countryCode', co.country_code, 'FR') = 'FR'
    then 'FR' || lpad(((12 + 3 * (left(co.siret, 9)::bigint % 97)) % 97)::text, 2, '0') || left(co.siret, 9) end,
  'clientCode', co.client_code,
  'email', null)`;

export async function seedInvoices(db: Database) {
  const sellerJson = JSON.stringify(seller);

  // ---- invoices of shipped orders ----
  await db.execute(sql`
    with shipped as (
      select o.*, o.checkout_completed_at + interval '1 day' as issued_at,
        ((o.checkout_completed_at + interval '1 day') at time zone 'Europe/Paris')::date as issue_date,
        case when o.payment_state = 'paid' then 'on_receipt' when co.payment_on_account then 'net_30' else 'on_receipt' end as terms
      from orders o join companies co on co.id = o.company_id
      where o.state in ('new', 'fulfilled') and o.shipping_state in ('shipped', 'partially_shipped')
        and not exists (select 1 from invoices i where i.order_id = o.id and i.kind = 'invoice')
    ), numbered as (
      select s.*, extract(year from s.issue_date)::integer as year,
        (row_number() over (partition by extract(year from s.issue_date) order by s.issued_at, s.id)
          + coalesce((select c.last_sequence from invoice_counters c where c.kind = 'invoice' and c.year = extract(year from s.issue_date)), 0))::integer as sequence
      from shipped s
    )
    insert into invoices (number, kind, source, year, sequence, company_id, order_id, issued_at, issue_date, due_date, payment_terms,
      locale_code, vat_rate_basis_points, lines_cents, allowances_cents, charges_cents, total_excl_vat_cents, vat_cents,
      total_incl_vat_cents, paid_cents, order_number, delivered_customer, delivered_city, seller, buyer)
    select 'F' || n.year || '-' || lpad(n.sequence::text, 6, '0'), 'invoice', 'portal', n.year, n.sequence, n.company_id, n.id,
      n.issued_at, n.issue_date, n.issue_date + case when n.terms = 'net_30' then 30 else 0 end, n.terms::payment_terms,
      n.locale_code, n.vat_rate_basis_points, n.subtotal_cents, n.promotion_cents, n.shipping_cents + n.packaging_cents,
      n.total_excl_vat_cents, n.vat_cents, n.total_incl_vat_cents,
      case when n.payment_state = 'paid' or n.id % 6 in (0, 1, 2) then n.total_incl_vat_cents when n.id % 6 = 3 then n.total_incl_vat_cents / 2 else 0 end,
      n.number, left(coalesce(nullif(n.shipping_address->>'company', ''), concat_ws(' ', n.shipping_address->>'firstname', n.shipping_address->>'lastname')), 160),
      n.shipping_address->>'city', ${sellerJson}::jsonb, ${buyerParty(sql`coalesce(n.billing_address, n.shipping_address)`)}
    from numbered n join companies co on co.id = n.company_id`);

  await db.execute(sql`
    insert into invoice_lines (invoice_id, position, kind, reference, description, quantity, unit_price_cents, total_cents, order_item_id)
    select l.invoice_id, row_number() over (partition by l.invoice_id order by l.part, l.sort), l.kind::invoice_line_kind, l.reference,
      l.description, l.quantity, l.unit_price, l.total, l.order_item_id
    from (
      select i.id as invoice_id, 1 as part, oi.id as sort, 'item' as kind, coalesce(oi.reference, oi.variant_code, '-') as reference,
        left(concat_ws(' – ', oi.product_name, nullif(oi.variant_name, oi.product_name)), 300) as description, oi.quantity,
        coalesce(oi.discount_price_cents, 0) + coalesce(oi.ecotax_cents, 0) as unit_price, coalesce(oi.total_cents, 0) as total, oi.id as order_item_id
      from invoices i join order_items oi on oi.order_id = i.order_id
      where i.source = 'portal' and i.kind = 'invoice' and not exists (select 1 from invoice_lines x where x.invoice_id = i.id)
      union all
      select i.id, 2, p.id, 'allowance', p.code, ${byLocale(sql`o.locale_code::text`, (labels) => labels.promotion("{code}"))}, 1, p.amount_cents, p.amount_cents, null
      from invoices i join orders o on o.id = i.order_id join order_promotion_lines p on p.order_id = o.id
      where i.source = 'portal' and i.kind = 'invoice' and not exists (select 1 from invoice_lines x where x.invoice_id = i.id)
      union all
      select i.id, 3, 0, 'charge', 'shipping', ${byLocale(sql`o.locale_code::text`, (labels) => labels.shipping)}, 1, o.shipping_cents, o.shipping_cents, null
      from invoices i join orders o on o.id = i.order_id
      where i.source = 'portal' and i.kind = 'invoice' and o.shipping_cents > 0 and not exists (select 1 from invoice_lines x where x.invoice_id = i.id)
      union all
      select i.id, 4, 0, 'charge', 'packaging', ${byLocale(sql`o.locale_code::text`, (labels) => labels.packaging)}, 1, o.packaging_cents, o.packaging_cents, null
      from invoices i join orders o on o.id = i.order_id
      where i.source = 'portal' and i.kind = 'invoice' and o.packaging_cents > 0 and not exists (select 1 from invoice_lines x where x.invoice_id = i.id)
    ) l`);
  // Promotion labels carry their code.
  await db.execute(
    sql`update invoice_lines set description = replace(description, '{code}', reference) where kind = 'allowance' and description like '%{code}%'`,
  );

  // ---- goodwill credit notes: 10 % of every fifth invoice, issued a week later ----
  await db.execute(sql`
    with chosen as (
      select i.*, greatest(100, i.total_excl_vat_cents / 10) as excl,
        ((i.issued_at + interval '7 days') at time zone 'Europe/Paris')::date as note_date
      from invoices i
      where i.source = 'portal' and i.kind = 'invoice' and i.id % 5 = 0 and i.credited_cents = 0 and i.total_excl_vat_cents >= 1000
    ), numbered as (
      select c.*, extract(year from c.note_date)::integer as note_year,
        round(c.excl * c.vat_rate_basis_points / 10000.0)::integer as vat,
        (row_number() over (partition by extract(year from c.note_date) order by c.issued_at, c.id)
          + coalesce((select k.last_sequence from invoice_counters k where k.kind = 'credit_note' and k.year = extract(year from c.note_date)), 0))::integer as note_sequence
      from chosen c
    )
    insert into invoices (number, kind, source, year, sequence, company_id, order_id, corrected_invoice_id, issued_at, issue_date, due_date,
      payment_terms, locale_code, vat_rate_basis_points, lines_cents, allowances_cents, charges_cents, total_excl_vat_cents, vat_cents,
      total_incl_vat_cents, paid_cents, order_number, delivered_customer, delivered_city, seller, buyer, reason)
    select 'AV' || n.note_year || '-' || lpad(n.note_sequence::text, 6, '0'), 'credit_note', 'portal', n.note_year, n.note_sequence, n.company_id,
      n.order_id, n.id, n.issued_at + interval '7 days', n.note_date, n.note_date, 'on_receipt', n.locale_code, n.vat_rate_basis_points,
      n.excl, 0, 0, n.excl, n.vat, n.excl + n.vat,
      least(n.excl + n.vat, greatest(0, n.total_incl_vat_cents - n.paid_cents)), n.order_number, n.delivered_customer, n.delivered_city,
      n.seller, n.buyer, ${byLocale(sql`n.locale_code::text`, (labels) => labels.goodwill)}
    from numbered n`);
  await db.execute(sql`
    insert into invoice_lines (invoice_id, position, kind, reference, description, quantity, unit_price_cents, total_cents)
    select n.id, 1, 'item', 'credit', n.reason, 1, n.total_excl_vat_cents, n.total_excl_vat_cents
    from invoices n where n.kind = 'credit_note' and n.source = 'portal' and not exists (select 1 from invoice_lines x where x.invoice_id = n.id)`);
  await db.execute(sql`
    update invoices i set credited_cents = c.total
    from (select corrected_invoice_id as id, sum(total_incl_vat_cents)::integer as total from invoices where kind = 'credit_note' group by corrected_invoice_id) c
    where i.id = c.id and i.credited_cents <> c.total`);

  // The series go on after the numbers given here.
  await db.execute(sql`
    insert into invoice_counters (kind, year, last_sequence)
    select kind, year, max(sequence) from invoices where source = 'portal' group by kind, year
    on conflict (kind, year) do update set last_sequence = greatest(invoice_counters.last_sequence, excluded.last_sequence)`);

  // ---- ERP imports: four invoices per enabled company with a client code, a credit note on every third ----
  await db.execute(sql`
    insert into invoices (number, kind, source, external_id, erp_fingerprint, company_id, issued_at, issue_date, due_date, payment_terms,
      locale_code, vat_rate_basis_points, lines_cents, allowances_cents, charges_cents, total_excl_vat_cents, vat_cents,
      total_incl_vat_cents, paid_cents, delivered_customer, delivered_city, seller, buyer)
    select 'ERP-' || co.client_code || '-' || k, 'invoice', 'erp', 'SEED-' || co.client_code || '-' || k, md5('seed' || co.client_code || k),
      co.id, d.issue_date::timestamptz, d.issue_date, d.issue_date + 30, 'net_30', 'fr', 2000,
      a.excl, 0, 0, a.excl, round(a.excl * 0.2)::integer, a.excl + round(a.excl * 0.2)::integer,
      case k when 1 then a.excl + round(a.excl * 0.2)::integer when 2 then a.excl + round(a.excl * 0.2)::integer
        when 3 then (a.excl + round(a.excl * 0.2)::integer) * 2 / 5 else 0 end,
      co.corporate_name, co.city, ${sellerJson}::jsonb, ${buyerParty(sql`null::jsonb`)}
    from companies co
    cross join generate_series(1, 4) as k
    cross join lateral (select make_date(2026, 1 + 2 * k, 15) as issue_date) d
    cross join lateral (select 5000 + ((co.id * 7919 + k * 104729) % 90000) as excl) a
    where co.status = 'enabled' and co.client_code is not null
      and not exists (select 1 from invoices x where x.external_id = 'SEED-' || co.client_code || '-' || k)`);
  await db.execute(sql`
    insert into invoices (number, kind, source, external_id, erp_fingerprint, company_id, corrected_invoice_id, issued_at, issue_date,
      due_date, payment_terms, locale_code, vat_rate_basis_points, lines_cents, allowances_cents, charges_cents, total_excl_vat_cents,
      vat_cents, total_incl_vat_cents, paid_cents, delivered_customer, delivered_city, seller, buyer, reason)
    select 'ERP-AV-' || i.number, 'credit_note', 'erp', 'SEED-AV-' || i.external_id, md5('seed-av' || i.external_id), i.company_id, i.id,
      i.issued_at + interval '10 days', i.issue_date + 10, i.issue_date + 10, 'on_receipt', 'fr', 2000,
      c.excl, 0, 0, c.excl, round(c.excl * 0.2)::integer, c.excl + round(c.excl * 0.2)::integer, c.excl + round(c.excl * 0.2)::integer,
      i.delivered_customer, i.delivered_city, i.seller, i.buyer, 'Retour pièce'
    from invoices i cross join lateral (select i.total_excl_vat_cents * 15 / 100 as excl) c
    where i.source = 'erp' and i.kind = 'invoice' and i.external_id like 'SEED-%-2' and i.company_id % 3 = 0
      and not exists (select 1 from invoices x where x.corrected_invoice_id = i.id)`);
  await db.execute(sql`
    insert into invoice_lines (invoice_id, position, kind, reference, description, quantity, unit_price_cents, total_cents)
    select i.id, 1, 'item', case i.kind when 'invoice' then 'ATELIER' else 'RETOUR' end,
      case i.kind when 'invoice' then 'Pièces et main-d’œuvre atelier' else 'Retour pièce' end, 1, i.total_excl_vat_cents, i.total_excl_vat_cents
    from invoices i where i.source = 'erp' and i.external_id like 'SEED-%' and not exists (select 1 from invoice_lines x where x.invoice_id = i.id)`);
  await db.execute(sql`
    update invoices i set credited_cents = c.total
    from (select corrected_invoice_id as id, sum(total_incl_vat_cents)::integer as total from invoices where kind = 'credit_note' group by corrected_invoice_id) c
    where i.id = c.id and i.credited_cents <> c.total`);
}
