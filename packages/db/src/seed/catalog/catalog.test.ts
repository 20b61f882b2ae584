import { createHash } from "node:crypto";
import { productTypes } from "@portal/domain/catalog/enums";
import type { FileStore } from "@portal/domain/files/file-store";
import { isValidFileKey } from "@portal/domain/files/file-store";
import { locales } from "@portal/domain/i18n/locales";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type DbHandle } from "../../client";
import { seedContent } from "../content";
import { createRandom } from "../random";
import { generateCatalog } from "./index";

const requested = 2_000;
const catalogSeed = 11;

function memoryStore(): FileStore & { files: Map<string, Uint8Array> } {
  const files = new Map<string, Uint8Array>();
  return {
    files,
    async put(key, bytes) {
      if (!isValidFileKey(key)) throw new Error(`invalid file key ${key}`);
      files.set(key, bytes);
    },
    async get(key) {
      return files.get(key) ?? null;
    },
    async exists(key) {
      return files.has(key);
    },
  };
}

async function seeded(bulkFrom: number) {
  const handle = await createDb();
  await handle.migrate();
  await seedContent(handle.db, createRandom(2026));
  const store = memoryStore();
  const summary = await generateCatalog(handle.db, createRandom(catalogSeed), { files: store, variants: requested, bulkFrom });
  return { handle, store, summary };
}

async function rows<T = Record<string, unknown>>(handle: DbHandle, query: string): Promise<T[]> {
  const result = await handle.db.execute(sql.raw(query));
  return (result as unknown as { rows: T[] }).rows;
}

/** Every catalogue table, without generated ids and timestamps, in a stable order. */
const fingerprintQueries = [
  "select id, code, type, brand_id, main_taxon_id, enabled from products order by id",
  "select product_id, locale, name, slug, short_description, description, tips from product_translations order by product_id, locale",
  "select product_id, taxon_id, position from product_taxons order by product_id, taxon_id",
  `select id, code, product_id, reference, superseded_by_id, part_smart_code, price_cents, ecotax_cents, price_on_request, stock_status,
     stock_quantity, mandatory_information, weight_grams, position, enabled from product_variants order by id`,
  "select variant_id, locale, name, mandatory_information from product_variant_translations order by variant_id, locale",
  `select product_id, variant_id, attribute_id, option_id, number_value::text, boolean_value, locale, text_value from attribute_values
     order by product_id, variant_id nulls first, attribute_id, locale nulls first`,
  "select product_id, file_key, mime, width, height, position from product_images order by product_id, position",
  "select product_id, type, locale, title, file_key, size_bytes, position from product_documents order by product_id, type, locale",
  "select product_id, type, associated_product_id, position from product_associations order by product_id, type, associated_product_id",
  "select bundle_product_id, variant_id, quantity, position from bundle_items order by bundle_product_id, variant_id",
  "select product_id, type, position from product_highlights order by type, position",
  "select m.code, m.brand_id, m.name, m.product_id, m.image_key, m.discontinued from part_models m order by m.code",
  "select hash, md5(svg) as svg, width, height from part_drawings order by hash",
  `select m.code as model, d.code, d.position, w.hash from part_diagrams d join part_models m on m.id = d.model_id
     join part_drawings w on w.id = d.drawing_id order by m.code, d.code`,
  `select m.code as model, d.code, t.locale, t.name from part_diagram_translations t join part_diagrams d on d.id = t.diagram_id
     join part_models m on m.id = d.model_id order by m.code, d.code, t.locale`,
  `select m.code as model, d.code, x.number, x.variant_id, x.quantity, x.x, x.y from part_positions x join part_diagrams d on d.id = x.diagram_id
     join part_models m on m.id = d.model_id order by m.code, d.code, x.number`,
];

async function fingerprint(handle: DbHandle): Promise<string> {
  const hash = createHash("sha256");
  for (const query of fingerprintQueries) hash.update(JSON.stringify(await rows(handle, query)));
  return hash.digest("hex");
}

function filesFingerprint(store: { files: Map<string, Uint8Array> }): string {
  const hash = createHash("sha256");
  for (const key of [...store.files.keys()].sort()) hash.update(key).update(store.files.get(key) as Uint8Array);
  return hash.digest("hex");
}

/** Checks the cross-reference table the way a viewer reads it: each entry must land on its object. */
function xrefProblems(bytes: Uint8Array): string[] {
  const text = Buffer.from(bytes).toString("latin1");
  const problems: string[] = [];
  const startxref = /startxref\n(\d+)\n%%EOF$/.exec(text);
  if (!startxref) return ["no startxref at the end"];
  const xrefAt = Number(startxref[1]);
  if (!text.startsWith("xref\n", xrefAt)) return [`startxref ${xrefAt} does not point at the xref table`];
  const header = /^xref\n0 (\d+)\n/.exec(text.slice(xrefAt));
  if (!header) return ["unreadable xref header"];
  const count = Number(header[1]);
  const entries = text
    .slice(xrefAt + header[0].length)
    .split("\n")
    .slice(0, count);
  entries.forEach((entry, object) => {
    if (entry.length !== 19) problems.push(`entry ${object} is not 20 bytes long`);
    if (object === 0) return;
    const offset = Number(entry.slice(0, 10));
    if (!text.startsWith(`${object} 0 obj`, offset)) problems.push(`object ${object} is not at offset ${offset}`);
  });
  const trailer = /\/Size (\d+)/.exec(text.slice(xrefAt));
  if (Number(trailer?.[1]) !== count) problems.push("trailer size differs from the xref count");
  for (const stream of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = (stream.index ?? 0) + stream[0].length;
    if (!text.startsWith("\nendstream", start + Number(stream[1]))) problems.push(`stream at ${start} has a wrong length`);
  }
  return problems;
}

/** Open and close tags pair up. */
function tagsBalance(svg: string): boolean {
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) stack.push(name ?? "");
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0;
}

describe("seedCatalog", () => {
  let batched: Awaited<ReturnType<typeof seeded>>;
  let bulk: Awaited<ReturnType<typeof seeded>>;

  beforeAll(async () => {
    // The same seed twice: once through the ORM batches, once through the set-based SQL.
    batched = await seeded(Number.POSITIVE_INFINITY);
    bulk = await seeded(0);
  }, 240_000);

  afterAll(async () => {
    await batched?.handle.close();
    await bulk?.handle.close();
  });

  it("reaches the requested number of variants", async () => {
    const [counts] = await rows<{ products: number; variants: number }>(
      batched.handle,
      "select (select count(*)::int from products) as products, (select count(*)::int from product_variants) as variants",
    );
    expect(counts?.variants).toBe(requested);
    expect(batched.summary).toEqual(counts);
    expect(bulk.summary).toEqual(counts);
  });

  it("has a handcrafted range of machines, accessories and kits around the spare parts", async () => {
    const byType = await rows<{ type: string; count: number }>(
      batched.handle,
      "select type, count(*)::int as count from products group by type",
    );
    const count = (type: string) => byType.find((row) => row.type === type)?.count ?? 0;
    expect(byType.map((row) => row.type).sort()).toEqual([...productTypes].sort());
    expect(count("machine")).toBeGreaterThanOrEqual(40);
    expect(count("machine")).toBeLessThanOrEqual(60);
    expect(count("maintenance_kit")).toBe(count("machine"));
    expect(count("accessory")).toBeGreaterThanOrEqual(15);

    const machines = await rows<{ variants: number; parts: number; kits: number; similar: number; brand: string }>(
      batched.handle,
      `select (select count(*)::int from product_variants v where v.product_id = p.id) as variants,
         (select count(*)::int from product_associations a where a.product_id = p.id and a.type = 'spare_parts') as parts,
         (select count(*)::int from product_associations a where a.product_id = p.id and a.type = 'maintenance_kit') as kits,
         (select count(*)::int from product_associations a where a.product_id = p.id and a.type = 'similar') as similar,
         b.code as brand
       from products p join brands b on b.id = p.brand_id where p.type = 'machine'`,
    );
    for (const machine of machines) {
      expect(machine.variants).toBeGreaterThanOrEqual(1);
      expect(machine.variants).toBeLessThanOrEqual(4);
      expect(machine.parts).toBeGreaterThanOrEqual(10);
      expect(machine.parts).toBeLessThanOrEqual(30);
      expect(machine.kits).toBe(1);
      expect(machine.similar).toBeGreaterThan(0);
    }
    expect(new Set(machines.map((machine) => machine.brand)).size).toBeGreaterThanOrEqual(3);

    const highlights = await rows<{ type: string }>(batched.handle, "select type from product_highlights");
    expect(new Set(highlights.map((row) => row.type))).toEqual(new Set(["new", "promotion", "best_seller"]));
    expect(highlights.length).toBeGreaterThanOrEqual(10);
  });

  it("associates each machine with products of the right type", async () => {
    const mismatches = await rows(
      batched.handle,
      `select a.type, t.type as target from product_associations a join products t on t.id = a.associated_product_id
       where (a.type = 'spare_parts' and t.type <> 'spare_part') or (a.type = 'maintenance_kit' and t.type <> 'maintenance_kit')
          or (a.type = 'accessories' and t.type <> 'accessory') or (a.type = 'similar' and t.type <> 'machine')`,
    );
    expect(mismatches).toEqual([]);
  });

  it("builds kits from three to six spare-part variants", async () => {
    const kits = await rows<{ items: number; wrong: number; price: number; parts: number }>(
      batched.handle,
      `select count(*)::int as items, count(*) filter (where p.type <> 'spare_part')::int as wrong,
         max(kv.price_cents) as price, sum(v.price_cents * b.quantity)::int as parts
       from bundle_items b
       join product_variants v on v.id = b.variant_id join products p on p.id = v.product_id
       join product_variants kv on kv.product_id = b.bundle_product_id
       group by b.bundle_product_id`,
    );
    expect(kits.length).toBeGreaterThan(0);
    for (const kit of kits) {
      expect(kit.wrong).toBe(0);
      expect(kit.items).toBeGreaterThanOrEqual(3);
      expect(kit.items).toBeLessThanOrEqual(6);
      expect(kit.price).toBeLessThan(kit.parts);
    }
  });

  it("translates every product into every locale with unique, well-formed slugs", async () => {
    const translations = await rows<{ product_id: number; locale: string; slug: string; name: string; description: string }>(
      batched.handle,
      "select product_id, locale, slug, name, description from product_translations",
    );
    const [products] = await rows<{ count: number }>(batched.handle, "select count(*)::int as count from products");
    expect(translations.length).toBe((products?.count ?? 0) * locales.length);
    for (const locale of locales) {
      const slugs = translations.filter((row) => row.locale === locale).map((row) => row.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    for (const row of translations) {
      expect(row.name.length).toBeGreaterThan(3);
      expect(row.description.length).toBeGreaterThan(40);
    }
    const missing = await rows(
      batched.handle,
      "select v.id from product_variants v where (select count(*) from product_variant_translations t where t.variant_id = v.id) <> 4",
    );
    expect(missing).toEqual([]);
  });

  it("gives machines several paragraphs of description and tips", async () => {
    const texts = await rows<{ description: string; tips: string }>(
      batched.handle,
      "select t.description, t.tips from product_translations t join products p on p.id = t.product_id where p.type = 'machine'",
    );
    for (const text of texts) {
      expect(text.description.split("\n\n").length).toBeGreaterThanOrEqual(2);
      expect(text.tips.split("\n\n").length).toBeGreaterThanOrEqual(2);
    }
  });

  it("writes every referenced picture and document to the file store", async () => {
    const keys = await rows<{ file_key: string; size_bytes: number | null }>(
      batched.handle,
      "select distinct file_key, null::bigint as size_bytes from product_images union select distinct file_key, size_bytes from product_documents",
    );
    for (const { file_key: key, size_bytes: size } of keys) {
      const bytes = batched.store.files.get(key);
      expect(bytes, key).toBeDefined();
      if (size !== null) expect(bytes?.byteLength).toBe(Number(size));
    }
    const stored = [...batched.store.files.keys()];
    expect(stored.filter((key) => key.endsWith(".svg")).length).toBeGreaterThanOrEqual(20);
    expect(stored.filter((key) => key.endsWith(".pdf")).length).toBeGreaterThanOrEqual(24);
    expect(stored.length).toBeLessThan(200);
  });

  it("writes small, well-formed SVG pictures", () => {
    for (const [key, bytes] of batched.store.files) {
      if (!key.endsWith(".svg")) continue;
      const svg = new TextDecoder().decode(bytes);
      expect(svg.startsWith("<svg xmlns=")).toBe(true);
      expect(tagsBalance(svg), key).toBe(true);
      expect(bytes.byteLength, key).toBeLessThan(5_000);
    }
  });

  it("writes valid PDF 1.4 files with a correct cross-reference table", async () => {
    const documents = await rows<{ file_key: string; mime: string; type: string }>(
      batched.handle,
      "select distinct file_key, mime, type from product_documents",
    );
    expect(new Set(documents.map((row) => row.type))).toEqual(new Set(["manual", "exploded_view", "technical_sheet"]));
    for (const [key, bytes] of batched.store.files) {
      if (!key.endsWith(".pdf")) continue;
      const text = Buffer.from(bytes).toString("latin1");
      expect(text.startsWith("%PDF-1.4")).toBe(true);
      expect(text.endsWith("%%EOF")).toBe(true);
      expect(xrefProblems(bytes), key).toEqual([]);
    }
    expect(new Set(documents.map((row) => row.mime))).toEqual(new Set(["application/pdf"]));
  });

  it("supersedes about 3% of spare parts by an existing, different variant", async () => {
    const [stats] = await rows<{ parts: number; superseded: number; broken: number; self: number }>(
      batched.handle,
      `select count(*)::int as parts,
         count(v.superseded_by_id)::int as superseded,
         count(*) filter (where v.superseded_by_id is not null and n.id is null)::int as broken,
         count(*) filter (where v.superseded_by_id = v.id)::int as self
       from product_variants v join products p on p.id = v.product_id
       left join product_variants n on n.id = v.superseded_by_id
       where p.type = 'spare_part'`,
    );
    expect(stats?.broken).toBe(0);
    expect(stats?.self).toBe(0);
    const share = (stats?.superseded ?? 0) / (stats?.parts ?? 1);
    expect(share).toBeGreaterThan(0.015);
    expect(share).toBeLessThan(0.06);
    const chained = await rows(
      batched.handle,
      "select v.id from product_variants v join product_variants n on n.id = v.superseded_by_id where n.superseded_by_id is not null",
    );
    expect(chained).toEqual([]);
  });

  it("prices every variant or marks it on request, within realistic ranges", async () => {
    const variants = await rows<{ type: string; price_cents: number | null; price_on_request: boolean; ecotax_cents: number }>(
      batched.handle,
      "select p.type, v.price_cents, v.price_on_request, v.ecotax_cents from product_variants v join products p on p.id = v.product_id",
    );
    for (const variant of variants) {
      expect(variant.price_on_request !== (variant.price_cents !== null)).toBe(true);
      if (variant.price_cents === null) continue;
      if (variant.type === "machine") {
        expect(variant.price_cents).toBeGreaterThanOrEqual(20_000);
        expect(variant.price_cents).toBeLessThanOrEqual(2_500_000);
        expect(variant.ecotax_cents).toBeGreaterThan(0);
      }
      if (variant.type === "spare_part") {
        expect(variant.price_cents).toBeGreaterThanOrEqual(100);
        expect(variant.price_cents).toBeLessThanOrEqual(40_000);
      }
    }
    expect(variants.filter((variant) => variant.price_on_request).length).toBeGreaterThanOrEqual(2);
  });

  it("mixes stock statuses and attaches translated mandatory information", async () => {
    const statuses = await rows<{ stock_status: string; quantity: number }>(
      batched.handle,
      "select stock_status, min(stock_quantity)::int as quantity from product_variants group by stock_status",
    );
    expect(statuses.map((row) => row.stock_status).sort()).toEqual(["not_managed", "on_order", "on_stock"]);
    expect(statuses.find((row) => row.stock_status === "on_stock")?.quantity).toBeGreaterThan(0);
    const required = await rows<{ texts: number }>(
      batched.handle,
      `select count(t.mandatory_information)::int as texts from product_variants v
       join product_variant_translations t on t.variant_id = v.id where v.mandatory_information = 'required' group by v.id`,
    );
    expect(required.length).toBeGreaterThan(10);
    for (const variant of required) expect(variant.texts).toBe(locales.length);
  });

  it("gives technical attributes to machines, with filterable facets", async () => {
    const attributes = await rows<{ code: string; type: string; filterable: boolean; translations: number; uses: number }>(
      batched.handle,
      `select a.code, a.type, a.filterable, (select count(*)::int from attribute_translations t where t.attribute_id = a.id) as translations,
         (select count(*)::int from attribute_values v where v.attribute_id = a.id) as uses
       from attributes a`,
    );
    for (const attribute of attributes) {
      expect(attribute.translations, attribute.code).toBe(locales.length);
      expect(attribute.uses, attribute.code).toBeGreaterThan(0);
    }
    const codes = attributes.map((attribute) => attribute.code);
    for (const code of [
      "power_kw",
      "engine_type",
      "displacement_cm3",
      "cutting_width_cm",
      "weight_kg",
      "fuel_tank_l",
      "noise_db",
      "drive_type",
    ]) {
      expect(codes).toContain(code);
    }
    expect(attributes.find((attribute) => attribute.code === "engine_type")).toMatchObject({ type: "select", filterable: true });
    const machinesWithout = await rows(
      batched.handle,
      "select p.id from products p where p.type = 'machine' and (select count(*) from attribute_values v where v.product_id = p.id) < 4",
    );
    expect(machinesWithout).toEqual([]);
  });

  it("draws exploded views of every machine model, each position a spare part of that machine", async () => {
    const withoutViews = await rows(
      batched.handle,
      `select p.code from products p where p.type = 'machine' and not exists (
        select 1 from part_models m join part_diagrams d on d.model_id = m.id where m.product_id = p.id and m.code = p.code)`,
    );
    expect(withoutViews).toEqual([]);
    const strayPositions = await rows(
      batched.handle,
      `select m.code, x.number from part_positions x join part_diagrams d on d.id = x.diagram_id join part_models m on m.id = d.model_id
       join product_variants v on v.id = x.variant_id
       where m.product_id is not null and not exists (select 1 from product_associations a where a.product_id = m.product_id
         and a.type = 'spare_parts' and a.associated_product_id = v.product_id)`,
    );
    expect(strayPositions).toEqual([]);
    const [counts] = await rows<{ views: number; positions: number; names: number }>(
      batched.handle,
      `select (select count(*)::int from part_diagrams) as views, (select count(*)::int from part_positions) as positions,
        (select count(*)::int from part_diagram_translations) as names`,
    );
    expect(counts?.positions).toBeGreaterThan((counts?.views ?? 0) * 1.5);
    expect(counts?.names).toBe((counts?.views ?? 0) * locales.length);
  });

  it("gives every discontinued model views of its own current parts, on drawings shared within its range", async () => {
    const models = await rows<{ code: string; name: string; product_id: number | null; image_key: string | null; views: number }>(
      batched.handle,
      `select m.code, m.name, m.product_id, m.image_key, (select count(*)::int from part_diagrams d where d.model_id = m.id) as views
       from part_models m where m.discontinued order by m.id`,
    );
    // Sixteen volume parts per discontinued model, the last one possibly cut short.
    const [volume] = await rows<{ count: number }>(
      batched.handle,
      // Parts of no sold machine, whose replacement (if any) is not one of a sold machine's parts either.
      `select count(*)::int as count from products p join product_variants v on v.product_id = p.id
       left join product_variants r on r.id = v.superseded_by_id
       where p.type = 'spare_part' and not exists (select 1 from product_associations a where a.associated_product_id = p.id)
         and (r.id is null or not exists (select 1 from product_associations a where a.associated_product_id = r.product_id))`,
    );
    expect(models.length).toBe(Math.ceil((volume?.count ?? 0) / 16));
    for (const model of models) {
      expect(model.product_id).toBeNull();
      expect(model.views).toBeGreaterThan(0);
      expect(model.image_key).toMatch(/^catalog\/images\/[a-z-]+\.svg$/);
      expect(model.code).toMatch(/^[A-Z]{3}-[A-Z0-9]+$/);
    }
    // Each position is a current part made for that very model, never an older reference.
    const stray = await rows(
      batched.handle,
      `select m.code, x.number from part_positions x join part_diagrams d on d.id = x.diagram_id join part_models m on m.id = d.model_id
       join product_variants v on v.id = x.variant_id join product_translations t on t.product_id = v.product_id and t.locale = 'en'
       where m.discontinued and (v.superseded_by_id is not null or t.name not like '%' || m.name)`,
    );
    expect(stray).toEqual([]);
    const [shared] = await rows<{ views: number; drawings: number }>(
      batched.handle,
      `select count(*)::int as views, count(distinct d.drawing_id)::int as drawings
       from part_diagrams d join part_models m on m.id = d.model_id where m.discontinued`,
    );
    expect(shared?.drawings).toBeLessThan((shared?.views ?? 0) / 2);
  });

  it("numbers each view's positions from 1 without gaps, inside the drawing, on well-formed script-less SVG", async () => {
    const views = await rows<{ svg: string; width: number; height: number; numbers: number[]; inside: boolean }>(
      batched.handle,
      `select w.svg, w.width, w.height, array_agg(x.number order by x.number) as numbers,
        bool_and(x.x between 0 and w.width and x.y between 0 and w.height) as inside
       from part_diagrams d join part_drawings w on w.id = d.drawing_id join part_positions x on x.diagram_id = d.id group by d.id, w.id`,
    );
    expect(views.length).toBeGreaterThan(50);
    for (const view of views) {
      expect(view.numbers).toEqual(view.numbers.map((_, index) => index + 1));
      expect(view.inside).toBe(true);
      expect(tagsBalance(view.svg)).toBe(true);
      expect(view.svg).toContain(`viewBox="0 0 ${view.width} ${view.height}"`);
      expect(view.svg).not.toMatch(/<script|on[a-z]+=|href=/i);
      expect(view.svg.length).toBeLessThan(20_000);
    }
    const badHashes = await rows(
      batched.handle,
      "select id from part_drawings where hash <> encode(sha256(convert_to(svg, 'UTF8')), 'hex')",
    );
    expect(badHashes).toEqual([]);
  });

  it("gives the same rows and files for the same seed, whether parts are written in batches or set-based", async () => {
    expect(await fingerprint(bulk.handle)).toBe(await fingerprint(batched.handle));
    expect(filesFingerprint(bulk.store)).toBe(filesFingerprint(batched.store));
  });
});

describe("exploded views at scale", () => {
  async function counts(variants: number) {
    const handle = await createDb();
    try {
      await handle.migrate();
      await seedContent(handle.db, createRandom(2026));
      await generateCatalog(handle.db, createRandom(catalogSeed), { files: memoryStore(), variants, bulkFrom: 0 });
      const [found] = await rows<{ models: number; views: number; drawings: number }>(
        handle,
        `select (select count(*)::int from part_models) as models, (select count(*)::int from part_diagrams) as views,
          (select count(*)::int from part_drawings) as drawings`,
      );
      return found as { models: number; views: number; drawings: number };
    } finally {
      await handle.close();
    }
  }

  it("gives more models and views with more variants, on a bounded number of drawings", async () => {
    const small = await counts(3_000);
    const large = await counts(20_000);
    // One discontinued model per sixteen more parts (17,000 / 16), each with several views.
    expect(Math.abs(large.models - small.models - 17_000 / 16)).toBeLessThanOrEqual(1);
    expect(large.views - small.views).toBeGreaterThan(3 * 1_062);
    // Discontinued models share their range's drawings: at most a handful more for a different count.
    expect(large.drawings - small.drawings).toBeLessThan(20);
    expect(large.drawings).toBeLessThan(500);
  }, 300_000);
});
