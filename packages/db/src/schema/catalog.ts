import {
  associationTypes,
  attributeTypes,
  documentTypes,
  highlightTypes,
  mandatoryInformationModes,
  productTypes,
  stockStatuses,
} from "@portal/domain/catalog/enums";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { customers } from "./accounts";
import { createdAt, localeColumn, localeEnum, updatedAt } from "./columns";

/** Catalogue categories (taxons), a tree. */
export const taxons = pgTable(
  "taxons",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    code: varchar("code", { length: 64 }).notNull(),
    parentId: integer("parent_id").references((): AnyPgColumn => taxons.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (table) => [uniqueIndex("taxons_code_unique").on(table.code)],
);

export const taxonTranslations = pgTable(
  "taxon_translations",
  {
    taxonId: integer("taxon_id")
      .notNull()
      .references(() => taxons.id, { onDelete: "cascade" }),
    locale: localeColumn(),
    name: varchar("name", { length: 120 }).notNull(),
    slug: varchar("slug", { length: 160 }).notNull(),
    description: text("description"),
  },
  (table) => [
    primaryKey({ columns: [table.taxonId, table.locale] }),
    uniqueIndex("taxon_translations_locale_slug").on(table.locale, table.slug),
    check("taxon_translations_slug_shape", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*$'`),
  ],
);

export const brands = pgTable(
  "brands",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    code: varchar("code", { length: 64 }).notNull(),
    name: varchar("name", { length: 120 }).notNull(),
    position: integer("position").notNull().default(0),
  },
  (table) => [uniqueIndex("brands_code_unique").on(table.code)],
);

export const productTypeEnum = pgEnum("product_type", productTypes);
export const stockStatusEnum = pgEnum("stock_status", stockStatuses);
export const associationTypeEnum = pgEnum("association_type", associationTypes);
export const attributeTypeEnum = pgEnum("attribute_type", attributeTypes);
export const documentTypeEnum = pgEnum("document_type", documentTypes);
export const highlightTypeEnum = pgEnum("highlight_type", highlightTypes);
export const mandatoryInformationEnum = pgEnum("mandatory_information_mode", mandatoryInformationModes);

const slugShape = (column: AnyPgColumn) => sql`${column} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`;

/** A machine, spare part, accessory or maintenance kit; what is sold is one of its variants. */
export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    code: varchar("code", { length: 64 }).notNull(),
    type: productTypeEnum("type").notNull(),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id),
    mainTaxonId: integer("main_taxon_id")
      .notNull()
      .references(() => taxons.id),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("products_code_unique").on(table.code),
    index("products_brand").on(table.brandId),
    index("products_main_taxon").on(table.mainTaxonId),
    index("products_type").on(table.type),
    // Sitemaps and lists walk enabled products only.
    index("products_enabled").on(table.id).where(sql`${table.enabled}`),
  ],
);

export const productTranslations = pgTable(
  "product_translations",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    locale: localeColumn(),
    name: varchar("name", { length: 200 }).notNull(),
    slug: varchar("slug", { length: 220 }).notNull(),
    shortDescription: text("short_description").notNull().default(""),
    description: text("description").notNull().default(""),
    /** Expert tips shown in their own tab. */
    tips: text("tips").notNull().default(""),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.locale] }),
    uniqueIndex("product_translations_locale_slug").on(table.locale, table.slug),
    check("product_translations_slug_shape", slugShape(table.slug)),
  ],
);

/** Categories a product is listed in, besides its main one. */
export const productTaxons = pgTable(
  "product_taxons",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    taxonId: integer("taxon_id")
      .notNull()
      .references(() => taxons.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.taxonId] }), index("product_taxons_taxon").on(table.taxonId)],
);

/** What is ordered: a reference with its price (cents, excl. VAT), ecotax and stock status. */
export const productVariants = pgTable(
  "product_variants",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    code: varchar("code", { length: 64 }).notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The manufacturer's reference printed on the part and in exploded views. */
    reference: varchar("reference", { length: 64 }).notNull(),
    /** Replaced by a newer reference: searches for this one find the replacement. */
    supersededById: integer("superseded_by_id").references((): AnyPgColumn => productVariants.id, { onDelete: "set null" }),
    partSmartCode: varchar("part_smart_code", { length: 64 }),
    priceCents: integer("price_cents"),
    ecotaxCents: integer("ecotax_cents").notNull().default(0),
    priceOnRequest: boolean("price_on_request").notNull().default(false),
    stockStatus: stockStatusEnum("stock_status").notNull(),
    stockQuantity: integer("stock_quantity").notNull().default(0),
    mandatoryInformation: mandatoryInformationEnum("mandatory_information").notNull().default("standard"),
    weightGrams: integer("weight_grams"),
    position: integer("position").notNull().default(0),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("product_variants_code_unique").on(table.code),
    uniqueIndex("product_variants_reference_unique").on(table.reference),
    index("product_variants_product").on(table.productId),
    index("product_variants_superseded_by").on(table.supersededById),
    index("product_variants_enabled").on(table.id).where(sql`${table.enabled}`),
    // Look-ups by part of a reference or code (autocomplete, add by reference).
    index("product_variants_reference_trgm").using("gin", sql`${table.reference} gin_trgm_ops`),
    index("product_variants_code_trgm").using("gin", sql`${table.code} gin_trgm_ops`),
    // Add by reference and spreadsheet imports: references are typed with or without separators.
    index("product_variants_reference_key").on(sql`regexp_replace(upper(${table.reference}), '[^A-Z0-9]', '', 'g')`),
    index("product_variants_code_key").on(sql`regexp_replace(upper(${table.code}), '[^A-Z0-9]', '', 'g')`),
    check("product_variants_price", sql`${table.priceOnRequest} or ${table.priceCents} is not null`),
    check("product_variants_price_positive", sql`${table.priceCents} is null or ${table.priceCents} >= 0`),
    check("product_variants_ecotax_positive", sql`${table.ecotaxCents} >= 0`),
    check("product_variants_stock_positive", sql`${table.stockQuantity} >= 0`),
    check("product_variants_not_self_superseded", sql`${table.supersededById} is distinct from ${table.id}`),
  ],
);

export const productVariantTranslations = pgTable(
  "product_variant_translations",
  {
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    locale: localeColumn(),
    name: varchar("name", { length: 200 }).notNull(),
    /** Text the buyer must read before ordering (safety, homologation, fitting). */
    mandatoryInformation: text("mandatory_information"),
  },
  (table) => [
    primaryKey({ columns: [table.variantId, table.locale] }),
    index("product_variant_translations_name_trgm").using("gin", sql`${table.name} gin_trgm_ops`),
  ],
);

/** Technical attributes (power, engine, cutting width, weight...). */
export const attributes = pgTable(
  "attributes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    code: varchar("code", { length: 64 }).notNull(),
    type: attributeTypeEnum("type").notNull(),
    unit: varchar("unit", { length: 16 }),
    filterable: boolean("filterable").notNull().default(false),
    position: integer("position").notNull().default(0),
  },
  (table) => [uniqueIndex("attributes_code_unique").on(table.code)],
);

export const attributeTranslations = pgTable(
  "attribute_translations",
  {
    attributeId: integer("attribute_id")
      .notNull()
      .references(() => attributes.id, { onDelete: "cascade" }),
    locale: localeColumn(),
    name: varchar("name", { length: 120 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.attributeId, table.locale] })],
);

/** Choices of a `select` attribute (engine type, drive...). */
export const attributeOptions = pgTable(
  "attribute_options",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    attributeId: integer("attribute_id")
      .notNull()
      .references(() => attributes.id, { onDelete: "cascade" }),
    code: varchar("code", { length: 64 }).notNull(),
    position: integer("position").notNull().default(0),
  },
  (table) => [uniqueIndex("attribute_options_attribute_code").on(table.attributeId, table.code)],
);

export const attributeOptionTranslations = pgTable(
  "attribute_option_translations",
  {
    optionId: integer("option_id")
      .notNull()
      .references(() => attributeOptions.id, { onDelete: "cascade" }),
    locale: localeColumn(),
    label: varchar("label", { length: 120 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.optionId, table.locale] })],
);

/** One attribute value of a product, or of one of its variants when `variantId` is set. */
export const attributeValues = pgTable(
  "attribute_values",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "cascade" }),
    attributeId: integer("attribute_id")
      .notNull()
      .references(() => attributes.id, { onDelete: "cascade" }),
    optionId: integer("option_id").references(() => attributeOptions.id, { onDelete: "cascade" }),
    numberValue: numeric("number_value", { precision: 12, scale: 3 }),
    booleanValue: boolean("boolean_value"),
    /** Free text value, per locale. */
    locale: localeEnum("locale"),
    textValue: varchar("text_value", { length: 255 }),
  },
  (table) => [
    index("attribute_values_product").on(table.productId),
    index("attribute_values_attribute_option").on(table.attributeId, table.optionId),
    check(
      "attribute_values_one_value",
      sql`num_nonnulls(${table.optionId}, ${table.numberValue}, ${table.booleanValue}, ${table.textValue}) = 1`,
    ),
    check("attribute_values_text_has_locale", sql`(${table.textValue} is null) = (${table.locale} is null)`),
  ],
);

/** Stored files (images, PDF documents) by storage key; the bytes live in the file storage. */
export const productImages = pgTable(
  "product_images",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    fileKey: varchar("file_key", { length: 200 }).notNull(),
    mime: varchar("mime", { length: 80 }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    position: integer("position").notNull().default(0),
  },
  (table) => [index("product_images_product").on(table.productId)],
);

export const productDocuments = pgTable(
  "product_documents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    type: documentTypeEnum("type").notNull(),
    locale: localeColumn(),
    title: varchar("title", { length: 200 }).notNull(),
    fileKey: varchar("file_key", { length: 200 }).notNull(),
    mime: varchar("mime", { length: 80 }).notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    position: integer("position").notNull().default(0),
  },
  (table) => [index("product_documents_product_locale").on(table.productId, table.locale)],
);

/** Spare parts of a machine, its accessories, its maintenance kit, similar products. */
export const productAssociations = pgTable(
  "product_associations",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    type: associationTypeEnum("type").notNull(),
    associatedProductId: integer("associated_product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.type, table.associatedProductId] }),
    check("product_associations_not_self", sql`${table.productId} <> ${table.associatedProductId}`),
  ],
);

/** Contents of a kit (bundle): which variants, how many of each. */
export const bundleItems = pgTable(
  "bundle_items",
  {
    bundleProductId: integer("bundle_product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    position: integer("position").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.bundleProductId, table.variantId] }),
    check("bundle_items_quantity", sql`${table.quantity} > 0`),
  ],
);

/** Products pushed on the home page and in lists (new, promotion, best seller). */
export const productHighlights = pgTable(
  "product_highlights",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    type: highlightTypeEnum("type").notNull(),
    position: integer("position").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.type] })],
);

/**
 * One row counting the changes to the catalogue: triggers on every catalogue table raise it at the
 * end of each writing statement (migration 0004), so the search can tell that its index is stale
 * by reading one row instead of scanning a million.
 */
export const catalogRevision = pgTable(
  "catalog_revision",
  {
    id: smallint("id").primaryKey().default(1),
    revision: bigint("revision", { mode: "number" }).notNull().default(0),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("catalog_revision_single_row", sql`${table.id} = 1`)],
);

/** Recently viewed products of a logged-in customer. */
export const customerHistoryProducts = pgTable(
  "customer_history_products",
  {
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.productId] }),
    index("customer_history_recent").on(table.customerId, table.viewedAt),
  ],
);
