import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seededDemo } from "./test-support";

const { query } = seededDemo({ catalogVariants: 600 });
const rows = <T>(text: string) => query<T>(sql.raw(text));

describe("demo quotes", () => {
  it("gives the demo companies quotes in every state, numbered in order, the ordered one with its order", async () => {
    const quotes = await rows<{
      number: string;
      status: string;
      expired: boolean;
      email: string;
      unpriced: number;
      unknown: number;
      onRequest: number;
    }>(
      `select q.number, q.status, (q.status in ('treated', 'sent') and q.valid_until < current_date) as expired, c.email,
        (select count(*)::int from quote_items i where i.quote_id = q.id and i.unit_price_cents is null) as unpriced,
        (select count(*)::int from quote_items i where i.quote_id = q.id and i.variant_id is null) as unknown,
        (select count(*)::int from quote_items i where i.quote_id = q.id and i.price_on_request and i.unit_price_cents is not null) as "onRequest"
      from quotes q join customers c on c.id = q.customer_id order by q.id`,
    );
    expect(quotes.map((quote) => quote.number)).toEqual(
      quotes.map((_, index) => expect.stringMatching(new RegExp(`^Q\\d{4}-${String(index + 1).padStart(6, "0")}$`))),
    );
    expect(quotes.filter((quote) => quote.expired)).toHaveLength(1);
    expect(quotes.filter((quote) => quote.status === "waiting_price" && quote.unpriced > 0)).toHaveLength(1);
    expect(quotes.filter((quote) => quote.status === "sent" && !quote.expired && quote.onRequest > 0)).toHaveLength(1);
    expect(quotes.filter((quote) => quote.unknown > 0)).toHaveLength(1);
    expect(quotes.filter((quote) => quote.status === "treated")).toHaveLength(1);
    expect(quotes.some((quote) => quote.email === "multi@demo.example")).toBe(true);

    const [ordered] = await rows<{ state: string; total: number; quoteTotal: number }>(
      `select o.state, o.total_incl_vat_cents as total, q.total_incl_vat_cents as "quoteTotal"
      from quotes q join orders o on o.id = q.ordered_order_id and o.quote_id = q.id where q.status = 'ordered'`,
    );
    expect(ordered?.state).toBe("fulfilled");
    expect(ordered?.total).toBe(ordered?.quoteTotal);
  });
});
