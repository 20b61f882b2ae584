import { fileKinds, storedFileLimits } from "@portal/domain/files/stored-files";
import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { customers, staffUsers } from "./accounts";
import { createdAt } from "./columns";
import { companies } from "./companies";

export const fileKindEnum = pgEnum("file_kind", fileKinds);

/**
 * A file a customer or the staff uploaded for a company (a sale invoice, a warranty photo, a refund
 * document). The bytes live in the file store under a server-generated key; the row says whose they
 * are, so only that company's customers (and the staff) ever download them.
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Random, unguessable: the file's address in URLs. */
    token: varchar("token", { length: 32 }).notNull(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    uploadedByCustomerId: integer("uploaded_by_customer_id").references(() => customers.id),
    uploadedByStaffId: integer("uploaded_by_staff_id").references(() => staffUsers.id),
    /** Where the bytes are in the file store; never derived from what the client sent. */
    key: varchar("key", { length: 200 }).notNull(),
    /** The name the file came with, cleaned, shown to people and offered on download. */
    name: varchar("name", { length: storedFileLimits.nameLength }).notNull(),
    kind: fileKindEnum("kind").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("stored_files_token_unique").on(table.token),
    uniqueIndex("stored_files_key_unique").on(table.key),
    index("stored_files_company_idx").on(table.companyId),
    check("stored_files_size_positive", sql`${table.sizeBytes} > 0`),
    check("stored_files_name_not_blank", sql`length(trim(${table.name})) > 0`),
  ],
);
