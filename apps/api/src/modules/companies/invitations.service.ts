import { type Database, withTransaction } from "@portal/db/client";
import { capacities, companies, companyMemberships, customers, invitations, membershipRights } from "@portal/db/schema/index";
import { decoyPasswordHash, hashPassword, verifyPassword } from "@portal/domain/accounts/password-hash";
import {
  INVITATION_TTL_SECONDS,
  type InvitationAcceptance,
  type InvitationRequest,
  invitationRefusals,
  invitationStatus,
  isNewAccountAcceptance,
} from "@portal/domain/companies/invitations";
import type { PendingInvitation } from "@portal/domain/companies/members";
import { and, eq, isNull } from "drizzle-orm";
import type { Actor } from "../../platform/auth/authenticate";
import { hashToken, newOpaqueToken } from "../../platform/auth/tokens";
import type { Clock } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import { enqueueMail } from "../../platform/mail/outbox";
import { type LimiterFactory, throttle } from "../../platform/rate-limit";
import { type SecurityLog, securityEvent } from "../../platform/security-events";
import { recordProvenConsent } from "../newsletter/newsletter.service";
import { findInvitationByHash, type InvitationByToken, requireCompanyAdmin, toPendingInvitation } from "./companies.queries";

type Deps = { db: Database; clock: Clock; limiters: LimiterFactory; logger: SecurityLog };

/** PostgreSQL's unique violation; drizzle wraps the driver's error in `cause`. */
function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code === "23505" || cause?.code === "23505";
}

/** Invitations of collaborators by a company administrator, and their acceptance through the e-mailed link. */
export function createInvitationsService({ db, clock, limiters, logger }: Deps) {
  const invitationsPerAdmin = limiters("invitations-per-admin", 20, 3600);
  // Accepting with an existing account checks its password: wrong guesses are bounded like logins.
  const acceptFailures = limiters("invitation-accept-failures", 10, 15 * 60);

  /** The invitation a token stands for, if it can still be used. */
  function usable(invitation: InvitationByToken | undefined): InvitationByToken {
    if (!invitation) throw new AppError("invitation.not_found");
    const status = invitationStatus(invitation, clock.now());
    if (status !== "pending") throw new AppError(invitationRefusals[status]);
    return invitation;
  }

  async function findCustomer(tx: Database, email: string) {
    const [row] = await tx.select().from(customers).where(eq(customers.email, email)).limit(1);
    return row;
  }

  return {
    /** Invites a collaborator; a pending invitation of the same person to the same company is replaced. */
    async invite(actor: Actor, input: InvitationRequest): Promise<PendingInvitation> {
      const companyId = await requireCompanyAdmin(db, actor);
      await throttle(invitationsPerAdmin, String(actor.customerId));

      const invitation = await withTransaction(db, async (tx) => {
        // One invitation at a time per company: replacing a pending one cannot race with another.
        const [company] = await tx
          .select({ name: companies.corporateName })
          .from(companies)
          .where(eq(companies.id, companyId))
          .for("update");
        if (!company) throw new AppError("company.not_found");
        if (input.capacityCode) {
          const [capacity] = await tx.select().from(capacities).where(eq(capacities.code, input.capacityCode));
          if (!capacity) throw new AppError("invitation.capacity_unknown");
        }
        const [member] = await tx
          .select({ id: companyMemberships.id })
          .from(companyMemberships)
          .innerJoin(customers, eq(customers.id, companyMemberships.customerId))
          .where(and(eq(companyMemberships.companyId, companyId), eq(customers.email, input.email)));
        if (member) throw new AppError("members.already_member");

        const now = clock.now();
        await tx
          .update(invitations)
          .set({ revokedAt: now })
          .where(
            and(
              eq(invitations.companyId, companyId),
              eq(invitations.email, input.email),
              isNull(invitations.acceptedAt),
              isNull(invitations.revokedAt),
            ),
          );
        const token = newOpaqueToken();
        const expiresAt = new Date(now.getTime() + INVITATION_TTL_SECONDS * 1000);
        const [created] = await tx
          .insert(invitations)
          .values({
            tokenHash: hashToken(token),
            companyId,
            email: input.email,
            invitedById: actor.customerId,
            capacityCode: input.capacityCode ?? null,
            rights: input.rights,
            expiresAt,
          })
          .returning({
            id: invitations.id,
            email: invitations.email,
            capacity: invitations.capacityCode,
            rights: invitations.rights,
            expiresAt: invitations.expiresAt,
          });
        if (!created) throw new Error("invitation insert returned nothing");

        const [inviter] = await tx
          .select({ firstname: customers.firstname, lastname: customers.lastname })
          .from(customers)
          .where(eq(customers.id, actor.customerId));
        await enqueueMail(tx, {
          kind: "invitation",
          recipient: input.email,
          locale: input.localeCode,
          payload: {
            token,
            companyName: company.name,
            inviterName: inviter ? `${inviter.firstname} ${inviter.lastname}` : company.name,
            expiresAt: expiresAt.toISOString(),
          },
        });
        return toPendingInvitation(created);
      });
      securityEvent(logger, "company.invitation_sent", { customerId: actor.customerId, companyId, invitationId: invitation.id });
      return invitation;
    },

    /** Withdraws a pending invitation of the administrator's company; its link stops working. */
    async revoke(actor: Actor, invitationId: number): Promise<void> {
      const companyId = await requireCompanyAdmin(db, actor);
      const revoked = await db
        .update(invitations)
        .set({ revokedAt: clock.now() })
        .where(
          and(
            eq(invitations.id, invitationId),
            eq(invitations.companyId, companyId),
            isNull(invitations.acceptedAt),
            isNull(invitations.revokedAt),
          ),
        )
        .returning({ id: invitations.id });
      if (revoked.length === 0) throw new AppError("invitation.not_found");
      securityEvent(logger, "company.invitation_revoked", { customerId: actor.customerId, companyId, invitationId });
    },

    /** What the invitation page shows. Whether the address has an account is told only to the link's holder. */
    async preview(token: string) {
      const invitation = usable(await findInvitationByHash(db, hashToken(token)));
      const account = await findCustomer(db, invitation.email);
      return { companyName: invitation.companyName, email: invitation.email, accountExists: Boolean(account) };
    },

    /**
     * Accepts an invitation, once: an existing account proves itself with its password; otherwise
     * the account is created, its e-mail verified since the link reached that mailbox. Either way
     * the membership is enabled with the capacity and rights the administrator chose.
     */
    async accept(token: string, input: InvitationAcceptance, address: string): Promise<{ customerId: number; companyId: number }> {
      const blocked = await acceptFailures.isBlocked(address);
      if (blocked.blocked) {
        throw new AppError("auth.too_many_attempts", { headers: { "retry-after": String(blocked.retryAfterSeconds) } });
      }
      const tokenHash = hashToken(token);
      const accepted = await withTransaction(db, async (tx) => {
        const invitation = usable(await findInvitationByHash(tx, tokenHash, true));
        const now = clock.now();
        const existing = await findCustomer(tx, invitation.email);

        let customerId: number;
        if (existing) {
          if (isNewAccountAcceptance(input)) throw new AppError("invitation.account_exists");
          if (!(await verifyPassword(existing.passwordHash, input.password))) {
            await acceptFailures.consume(address);
            throw new AppError("auth.invalid_credentials");
          }
          customerId = existing.id;
          if (!existing.emailVerifiedAt) await tx.update(customers).set({ emailVerifiedAt: now }).where(eq(customers.id, customerId));
        } else {
          if (!isNewAccountAcceptance(input)) {
            // Costs what a password check costs, like the other answer would.
            await verifyPassword(await decoyPasswordHash(), input.password);
            throw new AppError("invitation.details_required");
          }
          try {
            const [created] = await tx
              .insert(customers)
              .values({
                email: invitation.email,
                passwordHash: await hashPassword(input.password),
                gender: input.gender,
                firstname: input.firstname,
                lastname: input.lastname,
                phone: input.phone,
                localeCode: input.localeCode,
                newsletter: input.newsletter ?? false,
                emailVerifiedAt: now,
                termsAcceptedAt: now,
                dataProtectionAcceptedAt: now,
              })
              .returning({ id: customers.id });
            if (!created) throw new Error("customer insert returned nothing");
            customerId = created.id;
          } catch (error) {
            if (isUniqueViolation(error)) throw new AppError("customer.email_taken");
            throw error;
          }
          // The invitation's link proved the address: the box ticked on its form is the consent.
          if (input.newsletter) {
            await recordProvenConsent(tx, { email: invitation.email, locale: input.localeCode, source: "invitation", now });
          }
        }

        const [membership] = await tx
          .insert(companyMemberships)
          .values({ customerId, companyId: invitation.companyId, capacityCode: invitation.capacity, isAdmin: false, enabled: true })
          .onConflictDoNothing()
          .returning({ id: companyMemberships.id });
        if (!membership) throw new AppError("members.already_member");
        if (invitation.rights.length > 0) {
          await tx.insert(membershipRights).values(invitation.rights.map((right) => ({ membershipId: membership.id, right })));
        }
        await tx.update(invitations).set({ acceptedAt: now }).where(eq(invitations.id, invitation.id));
        return { customerId, companyId: invitation.companyId, invitationId: invitation.id };
      });
      securityEvent(logger, "company.invitation_accepted", accepted);
      return { customerId: accepted.customerId, companyId: accepted.companyId };
    },
  };
}
export type InvitationsService = ReturnType<typeof createInvitationsService>;
