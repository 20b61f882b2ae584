import { invoiceLimits } from "@portal/domain/invoices/schemas";
import { warrantyLimits } from "@portal/domain/warranty/schemas";
import { warrantyActors, warrantyStatuses } from "@portal/domain/warranty/status";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { customers, staffUsers } from "./accounts";
import { createdAt, localeColumn, updatedAt } from "./columns";
import { companies } from "./companies";
import { storedFiles } from "./files";
import { invoices } from "./invoices";
import { machineRegistrations } from "./machines";

export const warrantyStatusEnum = pgEnum("warranty_status", warrantyStatuses);
export const warrantyModeEnum = pgEnum("warranty_mode", ["simple", "advanced"]);
export const warrantyActorEnum = pgEnum("warranty_actor", warrantyActors);

/** Claim numbers come from a sequence, as quote numbers do; the year in front is the claim's. */
export const warrantyClaimNumbers = pgSequence("warranty_claim_number_seq", { startWith: 1 });

/** Kinds of incident a claim is filed for, labelled in the four languages. */
export const warrantyIncidents = pgTable(
  "warranty_incidents",
  {
    code: varchar("code", { length: 40 }).primaryKey(),
    labelFr: varchar("label_fr", { length: 120 }).notNull(),
    labelEn: varchar("label_en", { length: 120 }).notNull(),
    labelDe: varchar("label_de", { length: 120 }).notNull(),
    labelNl: varchar("label_nl", { length: 120 }).notNull(),
    position: integer("position").notNull().default(0),
    enabled: boolean("enabled").notNull().default(true),
  },
  (table) => [check("warranty_incidents_code_shape", sql`${table.code} ~ '^[a-z0-9_]+$'`)],
);

/**
 * A warranty claim (spec section 3). The machine is copied onto the claim as filed (serial number,
 * brand, model, product name), whether it came from a registration (advanced) or from the
 * catalogue (simple), so the claim reads the same after the catalogue changes.
 */
export const warrantyClaims = pgTable(
  "warranty_claims",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Random, unguessable: the claim's address in URLs. */
    token: varchar("token", { length: 64 }).notNull(),
    number: varchar("number", { length: 20 }).notNull(),
    /** The manufacturer's own reference for the claim, set by staff. */
    internalNumber: varchar("internal_number", { length: warrantyLimits.internalNumberLength }),
    mode: warrantyModeEnum("mode").notNull(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id),
    /** The machine registration of an advanced claim (machines area). */
    machineRegistrationId: integer("machine_registration_id").references(() => machineRegistrations.id),
    variantCode: varchar("variant_code", { length: warrantyLimits.variantCodeLength }),
    serialNumber: varchar("serial_number", { length: warrantyLimits.serialNumberLength }).notNull(),
    brand: varchar("brand", { length: 120 }),
    model: varchar("model", { length: 200 }),
    productName: varchar("product_name", { length: 200 }),
    /** The machine's purchase: its invoice number and date as the customer gave them or the registration holds. */
    invoiceNumber: varchar("invoice_number", { length: invoiceLimits.numberLength }),
    purchaseDate: date("purchase_date", { mode: "string" }),
    commissioningDate: date("commissioning_date", { mode: "string" }).notNull(),
    hoursOfService: integer("hours_of_service").notNull(),
    incidentCode: varchar("incident_code", { length: 40 })
      .notNull()
      .references(() => warrantyIncidents.code),
    incidentDate: date("incident_date", { mode: "string" }).notNull(),
    incidentDescription: text("incident_description").notNull(),
    /** Quarter hours of labour. */
    labourUnits: integer("labour_units").notNull(),
    status: warrantyStatusEnum("status").notNull().default("new"),
    /** The claim's calendar day in Paris: the 30-day and 2-month rules count from it. */
    claimDate: date("claim_date", { mode: "string" }).notNull(),
    partsReceivedAt: date("parts_received_at", { mode: "string" }),
    /** The refund document, attached by staff. */
    refundFileId: integer("refund_file_id").references(() => storedFiles.id),
    /** The customer's language when filing: the e-mails about the claim speak it. */
    localeCode: localeColumn("locale_code"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("warranty_claims_token_unique").on(table.token),
    uniqueIndex("warranty_claims_number_unique").on(table.number),
    // The company's list, newest first, and the machine page's claims of one serial number.
    index("warranty_claims_company_created").on(table.companyId, table.createdAt.desc(), table.id.desc()),
    index("warranty_claims_company_serial").on(table.companyId, table.serialNumber),
    index("warranty_claims_company_status").on(table.companyId, table.status),
    // Staff work through a status; the sweep reads the claims waiting for parts.
    index("warranty_claims_status_created").on(table.status, table.createdAt),
    index("warranty_claims_machine_registration").on(table.machineRegistrationId),
    check("warranty_claims_labour_units", sql`${table.labourUnits} between 0 and ${sql.raw(String(warrantyLimits.maxLabourUnits))}`),
    check(
      "warranty_claims_hours_of_service",
      sql`${table.hoursOfService} between 0 and ${sql.raw(String(warrantyLimits.maxHoursOfService))}`,
    ),
    check("warranty_claims_commissioned_before_incident", sql`${table.commissioningDate} <= ${table.incidentDate}`),
    check("warranty_claims_incident_before_claim", sql`${table.incidentDate} <= ${table.claimDate}`),
    check(
      "warranty_claims_mode_fields",
      sql`(${table.mode} = 'advanced') = (${table.machineRegistrationId} is not null)
        and (${table.mode} = 'advanced' or ${table.variantCode} is not null)`,
    ),
    check("warranty_claims_number_shape", sql`${table.number} ~ '^G-[0-9]{4}-[0-9]{6,9}$'`),
  ],
);

/** Replaced parts, each backed by an invoice of the company holding its reference. */
export const warrantyClaimParts = pgTable(
  "warranty_claim_parts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    claimId: integer("claim_id")
      .notNull()
      .references(() => warrantyClaims.id, { onDelete: "cascade" }),
    reference: varchar("reference", { length: warrantyLimits.referenceLength }).notNull(),
    name: varchar("name", { length: warrantyLimits.partNameLength }).notNull(),
    quantity: integer("quantity").notNull(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id),
  },
  (table) => [
    index("warranty_claim_parts_claim").on(table.claimId, table.id),
    index("warranty_claim_parts_invoice").on(table.invoiceId),
    check("warranty_claim_parts_quantity", sql`${table.quantity} between 1 and ${sql.raw(String(warrantyLimits.maxPartQuantity))}`),
  ],
);

/** The claim's documents: a stored file, a comment, or both. */
export const warrantyClaimDocuments = pgTable(
  "warranty_claim_documents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    claimId: integer("claim_id")
      .notNull()
      .references(() => warrantyClaims.id, { onDelete: "cascade" }),
    fileId: integer("file_id").references(() => storedFiles.id),
    comment: text("comment"),
    position: integer("position").notNull().default(0),
  },
  (table) => [
    index("warranty_claim_documents_claim").on(table.claimId, table.position),
    check("warranty_claim_documents_filled", sql`${table.fileId} is not null or coalesce(trim(${table.comment}), '') <> ''`),
  ],
);

/** Every status change: who made it (staff, the customer's answer, the deadline sweep), and why. */
export const warrantyStatusChanges = pgTable(
  "warranty_status_changes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    claimId: integer("claim_id")
      .notNull()
      .references(() => warrantyClaims.id, { onDelete: "cascade" }),
    /** Null for the filing itself. */
    fromStatus: warrantyStatusEnum("from_status"),
    toStatus: warrantyStatusEnum("to_status").notNull(),
    actor: warrantyActorEnum("actor").notNull(),
    staffUserId: integer("staff_user_id").references(() => staffUsers.id),
    customerId: integer("customer_id").references(() => customers.id),
    note: varchar("note", { length: warrantyLimits.noteLength }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("warranty_status_changes_claim").on(table.claimId, table.at),
    check(
      "warranty_status_changes_actor",
      sql`(${table.actor} = 'staff') = (${table.staffUserId} is not null)
        and (${table.actor} = 'customer') = (${table.customerId} is not null)`,
    ),
    check("warranty_status_changes_moves", sql`${table.fromStatus} is distinct from ${table.toStatus}`),
  ],
);

/** The thread between the company's customers and the manufacturer's staff. */
export const warrantyComments = pgTable(
  "warranty_comments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    claimId: integer("claim_id")
      .notNull()
      .references(() => warrantyClaims.id, { onDelete: "cascade" }),
    customerId: integer("customer_id").references(() => customers.id),
    staffUserId: integer("staff_user_id").references(() => staffUsers.id),
    body: text("body"),
    localeCode: localeColumn("locale_code"),
    createdAt: createdAt(),
  },
  (table) => [
    index("warranty_comments_claim").on(table.claimId, table.id),
    check("warranty_comments_one_author", sql`(${table.customerId} is null) <> (${table.staffUserId} is null)`),
    check(
      "warranty_comments_body_length",
      sql`${table.body} is null or char_length(${table.body}) <= ${sql.raw(String(warrantyLimits.commentLength))}`,
    ),
  ],
);

export const warrantyCommentFiles = pgTable(
  "warranty_comment_files",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    commentId: integer("comment_id")
      .notNull()
      .references(() => warrantyComments.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => storedFiles.id),
  },
  (table) => [index("warranty_comment_files_comment").on(table.commentId), uniqueIndex("warranty_comment_files_file").on(table.fileId)],
);
