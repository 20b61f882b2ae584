import { type Database, withTransaction } from "@portal/db/client";
import { customers, sessions } from "@portal/db/schema/index";
import { hashPassword } from "@portal/domain/accounts/password-hash";
import type { PasswordReset, PasswordResetRequest } from "@portal/domain/accounts/recovery";
import { PASSWORD_RESET_TTL_MINUTES } from "@portal/domain/accounts/registration";
import { and, eq, isNull } from "drizzle-orm";
import type { Clock } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import { enqueueMail } from "../../platform/mail/outbox";
import { type LimiterFactory, throttle } from "../../platform/rate-limit";
import { type SecurityLog, securityEvent } from "../../platform/security-events";
import { claimAccountToken, inspectAccountToken, issueAccountToken, type TokenRefusal, voidAccountTokens } from "./account-tokens";
import { findCustomerByEmail, findCustomerById } from "./accounts.queries";
import { answerNoSoonerThan } from "./answer-timing";

type Deps = { db: Database; clock: Clock; limiters: LimiterFactory; logger: SecurityLog };

const TEN_MINUTES = 10 * 60;
const HOUR = 3600;

function refused(reason: TokenRefusal): AppError {
  return new AppError(reason === "expired" ? "password_reset.token_expired" : "password_reset.token_invalid");
}

/** Forgotten passwords: a single-use link by e-mail, then a new password that ends every session. */
export function createRecoveryService({ db, clock, limiters, logger }: Deps) {
  const requestsPerAddress = limiters("password-reset-address", 5, TEN_MINUTES);
  const requestsPerEmail = limiters("password-reset-email", 3, HOUR);

  return {
    /** Queues a reset link when the account exists and is enabled; answers the same either way. */
    async requestReset(input: PasswordResetRequest, address: string) {
      const started = Date.now();
      await throttle(requestsPerAddress, address);
      await throttle(requestsPerEmail, input.email);
      const customer = await findCustomerByEmail(db, input.email);
      if (customer?.enabled) {
        const now = clock.now();
        await withTransaction(db, async (tx) => {
          // Only the newest link works: an older e-mail left in a mailbox is worth nothing.
          await voidAccountTokens(tx, { customerId: customer.id, purpose: "password_reset", now });
          const resetToken = await issueAccountToken(tx, {
            customerId: customer.id,
            purpose: "password_reset",
            expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
          });
          await enqueueMail(tx, {
            kind: "password_reset",
            recipient: customer.email,
            locale: input.localeCode ?? customer.localeCode,
            payload: { firstname: customer.firstname, resetToken, validMinutes: PASSWORD_RESET_TTL_MINUTES },
          });
        });
      }
      await answerNoSoonerThan(started);
      return { email: input.email };
    },

    /** Lets the new-password page tell at once that a link is dead. */
    async checkResetToken(token: string) {
      const found = await inspectAccountToken(db, { token, purpose: "password_reset", now: clock.now() });
      if (typeof found === "string") throw refused(found);
      const customer = await findCustomerById(db, found.customerId);
      if (!customer?.enabled) throw refused("invalid");
    },

    /**
     * Sets the new password. Following the link proves the address, so it counts as verified; every
     * session ends, so whoever held a stolen one is out.
     */
    async resetPassword(token: string, input: PasswordReset) {
      // A dead link is refused before paying for the hash.
      const found = await inspectAccountToken(db, { token, purpose: "password_reset", now: clock.now() });
      if (typeof found === "string") throw refused(found);
      const passwordHash = await hashPassword(input.newPassword);
      const customerId = await withTransaction(db, async (tx) => {
        const now = clock.now();
        const claimed = await claimAccountToken(tx, { token, purpose: "password_reset", now });
        if (typeof claimed === "string") throw refused(claimed);
        const customer = await findCustomerById(tx, claimed.customerId);
        if (!customer?.enabled) throw refused("invalid");
        await tx
          .update(customers)
          .set({ passwordHash, emailVerifiedAt: customer.emailVerifiedAt ?? now })
          .where(eq(customers.id, customer.id));
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.customerId, customer.id), isNull(sessions.revokedAt)));
        await voidAccountTokens(tx, { customerId: customer.id, purpose: "password_reset", now });
        await enqueueMail(tx, {
          kind: "password_changed",
          recipient: customer.email,
          locale: customer.localeCode,
          payload: { firstname: customer.firstname, how: "reset", changedAt: now.toISOString() },
        });
        return customer.id;
      });
      securityEvent(logger, "auth.password_reset", { customerId });
    },
  };
}
export type RecoveryService = ReturnType<typeof createRecoveryService>;
