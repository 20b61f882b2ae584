import type { Database } from "@portal/db/client";
import { companies, companyMemberships, customers, membershipRights } from "@portal/db/schema/index";
import { isMembershipUsable } from "@portal/domain/accounts/membership";
import type { Right } from "@portal/domain/accounts/schemas";
import { asc, eq, sql } from "drizzle-orm";

/** Every company a customer belongs to, with the state that decides whether it can be used. */
export async function listMemberships(db: Database, customerId: number) {
  return db
    .select({
      membershipId: companyMemberships.id,
      companyId: companies.id,
      corporateName: companies.corporateName,
      clientCode: companies.clientCode,
      city: companies.city,
      status: companies.status,
      isAdmin: companyMemberships.isAdmin,
      enabled: companyMemberships.enabled,
      capacity: companyMemberships.capacityCode,
      // The company record and the member's rights come along: one query serves the whole customer view.
      company: companies,
      rights: sql<
        Right[]
      >`array(select ${membershipRights.right}::text from ${membershipRights} where ${membershipRights.membershipId} = ${companyMemberships.id} order by 1)`,
    })
    .from(companyMemberships)
    .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
    .where(eq(companyMemberships.customerId, customerId))
    .orderBy(asc(companies.corporateName));
}
export type MembershipRow = Awaited<ReturnType<typeof listMemberships>>[number];

/** Whether the member may act for the company now (the rule lives in the domain). */
export function isUsable(membership: MembershipRow): boolean {
  return isMembershipUsable({ enabled: membership.enabled, isAdmin: membership.isAdmin, companyStatus: membership.status });
}

export async function findCustomerByEmail(db: Database, email: string) {
  const [row] = await db.select().from(customers).where(eq(customers.email, email)).limit(1);
  return row;
}

export async function findCustomerById(db: Database, id: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row;
}
