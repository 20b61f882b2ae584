import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../client";
import { legacyTemplates, rangeImage } from "./diagrams";
import { legacySuffixes, lines, referencePrefix, slotsPerModel } from "./lines";
import { partFamilies, partFitText } from "./part-families";
import { type CatalogIds, imageKey, imageSize, referenceSpace, referenceStride, svgMime } from "./parts";
import { locales, mandatoryTexts } from "./text";

/**
 * The volume spare parts written set-based: one `insert … select` per table over
 * `generate_series`, with every value derived from md5 of the seed and the part's position, exactly
 * as `volumePart()` and `partRows()` do in TypeScript. Small lookup tables (ranges, slots, part
 * families and their texts) travel as JSON parameters into temporary tables. Plain SQL that
 * PostgreSQL and PGlite both run, with no extension.
 */

export type BulkPlan = {
  seed: number;
  count: number;
  /** Id of the first volume product and variant; ids follow the position. */
  firstProductId: number;
  firstVariantId: number;
  /** Index of the first volume reference in the reference sequence. */
  firstReference: number;
};

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

async function run(db: Database, query: SQL): Promise<void> {
  await db.execute(query);
}

const temporaryTables = [
  "catalog_volume",
  "catalog_lines",
  "catalog_slots",
  "catalog_families",
  "catalog_texts",
  "catalog_models",
  "catalog_views",
  "catalog_view_names",
  "catalog_view_positions",
];

async function dropTemporaryTables(db: Database): Promise<void> {
  for (const table of temporaryTables) await run(db, sql.raw(`drop table if exists pg_temp.${table}`));
}

async function loadLookupTables(db: Database, ids: CatalogIds): Promise<void> {
  const lineRows = lines.map((line, index) => ({
    line: index,
    brand_id: ids.brand(line.brand),
    brand_code: line.brand,
    brand_name: line.brand.charAt(0).toUpperCase() + line.brand.slice(1),
    prefix: referencePrefix[line.brand],
    series0: line.legacySeries[0],
    series1: line.legacySeries[1],
    num_min: line.numbers.min,
    num_count: line.numbers.count,
    image_key: rangeImage(index),
  }));
  const slotRows = lines.flatMap((line, index) =>
    line.legacySlots.map((key, slot) => ({ line: index, slot, family: partFamilies.findIndex((family) => family.key === key) })),
  );
  const familyRows = partFamilies.map((family, index) => ({
    family: index,
    kerlan: family.kerlan,
    price_min: family.price[0],
    price_max: family.price[1],
    weight_min: family.weight[0],
    weight_max: family.weight[1],
    ecotax: family.ecotax,
    taxon_id: ids.taxon(family.taxon),
    image_key: imageKey(family.image),
    mandatory: Boolean(family.mandatory),
    measure_attribute_id: family.measure ? ids.attribute(family.measure.attribute) : null,
    measure_min: family.measure?.min ?? null,
    measure_step: family.measure?.step ?? null,
    measure_count: family.measure?.count ?? null,
  }));
  const textRows = partFamilies.flatMap((family, index) =>
    locales.map((locale, order) => ({
      family: index,
      locale,
      locale_order: order,
      name: family.text[locale].name,
      slug: family.text[locale].slug,
      summary: family.text[locale].summary,
      tip: family.text[locale].tip,
      fit: partFitText[locale],
      mandatory_text: family.mandatory ? mandatoryTexts[family.mandatory][locale] : null,
    })),
  );

  await run(
    db,
    sql`create temporary table catalog_lines as select * from jsonb_to_recordset(${json(lineRows)}) as t(
      line int, brand_id int, brand_code text, brand_name text, prefix text, series0 text, series1 text, num_min int, num_count int,
      image_key text)`,
  );
  await run(
    db,
    sql`create temporary table catalog_slots as select * from jsonb_to_recordset(${json(slotRows)}) as t(line int, slot int, family int)`,
  );
  await run(
    db,
    sql`create temporary table catalog_families as select * from jsonb_to_recordset(${json(familyRows)}) as t(
      family int, kerlan boolean, price_min int, price_max int, weight_min int, weight_max int, ecotax int, taxon_id int,
      image_key text, mandatory boolean, measure_attribute_id int, measure_min int, measure_step int, measure_count int)`,
  );
  await run(
    db,
    sql`create temporary table catalog_texts as select * from jsonb_to_recordset(${json(textRows)}) as t(
      family int, locale text, locale_order int, name text, slug text, summary text, tip text, fit text, mandatory_text text)`,
  );
  for (const table of ["catalog_lines", "catalog_slots", "catalog_families", "catalog_texts"]) await run(db, sql.raw(`analyze ${table}`));
}

/** One row per volume part with every computed value; the inserts below only join it to the lookups. */
async function planVolume(db: Database, plan: BulkPlan, ids: CatalogIds): Promise<void> {
  const { seed, count } = plan;
  const last = slotsPerModel - 1;
  await run(
    db,
    sql`create temporary table catalog_volume as
    with numbered as (
      select n, n / ${slotsPerModel}::int as j, n % ${slotsPerModel}::int as slot
      from generate_series(0, ${count}::int - 1) as n
    ),
    hashed as (
      select n, j, slot, md5(${String(seed)}::text || ':m:' || j::text) as hm, md5(${String(seed)}::text || ':p:' || n::text) as hp
      from numbered
    ),
    decoded as (
      select n, j, slot,
        ('x' || substr(hm, 1, 8))::bit(32)::bigint as m0,
        ('x' || substr(hp, 1, 8))::bit(32)::bigint as w0,
        ('x' || substr(hp, 9, 8))::bit(32)::bigint as w1,
        ('x' || substr(hp, 17, 8))::bit(32)::bigint as w2,
        ('x' || substr(hp, 25, 8))::bit(32)::bigint as w3
      from hashed
    ),
    placed as (
      select d.*, j % ${lines.length}::int as line, j / ${lines.length}::int as k,
        (slot = ${last}::int and m0 % 2 = 0) as older,
        case when slot = ${last}::int and m0 % 2 = 0 then ((m0 / 2) % ${last}::int)::int else slot end as family_slot
      from decoded d
    ),
    named as (
      select p.*, l.brand_id as line_brand_id, l.brand_code, l.brand_name, l.prefix as line_prefix,
        case when p.k % 2 = 0 then l.series0 else l.series1 end as series,
        l.num_min + (p.k / 2) % l.num_count as model_number,
        (${json(legacySuffixes)} ->> (((p.k / 2) / l.num_count) % ${legacySuffixes.length}::int)::int) as suffix,
        ((p.k / 2) / l.num_count) / ${legacySuffixes.length}::int as generation,
        s.family
      from placed p
      join catalog_lines l on l.line = p.line
      join catalog_slots s on s.line = p.line and s.slot = p.family_slot
    ),
    referenced as (
      select nm.*, f.kerlan, f.taxon_id, f.ecotax, f.image_key, f.mandatory, f.measure_attribute_id,
        f.price_min + nm.w0 % (f.price_max - f.price_min + 1) as raw_price,
        f.weight_min + nm.w1 % (f.weight_max - f.weight_min + 1) as weight,
        case when f.measure_attribute_id is not null then f.measure_min + ((nm.w3 / 10) % f.measure_count) * f.measure_step end as measure,
        ((${plan.firstReference}::bigint + nm.n) * ${referenceStride}::bigint + ${seed % referenceSpace}::bigint) % ${referenceSpace}::bigint as reference_number,
        nm.series || ' ' || nm.model_number
          || case when nm.suffix <> '' then ' ' || nm.suffix else '' end
          || case when nm.generation > 0 then ' Mk' || (nm.generation + 1) else '' end as model_name,
        lower(nm.series) || '-' || nm.model_number
          || case when nm.suffix <> '' then '-' || lower(nm.suffix) else '' end
          || case when nm.generation > 0 then '-mk' || (nm.generation + 1) else '' end as model_slug
      from named nm
      join catalog_families f on f.family = nm.family
    ),
    coded as (
      select r.*,
        (case when r.kerlan then ${referencePrefix.kerlan} else r.line_prefix end)
          || '-' || lpad((r.reference_number / 10000)::text, 3, '0') || '-' || lpad((r.reference_number % 10000)::text, 4, '0') as code,
        case when r.older then 'not_managed' when r.w2 % 100 < 64 then 'on_stock' when r.w2 % 100 < 92 then 'on_order' else 'not_managed' end as stock
      from referenced r
    )
    select n,
      ${plan.firstProductId}::int + n as product_id,
      ${plan.firstVariantId}::int + n as variant_id,
      code,
      family,
      case when kerlan then ${ids.brand("kerlan")}::int else line_brand_id end as brand_id,
      taxon_id,
      brand_name || ' ' || model_name as machine,
      brand_code || '-' || model_slug as machine_slug,
      raw_price - raw_price % 10 as price,
      weight,
      stock,
      case when stock = 'on_stock' then 1 + (w2 / 100) % 150 else 0 end as quantity,
      case when not older and w3 % 10 < 7 then replace(code, '-', '') end as part_smart_code,
      case when older then ${plan.firstVariantId}::int + j * ${slotsPerModel}::int + family_slot end as superseded_by,
      ecotax, image_key, mandatory, measure_attribute_id, measure,
      j, line, model_name, older
    from coded`,
  );
  await run(db, sql`analyze catalog_volume`);
}

async function insertVolume(db: Database, ids: CatalogIds): Promise<void> {
  const spareParts = ids.taxon("spare-parts");
  await run(
    db,
    sql`insert into products (id, code, type, brand_id, main_taxon_id, enabled) overriding system value
      select product_id, code, 'spare_part', brand_id, taxon_id, true from catalog_volume`,
  );
  await run(
    db,
    sql`insert into product_translations (product_id, locale, name, slug, short_description, description, tips)
      select v.product_id, t.locale::locale, t.name || ' – ' || v.machine,
        t.slug || '-' || v.machine_slug || '-' || lower(v.code),
        t.summary,
        t.summary || E'\n\n' || replace(replace(t.fit, '{machine}', v.machine), '{reference}', v.code),
        t.tip
      from catalog_volume v join catalog_texts t on t.family = v.family`,
  );
  await run(
    db,
    sql`insert into product_taxons (product_id, taxon_id, position)
      select product_id, ${spareParts}::int, 0 from catalog_volume where taxon_id <> ${spareParts}::int`,
  );
  await run(
    db,
    sql`insert into product_variants (id, code, product_id, reference, superseded_by_id, part_smart_code, price_cents, ecotax_cents,
        price_on_request, stock_status, stock_quantity, mandatory_information, weight_grams, position, enabled) overriding system value
      select variant_id, code, product_id, code, superseded_by, part_smart_code, price, ecotax,
        false, stock::stock_status, quantity,
        (case when mandatory then 'required' else 'standard' end)::mandatory_information_mode, weight, 0, true
      from catalog_volume`,
  );
  await run(
    db,
    sql`insert into product_variant_translations (variant_id, locale, name, mandatory_information)
      select v.variant_id, t.locale::locale, t.name || ' – ' || v.machine, t.mandatory_text
      from catalog_volume v join catalog_texts t on t.family = v.family`,
  );
  await run(
    db,
    sql`insert into attribute_values (product_id, attribute_id, number_value)
      select product_id, ${ids.attribute("weight_kg")}::int, round(weight / 1000.0, 3) from catalog_volume order by n`,
  );
  await run(
    db,
    sql`insert into attribute_values (product_id, attribute_id, number_value)
      select product_id, measure_attribute_id, measure from catalog_volume where measure is not null order by n`,
  );
  await run(
    db,
    sql`insert into product_images (product_id, file_key, mime, width, height, position)
      select product_id, image_key, ${svgMime}, ${imageSize.width}::int, ${imageSize.height}::int, 0 from catalog_volume order by n`,
  );
}

/**
 * The discontinued models of the volume parts and their views, as insertLegacyModels() writes them:
 * the views of each range and slot count are drawn in TypeScript (a few dozen, as JSON), the models
 * and every view, name and position come from catalog_volume.
 */
async function insertLegacyModelsInBulk(db: Database, plan: BulkPlan): Promise<void> {
  const templates = [...legacyTemplates(plan.count).entries()].flatMap(([key, views]) => {
    const [line, present] = key.split(":").map(Number) as [number, number];
    return views.map((view) => ({ line, present, ...view }));
  });
  const viewRows = templates.map(({ line, present, code, position, drawing }) => ({ line, present, code, position, ...drawing }));
  const nameRows = [
    ...new Map(
      templates.flatMap(({ line, code, name }) =>
        locales.map((locale) => [`${line}:${code}:${locale}`, { line, code, locale, name: name[locale] }] as const),
      ),
    ).values(),
  ];
  const positionRows = templates.flatMap(({ line, present, code, positions }) =>
    positions.map((position) => ({ line, present, code, ...position })),
  );
  await run(
    db,
    sql`create temporary table catalog_views as select * from jsonb_to_recordset(${json(viewRows)}) as t(
      line int, present int, code text, position int, svg text, width int, height int, hash text)`,
  );
  await run(
    db,
    sql`create temporary table catalog_view_names as select * from jsonb_to_recordset(${json(nameRows)}) as t(
      line int, code text, locale text, name text)`,
  );
  await run(
    db,
    sql`create temporary table catalog_view_positions as select * from jsonb_to_recordset(${json(positionRows)}) as t(
      line int, present int, code text, number int, slot int, quantity int, x int, y int)`,
  );
  await run(
    db,
    sql`create temporary table catalog_models as
    select m.j, m.line, m.present, m.name, l.prefix || '-' || upper(replace(m.name, ' ', '')) as code, l.brand_id, l.image_key
    from (
      select j, min(line) as line, (count(*) - count(*) filter (where older))::int as present, min(model_name) as name
      from catalog_volume group by j
    ) m join catalog_lines l on l.line = m.line`,
  );
  for (const table of ["catalog_views", "catalog_view_names", "catalog_view_positions", "catalog_models"]) {
    await run(db, sql.raw(`analyze ${table}`));
  }
  await run(
    db,
    sql`insert into part_drawings (svg, width, height, hash)
      select distinct on (v.hash) v.svg, v.width, v.height, v.hash from catalog_views v
      where exists (select 1 from catalog_models m where m.line = v.line and m.present = v.present)
      order by v.hash
      on conflict (hash) do nothing`,
  );
  await run(
    db,
    sql`insert into part_models (code, brand_id, name, product_id, image_key, discontinued)
      select code, brand_id, name, null, image_key, true from catalog_models order by j`,
  );
  await run(
    db,
    sql`insert into part_diagrams (model_id, drawing_id, code, position)
      select pm.id, w.id, v.code, v.position
      from catalog_models m
      join part_models pm on pm.code = m.code
      join catalog_views v on v.line = m.line and v.present = m.present
      join part_drawings w on w.hash = v.hash
      order by m.j, v.position`,
  );
  await run(
    db,
    sql`insert into part_diagram_translations (diagram_id, locale, name)
      select d.id, n.locale::locale, n.name
      from catalog_models m
      join part_models pm on pm.code = m.code
      join part_diagrams d on d.model_id = pm.id
      join catalog_view_names n on n.line = m.line and n.code = d.code`,
  );
  await run(
    db,
    sql`insert into part_positions (diagram_id, number, variant_id, quantity, x, y)
      select d.id, p.number, ${plan.firstVariantId}::int + m.j * ${slotsPerModel}::int + p.slot, p.quantity, p.x, p.y
      from catalog_models m
      join part_models pm on pm.code = m.code
      join part_diagrams d on d.model_id = pm.id
      join catalog_view_positions p on p.line = m.line and p.present = m.present and p.code = d.code`,
  );
}

/** Writes `plan.count` volume spare parts with a handful of statements, whatever the count. */
export async function insertVolumeInBulk(db: Database, plan: BulkPlan, ids: CatalogIds): Promise<void> {
  if (plan.count <= 0) return;
  await dropTemporaryTables(db);
  await loadLookupTables(db, ids);
  await planVolume(db, plan, ids);
  await insertVolume(db, ids);
  await insertLegacyModelsInBulk(db, plan);
  await dropTemporaryTables(db);
}
