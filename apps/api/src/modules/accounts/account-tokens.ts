import type { Database } from "@portal/db/client";
import { accountTokens } from "@portal/db/schema/index";
import type { AccountTokenPurpose } from "@portal/domain/accounts/schemas";
import { and, eq, isNull } from "drizzle-orm";
import { hashToken, newOpaqueToken } from "../../platform/auth/tokens";

/** Why an e-mailed token cannot be used: unknown or already used, or too old. */
export type TokenRefusal = "invalid" | "expired";

/** What a token serves: its customer, and for an e-mail change the address it confirms. */
export type TokenHolder = { customerId: number; newEmail: string | null };

/** A new single-use token; only its hash is stored, the returned value goes into the e-mail. */
export async function issueAccountToken(
  db: Database,
  input: { customerId: number; purpose: AccountTokenPurpose; expiresAt: Date; newEmail?: string },
): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(accountTokens).values({ tokenHash: hashToken(token), ...input });
  return token;
}

/** The customer a token would serve, without using it up. */
export async function inspectAccountToken(
  db: Database,
  input: { token: string; purpose: AccountTokenPurpose; now: Date },
): Promise<TokenHolder | TokenRefusal> {
  const [row] = await db
    .select({
      customerId: accountTokens.customerId,
      newEmail: accountTokens.newEmail,
      expiresAt: accountTokens.expiresAt,
      usedAt: accountTokens.usedAt,
    })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashToken(input.token)), eq(accountTokens.purpose, input.purpose)))
    .limit(1);
  if (!row || row.usedAt) return "invalid";
  if (row.expiresAt <= input.now) return "expired";
  return { customerId: row.customerId, newEmail: row.newEmail };
}

/** Uses a token up. Of two requests racing with one link, only the first gets the customer. */
export async function claimAccountToken(
  db: Database,
  input: { token: string; purpose: AccountTokenPurpose; now: Date },
): Promise<TokenHolder | TokenRefusal> {
  const found = await inspectAccountToken(db, input);
  if (typeof found === "string") return found;
  const [claimed] = await db
    .update(accountTokens)
    .set({ usedAt: input.now })
    .where(and(eq(accountTokens.tokenHash, hashToken(input.token)), eq(accountTokens.purpose, input.purpose), isNull(accountTokens.usedAt)))
    .returning({ customerId: accountTokens.customerId, newEmail: accountTokens.newEmail });
  return claimed ?? "invalid";
}

/** Voids every open token of a purpose for a customer: a newer link, or the job is done. */
export async function voidAccountTokens(db: Database, input: { customerId: number; purpose: AccountTokenPurpose; now: Date }) {
  await db
    .update(accountTokens)
    .set({ usedAt: input.now })
    .where(and(eq(accountTokens.customerId, input.customerId), eq(accountTokens.purpose, input.purpose), isNull(accountTokens.usedAt)));
}
