import { type Database, withTransaction } from "@portal/db/client";
import { companies, companyMemberships, sessions, staffSessions } from "@portal/db/schema/index";
import { decoyPasswordHash, verifyPassword } from "@portal/domain/accounts/password-hash";
import { canDecide, statusAfter } from "@portal/domain/admin/company-review";
import type {
  ActivatedMembership,
  CompanyRefusal,
  CompanyReviewQuery,
  CompanyValidation,
  MembershipActivation,
  ReviewedCompany,
  ReviewedCompanyPage,
} from "@portal/domain/admin/schemas";
import { and, eq, isNull } from "drizzle-orm";
import type { StaffActor, StaffTokenSigner } from "../../platform/auth/staff-authenticate";
import type { Clock } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import { enqueueMail } from "../../platform/mail/outbox";
import type { LimiterFactory } from "../../platform/rate-limit";
import { maskEmail, type SecurityLog, securityEvent } from "../../platform/security-events";
import {
  clientCodeOwner,
  companyAdministrators,
  findReviewedCompany,
  findStaffByEmail,
  listCompaniesForReview,
  lockCompany,
  lockMembership,
} from "./admin.queries";

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

/** PostgreSQL's unique violation; drizzle wraps the driver's error in `cause`. */
function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code === "23505" || cause?.code === "23505";
}

/** The use cases of provider staff: their login, the review of new companies, administrator activation. */
export function createAdminService({ db, tokens, clock, limiters, limits, logger }: Deps) {
  // Limiters of their own: a flood of customer logins never locks staff out, nor the reverse.
  const attemptsPerAddress = limiters("staff-login-address", limits.loginAttemptsPerAddress, 60);
  const failuresPerAccount = limiters("staff-login-account", limits.loginFailuresPerAccount, FIFTEEN_MINUTES);

  async function reviewedCompany(companyId: number): Promise<ReviewedCompany> {
    const company = await findReviewedCompany(db, companyId);
    if (!company) throw new AppError("admin.company_not_found");
    return company;
  }

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

    async listCompanies(query: CompanyReviewQuery): Promise<ReviewedCompanyPage> {
      const { items, totalItems } = await listCompaniesForReview(db, {
        status: query.status,
        limit: query.itemsPerPage,
        offset: (query.page - 1) * query.itemsPerPage,
      });
      return { items, totalItems, page: query.page, itemsPerPage: query.itemsPerPage };
    },

    /** Opens the company for ordering and tells its administrators, in one transaction. */
    async validateCompany(companyId: number, input: CompanyValidation): Promise<ReviewedCompany> {
      try {
        await withTransaction(db, async (tx) => {
          const company = await lockCompany(tx, companyId);
          if (!company) throw new AppError("admin.company_not_found");
          if (!canDecide("validate", company.status)) throw new AppError("admin.company_state_invalid");
          const clientCode = input.clientCode ?? company.clientCode;
          if (input.clientCode) {
            const owner = await clientCodeOwner(tx, input.clientCode);
            if (owner !== null && owner !== companyId) throw new AppError("admin.client_code_taken");
          }
          await tx
            .update(companies)
            .set({ status: statusAfter("validate"), validatedAt: clock.now(), refusedAt: null, clientCode })
            .where(eq(companies.id, companyId));
          for (const admin of await companyAdministrators(tx, companyId)) {
            await enqueueMail(tx, {
              kind: "company_validated",
              recipient: admin.email,
              locale: admin.localeCode,
              payload: { firstname: admin.firstname, companyName: company.corporateName, clientCode },
            });
          }
        });
      } catch (error) {
        // Two validations racing for one client code: the unique index decides.
        if (isUniqueViolation(error)) throw new AppError("admin.client_code_taken");
        throw error;
      }
      return reviewedCompany(companyId);
    },

    /**
     * Closes the company and tells its administrators why. Its members' sessions end at once:
     * the company status already stops their access tokens, revoking also stops their refresh tokens.
     */
    async refuseCompany(companyId: number, input: CompanyRefusal): Promise<ReviewedCompany> {
      await withTransaction(db, async (tx) => {
        const company = await lockCompany(tx, companyId);
        if (!company) throw new AppError("admin.company_not_found");
        if (!canDecide("refuse", company.status)) throw new AppError("admin.company_state_invalid");
        const now = clock.now();
        await tx
          .update(companies)
          .set({ status: statusAfter("refuse"), refusedAt: now })
          .where(eq(companies.id, companyId));
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.companyId, companyId), isNull(sessions.revokedAt)));
        for (const admin of await companyAdministrators(tx, companyId)) {
          await enqueueMail(tx, {
            kind: "company_refused",
            recipient: admin.email,
            locale: admin.localeCode,
            payload: { firstname: admin.firstname, companyName: company.corporateName, reason: input.reason },
          });
        }
      });
      return reviewedCompany(companyId);
    },

    /** Spec section 4: provider staff activate the administrator of a new company. */
    async activateMembership(input: MembershipActivation): Promise<ActivatedMembership> {
      await withTransaction(db, async (tx) => {
        const membership = await lockMembership(tx, input);
        if (!membership) throw new AppError("admin.membership_not_found");
        if (membership.enabled && membership.isAdmin) throw new AppError("admin.membership_already_active");
        await tx.update(companyMemberships).set({ enabled: true, isAdmin: true }).where(eq(companyMemberships.id, membership.membershipId));
        await enqueueMail(tx, {
          kind: "membership_activated",
          recipient: membership.email,
          locale: membership.localeCode,
          payload: { firstname: membership.firstname, companyName: membership.companyName },
        });
      });
      return { customerId: input.customerId, companyId: input.companyId, enabled: true, isAdmin: true };
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
