import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { customers, staffUsers } from "./accounts";
import { createdAt } from "./columns";
import { companies } from "./companies";

/** Files customers and staff upload, kept in the file store under a server-made key and owned by a company. */
export const storedFiles = pgTable(
  "stored_files",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Random, unguessable: the file's address in URLs. */
    token: varchar("token", { length: 64 }).notNull(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    uploadedByCustomerId: integer("uploaded_by_customer_id").references(() => customers.id),
    uploadedByStaffId: integer("uploaded_by_staff_id").references(() => staffUsers.id),
    key: varchar("key", { length: 200 }).notNull(),
    /** The sanitised original name, for display only. */
    name: varchar("name", { length: 200 }).notNull(),
    kind: varchar("kind", { length: 10 }).notNull(),
    size: integer("size").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("stored_files_token_unique").on(table.token),
    uniqueIndex("stored_files_key_unique").on(table.key),
    index("stored_files_company").on(table.companyId),
    check("stored_files_size", sql`${table.size} >= 0`),
  ],
);
