import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";

/*
 * A database that held exploded views before models and shared drawings existed keeps them: the
 * migrations up to 0020 run, a view is written the old way, the later migrations move it.
 */

const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));
type Journal = { entries: { idx: number; tag: string }[] };

/** A copy of the migrations folder whose journal stops at `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(join(tmpdir(), "part-views-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return folder;
}

describe("moving exploded views to models and shared drawings", () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it("keeps a view written before the move, with its names and positions, and stores a repeated drawing once", async () => {
    const client = await PGlite.create({ extensions: { pg_trgm, unaccent } });
    const db = drizzle(client);
    const before = migrationsUpTo("0020_parts");
    folders.push(before);
    await migrate(db, { migrationsFolder: before });

    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 230"><circle cx="10" cy="10" r="5"/></svg>';
    await client.exec(`
      insert into brands (id, code, name, position) overriding system value values (1, 'verdalis', 'Verdalis', 0);
      insert into taxons (id, code, position) overriding system value values (1, 'machines', 0);
      insert into products (id, code, type, brand_id, main_taxon_id) overriding system value values
        (10, 'VRD-LM320', 'machine', 1, 1), (11, 'VRD-AIR-1', 'spare_part', 1, 1), (12, 'VRD-LM410', 'machine', 1, 1);
      insert into product_translations (product_id, locale, name, slug) values
        (10, 'en', 'Lawn mower LM 320', 'lawn-mower-lm-320'), (10, 'fr', 'Tondeuse LM 320', 'tondeuse-lm-320'),
        (12, 'fr', 'Tondeuse LM 410', 'tondeuse-lm-410');
      insert into product_images (product_id, file_key, mime, width, height, position) values
        (10, 'catalog/images/lawn-mower.svg', 'image/svg+xml', 600, 450, 0);
      insert into product_variants (id, code, product_id, reference, price_cents, stock_status) overriding system value values
        (20, 'VRD-AIR-1', 11, 'VRD-001-0001', 1290, 'on_stock');
      insert into part_diagrams (id, product_id, code, position, svg, width, height) overriding system value values
        (30, 10, 'engine', 0, '${svg}', 640, 230), (31, 12, 'engine', 0, '${svg}', 640, 230);
      insert into part_diagram_translations (diagram_id, locale, name) values (30, 'fr', 'Moteur thermique'), (30, 'en', 'Engine');
      insert into part_positions (diagram_id, number, variant_id, quantity, x, y) values (30, 1, 20, 2, 100, 80), (31, 1, 20, 1, 90, 70);
    `);

    await migrate(db, { migrationsFolder });

    const models = await client.query<Record<string, unknown>>(
      "select code, brand_id, name, product_id, image_key, discontinued from part_models order by code",
    );
    expect(models.rows).toEqual([
      {
        code: "VRD-LM320",
        brand_id: 1,
        name: "Tondeuse LM 320",
        product_id: 10,
        image_key: "catalog/images/lawn-mower.svg",
        discontinued: false,
      },
      { code: "VRD-LM410", brand_id: 1, name: "Tondeuse LM 410", product_id: 12, image_key: null, discontinued: false },
    ]);
    const views = await client.query<Record<string, unknown>>(
      `select d.id, m.code as model, d.code, d.position, w.svg, w.width, w.height, w.hash, d.drawing_id
       from part_diagrams d join part_models m on m.id = d.model_id join part_drawings w on w.id = d.drawing_id order by d.id`,
    );
    expect(views.rows.map(({ id, model, code, svg: text, width, height }) => ({ id, model, code, text, width, height }))).toEqual([
      { id: 30, model: "VRD-LM320", code: "engine", text: svg, width: 640, height: 230 },
      { id: 31, model: "VRD-LM410", code: "engine", text: svg, width: 640, height: 230 },
    ]);
    expect(views.rows[0]?.drawing_id).toBe(views.rows[1]?.drawing_id);
    expect(views.rows[0]?.hash).toMatch(/^[0-9a-f]{64}$/);
    const drawings = await client.query<{ count: number }>("select count(*)::int as count from part_drawings");
    expect(drawings.rows[0]?.count).toBe(1);
    const names = await client.query("select diagram_id, locale, name from part_diagram_translations order by locale::text");
    expect(names.rows).toEqual([
      { diagram_id: 30, locale: "en", name: "Engine" },
      { diagram_id: 30, locale: "fr", name: "Moteur thermique" },
    ]);
    const positions = await client.query("select diagram_id, number, variant_id, quantity, x, y from part_positions order by diagram_id");
    expect(positions.rows).toEqual([
      { diagram_id: 30, number: 1, variant_id: 20, quantity: 2, x: 100, y: 80 },
      { diagram_id: 31, number: 1, variant_id: 20, quantity: 1, x: 90, y: 70 },
    ]);
    const columns = await client.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'part_diagrams' order by ordinal_position",
    );
    expect(columns.rows.map((row) => row.column_name)).toEqual(["id", "code", "position", "model_id", "drawing_id"]);
    await client.close();
  }, 60_000);
});
