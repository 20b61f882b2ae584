import type { Database } from "@portal/db/client";
import { staffUsers } from "@portal/db/schema/index";
import { eq } from "drizzle-orm";

export async function findStaffByEmail(db: Database, email: string) {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
  return row;
}
