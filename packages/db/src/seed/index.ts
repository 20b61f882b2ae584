import type { FileStore } from "@portal/domain/files/file-store";
import { sql } from "drizzle-orm";
import { type Database, withTransaction } from "../client";
import { customers } from "../schema/index";
import { seedAccounts } from "./accounts";
import { defaultCatalogVariants, seedCatalog } from "./catalog/index";
import { seedCheckout } from "./checkout";
import { seedContactSubjects } from "./contact";
import { seedContent } from "./content";
import { seedDocuments } from "./documents";
import { seedInvoices } from "./invoices";
import { seedMachines } from "./machines";
import { seedOrders } from "./orders";
import { seedQuotes } from "./quotes";
import { createRandom } from "./random";
import { seedReference } from "./reference";
import { seedSalesRepresentatives } from "./sales-representatives";
import { seedWarranty } from "./warranty";

export { DEMO_PASSWORD, demoLogins } from "./accounts";

export type SeedOptions = {
  /** Same seed, same data. */
  seed?: number;
  /** Multiplies the generated volumes of companies and customers. */
  scale?: number;
  /** Where product pictures and documents are written; without it no catalogue is seeded. */
  files?: FileStore;
  /** Total product variants of the catalogue (3,000 by default; large-scale runs ask for up to millions). */
  catalogVariants?: number;
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
  await withTransaction(db, async (database) => {
    await seedReference(database);
    await seedSalesRepresentatives(database);
    await seedContactSubjects(database);
    await seedCheckout(database);
    await seedContent(database, random);
    if (options.files) {
      // A stream of its own, so adding the catalogue leaves the accounts exactly as they were.
      const catalogRandom = createRandom((options.seed ?? 2026) ^ 0x5eedca7a);
      await seedCatalog(database, catalogRandom, { files: options.files, variants: options.catalogVariants ?? defaultCatalogVariants });
      await seedDocuments(database, { files: options.files });
    }
    await seedAccounts(database, random, scale);
    await seedOrders(database, { seed: options.seed ?? 2026, scale });
    await seedQuotes(database);
    // After accounts and any order history: it invoices the shipped orders it finds.
    await seedInvoices(database);
    await seedMachines(database, { scale, files: options.files });
    // After invoices: replaced parts are picked from the company's own.
    await seedWarranty(database, { files: options.files });
  });
  // Fresh statistics: without them the planner takes a million-row table for an empty one.
  await db.execute(sql`analyze`);
  // As autovacuum would after a bulk insert: the machines list's index-only scans then skip the rows.
  await db.execute(sql`vacuum machine_registrations`);
}
