import { type Database, withTransaction } from "@portal/db/client";
import { accountTokens, customers, sessions } from "@portal/db/schema/index";
import { EMAIL_CHANGE_TTL_HOURS, type VerificationResult } from "@portal/domain/accounts/registration";
import type { Locale } from "@portal/domain/i18n/locales";
import { and, desc, eq, gt, isNull, ne } from "drizzle-orm";
import type { Clock } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import { enqueueMail } from "../../platform/mail/outbox";
import { type LimiterFactory, throttle } from "../../platform/rate-limit";
import { type SecurityLog, securityEvent } from "../../platform/security-events";
import { moveSubscription } from "../newsletter/newsletter.service";
import { claimAccountToken, issueAccountToken, voidAccountTokens } from "./account-tokens";
import { findCustomerByEmail, findCustomerById } from "./accounts.queries";

type Deps = { db: Database; clock: Clock; limiters: LimiterFactory; logger: SecurityLog };

type Requester = { id: number; email: string; firstname: string; localeCode: Locale };

const HOUR = 3600;
/** Postgres reports a unique index violation with this code; drizzle may wrap the driver's error. */
function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code === "23505" || cause?.code === "23505";
}

/**
 * A new e-mail address becomes the login only once the link sent to it is followed: until then
 * the change waits, and the address in use is told of it (without the link).
 */
export function createEmailChangeService({ db, clock, limiters, logger }: Deps) {
  // Each request sends two e-mails, one to an address the requester chooses: bounded per account.
  const requestsPerCustomer = limiters("email-change-customer", 5, HOUR);

  return {
    /** Queues the confirmation link to the new address and the notice to the current one, in `tx`. */
    async request(tx: Database, customer: Requester, newEmail: string, locale: Locale) {
      await throttle(requestsPerCustomer, String(customer.id));
      const owner = await findCustomerByEmail(tx, newEmail);
      if (owner && owner.id !== customer.id) throw new AppError("customer.email_taken");
      const now = clock.now();
      // Only the newest link works: asking again for another address makes the first one worthless.
      await voidAccountTokens(tx, { customerId: customer.id, purpose: "email_change", now });
      const token = await issueAccountToken(tx, {
        customerId: customer.id,
        purpose: "email_change",
        newEmail,
        expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_HOURS * HOUR * 1000),
      });
      await enqueueMail(tx, {
        kind: "email_change",
        recipient: newEmail,
        locale,
        payload: { firstname: customer.firstname, token, validHours: EMAIL_CHANGE_TTL_HOURS },
      });
      await enqueueMail(tx, {
        kind: "email_change_notice",
        recipient: customer.email,
        locale,
        payload: { firstname: customer.firstname, newEmail },
      });
      securityEvent(logger, "account.email_change_requested", { customerId: customer.id });
    },

    /** The address waiting for confirmation: that of the newest link still open. */
    async pendingEmail(customerId: number): Promise<string | null> {
      const [row] = await db
        .select({ newEmail: accountTokens.newEmail })
        .from(accountTokens)
        .where(
          and(
            eq(accountTokens.customerId, customerId),
            eq(accountTokens.purpose, "email_change"),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, clock.now()),
          ),
        )
        .orderBy(desc(accountTokens.createdAt))
        .limit(1);
      return row?.newEmail ?? null;
    },

    /**
     * Confirms a new address with the token of its link: it becomes the login, verified. Every
     * password-reset link of the account dies (it went to the old mailbox), and so does every
     * session but the one confirming, as after a password change. Null when the token is not an
     * e-mail change's, so the caller can try it as an address verification.
     */
    async confirm(
      token: string,
      options: { localeCode?: Locale; confirmedBy?: { customerId: number; sessionId: string } },
    ): Promise<VerificationResult | null> {
      try {
        return await withTransaction(db, async (tx) => {
          const now = clock.now();
          const claimed = await claimAccountToken(tx, { token, purpose: "email_change", now });
          if (claimed === "invalid") return null;
          if (claimed === "expired") throw new AppError("verification.token_expired");
          const customer = await findCustomerById(tx, claimed.customerId);
          if (!customer?.enabled || !claimed.newEmail) throw new AppError("verification.token_invalid");
          const keptSession = options.confirmedBy?.customerId === customer.id ? options.confirmedBy.sessionId : undefined;

          await tx
            .update(customers)
            .set({ email: claimed.newEmail, emailVerifiedAt: now, ...(options.localeCode ? { localeCode: options.localeCode } : {}) })
            .where(eq(customers.id, customer.id));
          // The newsletter follows the login to its new address.
          await moveSubscription(tx, { from: customer.email, to: claimed.newEmail, now });
          await voidAccountTokens(tx, { customerId: customer.id, purpose: "password_reset", now });
          await voidAccountTokens(tx, { customerId: customer.id, purpose: "email_change", now });
          await tx
            .update(sessions)
            .set({ revokedAt: now })
            .where(
              and(eq(sessions.customerId, customer.id), isNull(sessions.revokedAt), ...(keptSession ? [ne(sessions.id, keptSession)] : [])),
            );
          securityEvent(logger, "account.email_changed", { customerId: customer.id });
          return { email: claimed.newEmail, next: "email_changed" as const };
        });
      } catch (error) {
        // Someone registered the address meanwhile: the unique index decides, the link stays unused.
        if (isUniqueViolation(error)) throw new AppError("customer.email_taken");
        throw error;
      }
    },
  };
}
export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
