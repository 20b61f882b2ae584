import { sql } from "drizzle-orm";
import { boolean, char, check, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { brands, products, productVariants } from "./catalog";
import { localeColumn } from "./columns";

/**
 * A machine model of the parts catalogue: one sold in the shop (it points at its product and takes
 * its code, so links by product code keep working) or a discontinued one that only has parts left.
 */
export const partModels = pgTable(
  "part_models",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Shaped like a product code: `VRD-LM553LIPRO`, `VRD-LV412S`. */
    code: varchar("code", { length: 64 }).notNull(),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id),
    /** A model name ("LV 412 S") reads the same in every language. */
    name: varchar("name", { length: 120 }).notNull(),
    /** The shop's product of a model that is (or was) sold there. */
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    imageKey: varchar("image_key", { length: 200 }),
    discontinued: boolean("discontinued").notNull().default(false),
  },
  (table) => [
    uniqueIndex("part_models_code").on(table.code),
    uniqueIndex("part_models_product").on(table.productId),
    index("part_models_brand").on(table.brandId),
    check("part_models_code_shape", sql`${table.code} ~ '^[A-Za-z0-9][A-Za-z0-9._-]*$'`),
    check("part_models_name", sql`length(trim(${table.name})) > 0`),
  ],
);

/**
 * The SVG of an exploded view, stored once: views whose drawing is the same point at the same row,
 * found by the hash of its text. A drawing never changes; a new drawing is a new row.
 */
export const partDrawings = pgTable(
  "part_drawings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    svg: text("svg").notNull(),
    /** The drawing's view box; hotspots are placed in its units. */
    width: smallint("width").notNull(),
    height: smallint("height").notNull(),
    /** sha-256 of the SVG text, in hex. */
    hash: char("hash", { length: 64 }).notNull(),
  },
  (table) => [
    uniqueIndex("part_drawings_hash").on(table.hash),
    check("part_drawings_size", sql`${table.width} > 0 and ${table.height} > 0`),
    check("part_drawings_svg_size", sql`length(${table.svg}) <= 200000`),
    check("part_drawings_hash_shape", sql`${table.hash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * One exploded view of a machine model: an assembly (engine, cutting deck, chassis...), its drawing
 * and, in part_positions, its numbered hotspots. The drawing is kept as text (generated, a few
 * kilobytes) in part_drawings, once however many models show it.
 */
export const partDiagrams = pgTable(
  "part_diagrams",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The machine model the view belongs to. */
    modelId: integer("model_id")
      .notNull()
      .references(() => partModels.id, { onDelete: "cascade" }),
    /** What the view shows: shared by every model whose assembly is drawn the same. */
    drawingId: integer("drawing_id")
      .notNull()
      .references(() => partDrawings.id, { onDelete: "restrict" }),
    /** The assembly's code, unique within the model: `engine`, `cutting-deck`... */
    code: varchar("code", { length: 64 }).notNull(),
    position: smallint("position").notNull().default(0),
  },
  (table) => [
    uniqueIndex("part_diagrams_model_code").on(table.modelId, table.code),
    index("part_diagrams_drawing").on(table.drawingId),
    check("part_diagrams_code_shape", sql`${table.code} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

export const partDiagramTranslations = pgTable(
  "part_diagram_translations",
  {
    diagramId: integer("diagram_id")
      .notNull()
      .references(() => partDiagrams.id, { onDelete: "cascade" }),
    locale: localeColumn(),
    name: varchar("name", { length: 120 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.diagramId, table.locale] })],
);

/** A numbered hotspot of a view: which part, how many of it the machine holds, and where it is drawn. */
export const partPositions = pgTable(
  "part_positions",
  {
    diagramId: integer("diagram_id")
      .notNull()
      .references(() => partDiagrams.id, { onDelete: "cascade" }),
    number: smallint("number").notNull(),
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    quantity: smallint("quantity").notNull(),
    x: smallint("x").notNull(),
    y: smallint("y").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.diagramId, table.number] }),
    // "Where used": from a variant to the views that show it.
    index("part_positions_variant").on(table.variantId),
    check("part_positions_number", sql`${table.number} between 1 and 999`),
    check("part_positions_quantity", sql`${table.quantity} between 1 and 999`),
    check("part_positions_point", sql`${table.x} >= 0 and ${table.y} >= 0`),
  ],
);
