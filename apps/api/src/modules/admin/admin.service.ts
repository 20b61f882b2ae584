import type { Database } from "@portal/db/client";
import { staffSessions } from "@portal/db/schema/index";
import { decoyPasswordHash, verifyPassword } from "@portal/domain/accounts/password-hash";
import { and, eq, isNull } from "drizzle-orm";
import type { StaffActor, StaffTokenSigner } from "../../platform/auth/staff-authenticate";
import type { Clock } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import type { LimiterFactory } from "../../platform/rate-limit";
import { maskEmail, type SecurityLog, securityEvent } from "../../platform/security-events";
import { findStaffByEmail } from "./admin.queries";

export type StaffLoginResult = { token: string; expiresIn: number; staffUserId: number };

type Deps = {
  db: Database;
  tokens: StaffTokenSigner;
  clock: Clock;
  limiters: LimiterFactory;
  limits: { loginAttemptsPerAddress: number; loginFailuresPerAccount: number };
  logger: SecurityLog;
};

const FIFTEEN_MINUTES = 15 * 60;

/** Provider staff's sign-in: login with its own limits, logout. */
export function createAdminService({ db, tokens, clock, limiters, limits, logger }: Deps) {
  // Limiters of their own: a flood of customer logins never locks staff out, nor the reverse.
  const attemptsPerAddress = limiters("staff-login-address", limits.loginAttemptsPerAddress, 60);
  const failuresPerAccount = limiters("staff-login-account", limits.loginFailuresPerAccount, FIFTEEN_MINUTES);

  return {
    async login(input: { email: string; password: string; address: string }): Promise<StaffLoginResult> {
      const perAddress = await attemptsPerAddress.consume(input.address);
      const perAccount = await failuresPerAccount.isBlocked(input.email);
      if (!perAddress.allowed || perAccount.blocked) {
        const retryAfter = Math.max(perAddress.retryAfterSeconds, perAccount.retryAfterSeconds);
        securityEvent(logger, "staff.login_locked", {
          email: maskEmail(input.email),
          address: input.address,
          retryAfterSeconds: retryAfter,
        });
        throw new AppError("auth.too_many_attempts", { headers: { "retry-after": String(retryAfter) } });
      }

      const staff = await findStaffByEmail(db, input.email);
      // Unknown e-mails still pay for a hash check, so timing does not reveal which accounts exist.
      const valid = await verifyPassword(staff?.passwordHash ?? (await decoyPasswordHash()), input.password);
      if (!staff || !valid) {
        await failuresPerAccount.consume(input.email);
        securityEvent(logger, "staff.login_failed", { staffUserId: staff?.id, email: maskEmail(input.email), address: input.address });
        throw new AppError("auth.invalid_credentials");
      }
      await failuresPerAccount.reset(input.email);
      if (!staff.enabled) throw new AppError("staff.account_disabled");

      // No refresh token: the session ends with its access token, and staff log in again.
      const expiresAt = new Date(clock.now().getTime() + tokens.ttlSeconds * 1000);
      const [session] = await db.insert(staffSessions).values({ staffUserId: staff.id, expiresAt }).returning({ id: staffSessions.id });
      if (!session) throw new Error("staff session insert returned nothing");
      const token = await tokens.sign({ staffUserId: staff.id, sessionId: session.id });
      return { token, expiresIn: tokens.ttlSeconds, staffUserId: staff.id };
    },

    async logout(staff: StaffActor) {
      await db
        .update(staffSessions)
        .set({ revokedAt: clock.now() })
        .where(and(eq(staffSessions.id, staff.sessionId), isNull(staffSessions.revokedAt)));
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
