import { type Database, withTransaction } from "@portal/db/client";
import { activities, capacities, companies, companyMemberships, countries, customers, membershipRights } from "@portal/db/schema/index";
import { hashPassword } from "@portal/domain/accounts/password-hash";
import {
  COMPANY_SEARCH_LIMIT,
  type CompanySearchQuery,
  type CompanySearchResult,
  EMAIL_VERIFICATION_TTL_HOURS,
  type NewCompany,
  type RegistrationRequest,
  type RegistrationResult,
  type VerificationResult,
} from "@portal/domain/accounts/registration";
import { type LegalForm, rights } from "@portal/domain/accounts/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Clock } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import { enqueueMail } from "../../platform/mail/outbox";
import { type LimiterFactory, throttle } from "../../platform/rate-limit";
import { rows } from "../../platform/sql";
import { recordProvenConsent } from "../newsletter/newsletter.service";
import { claimAccountToken, issueAccountToken, voidAccountTokens } from "./account-tokens";
import { findCustomerByEmail, findCustomerById, isUsable, listMemberships } from "./accounts.queries";
import { answerNoSoonerThan } from "./answer-timing";

type Deps = { db: Database; clock: Clock; limiters: LimiterFactory };

const TEN_MINUTES = 10 * 60;
const HOUR = 3600;

/** Postgres reports a unique index violation with this code. */
const UNIQUE_VIOLATION = "23505";

type CompanyChoice =
  | { kind: "join"; companyId: number; companyName: string }
  | { kind: "create"; legalForm: LegalForm; values: typeof companies.$inferInsert };

/** Escapes LIKE's wildcards, so a search term is matched as typed. */
function likePrefix(term: string): string {
  return `${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function createRegistrationService({ db, clock, limiters }: Deps) {
  const registrationsPerAddress = limiters("registration-address", 5, TEN_MINUTES);
  const searchesPerAddress = limiters("company-search-address", 30, 60);
  const resendsPerAddress = limiters("verification-resend-address", 5, TEN_MINUTES);
  const resendsPerEmail = limiters("verification-resend-email", 3, HOUR);

  const hoursFromNow = (hours: number) => new Date(clock.now().getTime() + hours * HOUR * 1000);

  /** An enabled professional company, the only kind a registrant may ask to join. */
  async function findJoinableCompany(condition: SQL): Promise<{ id: number; corporateName: string }[]> {
    return db
      .select({ id: companies.id, corporateName: companies.corporateName })
      .from(companies)
      .where(and(eq(companies.status, "enabled"), eq(companies.legalForm, "professional"), condition))
      .limit(2);
  }

  /** The company named at the login step, by SIRET (or its SIREN) and/or client code; both must agree. */
  async function companyNamedAtLogin(siret: string | undefined, clientCode: string | undefined) {
    const conditions: SQL[] = [];
    if (siret) conditions.push(sql`(${companies.siret} = ${siret} or (length(${siret}) = 9 and left(${companies.siret}, 9) = ${siret}))`);
    if (clientCode) conditions.push(eq(companies.clientCode, clientCode));
    const found = await findJoinableCompany(sql.join(conditions, sql` and `));
    // A SIREN shared by several establishments names none of them.
    if (found.length !== 1 || !found[0]) throw new AppError("registration.company_unknown");
    return found[0];
  }

  async function assertReferences(input: { capacityCode?: string; activityCode?: string; countryCode: string }) {
    if (input.capacityCode) {
      const [capacity] = await db.select({ code: capacities.code }).from(capacities).where(eq(capacities.code, input.capacityCode));
      if (!capacity) throw new AppError("registration.reference_unknown");
    }
    if (input.activityCode) {
      const [activity] = await db.select({ code: activities.code }).from(activities).where(eq(activities.code, input.activityCode));
      if (!activity) throw new AppError("registration.reference_unknown");
    }
    const [country] = await db
      .select({ allowed: countries.allowedForAddresses })
      .from(countries)
      .where(eq(countries.code, input.countryCode));
    if (!country?.allowed) throw new AppError("address.country_not_allowed");
  }

  async function assertCompanyIsNew(company: NewCompany) {
    const identifier = company.siret ? eq(companies.siret, company.siret) : company.eori ? eq(companies.eori, company.eori) : null;
    if (!identifier) return;
    const [existing] = await db.select({ id: companies.id }).from(companies).where(identifier).limit(1);
    if (existing) throw new AppError("registration.company_exists");
  }

  async function chooseCompany(input: RegistrationRequest): Promise<CompanyChoice> {
    if (input.legalForm === "individual") {
      await assertReferences({ countryCode: input.address.countryCode });
      const { street, zipCode, city, countryCode } = input.address;
      return {
        kind: "create",
        legalForm: "individual",
        values: {
          corporateName: `${input.firstname} ${input.lastname}`,
          legalForm: "individual",
          // A company of one has nothing for staff to validate: it is usable once the e-mail is verified.
          status: "enabled",
          phone: input.phone,
          street,
          zipCode,
          city,
          countryCode,
          shippingZipCode: zipCode,
          shippingCountryCode: countryCode,
        },
      };
    }

    const { company } = input;
    if (company && !("id" in company)) {
      await assertReferences({ capacityCode: input.capacityCode, activityCode: company.activityCode, countryCode: company.countryCode });
      await assertCompanyIsNew(company);
      return {
        kind: "create",
        legalForm: "professional",
        values: {
          corporateName: company.corporateName,
          legalForm: "professional",
          siret: company.siret ?? null,
          eori: company.eori ?? null,
          status: "waiting_validation",
          activityCode: company.activityCode,
          phone: company.phone,
          street: company.street,
          zipCode: company.zipCode,
          city: company.city,
          countryCode: company.countryCode,
          shippingZipCode: company.zipCode,
          shippingCountryCode: company.countryCode,
        },
      };
    }

    const [capacity] = await db.select({ code: capacities.code }).from(capacities).where(eq(capacities.code, input.capacityCode));
    if (!capacity) throw new AppError("registration.reference_unknown");
    const named = input.siret || input.clientCode ? await companyNamedAtLogin(input.siret, input.clientCode) : null;
    if (named && company && company.id !== named.id) throw new AppError("registration.company_unknown");
    const chosen = named ?? (company ? (await findJoinableCompany(eq(companies.id, company.id)))[0] : undefined);
    if (!chosen) throw new AppError("registration.company_unknown");
    return { kind: "join", companyId: chosen.id, companyName: chosen.corporateName };
  }

  async function queueVerification(tx: Database, customer: { id: number; email: string; firstname: string }, locale: Locale) {
    const verifyToken = await issueAccountToken(tx, {
      customerId: customer.id,
      purpose: "email_verification",
      expiresAt: hoursFromNow(EMAIL_VERIFICATION_TTL_HOURS),
    });
    await enqueueMail(tx, {
      kind: "email_verification",
      recipient: customer.email,
      locale,
      payload: { firstname: customer.firstname, verifyToken, validHours: EMAIL_VERIFICATION_TTL_HOURS },
    });
  }

  /** Tells the enabled administrators of a company that a new member waits for their activation. */
  async function notifyAdministrators(
    tx: Database,
    member: { email: string; firstname: string; lastname: string },
    company: { id: number; corporateName: string },
  ) {
    const admins = await tx
      .select({ email: customers.email, firstname: customers.firstname, localeCode: customers.localeCode })
      .from(companyMemberships)
      .innerJoin(customers, eq(customers.id, companyMemberships.customerId))
      .where(
        and(
          eq(companyMemberships.companyId, company.id),
          eq(companyMemberships.isAdmin, true),
          eq(companyMemberships.enabled, true),
          eq(customers.enabled, true),
        ),
      );
    for (const admin of admins) {
      await enqueueMail(tx, {
        kind: "membership_request",
        recipient: admin.email,
        locale: admin.localeCode,
        payload: {
          adminFirstname: admin.firstname,
          memberFirstname: member.firstname,
          memberLastname: member.lastname,
          memberEmail: member.email,
          companyName: company.corporateName,
        },
      });
    }
  }

  return {
    /**
     * Creates the customer, their company or their request to join one, and queues the e-mail
     * verification, all in one transaction.
     */
    async register(input: RegistrationRequest, address: string): Promise<RegistrationResult> {
      await throttle(registrationsPerAddress, address);
      if (await findCustomerByEmail(db, input.email)) throw new AppError("customer.email_taken");
      const choice = await chooseCompany(input);
      const passwordHash = await hashPassword(input.password);
      const now = clock.now();

      try {
        const customerId = await withTransaction(db, async (tx) => {
          const [customer] = await tx
            .insert(customers)
            .values({
              email: input.email,
              passwordHash,
              gender: input.gender,
              firstname: input.firstname,
              lastname: input.lastname,
              phone: input.phone,
              localeCode: input.localeCode,
              newsletter: input.newsletter,
              termsAcceptedAt: now,
              dataProtectionAcceptedAt: now,
            })
            .returning({ id: customers.id, email: customers.email, firstname: customers.firstname });
          if (!customer) throw new Error("customer insert returned nothing");

          const capacityCode = input.legalForm === "professional" ? input.capacityCode : null;
          if (choice.kind === "join") {
            // The company's administrator activates the newcomer and grants their rights.
            await tx
              .insert(companyMemberships)
              .values({ customerId: customer.id, companyId: choice.companyId, capacityCode, isAdmin: false, enabled: false });
          } else {
            const [company] = await tx.insert(companies).values(choice.values).returning({ id: companies.id });
            if (!company) throw new Error("company insert returned nothing");
            const [membership] = await tx
              .insert(companyMemberships)
              .values({ customerId: customer.id, companyId: company.id, capacityCode, isAdmin: true, enabled: true })
              .returning({ id: companyMemberships.id });
            if (!membership) throw new Error("membership insert returned nothing");
            await tx.insert(membershipRights).values(rights.map((right) => ({ membershipId: membership.id, right })));
          }

          await queueVerification(tx, customer, input.localeCode);
          return customer.id;
        });
        return { customerId, email: input.email, status: "verify_email" };
      } catch (error) {
        // Two registrations racing for one e-mail, SIRET or EORI: the unique indexes decide. The
        // driver's error may come wrapped by the query builder.
        const failure = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
        const { code, constraint } = failure.code ? failure : (failure.cause ?? {});
        if (code === UNIQUE_VIOLATION) {
          const companyTaken = constraint === "companies_siret_unique" || constraint === "companies_eori_unique";
          throw new AppError(companyTaken ? "registration.company_exists" : "customer.email_taken");
        }
        throw error;
      }
    },

    /** The company-selection step: enabled professional companies by zip code or city prefix. */
    async searchCompanies(query: CompanySearchQuery, address: string): Promise<CompanySearchResult[]> {
      await throttle(searchesPerAddress, address);
      const conditions: SQL[] = [sql`status = 'enabled'`, sql`legal_form = 'professional'`];
      if (query.zipCode) conditions.push(sql`zip_code like ${likePrefix(query.zipCode.toUpperCase())}`);
      if (query.city) conditions.push(sql`lower(unaccent(city)) like lower(unaccent(${likePrefix(query.city)}))`);
      return rows<CompanySearchResult>(
        db,
        sql`select id, corporate_name as "corporateName", zip_code as "zipCode", city from companies
          where ${sql.join(conditions, sql` and `)}
          order by corporate_name, id limit ${COMPANY_SEARCH_LIMIT}`,
      );
    },

    /** Confirms the e-mail address a link was sent to; says whether the account can log in now. */
    async verifyEmail(token: string, localeCode: Locale | undefined): Promise<VerificationResult> {
      return withTransaction(db, async (tx) => {
        const now = clock.now();
        const claimed = await claimAccountToken(tx, { token, purpose: "email_verification", now });
        if (claimed === "expired") throw new AppError("verification.token_expired");
        if (claimed === "invalid") throw new AppError("verification.token_invalid");

        const customer = await findCustomerById(tx, claimed.customerId);
        if (!customer) throw new AppError("verification.token_invalid");
        const firstVerification = customer.emailVerifiedAt === null;
        await tx
          .update(customers)
          .set({ emailVerifiedAt: customer.emailVerifiedAt ?? now, ...(localeCode ? { localeCode } : {}) })
          .where(eq(customers.id, customer.id));
        // Older links of the same request are spent too.
        await voidAccountTokens(tx, { customerId: customer.id, purpose: "email_verification", now });
        // The newsletter box ticked at registration counts once the address is proven: this link was its confirmation.
        if (firstVerification && customer.newsletter) {
          await recordProvenConsent(tx, { email: customer.email, locale: localeCode ?? customer.localeCode, source: "registration", now });
        }

        const memberships = await listMemberships(tx, customer.id);
        if (firstVerification) {
          for (const membership of memberships.filter((row) => !row.enabled && !row.isAdmin)) {
            await notifyAdministrators(tx, customer, { id: membership.companyId, corporateName: membership.corporateName });
          }
        }
        const canLogIn = customer.enabled && memberships.some(isUsable);
        return { email: customer.email, next: canLogIn ? "login" : "awaiting_activation" };
      });
    },

    /**
     * Sends a new verification link to an account still waiting for one. The answer is the same
     * whether or not such an account exists.
     */
    async resendVerification(input: { email: string; localeCode?: Locale }, address: string) {
      const started = Date.now();
      await throttle(resendsPerAddress, address);
      await throttle(resendsPerEmail, input.email);
      const customer = await findCustomerByEmail(db, input.email);
      if (customer?.enabled && customer.emailVerifiedAt === null) {
        await withTransaction(db, async (tx) => {
          await queueVerification(tx, customer, input.localeCode ?? customer.localeCode);
        });
      }
      await answerNoSoonerThan(started);
      return { email: input.email };
    },
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;
