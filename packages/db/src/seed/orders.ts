import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../client";

/**
 * Order history of the demo companies: two years of web and off-web orders before the reference
 * date, machines and parts, in every payment and shipping state, with payments, shipments and their
 * tracking, and the timeline of each. Written set-based (a handful of `insert ... select` over
 * `generate_series`), derived from the seed by arithmetic alone: same seed, same history.
 */

/** The seed's "today": the history ends here. */
export const ordersReferenceDate = "2026-10-01T00:00:00Z";
const historyDays = 730;

/** Orders of the buyer's company per unit of scale: 400 at scale 1, 100,000 at scale 250 (the benchmark's). */
export const buyerOrdersPerScale = 400;
export const buyerCompanyCode = "C10001";

/**
 * (state, payment state, shipping state) an order may be in, weighted by how often each is met:
 * most are long closed, a few still wait for payment, shipping or were cancelled.
 */
const situations = [
  ...Array.from({ length: 9 }, () => ["fulfilled", "paid", "shipped"]),
  ["fulfilled", "refunded", "shipped"],
  ["new", "awaiting_payment", "ready"],
  ["new", "authorized", "ready"],
  ["new", "failed", "ready"],
  ["new", "paid", "ready"],
  ["new", "paid", "partially_shipped"],
  ["new", "awaiting_payment", "shipped"],
  ["new", "awaiting_payment", "partially_shipped"],
  ["cancelled", "awaiting_payment", "cancelled"],
  ["cancelled", "refunded", "cancelled"],
  ["cancelled", "failed", "cancelled"],
] as const;

const carriers = ["DPD", "Geodis", "DB Schenker", "Colissimo", "Kuehne+Nagel"];

export async function seedOrders(db: Database, options: { seed: number; scale: number }) {
  const [variantCount] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from product_variants v join products p on p.id = v.product_id
    where v.enabled and p.enabled and not v.price_on_request and v.superseded_by_id is null`,
  );
  // Without a catalogue (tests seed their own) there is nothing to have ordered.
  if (Number(variantCount?.n ?? 0) === 0) return;

  const seed = Math.abs(Math.trunc(options.seed)) % 1_000_003;
  const buyerOrders = buyerOrdersPerScale * options.scale;

  // Working tables of this connection, dropped at the end (not "on commit": the seed may run
  // without an enclosing transaction, each statement then committing on its own).
  await db.execute(sql`drop table if exists pg_temp.seed_order_plan, pg_temp.seed_order_variants`);

  // Who orders: each enabled company with a member, its first administrator placing the orders.
  // Hundreds of orders for the named demo companies and the first generated ones, fewer for the
  // companies only larger scales add, and the buyer's company grows with the scale.
  await db.execute(sql`create temporary table seed_order_plan as
    select co.id as company_id, m.customer_id, co.discount_basis_points as discount, row_number() over (order by co.id) as rank,
      case when co.client_code = ${buyerCompanyCode} then ${buyerOrders}
        when row_number() over (order by co.id) <= 30 then 120 + (co.id * 37 + ${seed}) % 180
        else 10 + (co.id * 37 + ${seed}) % 30 end as orders,
      json_build_object('firstname', cu.firstname, 'lastname', cu.lastname, 'company', co.corporate_name, 'street', co.street,
        'postcode', co.zip_code, 'city', co.city, 'countryCode', co.country_code, 'phone', co.phone)::jsonb as address
    from companies co
    join lateral (select customer_id from company_memberships where company_id = co.id and enabled
      order by is_admin desc, id limit 1) m on true
    join customers cu on cu.id = m.customer_id
    where co.status = 'enabled' and co.street is not null and co.zip_code is not null and co.city is not null and co.country_code is not null`);

  // The sellable variants, numbered: machines apart, every other variant as parts.
  await db.execute(sql`create temporary table seed_order_variants as
    select v.id, v.code, v.reference, p.type, v.price_cents as price, coalesce(vt.name, v.code) as variant_name,
      coalesce(pt.name, p.code) as product_name, b.name as brand,
      row_number() over (partition by p.type = 'machine' order by v.id) - 1 as position, p.type = 'machine' as machine
    from product_variants v join products p on p.id = v.product_id join brands b on b.id = p.brand_id
    left join product_variant_translations vt on vt.variant_id = v.id and vt.locale = 'fr'
    left join product_translations pt on pt.product_id = p.id and pt.locale = 'fr'
    where v.enabled and p.enabled and not v.price_on_request and v.superseded_by_id is null`);
  await db.execute(sql`create index on seed_order_variants (machine, position)`);

  // The orders: one row per (company, n), spread evenly over two years before the reference date,
  // n = 1 the newest. `h` is the row's own pseudo-random number; the newest few are still open.
  const column = (index: 0 | 1 | 2) => sql.raw(`array[${situations.map((situation) => `'${situation[index]}'`).join(",")}]`);
  const open = situations.findIndex(([state]) => state === "new");
  await db.execute(sql`insert into orders (token_value, number, customer_id, company_id, state, payment_state, shipping_state, origin, type,
      locale_code, name, shipping_address, billing_address, checkout_completed_at, external_id, created_at)
    select md5(${seed}::text || '-' || p.company_id || '-' || g.n), extract(year from g.at at time zone 'UTC')::int || '-' || nextval('order_number_seq'),
      p.customer_id, p.company_id, (${column(0)})[g.k]::order_state, (${column(1)})[g.k]::payment_state, (${column(2)})[g.k]::shipping_state,
      case when g.h % 10 < 3 then 'off_web' else 'web' end::order_origin, case when g.h % 9 = 0 then 'machine' else 'part' end::order_type,
      'fr', case g.h % 4 when 0 then 'Chantier ' || (100 + g.h % 900) when 1 then 'Stock atelier' end,
      p.address, p.address, g.at, case when g.h % 10 < 3 then 'SEED-' || p.company_id || '-' || g.n end, g.at
    from seed_order_plan p
    cross join lateral (
      select n, h, ${sql.raw(`timestamptz '${ordersReferenceDate}'`)} - (n::float8 / (p.orders + 1)) * ${historyDays} * interval '1 day'
          - (h % 3600) * interval '1 second' as at,
        1 + case when n <= 3 then ${open} + h % ${situations.length - 3 - open} else h % ${situations.length} end as k
      from (select n, (n * 1103515245::bigint + p.company_id * 12345 + ${seed}) % 2147483647 as h
        from generate_series(1, p.orders) as n) hashed
    ) g
    order by p.company_id, g.n desc`);

  // One to four lines each; a machine order starts with a machine. Prices after the company's discount.
  await db.execute(sql`insert into order_items (order_id, variant_id, quantity, unit_price_cents, discount_price_cents, ecotax_cents,
      total_cents, variant_code, reference, variant_name, product_name, brand_name, product_type)
    select o.id, v.id, l.quantity, v.price, ((v.price::bigint * (10000 - p.discount) + 5000) / 10000)::int, 0,
      l.quantity * (((v.price::bigint * (10000 - p.discount) + 5000) / 10000)::int), v.code, v.reference, v.variant_name, v.product_name, v.brand, v.type::text::order_item_product_type
    from orders o join seed_order_plan p on p.company_id = o.company_id
    cross join lateral (select count(*) filter (where machine) as machines, count(*) filter (where not machine) as parts from seed_order_variants) c
    cross join lateral (
      select distinct on (variant_machine, variant_position) line, variant_machine, variant_position,
        case when variant_machine then 1 else 1 + (o.id * 7 + line) % 6 end as quantity
      from (select line, o.type = 'machine' and line = 1 and c.machines > 0 as variant_machine,
          case when o.type = 'machine' and line = 1 and c.machines > 0 then (o.id * 31) % c.machines
            else (o.id * 131 + line * 977) % greatest(c.parts, 1) end as variant_position
        from generate_series(1, 1 + o.id % 4) as line) chosen
    ) l
    join seed_order_variants v on v.machine = l.variant_machine and v.position = l.variant_position
    where o.state <> 'cart'`);

  // Totals from the lines: free shipping above 300 €, machines crated, VAT at 20 %.
  await db.execute(sql`update orders o set subtotal_cents = t.subtotal, shipping_cents = t.shipping, packaging_cents = t.packaging,
      total_excl_vat_cents = t.subtotal + t.shipping + t.packaging, vat_rate_basis_points = 2000,
      vat_cents = (((t.subtotal + t.shipping + t.packaging)::bigint * 2000 + 5000) / 10000)::int,
      total_incl_vat_cents = t.subtotal + t.shipping + t.packaging + (((t.subtotal + t.shipping + t.packaging)::bigint * 2000 + 5000) / 10000)::int
    from (select i.order_id, sum(i.total_cents)::int as subtotal,
        case when sum(i.total_cents) >= 30000 then 0 else 990 end as shipping,
        case when bool_or(i.product_type = 'machine') then 4900 else 0 end as packaging
      from order_items i join orders x on x.id = i.order_id where x.subtotal_cents = 0 and x.state <> 'cart' group by i.order_id) t
    where o.id = t.order_id`);

  // Web orders were paid by card or bank transfer: one attempt in the order's payment state.
  await db.execute(sql`insert into order_payments (order_id, method_code, state, amount_cents, created_at, updated_at)
    select o.id, case when o.id % 3 = 0 then 'bank_transfer' else 'card' end::payment_method, o.payment_state, o.total_incl_vat_cents,
      o.checkout_completed_at, o.checkout_completed_at
    from orders o where o.state <> 'cart' and o.origin = 'web'`);

  // What left the warehouse: one parcel for a shipped order, the first line for a partial one (the
  // rest still pending), with carrier and tracking; a web order still to ship keeps its pending shipment.
  const carrierList = sql.raw(`array[${carriers.map((carrier) => `'${carrier}'`).join(",")}]`);
  await db.execute(sql`insert into order_shipments (order_id, method_code, state, carrier, tracking_number, shipped_at)
    select o.id, case when o.origin = 'web' then 'standard' end, 'shipped', (${carrierList})[1 + o.id % ${carriers.length}],
      upper(substr(md5(o.token_value || 'parcel'), 1, 12)), o.checkout_completed_at + interval '2 days'
    from orders o where o.state <> 'cart' and o.shipping_state in ('shipped', 'partially_shipped')`);
  await db.execute(sql`insert into order_shipment_items (shipment_id, order_item_id, quantity)
    select s.id, i.id, i.quantity from order_shipments s join orders o on o.id = s.order_id join order_items i on i.order_id = o.id
    where s.shipped_at is not null and (o.shipping_state = 'shipped'
      or i.id = (select min(first.id) from order_items first where first.order_id = o.id))`);
  await db.execute(sql`insert into order_shipments (order_id, method_code, state)
    select o.id, 'standard', o.shipping_state from orders o
    where o.state <> 'cart' and o.origin = 'web' and o.shipping_state in ('ready', 'partially_shipped', 'cancelled')`);

  // The timeline: placed, then the payment, the shipping and the order state each reached.
  await db.execute(sql`insert into order_events (order_id, kind, from_state, to_state, actor_type, staff_user_id, note, at)
    select o.id, e.kind::order_event_kind, e.from_state, e.to_state, e.actor::order_actor_type,
      case when e.actor = 'staff' then (select min(id) from staff_users) end, e.note, o.checkout_completed_at + e.after
    from orders o
    cross join lateral (values
      ('order', case when o.origin = 'web' then 'cart' end, 'new', case when o.origin = 'web' then 'customer' else 'erp' end, null,
        interval '0'),
      ('payment', 'awaiting_payment', o.payment_state::text,
        case when o.origin = 'off_web' then 'erp' when o.id % 3 = 0 then 'staff' else 'provider' end, null, interval '1 hour'),
      ('shipping', 'ready', o.shipping_state::text, case when o.origin = 'web' then 'staff' else 'erp' end,
        (select s.carrier || ' ' || s.tracking_number from order_shipments s where s.order_id = o.id and s.shipped_at is not null limit 1),
        interval '2 days'),
      ('order', 'new', o.state::text, case when o.origin = 'web' then 'staff' else 'erp' end, null, interval '2 days 1 minute')
    ) as e(kind, from_state, to_state, actor, note, after)
    where o.state <> 'cart' and (e.from_state is null or e.from_state <> e.to_state)`);
  await db.execute(sql`drop table pg_temp.seed_order_plan, pg_temp.seed_order_variants`);
}
