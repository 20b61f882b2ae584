import type { Database } from "@portal/db/client";
import type { CompanyStatus } from "@portal/domain/accounts/schemas";
import type { ReviewedCompany } from "@portal/domain/companies/review";
import type { Locale } from "@portal/domain/i18n/locales";
import { type SQL, sql } from "drizzle-orm";
import { rows } from "../../platform/sql";

/*
 * Reads of the companies' staff API. Staff see every company, so nothing here is scoped by a
 * customer's company; the routes are reachable with a staff token only.
 */

const reviewedCompanyColumns = sql.raw(`c.id, c.corporate_name as "corporateName", c.legal_form as "legalForm", c.siret, c.eori,
  c.client_code as "clientCode", c.activity_code as activity, c.phone, c.street, c.zip_code as "zipCode", c.city,
  c.country_code as country, c.status,
  to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  coalesce((select json_agg(json_build_object('customerId', cu.id, 'email', cu.email, 'firstname', cu.firstname,
      'lastname', cu.lastname, 'emailVerified', cu.email_verified_at is not null, 'enabled', m.enabled) order by m.id)
    from company_memberships m join customers cu on cu.id = m.customer_id
    where m.company_id = c.id and m.is_admin), '[]'::json) as administrators`);

function selectReviewedCompanies(db: Database, where: SQL, tail: SQL = sql``) {
  return rows<ReviewedCompany>(db, sql`select ${reviewedCompanyColumns} from companies c where ${where} ${tail}`);
}

/** One page of the companies in a state, oldest first: the review queue is worked in arrival order. */
export async function listCompaniesForReview(db: Database, query: { status: CompanyStatus; limit: number; offset: number }) {
  const [items, [count]] = await Promise.all([
    selectReviewedCompanies(
      db,
      sql`c.status = ${query.status}`,
      sql`order by c.created_at, c.id limit ${query.limit} offset ${query.offset}`,
    ),
    rows<{ total: number }>(db, sql`select count(*)::int as total from companies where status = ${query.status}`),
  ]);
  return { items, totalItems: count?.total ?? 0 };
}

export async function findReviewedCompany(db: Database, companyId: number): Promise<ReviewedCompany | null> {
  const [company] = await selectReviewedCompanies(db, sql`c.id = ${companyId}`);
  return company ?? null;
}

/** The company's state, locked until the end of the deciding transaction. */
export async function lockCompany(tx: Database, companyId: number) {
  const [row] = await rows<{ id: number; status: CompanyStatus; corporateName: string; clientCode: string | null }>(
    tx,
    sql`select id, status, corporate_name as "corporateName", client_code as "clientCode" from companies where id = ${companyId} for update`,
  );
  return row ?? null;
}

export async function clientCodeOwner(tx: Database, clientCode: string): Promise<number | null> {
  const [row] = await rows<{ id: number }>(tx, sql`select id from companies where client_code = ${clientCode}`);
  return row?.id ?? null;
}

export type Recipient = { customerId: number; email: string; firstname: string; localeCode: Locale };

/** Administrators of a company whose account is enabled: who hears of staff decisions about it. */
export function companyAdministrators(tx: Database, companyId: number) {
  return rows<Recipient>(
    tx,
    sql`select cu.id as "customerId", cu.email, cu.firstname, cu.locale_code as "localeCode"
    from company_memberships m join customers cu on cu.id = m.customer_id
    where m.company_id = ${companyId} and m.is_admin and cu.enabled
    order by m.id`,
  );
}

/** A customer's membership of a company, locked until the end of the activating transaction. */
export async function lockMembership(tx: Database, key: { customerId: number; companyId: number }) {
  const [row] = await rows<Recipient & { membershipId: number; enabled: boolean; isAdmin: boolean; companyName: string }>(
    tx,
    sql`select m.id as "membershipId", m.enabled, m.is_admin as "isAdmin", cu.id as "customerId", cu.email, cu.firstname,
      cu.locale_code as "localeCode", co.corporate_name as "companyName"
    from company_memberships m
    join customers cu on cu.id = m.customer_id
    join companies co on co.id = m.company_id
    where m.customer_id = ${key.customerId} and m.company_id = ${key.companyId}
    for update of m`,
  );
  return row ?? null;
}
