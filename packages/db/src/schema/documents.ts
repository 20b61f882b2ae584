import { documentFileKinds, documentKinds } from "@portal/domain/documents/rules";
import { documentLimits } from "@portal/domain/documents/schemas";
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgEnum, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { brands, products } from "./catalog";
import { createdAt, localeColumn, updatedAt } from "./columns";

export const documentKindEnum = pgEnum("library_document_kind", documentKinds);
export const documentFileKindEnum = pgEnum("library_document_file_kind", documentFileKinds);

/**
 * A document of the library (price list, manual, exploded view, technical sheet, service bulletin,
 * training): one brand, the products it applies to, a file per language it exists in, and the
 * window customers see it in. The catalogue's product documents are the same files, linked by key.
 */
export const libraryDocuments = pgTable(
  "library_documents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Random, unguessable: the document's address in URLs. */
    token: varchar("token", { length: 32 }).notNull(),
    kind: documentKindEnum("kind").notNull(),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id),
    publishedFrom: timestamp("published_from", { withTimezone: true }).notNull(),
    publishedUntil: timestamp("published_until", { withTimezone: true }),
    downloadCount: bigint("download_count", { mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("library_documents_token_unique").on(table.token),
    // The library's pages filter a brand's documents of some kinds, newest publication first.
    index("library_documents_brand_kind").on(table.brandId, table.kind, table.publishedFrom),
    index("library_documents_kind_published").on(table.kind, table.publishedFrom),
    check("library_documents_window", sql`${table.publishedUntil} is null or ${table.publishedUntil} > ${table.publishedFrom}`),
    check("library_documents_downloads_positive", sql`${table.downloadCount} >= 0`),
    check("library_documents_token_shape", sql`${table.token} ~ '^[0-9a-f]{32}$'`),
  ],
);

/** The document in one language: its title and its file in the file store. */
export const libraryDocumentFiles = pgTable(
  "library_document_files",
  {
    documentId: integer("document_id")
      .notNull()
      .references(() => libraryDocuments.id, { onDelete: "cascade" }),
    locale: localeColumn(),
    title: varchar("title", { length: documentLimits.titleLength }).notNull(),
    /** Where the bytes are in the file store; a catalogue document's key when it is the same file. */
    fileKey: varchar("file_key", { length: 200 }).notNull(),
    fileKind: documentFileKindEnum("file_kind").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.documentId, table.locale] }),
    index("library_document_files_key").on(table.fileKey),
    // Free-text search of titles, with or without accents, by any part of a word.
    index("library_document_files_title_trgm").using("gin", sql`lower(${table.title}) gin_trgm_ops`),
    check("library_document_files_title_not_blank", sql`length(trim(${table.title})) > 0`),
    check("library_document_files_size_positive", sql`${table.sizeBytes} > 0`),
  ],
);

/** The products a document applies to (the product selector lists the brand's products found here). */
export const libraryDocumentProducts = pgTable(
  "library_document_products",
  {
    documentId: integer("document_id")
      .notNull()
      .references(() => libraryDocuments.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.productId] }), index("library_document_products_product").on(table.productId)],
);
