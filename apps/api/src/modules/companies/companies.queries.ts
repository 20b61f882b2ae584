import type { Database } from "@portal/db/client";
import type { LegalForm, Right } from "@portal/domain/accounts/schemas";
import { type CompanyMember, compareMembers, type PendingInvitation } from "@portal/domain/companies/members";
import type { SalesRepresentative } from "@portal/domain/companies/sales-representatives";
import type { Locale } from "@portal/domain/i18n/locales";
import { type SQL, sql } from "drizzle-orm";
import type { Actor } from "../../platform/auth/authenticate";
import { AppError } from "../../platform/errors";
import { rows } from "../../platform/sql";

/** Timestamps come back as Date or ISO text, depending on the driver. */
type Instant = Date | string;
const toDate = (value: Instant) => new Date(value);

export type MemberRow = {
  membershipId: number;
  customerId: number;
  email: string;
  firstname: string;
  lastname: string;
  localeCode: Locale;
  capacity: string | null;
  isAdmin: boolean;
  enabled: boolean;
  emailVerifiedAt: Instant | null;
  rights: Right[];
};

/** Every query below is scoped by the company: one company's members never reach another's administrator. */
function selectMembers(companyId: number, filter: SQL) {
  return sql`select m.id as "membershipId", c.id as "customerId", c.email, c.firstname, c.lastname, c.locale_code as "localeCode",
      m.capacity_code as "capacity", m.is_admin as "isAdmin", m.enabled, c.email_verified_at as "emailVerifiedAt",
      array(select r.right::text from membership_rights r where r.membership_id = m.id order by r.right) as rights
    from company_memberships m
    join customers c on c.id = m.customer_id
    where m.company_id = ${companyId} and ${filter}`;
}

export async function listMembers(db: Database, scope: { companyId: number; enabled?: boolean }): Promise<MemberRow[]> {
  const filter = scope.enabled === undefined ? sql`true` : sql`m.enabled = ${scope.enabled}`;
  const found = await rows<MemberRow>(db, selectMembers(scope.companyId, filter));
  return found.sort(compareMembers);
}

export async function findMember(db: Database, scope: { companyId: number; customerId: number }): Promise<MemberRow | undefined> {
  const [row] = await rows<MemberRow>(db, selectMembers(scope.companyId, sql`c.id = ${scope.customerId}`));
  return row;
}

export async function findMemberByEmail(db: Database, scope: { companyId: number; email: string }): Promise<MemberRow | undefined> {
  const [row] = await rows<MemberRow>(db, selectMembers(scope.companyId, sql`c.email = ${scope.email}`));
  return row;
}

export function toCompanyMember(row: MemberRow): CompanyMember {
  return {
    customerId: row.customerId,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    capacity: row.capacity,
    isAdmin: row.isAdmin,
    enabled: row.enabled,
    emailVerified: row.emailVerifiedAt !== null,
    rights: row.rights,
  };
}

/**
 * Customer ids of the company's enabled administrators, their memberships locked until the
 * transaction ends: two administrators disabling each other at once cannot leave the company without one.
 */
export async function lockEnabledAdmins(tx: Database, companyId: number): Promise<number[]> {
  const found = await rows<{ customerId: number }>(
    tx,
    sql`select customer_id as "customerId" from company_memberships
      where company_id = ${companyId} and is_admin and enabled order by id for update`,
  );
  return found.map((row) => row.customerId);
}

/** Enabled administrators to tell about a membership request, each with their own language. */
export async function listAdminRecipients(db: Database, companyId: number) {
  return rows<{ email: string; firstname: string; localeCode: Locale }>(
    db,
    sql`select c.email, c.firstname, c.locale_code as "localeCode"
      from company_memberships m join customers c on c.id = m.customer_id
      where m.company_id = ${companyId} and m.is_admin and m.enabled and c.enabled
      order by c.id`,
  );
}

/**
 * The active company of an administrator. Managing users is theirs alone: other members get
 * auth.forbidden, an individual's account company.individual_account, and an administrator acts
 * only for the company of their session.
 */
export async function requireCompanyAdmin(db: Database, actor: Actor): Promise<number> {
  if (actor.companyId === null) throw new AppError("auth.company_required");
  const [admin] = await rows<{ legalForm: LegalForm }>(
    db,
    sql`select c.legal_form as "legalForm" from company_memberships m join companies c on c.id = m.company_id
      where m.customer_id = ${actor.customerId} and m.company_id = ${actor.companyId} and m.enabled and m.is_admin`,
  );
  if (!admin) throw new AppError("auth.forbidden");
  if (admin.legalForm === "individual") throw new AppError("company.individual_account");
  return actor.companyId;
}

type InvitationRow = {
  id: number;
  email: string;
  capacity: string | null;
  rights: Right[];
  expiresAt: Instant;
};

/** Invitations still waiting for an answer (not accepted, revoked or expired). */
export async function listPendingInvitations(db: Database, scope: { companyId: number; now: Date }): Promise<PendingInvitation[]> {
  const found = await rows<InvitationRow>(
    db,
    sql`select id, email, capacity_code as "capacity", rights::text[] as rights, expires_at as "expiresAt"
      from invitations
      where company_id = ${scope.companyId} and accepted_at is null and revoked_at is null and expires_at > ${scope.now.toISOString()}
      order by email, id`,
  );
  return found.map(toPendingInvitation);
}

export function toPendingInvitation(row: InvitationRow): PendingInvitation {
  return {
    id: row.id,
    email: row.email,
    capacity: row.capacity,
    rights: row.rights,
    expiresAt: toDate(row.expiresAt).toISOString(),
  };
}

export type InvitationByToken = {
  id: number;
  companyId: number;
  companyName: string;
  email: string;
  capacity: string | null;
  rights: Right[];
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
};

/** The invitation a link's token stands for; with `lock`, held until the transaction ends (single use). */
export async function findInvitationByHash(db: Database, tokenHash: string, lock = false): Promise<InvitationByToken | undefined> {
  type Raw = Omit<InvitationByToken, "expiresAt" | "acceptedAt" | "revokedAt"> & {
    expiresAt: Instant;
    acceptedAt: Instant | null;
    revokedAt: Instant | null;
  };
  const [row] = await rows<Raw>(
    db,
    sql`select i.id, i.company_id as "companyId", co.corporate_name as "companyName", i.email, i.capacity_code as "capacity",
        i.rights::text[] as rights, i.expires_at as "expiresAt", i.accepted_at as "acceptedAt", i.revoked_at as "revokedAt"
      from invitations i join companies co on co.id = i.company_id
      where i.token_hash = ${tokenHash} ${lock ? sql`for update of i` : sql``}`,
  );
  if (!row) return undefined;
  return {
    ...row,
    expiresAt: toDate(row.expiresAt),
    acceptedAt: row.acceptedAt === null ? null : toDate(row.acceptedAt),
    revokedAt: row.revokedAt === null ? null : toDate(row.revokedAt),
  };
}

/** An enabled professional company by its SIRET or SIREN: the only ones a customer may ask to join. */
export async function findAvailableCompany(db: Database, siret: string) {
  const [row] = await rows<{ id: number; corporateName: string; city: string | null }>(
    db,
    sql`select id, corporate_name as "corporateName", city from companies
      where siret = ${siret} and status = 'enabled' and legal_form = 'professional'`,
  );
  return row;
}

export async function findSalesRepresentative(
  db: Database,
  area: { countryCode: string; department: string },
): Promise<SalesRepresentative | undefined> {
  const [row] = await rows<SalesRepresentative>(
    db,
    sql`select r.firstname, r.lastname, r.email, r.phone
      from sales_representative_departments d join sales_representatives r on r.id = d.representative_id
      where d.country_code = ${area.countryCode} and d.department = ${area.department}`,
  );
  return row;
}

export type CompanyActivityRow = { companyId: number; corporateName: string; activityCode: string | null; activityName: string | null };

/**
 * The companies a customer is an enabled member of, with their business activity named in
 * `locale`. Scoped by the customer: no other customer's company can appear.
 */
export async function listCompanyActivities(db: Database, scope: { customerId: number; locale: Locale }): Promise<CompanyActivityRow[]> {
  return rows<CompanyActivityRow>(
    db,
    sql`select co.id as "companyId", co.corporate_name as "corporateName", co.activity_code as "activityCode", t.name as "activityName"
      from company_memberships m
      join companies co on co.id = m.company_id
      left join activity_translations t on t.activity_code = co.activity_code and t.locale = ${scope.locale}
      where m.customer_id = ${scope.customerId} and m.enabled
      order by co.corporate_name, co.id`,
  );
}
