import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { products, productVariants } from "./catalog";
import { localeColumn } from "./columns";

/**
 * One exploded view of a machine model: an assembly (engine, cutting deck, chassis...) drawn as
 * SVG. The drawing is kept as text beside its hotspots: it is generated, a few kilobytes, and read
 * with its positions in the same query and the same transaction that writes them.
 */
export const partDiagrams = pgTable(
  "part_diagrams",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The machine product the view belongs to. */
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The assembly's code, unique within the model: `engine`, `cutting-deck`... */
    code: varchar("code", { length: 64 }).notNull(),
    position: smallint("position").notNull().default(0),
    svg: text("svg").notNull(),
    /** The drawing's view box; hotspots are placed in its units. */
    width: smallint("width").notNull(),
    height: smallint("height").notNull(),
  },
  (table) => [
    uniqueIndex("part_diagrams_product_code").on(table.productId, table.code),
    check("part_diagrams_code_shape", sql`${table.code} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("part_diagrams_size", sql`${table.width} > 0 and ${table.height} > 0`),
    check("part_diagrams_svg_size", sql`length(${table.svg}) <= 200000`),
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
