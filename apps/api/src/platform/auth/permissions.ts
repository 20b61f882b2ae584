import type { Database } from "@portal/db/client";
import type { Right } from "@portal/domain/accounts/schemas";
import { sql } from "drizzle-orm";
import { AppError } from "../errors";
import type { Actor } from "./authenticate";

/**
 * The one check of a member's rights in the active company (spec section 6): the first line of
 * every use case a right governs. Company administrators hold every right of their company.
 */
export async function assertCan(db: Database, actor: Actor, right: Right): Promise<void> {
  if (actor.companyId === null) throw new AppError("auth.company_required");
  const result = await db.execute(sql`select 1 from company_memberships m
    where m.customer_id = ${actor.customerId} and m.company_id = ${actor.companyId} and m.enabled
      and (m.is_admin or exists (select 1 from membership_rights r where r.membership_id = m.id and r.right = ${right}))`);
  if ((result as unknown as { rows: unknown[] }).rows.length === 0) throw new AppError("auth.forbidden");
}
