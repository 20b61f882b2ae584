import type { Database } from "@portal/db/client";
import { customers, newsletterSends, newsletterSubscribers, newsletterTokens } from "@portal/db/schema/index";
import type { SubscriberStatus } from "@portal/domain/newsletter/status";
import { and, count, desc, eq, ilike, isNull, type SQL } from "drizzle-orm";
import { hashToken, newOpaqueToken } from "../../platform/auth/tokens";

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
export type SendRow = typeof newsletterSends.$inferSelect;
export type TokenPurpose = "confirm" | "unsubscribe";

/** Addresses are stored lowercased: one address, one row, whatever its case when typed. */
export async function findSubscriberByEmail(db: Database, email: string): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email.toLowerCase())).limit(1);
  return row;
}

/** A new single-use token of a subscriber; only its hash is stored, the value goes into the e-mail. */
export async function issueToken(
  db: Database,
  input: { subscriberId: number; purpose: TokenPurpose; expiresAt: Date | null },
): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(newsletterTokens).values({ ...input, tokenHash: hashToken(token) });
  return token;
}

/** One new unsubscribe token for each of many subscribers (a newsletter's recipients), by subscriber id. */
export async function issueUnsubscribeTokens(db: Database, subscriberIds: readonly number[]): Promise<Map<number, string>> {
  const tokens = new Map(subscriberIds.map((id) => [id, newOpaqueToken()]));
  const rows = [...tokens].map(([subscriberId, token]) => ({ subscriberId, purpose: "unsubscribe" as const, tokenHash: hashToken(token) }));
  for (let start = 0; start < rows.length; start += 500) await db.insert(newsletterTokens).values(rows.slice(start, start + 500));
  return tokens;
}

/** Uses a token up; of two requests racing with one link, only the first gets its subscriber. */
export async function claimToken(
  db: Database,
  input: { token: string; purpose: TokenPurpose; now: Date },
): Promise<{ subscriberId: number } | "invalid" | "expired"> {
  const hash = hashToken(input.token);
  const [row] = await db
    .select({ subscriberId: newsletterTokens.subscriberId, expiresAt: newsletterTokens.expiresAt, usedAt: newsletterTokens.usedAt })
    .from(newsletterTokens)
    .where(and(eq(newsletterTokens.tokenHash, hash), eq(newsletterTokens.purpose, input.purpose)))
    .limit(1);
  if (!row || row.usedAt) return "invalid";
  if (row.expiresAt && row.expiresAt <= input.now) return "expired";
  const [claimed] = await db
    .update(newsletterTokens)
    .set({ usedAt: input.now })
    .where(and(eq(newsletterTokens.tokenHash, hash), isNull(newsletterTokens.usedAt)))
    .returning({ subscriberId: newsletterTokens.subscriberId });
  return claimed ?? "invalid";
}

/** Spends every open token of a subscriber, of one purpose or all. */
export async function voidTokens(db: Database, input: { subscriberId: number; purpose?: TokenPurpose; now: Date }) {
  await db
    .update(newsletterTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(newsletterTokens.subscriberId, input.subscriberId),
        isNull(newsletterTokens.usedAt),
        input.purpose ? eq(newsletterTokens.purpose, input.purpose) : undefined,
      ),
    );
}

/** The account of the same address keeps its newsletter box in step with the list. */
export async function setCustomerNewsletterFlag(db: Database, email: string, subscribed: boolean) {
  await db.update(customers).set({ newsletter: subscribed }).where(eq(customers.email, email.toLowerCase()));
}

function subscriberFilter(query: { status?: SubscriberStatus | undefined; q?: string | undefined }): SQL | undefined {
  const escaped = query.q?.replace(/[\\%_]/g, (character) => `\\${character}`);
  return and(
    query.status ? eq(newsletterSubscribers.status, query.status) : undefined,
    escaped ? ilike(newsletterSubscribers.email, `%${escaped}%`) : undefined,
  );
}

export async function listSubscribers(
  db: Database,
  query: { status?: SubscriberStatus | undefined; q?: string | undefined; limit: number; offset: number },
) {
  const where = subscriberFilter(query);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(newsletterSubscribers).where(where),
  ]);
  return { items, total: total?.total ?? 0 };
}

/** Every subscriber matching, oldest first, for the export. */
export async function allSubscribers(db: Database, query: { status?: SubscriberStatus | undefined; q?: string | undefined }) {
  return db.select().from(newsletterSubscribers).where(subscriberFilter(query)).orderBy(newsletterSubscribers.id);
}

export async function confirmedSubscribers(db: Database) {
  return db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, locale: newsletterSubscribers.locale })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, "confirmed"))
    .orderBy(newsletterSubscribers.id);
}

export async function listSends(db: Database, limit: number) {
  return db.select().from(newsletterSends).orderBy(desc(newsletterSends.sentAt), desc(newsletterSends.id)).limit(limit);
}
