import { type Database, withTransaction } from "@portal/db/client";
import { quoteItems, quotes } from "@portal/db/schema/index";
import { defaultLocale, type Locale } from "@portal/domain/i18n/locales";
import { vatRateOf } from "@portal/domain/pricing/vat";
import { type QuotePricing, quoteLimits, type StaffQuote, type StaffQuoteQuery } from "@portal/domain/quotes/schemas";
import { canApply, dayOf, isExpired, statusAfter } from "@portal/domain/quotes/status";
import { quoteTotals } from "@portal/domain/quotes/totals";
import { and, eq } from "drizzle-orm";
import type { Clock } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import { enqueueMail } from "../../platform/mail/outbox";
import { findQuote, listQuoteLines, listQuotesByStatus, type QuoteRow } from "./quotes.queries";
import { quoteDetailView, quoteSummaryView } from "./quotes.service";

const staffFields = (row: QuoteRow) => ({
  storedStatus: row.status,
  company: { id: row.companyId, corporateName: row.companyName },
  customer: { id: row.customerId, email: row.customerEmail, firstname: row.customerFirstname, lastname: row.customerLastname },
});

/** Staff price quotes waiting for a price and send them; each step only from the states that permit it. */
export function createQuotesAdminService({ db, clock }: { db: Database; clock: Clock }) {
  // Staff read quotes in the portal's default language; the customer reads theirs in their own.
  const locale: Locale = defaultLocale;

  async function staffView(row: QuoteRow, tx: Database = db): Promise<StaffQuote> {
    const detail = quoteDetailView(row, await listQuoteLines(tx, row.id, locale), clock.now());
    return { ...detail, ...staffFields(row) };
  }

  async function requireQuote(tx: Database, number: string, lock = false): Promise<QuoteRow> {
    const quote = await findQuote(tx, number, null, { lock });
    if (!quote) throw new AppError("quote.not_found");
    return quote;
  }

  async function list(query: StaffQuoteQuery) {
    const { items, total } = await listQuotesByStatus(db, query.status, query);
    const now = clock.now();
    return {
      items: items.map((row) => ({ ...quoteSummaryView(row, now), ...staffFields(row) })),
      page: query.page,
      itemsPerPage: query.itemsPerPage,
      total,
    };
  }

  async function get(number: string) {
    return staffView(await requireQuote(db, number));
  }

  /**
   * Sets line prices (lines not named keep theirs) and the validity date; every line must have a
   * price afterwards. Allowed while waiting for a price or treated, not once sent.
   */
  async function price(number: string, input: QuotePricing): Promise<StaffQuote> {
    const now = clock.now();
    const latest = dayOf(new Date(now.getTime() + quoteLimits.maxValidityDays * 86_400_000));
    if (input.validUntil < dayOf(now) || input.validUntil > latest) throw new AppError("quote.validity_invalid");
    await withTransaction(db, async (tx) => {
      const quote = await requireQuote(tx, number, true);
      if (!canApply("price", quote.status)) throw new AppError("quote.status_invalid");
      const lines = await listQuoteLines(tx, quote.id, locale);
      const prices = new Map(lines.map((line) => [line.id, line.unitPriceCents]));
      for (const given of input.lines) {
        if (!prices.has(given.id)) throw new AppError("quote.item_not_found");
        prices.set(given.id, given.unitPrice);
      }
      const totals = quoteTotals(
        lines.map((line) => ({ quantity: line.quantity, unitPriceCents: prices.get(line.id) ?? null, ecotaxCents: line.ecotaxCents })),
        vatRateOf(quote.shippingAddress.countryCode),
      );
      if (!totals) throw new AppError("quote.undefined_price");
      for (const given of input.lines) {
        await tx
          .update(quoteItems)
          .set({ unitPriceCents: given.unitPrice })
          .where(and(eq(quoteItems.id, given.id), eq(quoteItems.quoteId, quote.id)));
      }
      await tx
        .update(quotes)
        .set({
          status: statusAfter("price"),
          validUntil: input.validUntil,
          subtotalCents: totals.subtotalCents,
          vatRateBasisPoints: totals.vatRateBasisPoints,
          vatCents: totals.vatCents,
          totalInclVatCents: totals.totalInclVatCents,
        })
        .where(eq(quotes.id, quote.id));
    });
    return get(number);
  }

  /** Sends a treated quote to its customer: the e-mail, in their language, names it, its validity and links to it. */
  async function send(number: string): Promise<StaffQuote> {
    await withTransaction(db, async (tx) => {
      const quote = await requireQuote(tx, number, true);
      if (!canApply("send", quote.status)) throw new AppError("quote.status_invalid");
      if (isExpired(quote, clock.now())) throw new AppError("quote.no_longer_valid");
      await tx
        .update(quotes)
        .set({ status: statusAfter("send"), sentAt: clock.now() })
        .where(eq(quotes.id, quote.id));
      await enqueueMail(tx, {
        kind: "quote_sent",
        recipient: quote.customerEmail,
        locale: quote.customerLocale,
        payload: {
          firstname: quote.customerFirstname,
          quoteNumber: quote.number,
          validUntil: quote.validUntil as string,
          totalInclVatCents: quote.totalInclVatCents ?? 0,
        },
      });
    });
    return get(number);
  }

  return { list, get, price, send };
}

export type QuotesAdminService = ReturnType<typeof createQuotesAdminService>;
