import type { Database } from "../client";
import { customers } from "../schema/index";
import { seedAccounts } from "./accounts";
import { seedContent } from "./content";
import { createRandom } from "./random";
import { seedReference } from "./reference";

export { DEMO_PASSWORD, demoLogins } from "./accounts";

export type SeedOptions = {
  /** Same seed, same data. */
  seed?: number;
  /** Multiplies the generated volumes (companies and customers now, the catalogue later). */
  scale?: number;
};

/** True when the database holds no customer yet: the demo data is seeded only then. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: customers.id }).from(customers).limit(1);
  return rows.length === 0;
}

/** Fills an empty, migrated database with the fictional manufacturer's demo data, in one transaction. */
export async function seedDemoData(db: Database, options: SeedOptions = {}) {
  const random = createRandom(options.seed ?? 2026);
  const scale = Math.max(1, Math.floor(options.scale ?? 1));
  await db.transaction(async (tx) => {
    const database = tx as unknown as Database;
    await seedReference(database);
    await seedContent(database, random);
    await seedAccounts(database, random, scale);
  });
}
