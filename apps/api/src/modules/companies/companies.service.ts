import { type Database, withTransaction } from "@portal/db/client";
import { companies, companyMemberships, customers, membershipRights, sessions } from "@portal/db/schema/index";
import { seesCompanyDetails } from "@portal/domain/accounts/membership";
import {
  type CompanyMember,
  type MemberStateChange,
  memberStateRefusal,
  type PermissionChange,
  rightsChangeRefusal,
} from "@portal/domain/companies/members";
import { type RightsTree, rightsTree } from "@portal/domain/companies/rights-tree";
import type { SalesRepresentative } from "@portal/domain/companies/sales-representatives";
import type { CompanyActivity, CompanyPricing, CompanyView } from "@portal/domain/companies/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import { and, eq, isNull } from "drizzle-orm";
import type { Actor } from "../../platform/auth/authenticate";
import type { Clock } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import { enqueueMail } from "../../platform/mail/outbox";
import { type LimiterFactory, throttle } from "../../platform/rate-limit";
import { type SecurityLog, securityEvent } from "../../platform/security-events";
import {
  findAvailableCompany,
  findMember,
  findMemberByEmail,
  findSalesRepresentative,
  listAdminRecipients,
  listCompanyActivities,
  listMembers,
  listPendingInvitations,
  lockEnabledAdmins,
  type MemberRow,
  requireCompanyAdmin,
  toCompanyMember,
} from "./companies.queries";

type Deps = { db: Database; clock: Clock; limiters: LimiterFactory; logger: SecurityLog };

/** Company users and rights (for the active company's administrator), joining a company, sales representatives. */
export function createCompaniesService({ db, clock, limiters, logger }: Deps) {
  // A SIRET lookup tells whether a company is a customer: bounded so the list cannot be walked.
  const siretLookups = limiters("company-available", 20, 60);

  function memberOrNotFound(found: MemberRow | undefined): MemberRow {
    if (!found) throw new AppError("members.not_found");
    return found;
  }

  /** An individual's account is a company of one: looking up and joining companies is for professionals. */
  async function refuseIndividual(actor: Actor) {
    if (actor.companyId === null) return;
    const [row] = await db.select({ legalForm: companies.legalForm }).from(companies).where(eq(companies.id, actor.companyId));
    if (row?.legalForm === "individual") throw new AppError("company.individual_account");
  }

  async function companyName(tx: Database, companyId: number): Promise<string> {
    const [row] = await tx.select({ name: companies.corporateName }).from(companies).where(eq(companies.id, companyId));
    if (!row) throw new AppError("company.not_found");
    return row.name;
  }

  return {
    async resourceTree(actor: Actor, locale: Locale): Promise<RightsTree> {
      await requireCompanyAdmin(db, actor);
      return rightsTree(locale);
    },

    async userPermissions(actor: Actor) {
      const companyId = await requireCompanyAdmin(db, actor);
      const members = await listMembers(db, { companyId });
      const invitations = await listPendingInvitations(db, { companyId, now: clock.now() });
      return { members: members.map(toCompanyMember), invitations };
    },

    async disabledMembers(actor: Actor): Promise<CompanyMember[]> {
      const companyId = await requireCompanyAdmin(db, actor);
      return (await listMembers(db, { companyId, enabled: false })).map(toCompanyMember);
    },

    async changePermission(actor: Actor, change: PermissionChange): Promise<CompanyMember> {
      const companyId = await requireCompanyAdmin(db, actor);
      return withTransaction(db, async (tx) => {
        const target = memberOrNotFound(await findMember(tx, { companyId, customerId: change.group }));
        const refusal = rightsChangeRefusal(target);
        if (refusal) throw new AppError(refusal);
        if (change.authorized) {
          await tx.insert(membershipRights).values({ membershipId: target.membershipId, right: change.resourceName }).onConflictDoNothing();
        } else {
          await tx
            .delete(membershipRights)
            .where(and(eq(membershipRights.membershipId, target.membershipId), eq(membershipRights.right, change.resourceName)));
        }
        const changed = toCompanyMember(memberOrNotFound(await findMember(tx, { companyId, customerId: change.group })));
        securityEvent(logger, change.authorized ? "company.right_granted" : "company.right_revoked", {
          customerId: actor.customerId,
          companyId,
          memberId: target.customerId,
          right: change.resourceName,
        });
        return changed;
      });
    },

    /**
     * Enables or disables a member. Disabling ends their sessions for this company at once (access
     * and refresh tokens); enabling tells them by e-mail in their own language.
     */
    async changeMemberState(actor: Actor, change: MemberStateChange): Promise<CompanyMember> {
      const companyId = await requireCompanyAdmin(db, actor);
      return withTransaction(db, async (tx) => {
        // An unknown address and another company's customer get the same answer.
        const target = memberOrNotFound(await findMemberByEmail(tx, { companyId, email: change.customerEmail }));
        if (!change.enabled) {
          const refusal = memberStateRefusal({
            actorCustomerId: actor.customerId,
            target,
            enable: false,
            enabledAdminIds: await lockEnabledAdmins(tx, companyId),
          });
          if (refusal) throw new AppError(refusal);
        }
        if (target.enabled === change.enabled) return toCompanyMember(target);

        await tx.update(companyMemberships).set({ enabled: change.enabled }).where(eq(companyMemberships.id, target.membershipId));
        securityEvent(logger, change.enabled ? "company.member_enabled" : "company.member_disabled", {
          customerId: actor.customerId,
          companyId,
          memberId: target.customerId,
        });
        if (change.enabled) {
          await enqueueMail(tx, {
            kind: "membership_activated",
            recipient: target.email,
            locale: target.localeCode,
            payload: { firstname: target.firstname, companyName: await companyName(tx, companyId) },
          });
        } else {
          await tx
            .update(sessions)
            .set({ revokedAt: clock.now() })
            .where(and(eq(sessions.customerId, target.customerId), eq(sessions.companyId, companyId), isNull(sessions.revokedAt)));
        }
        return toCompanyMember({ ...target, enabled: change.enabled });
      });
    },

    /**
     * A company the caller belongs to; any other is not found. A member waiting for activation (or
     * disabled) sees its name only.
     */
    async getCompany(actor: Actor, companyId: number): Promise<CompanyView> {
      const [row] = await db
        .select({ company: companies, enabled: companyMemberships.enabled })
        .from(companies)
        .innerJoin(companyMemberships, eq(companyMemberships.companyId, companies.id))
        .where(and(eq(companies.id, companyId), eq(companyMemberships.customerId, actor.customerId)));
      if (!row) throw new AppError("company.not_found");
      const { company } = row;
      if (!seesCompanyDetails(row)) return { id: company.id, corporateName: company.corporateName, membership: "pending" };
      return {
        membership: "member",
        id: company.id,
        corporateName: company.corporateName,
        legalForm: company.legalForm,
        status: company.status,
        siret: company.siret,
        clientCode: company.clientCode,
        activity: company.activityCode,
        phone: company.phone,
        street: company.street,
        zipCode: company.zipCode,
        city: company.city,
        country: company.countryCode,
        shippingAddress: { zipCode: company.shippingZipCode, country: company.shippingCountryCode },
      };
    },

    /**
     * The discount of the session's company, which its members' prices are shown with. Only that
     * company's: a membership still waiting for activation, or another company, is not found.
     */
    /** The caller's companies with their business activity, in the request's language (to prefill forms). */
    async companyActivities(actor: Actor, locale: Locale): Promise<CompanyActivity[]> {
      const found = await listCompanyActivities(db, { customerId: actor.customerId, locale });
      return found.map((row) => ({
        companyId: row.companyId,
        corporateName: row.corporateName,
        // An activity without a name in this language still shows its code.
        activity: row.activityCode ? { code: row.activityCode, name: row.activityName ?? row.activityCode } : null,
      }));
    },

    async pricing(actor: Actor, companyId: number): Promise<CompanyPricing> {
      if (actor.companyId !== companyId) throw new AppError("company.not_found");
      const [row] = await db
        .select({ discountBasisPoints: companies.discountBasisPoints })
        .from(companies)
        .where(eq(companies.id, companyId));
      if (!row) throw new AppError("company.not_found");
      return row;
    },

    async availableCompany(actor: Actor, siret: string) {
      await refuseIndividual(actor);
      await throttle(siretLookups, String(actor.customerId));
      const company = await findAvailableCompany(db, siret);
      // Spec section 5: an unknown SIRET sends the user to the provider.
      if (!company) throw new AppError("company.not_available");
      return company;
    },

    /**
     * Asks to join a company: the membership waits, disabled, until one of its administrators
     * enables it; each of them is told by e-mail.
     */
    async assignCompany(actor: Actor, companyId: number): Promise<{ isAdmin: boolean; enabled: boolean }> {
      await refuseIndividual(actor);
      return withTransaction(db, async (tx) => {
        const [company] = await tx
          .select({ name: companies.corporateName })
          .from(companies)
          .where(and(eq(companies.id, companyId), eq(companies.status, "enabled"), eq(companies.legalForm, "professional")));
        if (!company) throw new AppError("company.not_available");
        const [created] = await tx
          .insert(companyMemberships)
          .values({ customerId: actor.customerId, companyId, isAdmin: false, enabled: false })
          .onConflictDoNothing()
          .returning({ id: companyMemberships.id });
        if (!created) throw new AppError("members.already_member");

        const [requester] = await tx
          .select({ firstname: customers.firstname, lastname: customers.lastname, email: customers.email })
          .from(customers)
          .where(eq(customers.id, actor.customerId));
        if (!requester) throw new AppError("customer.not_found");
        securityEvent(logger, "company.join_requested", { customerId: actor.customerId, companyId });
        for (const admin of await listAdminRecipients(tx, companyId)) {
          await enqueueMail(tx, {
            kind: "membership_request",
            recipient: admin.email,
            locale: admin.localeCode,
            payload: {
              adminFirstname: admin.firstname,
              memberFirstname: requester.firstname,
              memberLastname: requester.lastname,
              memberEmail: requester.email,
              companyName: company.name,
            },
          });
        }
        return { isAdmin: false, enabled: false };
      });
    },

    async salesRepresentative(area: { countryCode: string; department: string }): Promise<SalesRepresentative> {
      const representative = await findSalesRepresentative(db, area);
      if (!representative) throw new AppError("sales_representative.not_found");
      return representative;
    },
  };
}
export type CompaniesService = ReturnType<typeof createCompaniesService>;
