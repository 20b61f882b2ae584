import { type Database, withTransaction } from "@portal/db/client";
import { customers, refreshTokens, sessions } from "@portal/db/schema/index";
import { seesCompanyDetails } from "@portal/domain/accounts/membership";
import { decoyPasswordHash, hashPassword, verifyPassword } from "@portal/domain/accounts/password-hash";
import { type Customer, type CustomerUpdate, type PasswordChange, rights } from "@portal/domain/accounts/schemas";
import { REFRESH_TOKEN_TTL_SECONDS } from "@portal/domain/accounts/session-cookies";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Actor } from "../../platform/auth/authenticate";
import type { IssuedSession } from "../../platform/auth/session-cookies";
import { hashToken, newOpaqueToken, type TokenSigner } from "../../platform/auth/tokens";
import type { Clock } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import { enqueueMail } from "../../platform/mail/outbox";
import { type LimiterFactory, throttle } from "../../platform/rate-limit";
import { maskEmail, type SecurityLog, securityEvent } from "../../platform/security-events";
import { recordProvenConsent, withdrawConsent } from "../newsletter/newsletter.service";
import { findCustomerByEmail, findCustomerById, isUsable, listMemberships, type MembershipRow } from "./accounts.queries";
import type { EmailChangeService } from "./email-change.service";

export type LoginResult = IssuedSession & { company: number | null };

type Deps = {
  db: Database;
  tokens: TokenSigner;
  clock: Clock;
  limiters: LimiterFactory;
  limits: { loginAttemptsPerAddress: number; loginFailuresPerAccount: number };
  emailChange: EmailChangeService;
  logger: SecurityLog;
};

const FIFTEEN_MINUTES = 15 * 60;
/**
 * A browser tab and the web server may refresh with the same token a moment apart; within this
 * window the second one gets its own new pair instead of being taken for a stolen token.
 */
const REFRESH_REUSE_GRACE_SECONDS = 20;

export function createAccountsService({ db, tokens, clock, limiters, limits, emailChange, logger }: Deps) {
  const attemptsPerAddress = limiters("login-address", limits.loginAttemptsPerAddress, 60);
  const failuresPerAccount = limiters("login-account", limits.loginFailuresPerAccount, FIFTEEN_MINUTES);
  const existenceChecks = limiters("customer-exists", 30, 60);

  const expiry = (seconds: number) => new Date(clock.now().getTime() + seconds * 1000);

  async function issueTokens(
    session: { id: string; customerId: number; companyId: number | null },
    memberships: MembershipRow[],
  ): Promise<LoginResult> {
    const refreshToken = newOpaqueToken();
    await db
      .insert(refreshTokens)
      .values({ tokenHash: hashToken(refreshToken), sessionId: session.id, expiresAt: expiry(REFRESH_TOKEN_TTL_SECONDS) });
    const token = await tokens.sign({
      customerId: session.customerId,
      sessionId: session.id,
      company: session.companyId,
      companies: memberships.filter(isUsable).map((membership) => membership.companyId),
    });
    return { token, refreshToken, expiresIn: tokens.ttlSeconds, customerId: session.customerId, company: session.companyId };
  }

  /** Why a customer with no usable company cannot log in: waiting validation wins over not enabled. */
  function refusal(memberships: MembershipRow[]): AppError {
    const waiting = memberships.some((membership) => membership.status === "waiting_validation");
    return new AppError(waiting ? "auth.company_waiting_validation" : "auth.company_not_enabled");
  }

  async function revokeSession(sessionId: string) {
    await db
      .update(sessions)
      .set({ revokedAt: clock.now() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  function assertSelf(actor: Actor, customerId: number) {
    if (actor.customerId !== customerId) throw new AppError("auth.forbidden");
  }

  return {
    async login(input: { email: string; password: string; address: string }): Promise<LoginResult> {
      const perAddress = await attemptsPerAddress.consume(input.address);
      const perAccount = await failuresPerAccount.isBlocked(input.email);
      if (!perAddress.allowed || perAccount.blocked) {
        const retryAfter = Math.max(perAddress.retryAfterSeconds, perAccount.retryAfterSeconds);
        securityEvent(logger, "auth.login_locked", {
          email: maskEmail(input.email),
          address: input.address,
          retryAfterSeconds: retryAfter,
        });
        throw new AppError("auth.too_many_attempts", { headers: { "retry-after": String(retryAfter) } });
      }

      const customer = await findCustomerByEmail(db, input.email);
      // Unknown e-mails still pay for a hash check, so timing does not reveal which accounts exist.
      const valid = await verifyPassword(customer?.passwordHash ?? (await decoyPasswordHash()), input.password);
      if (!customer || !valid) {
        await failuresPerAccount.consume(input.email);
        securityEvent(logger, "auth.login_failed", { customerId: customer?.id, email: maskEmail(input.email), address: input.address });
        throw new AppError("auth.invalid_credentials");
      }
      await failuresPerAccount.reset(input.email);
      if (!customer.enabled) throw new AppError("auth.company_not_enabled");
      // Said only to whoever knows the password, so it reveals nothing about the account to others.
      if (!customer.emailVerifiedAt) throw new AppError("auth.email_not_verified");

      const memberships = await listMemberships(db, customer.id);
      const usable = memberships.filter(isUsable);
      if (usable.length === 0) throw refusal(memberships);

      // With several companies the customer picks one (PATCH customers/{id}/company) before acting.
      const companyId = usable.length === 1 ? (usable[0]?.companyId ?? null) : null;
      const [session] = await db
        .insert(sessions)
        .values({ customerId: customer.id, companyId, expiresAt: expiry(REFRESH_TOKEN_TTL_SECONDS) })
        .returning({ id: sessions.id, customerId: sessions.customerId, companyId: sessions.companyId });
      if (!session) throw new Error("session insert returned nothing");
      return issueTokens(session, memberships);
    },

    /** Rotates a refresh token. Presenting an already-used one closes its session (token theft). */
    async refresh(refreshToken: string): Promise<LoginResult> {
      const tokenHash = hashToken(refreshToken);
      const now = clock.now();
      const [claimed] = await db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
        .returning({ sessionId: refreshTokens.sessionId, expiresAt: refreshTokens.expiresAt });
      let sessionId = claimed?.sessionId;
      if (!claimed) {
        const [reused] = await db
          .select({
            sessionId: refreshTokens.sessionId,
            customerId: sessions.customerId,
            usedAt: refreshTokens.usedAt,
            expiresAt: refreshTokens.expiresAt,
          })
          .from(refreshTokens)
          .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
          .where(eq(refreshTokens.tokenHash, tokenHash))
          .limit(1);
        if (!reused) throw new AppError("auth.refresh_token_invalid");
        const withinGrace = reused.usedAt !== null && now.getTime() - reused.usedAt.getTime() <= REFRESH_REUSE_GRACE_SECONDS * 1000;
        if (!withinGrace || reused.expiresAt <= now) {
          await revokeSession(reused.sessionId);
          securityEvent(logger, "auth.refresh_token_reused", { customerId: reused.customerId, sessionId: reused.sessionId });
          throw new AppError("auth.refresh_token_reused");
        }
        sessionId = reused.sessionId;
      }
      const [session] = sessionId ? await db.select().from(sessions).where(eq(sessions.id, sessionId)).limit(1) : [];
      if (!session || session.revokedAt || session.expiresAt <= now || (claimed && claimed.expiresAt <= now)) {
        throw new AppError("auth.refresh_token_invalid");
      }

      const customer = await findCustomerById(db, session.customerId);
      const memberships = await listMemberships(db, session.customerId);
      const active = memberships.find((membership) => membership.companyId === session.companyId);
      if (!customer?.enabled || (session.companyId !== null && (!active || !isUsable(active)))) {
        await revokeSession(session.id);
        throw new AppError("auth.refresh_token_invalid");
      }
      return issueTokens(session, memberships);
    },

    async logout(sessionId: string) {
      await revokeSession(sessionId);
    },

    /** Ends the session a refresh token belongs to (logout with an expired access token). */
    async logoutWithRefreshToken(refreshToken: string) {
      const [row] = await db
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
        .limit(1);
      if (row) await revokeSession(row.sessionId);
    },

    async getCustomer(actor: Actor, customerId: number): Promise<Customer> {
      assertSelf(actor, customerId);
      const [customer, memberships, pendingEmail] = await Promise.all([
        findCustomerById(db, customerId),
        listMemberships(db, customerId),
        emailChange.pendingEmail(customerId),
      ]);
      if (!customer) throw new AppError("customer.not_found");
      const active = memberships.find((membership) => membership.companyId === actor.companyId);
      const company = active?.company;
      const granted = active?.rights ?? [];
      return {
        id: customer.id,
        email: customer.email,
        pendingEmail,
        gender: customer.gender,
        firstname: customer.firstname,
        lastname: customer.lastname,
        phone: customer.phone,
        localeCode: customer.localeCode,
        newsletter: customer.newsletter,
        enabled: customer.enabled,
        isAdmin: active?.isAdmin ?? false,
        capacity: active?.capacity ?? null,
        company: company
          ? {
              id: company.id,
              corporateName: company.corporateName,
              siret: company.siret,
              clientCode: company.clientCode,
              activity: company.activityCode,
              phone: company.phone,
              street: company.street,
              zipCode: company.zipCode,
              city: company.city,
              country: company.countryCode,
              shippingAddress: { zipCode: company.shippingZipCode, country: company.shippingCountryCode },
            }
          : null,
        companies: memberships.map((membership) => ({
          id: membership.companyId,
          corporateName: membership.corporateName,
          // Someone waiting for activation (or disabled) learns the company's name, nothing more.
          clientCode: seesCompanyDetails(membership) ? membership.clientCode : null,
          city: seesCompanyDetails(membership) ? membership.city : null,
          status: membership.status,
          isAdmin: membership.isAdmin,
          enabled: membership.enabled,
          capacity: membership.capacity,
        })),
        aces: Object.fromEntries(rights.map((right) => [right, granted.includes(right)])) as Customer["aces"],
      };
    },

    /**
     * Saves the customer's details at once; a new e-mail address only waits for confirmation
     * through the link sent to it (`pendingEmail`), the login staying the current one until then.
     */
    async updateCustomer(actor: Actor, customerId: number, input: CustomerUpdate): Promise<Customer> {
      assertSelf(actor, customerId);
      const customer = await findCustomerById(db, customerId);
      if (!customer) throw new AppError("customer.not_found");
      const { email, ...details } = input;
      await withTransaction(db, async (tx) => {
        await tx.update(customers).set(details).where(eq(customers.id, customerId));
        // The account's box and the newsletter list say the same: ticked is subscribed (the login address is proven), unticked is out.
        if (details.newsletter === true) {
          await recordProvenConsent(tx, {
            email: customer.email,
            locale: details.localeCode ?? customer.localeCode,
            source: "account",
            now: clock.now(),
          });
        } else if (details.newsletter === false) {
          await withdrawConsent(tx, { email: customer.email, now: clock.now() });
        }
        if (email !== customer.email) {
          await emailChange.request(tx, { ...customer, firstname: details.firstname }, email, details.localeCode ?? customer.localeCode);
        }
      });
      return this.getCustomer(actor, customerId);
    },

    async changePassword(actor: Actor, customerId: number, input: PasswordChange) {
      assertSelf(actor, customerId);
      const customer = await findCustomerById(db, customerId);
      if (!customer) throw new AppError("customer.not_found");
      if (!(await verifyPassword(customer.passwordHash, input.currentPassword))) throw new AppError("password.current_invalid");
      const passwordHash = await hashPassword(input.newPassword);
      await withTransaction(db, async (tx) => {
        const now = clock.now();
        await tx.update(customers).set({ passwordHash }).where(eq(customers.id, customerId));
        // Other devices must log in again with the new password.
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.customerId, customerId), ne(sessions.id, actor.sessionId), isNull(sessions.revokedAt)));
        // The account's mailbox hears of it: if it was not its owner, they can take the account back.
        await enqueueMail(tx, {
          kind: "password_changed",
          recipient: customer.email,
          locale: customer.localeCode,
          payload: { firstname: customer.firstname, how: "changed", changedAt: now.toISOString() },
        });
      });
      securityEvent(logger, "auth.password_changed", { customerId, sessionId: actor.sessionId });
    },

    /** Sets the active company of the current session and issues tokens that carry it. */
    async chooseCompany(actor: Actor, customerId: number, companyId: number): Promise<LoginResult> {
      assertSelf(actor, customerId);
      const memberships = await listMemberships(db, customerId);
      const chosen = memberships.find((membership) => membership.companyId === companyId);
      if (!chosen) throw new AppError("auth.company_not_member");
      if (!isUsable(chosen)) throw refusal([chosen]);
      const [session] = await db
        .update(sessions)
        .set({ companyId })
        .where(eq(sessions.id, actor.sessionId))
        .returning({ id: sessions.id, customerId: sessions.customerId, companyId: sessions.companyId });
      if (!session) throw new AppError("auth.token_invalid");
      // Refresh tokens minted for the previous company are dropped, not marked used: no theft alarm.
      await db.delete(refreshTokens).where(and(eq(refreshTokens.sessionId, session.id), isNull(refreshTokens.usedAt)));
      return issueTokens(session, memberships);
    },

    async customerExists(email: string, address: string): Promise<boolean> {
      await throttle(existenceChecks, address);
      return Boolean(await findCustomerByEmail(db, email));
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
