import { type Database, withTransaction } from "@portal/db/client";
import { companies, companyMemberships, sessions } from "@portal/db/schema/index";
import type {
  ActivatedMembership,
  CompanyRefusal,
  CompanyReviewQuery,
  CompanyValidation,
  MembershipActivation,
  ReviewedCompany,
  ReviewedCompanyPage,
} from "@portal/domain/companies/review";
import { canDecide, statusAfter } from "@portal/domain/companies/review";
import { and, eq, isNull } from "drizzle-orm";
import type { Clock } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import { enqueueMail } from "../../platform/mail/outbox";
import {
  clientCodeOwner,
  companyAdministrators,
  findReviewedCompany,
  listCompaniesForReview,
  lockCompany,
  lockMembership,
} from "./companies.admin.queries";

/** PostgreSQL's unique violation; drizzle wraps the driver's error in `cause`. */
function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code === "23505" || cause?.code === "23505";
}

/** What provider staff do with companies: review new ones (validate, refuse), activate a new company's administrator. */
export function createCompaniesAdminService({ db, clock }: { db: Database; clock: Clock }) {
  async function reviewedCompany(companyId: number): Promise<ReviewedCompany> {
    const company = await findReviewedCompany(db, companyId);
    if (!company) throw new AppError("admin.company_not_found");
    return company;
  }

  return {
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

export type CompaniesAdminService = ReturnType<typeof createCompaniesAdminService>;
