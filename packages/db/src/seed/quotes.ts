import type { OrderAddress } from "@portal/domain/addresses/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import { discountedPrice } from "@portal/domain/pricing/totals";
import { vatRateOf } from "@portal/domain/pricing/vat";
import { formatQuoteNumber } from "@portal/domain/quotes/schemas";
import type { QuoteStatus } from "@portal/domain/quotes/status";
import { quoteTotals } from "@portal/domain/quotes/totals";
import { eq, sql } from "drizzle-orm";
import { type Database, queryRows } from "../client";
import { orderEvents, orderItems, orderPayments, orderShipments, orders, quoteItems, quotes } from "../schema/index";

/*
 * Demo quotes of the demo companies, one in every state: waiting for a price (a price-on-request
 * line), treated, sent with a price-on-request line priced, sent but non-compliant (a reference the
 * catalogue does not know), expired, and ordered (with the order placed from it). Lines and prices
 * come from the catalogue in id order, so the same catalogue gives the same quotes; dates are counted
 * in days from the day of seeding, so that the expired quote stays expired and the others valid.
 */

type Variant = {
  id: number;
  code: string;
  reference: string;
  name: string;
  productName: string;
  brand: string;
  productType: string;
  priceCents: number | null;
  ecotaxCents: number;
  priceOnRequest: boolean;
};

type Line = { variant: Variant | null; reference: string; name: string; quantity: number; unitPriceCents: number | null };

type QuoteSeed = {
  email: string;
  company: string;
  name: string | null;
  serialNumber: string | null;
  status: QuoteStatus;
  /** Days from today; negative for the past. */
  createdDay: number;
  validDay: number | null;
  sentDay: number | null;
  lines: Line[];
};

const DAY = 86_400_000;

export async function seedQuotes(db: Database, today = new Date()) {
  const variantsWhere = (onRequest: boolean) =>
    queryRows<Variant>(
      db,
      sql`select v.id, v.code, v.reference, vt.name, pt.name as "productName", b.name as brand, p.type as "productType",
        v.price_cents as "priceCents", v.ecotax_cents as "ecotaxCents", v.price_on_request as "priceOnRequest"
      from product_variants v join products p on p.id = v.product_id join brands b on b.id = p.brand_id
      join product_variant_translations vt on vt.variant_id = v.id and vt.locale = 'fr'
      join product_translations pt on pt.product_id = p.id and pt.locale = 'fr'
      where v.enabled and p.enabled and v.superseded_by_id is null and v.price_on_request = ${onRequest}
        and (${onRequest} or p.type = 'spare_part')
      order by v.id limit 20`,
    );
  // Parts priced from the catalogue; machines and parts whose price is on request.
  const priced = await variantsWhere(false);
  const onRequest = await variantsWhere(true);
  // Without a catalogue (or one without parts on request) there is nothing to quote.
  if (priced.length < 8 || onRequest.length < 2) return;

  const members = await queryRows<{
    email: string;
    customerId: number;
    companyId: number;
    corporateName: string;
    discount: number;
    locale: Locale;
  }>(
    db,
    sql`select c.email, c.id as "customerId", co.id as "companyId", co.corporate_name as "corporateName",
      co.discount_basis_points as discount, c.locale_code as locale
    from customers c join company_memberships m on m.customer_id = c.id join companies co on co.id = m.company_id
    where c.email in ('buyer@demo.example', 'limited@demo.example', 'multi@demo.example')`,
  );
  const addressesOf = await queryRows<OrderAddress & { id: number; companyId: number }>(
    db,
    sql`select a.id, a.company_id as "companyId", a.firstname, a.lastname, a.company, a.street, a.postcode, a.city,
      a.country_code as "countryCode", a.phone from addresses a order by a.id`,
  );

  const at = (index: number) => priced[index % priced.length] as Variant;
  const catalogueLine = (variant: Variant, quantity: number, discount: number): Line => ({
    variant,
    reference: variant.reference,
    name: variant.name,
    quantity,
    unitPriceCents: discountedPrice(variant.priceCents as number, discount),
  });
  const requestLine = (variant: Variant, quantity: number, unitPriceCents: number | null): Line => ({
    variant,
    reference: variant.reference,
    name: variant.name,
    quantity,
    unitPriceCents,
  });
  const vertmoteur = "Vertmoteur Motoculture SARL";
  const discountOf = (company: string) => members.find((member) => member.corporateName === company)?.discount ?? 0;
  const d = discountOf(vertmoteur);

  const seeds: QuoteSeed[] = [
    {
      email: "buyer@demo.example",
      company: vertmoteur,
      name: "Révision tondeuses autoportées",
      serialNumber: null,
      status: "sent",
      createdDay: -60,
      validDay: -30,
      sentDay: -59,
      lines: [catalogueLine(at(0), 4, d), catalogueLine(at(1), 2, d)],
    },
    {
      email: "buyer@demo.example",
      company: vertmoteur,
      name: "Réparation débroussailleuse client Martin",
      serialNumber: "SN-BC430-118204",
      status: "sent",
      createdDay: -9,
      validDay: 21,
      sentDay: -7,
      lines: [requestLine(onRequest[0] as Variant, 1, 18_950), catalogueLine(at(2), 2, d)],
    },
    {
      email: "buyer@demo.example",
      company: vertmoteur,
      name: "Pièces ancienne gamme",
      serialNumber: "SN-RT102-004417",
      status: "sent",
      createdDay: -6,
      validDay: 24,
      sentDay: -5,
      lines: [
        catalogueLine(at(3), 1, d),
        {
          variant: null,
          reference: "ORV-RT102-CARTER",
          name: "Carter de coupe 102 cm (ancienne gamme)",
          quantity: 1,
          unitPriceCents: 32_400,
        },
      ],
    },
    {
      email: "buyer@demo.example",
      company: vertmoteur,
      name: null,
      serialNumber: null,
      status: "waiting_price",
      createdDay: -1,
      validDay: null,
      sentDay: null,
      lines: [requestLine(onRequest[1] as Variant, 2, null), catalogueLine(at(4), 3, d)],
    },
    {
      email: "buyer@demo.example",
      company: vertmoteur,
      name: "Stock atelier printemps",
      serialNumber: null,
      status: "ordered",
      createdDay: -25,
      validDay: 5,
      sentDay: -24,
      lines: [catalogueLine(at(5), 6, d), catalogueLine(at(6), 2, d)],
    },
    {
      email: "limited@demo.example",
      company: vertmoteur,
      name: "Entretien tronçonneuses",
      serialNumber: null,
      status: "treated",
      createdDay: -2,
      validDay: 28,
      sentDay: null,
      lines: [catalogueLine(at(7), 5, d)],
    },
    {
      email: "multi@demo.example",
      company: "Atelier Dubois Réparations",
      name: "Devis atelier",
      serialNumber: null,
      status: "sent",
      createdDay: -3,
      validDay: 27,
      sentDay: -2,
      lines: [catalogueLine(at(8), 2, discountOf("Atelier Dubois Réparations"))],
    },
  ];

  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 9);
  const dayAt = (offset: number) => new Date(start + offset * DAY);
  for (const seed of seeds) {
    const member = members.find((candidate) => candidate.email === seed.email && candidate.corporateName === seed.company);
    const address = addressesOf.find((candidate) => candidate.companyId === member?.companyId);
    if (!member || !address) continue;
    const { id: addressId, companyId: _company, ...shippingAddress } = address;
    const created = dayAt(seed.createdDay);
    const totals = quoteTotals(
      seed.lines.map((line) => ({
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        ecotaxCents: line.variant?.ecotaxCents ?? 0,
      })),
      vatRateOf(shippingAddress.countryCode),
    );
    const [{ sequence } = { sequence: 0 }] = await queryRows<{ sequence: number }>(
      db,
      sql`select nextval('quote_number_seq')::int as sequence`,
    );
    const ordered = seed.status === "ordered";
    const [quote] = await db
      .insert(quotes)
      .values({
        number: formatQuoteNumber(created.getUTCFullYear(), sequence),
        companyId: member.companyId,
        customerId: member.customerId,
        name: seed.name,
        serialNumber: seed.serialNumber,
        shippingAddress,
        shippingAddressId: addressId,
        localeCode: member.locale,
        // Ordered last, once the order exists.
        status: ordered ? "sent" : seed.status,
        validUntil: seed.validDay === null ? null : dayAt(seed.validDay).toISOString().slice(0, 10),
        subtotalCents: totals?.subtotalCents ?? null,
        vatRateBasisPoints: totals?.vatRateBasisPoints ?? null,
        vatCents: totals?.vatCents ?? null,
        totalInclVatCents: totals?.totalInclVatCents ?? null,
        sentAt: seed.sentDay === null ? null : dayAt(seed.sentDay),
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: quotes.id });
    if (!quote) throw new Error("quote insert returned nothing");
    const items = await db
      .insert(quoteItems)
      .values(
        seed.lines.map((line) => ({
          quoteId: quote.id,
          variantId: line.variant?.id ?? null,
          reference: line.reference,
          name: line.name,
          brandName: line.variant?.brand ?? null,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          ecotaxCents: line.variant?.ecotaxCents ?? 0,
          priceOnRequest: line.variant?.priceOnRequest ?? false,
          createdAt: created,
        })),
      )
      .returning({ id: quoteItems.id });
    if (ordered && totals)
      await placeOrderOf(db, {
        seed,
        member,
        quoteId: quote.id,
        itemIds: items.map((item) => item.id),
        shippingAddress,
        totals,
        at: dayAt(-20),
      });
  }
}

/** The order placed from the ordered demo quote, frozen as checkout freezes it, paid by bank transfer. */
async function placeOrderOf(
  db: Database,
  input: {
    seed: QuoteSeed;
    member: { customerId: number; companyId: number; locale: Locale };
    quoteId: number;
    itemIds: number[];
    shippingAddress: OrderAddress;
    totals: NonNullable<ReturnType<typeof quoteTotals>>;
    at: Date;
  },
) {
  const { seed, member, totals, at } = input;
  const [{ sequence } = { sequence: 0 }] = await queryRows<{ sequence: number }>(
    db,
    sql`select nextval('order_number_seq')::int as sequence`,
  );
  const [order] = await db
    .insert(orders)
    .values({
      tokenValue: `demo-quote-order-${input.quoteId}-${sequence}`,
      number: `${at.getUTCFullYear()}-${String(sequence).padStart(6, "0")}`,
      customerId: member.customerId,
      companyId: member.companyId,
      // Paid and shipped: fulfilled, as the order history's rules have it.
      state: "fulfilled",
      paymentState: "paid",
      shippingState: "shipped",
      localeCode: member.locale,
      name: seed.name,
      shippingAddress: input.shippingAddress,
      billingAddress: input.shippingAddress,
      subtotalCents: totals.subtotalCents,
      totalExclVatCents: totals.subtotalCents,
      vatRateBasisPoints: totals.vatRateBasisPoints,
      vatCents: totals.vatCents,
      totalInclVatCents: totals.totalInclVatCents,
      checkoutCompletedAt: at,
      quoteId: input.quoteId,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error("order insert returned nothing");
  await db.insert(orderItems).values(
    seed.lines.map((line, index) => {
      const variant = line.variant as Variant;
      const unit = line.unitPriceCents as number;
      return {
        orderId: order.id,
        variantId: variant.id,
        quantity: line.quantity,
        unitPriceCents: unit,
        discountPriceCents: unit,
        ecotaxCents: variant.ecotaxCents,
        totalCents: (unit + variant.ecotaxCents) * line.quantity,
        quoteItemId: input.itemIds[index] ?? null,
        variantCode: variant.code,
        reference: variant.reference,
        variantName: variant.name,
        productName: variant.productName,
        brandName: variant.brand,
        productType: variant.productType as "spare_part",
        createdAt: at,
      };
    }),
  );
  const shippedAt = new Date(at.getTime() + 2 * 86_400_000);
  await db.insert(orderShipments).values({
    orderId: order.id,
    methodCode: "pickup",
    state: "shipped",
    carrier: "DPD",
    trackingNumber: `DPD${String(sequence).padStart(10, "0")}`,
    shippedAt,
  });
  // Its timeline, as checkout and the warehouse would have written it.
  await db.insert(orderEvents).values([
    { orderId: order.id, kind: "order", fromState: "cart", toState: "new", actorType: "customer", customerId: member.customerId, at },
    {
      orderId: order.id,
      kind: "payment",
      fromState: "awaiting_payment",
      toState: "paid",
      actorType: "erp",
      at: new Date(at.getTime() + 86_400_000),
    },
    { orderId: order.id, kind: "shipping", fromState: "ready", toState: "shipped", actorType: "erp", at: shippedAt },
    { orderId: order.id, kind: "order", fromState: "new", toState: "fulfilled", actorType: "erp", at: shippedAt },
  ]);
  await db
    .insert(orderPayments)
    .values({ orderId: order.id, methodCode: "bank_transfer", state: "paid", amountCents: totals.totalInclVatCents });
  await db.update(quotes).set({ status: "ordered", orderedAt: at, orderedOrderId: order.id }).where(eq(quotes.id, input.quoteId));
}
