import type { Database } from "@portal/db/client";
import type { StockStatus } from "@portal/domain/catalog/enums";
import { defaultLocale, type Locale } from "@portal/domain/i18n/locales";
import { type SQL, sql } from "drizzle-orm";
import { rows } from "../../platform/sql";
import { productText } from "../catalog/catalog.queries";

/* Exploded views in plain SQL; prices are read with the company's terms, never without a company. */

export type PartsScope = { companyId: number };

/** A view's name in the request's language, else the default one. */
const diagramName = (alias: string, locale: Locale) => sql`coalesce(
  (select t.name from part_diagram_translations t where t.diagram_id = ${sql.raw(alias)}.id and t.locale = ${locale}),
  (select t.name from part_diagram_translations t where t.diagram_id = ${sql.raw(alias)}.id and t.locale = ${defaultLocale}))`;

/** A variant's name in the request's language, else the default one. */
const variantName = (alias: string, locale: Locale) => sql`coalesce(
  (select t.name from product_variant_translations t where t.variant_id = ${sql.raw(alias)}.id and t.locale = ${locale}),
  (select t.name from product_variant_translations t where t.variant_id = ${sql.raw(alias)}.id and t.locale = ${defaultLocale}))`;

/**
 * Whether the company registered a machine of model `alias`'s product: one list of the company's
 * machine products, not a look-up per model, however many models there are.
 */
const registeredBy = (alias: string, scope: PartsScope) => sql`coalesce(${sql.raw(alias)}.product_id in (
  select mv.product_id from machine_registrations r join machines_sold s on s.id = r.machine_sold_id
  join product_variants mv on mv.code = s.variant_code
  where r.company_id = ${scope.companyId}), false)`;

export type ModelRow = {
  id: number;
  code: string;
  name: string;
  brandCode: string;
  brandName: string;
  imageKey: string | null;
  registered: boolean;
  discontinued: boolean;
  assemblies: number;
};

const modelColumns = (scope: PartsScope) => sql`m.id, m.code, m.name, b.code as "brandCode", b.name as "brandName",
  m.image_key as "imageKey", ${registeredBy("m", scope)} as registered, m.discontinued,
  (select count(*)::int from part_diagrams d where d.model_id = m.id) as assemblies`;

const modelSource = sql`part_models m join brands b on b.id = m.brand_id left join products p on p.id = m.product_id`;

/** A model is shown when it has views and its product, if it has one, is on sale. */
const listed = sql`(p.id is null or p.enabled) and exists (select 1 from part_diagrams d where d.model_id = m.id)`;

export type ModelFilter = { q?: string; brand?: string; page: number; itemsPerPage: number };

/** One page of machine models that have views: the company's registered ones first, then current ones, then by brand and name. */
export async function listModels(db: Database, scope: PartsScope, filter: ModelFilter) {
  const conditions: SQL[] = [listed];
  if (filter.brand) conditions.push(sql`b.code = ${filter.brand}`);
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(sql`(m.name ilike ${like} or m.code ilike ${like})`);
  }
  const where = sql.join(conditions, sql` and `);
  const [count] = await rows<{ total: number }>(db, sql`select count(*)::int as total from ${modelSource} where ${where}`);
  const total = count?.total ?? 0;
  const items =
    total === 0
      ? []
      : await rows<ModelRow>(
          db,
          sql`select ${modelColumns(scope)} from ${modelSource} where ${where}
          order by registered desc, m.discontinued, b.position, b.code, m.name, m.id
          limit ${filter.itemsPerPage} offset ${(filter.page - 1) * filter.itemsPerPage}`,
        );
  return { items, total };
}

/** The brands of every model shown, whatever the filters, for choosing one. */
export async function listModelBrands(db: Database) {
  return rows<{ code: string; name: string }>(
    db,
    sql`select shown.code, shown.name from brands shown
    where exists (select 1 from ${modelSource} where m.brand_id = shown.id and ${listed})
    order by shown.position, shown.code`,
  );
}

export async function findModel(db: Database, scope: PartsScope, code: string) {
  const [row] = await rows<ModelRow>(db, sql`select ${modelColumns(scope)} from ${modelSource} where m.code = ${code} and ${listed}`);
  return row;
}

export type AssemblyRow = { id: number; code: string; name: string; positions: number };

export async function listAssemblies(db: Database, modelId: number, locale: Locale) {
  return rows<AssemblyRow & { drawingId: number }>(
    db,
    sql`select d.id, d.code, ${diagramName("d", locale)} as name, d.drawing_id as "drawingId",
      (select count(*)::int from part_positions x where x.diagram_id = d.id) as positions
    from part_diagrams d where d.model_id = ${modelId} order by d.position, d.code`,
  );
}

export type DiagramRow = { id: number; code: string; name: string; drawingId: number; width: number; height: number };

export async function findDiagram(db: Database, modelId: number, code: string, locale: Locale) {
  const [row] = await rows<DiagramRow>(
    db,
    sql`select d.id, d.code, ${diagramName("d", locale)} as name, d.drawing_id as "drawingId", w.width, w.height
    from part_diagrams d join part_drawings w on w.id = d.drawing_id where d.model_id = ${modelId} and d.code = ${code}`,
  );
  return row;
}

export type PositionRow = {
  number: number;
  x: number;
  y: number;
  quantity: number;
  variantCode: string;
  partSmartCode: string | null;
  reference: string;
  name: string;
  slug: string;
  priceCents: number | null;
  ecotaxCents: number;
  priceOnRequest: boolean;
  stockStatus: StockStatus;
  stockQuantity: number;
  sellable: boolean;
  replacement: { code: string; reference: string; name: string } | null;
};

/** A view's rows with each part's live price, stock and replacement (when superseded). */
export async function listPositions(db: Database, diagramId: number, locale: Locale) {
  return rows<PositionRow>(
    db,
    sql`select x.number, x.x, x.y, x.quantity, v.code as "variantCode", v.part_smart_code as "partSmartCode", v.reference,
      ${variantName("v", locale)} as name, pt.slug, v.price_cents as "priceCents", v.ecotax_cents as "ecotaxCents",
      v.price_on_request as "priceOnRequest", v.stock_status as "stockStatus", v.stock_quantity as "stockQuantity",
      (v.enabled and p.enabled) as sellable,
      case when r.id is null then null else json_build_object('code', r.code, 'reference', r.reference, 'name', ${variantName("r", locale)}) end as replacement
    from part_positions x
    join product_variants v on v.id = x.variant_id
    join products p on p.id = v.product_id
    cross join lateral ${productText("p", locale)} pt
    left join product_variants r on r.id = v.superseded_by_id
    where x.diagram_id = ${diagramId}
    order by x.number`,
  );
}

/** A drawing's SVG and hash; a drawing never changes, so both can be cached for good. */
export async function findDrawing(db: Database, id: number) {
  const [row] = await rows<{ svg: string; hash: string }>(db, sql`select w.svg, w.hash from part_drawings w where w.id = ${id}`);
  return row;
}

/** The company's discount on list prices, as the cart applies it. */
export async function companyDiscount(db: Database, scope: PartsScope) {
  const [row] = await rows<{ discount: number }>(
    db,
    sql`select discount_basis_points as discount from companies where id = ${scope.companyId}`,
  );
  return row?.discount ?? 0;
}

export type HitRow = {
  modelCode: string;
  modelName: string;
  brand: string;
  assemblyCode: string;
  assemblyName: string;
  number: number;
  reference: string;
  name: string;
  quantity: number;
};

const hitColumns = (locale: Locale) => sql`m.code as "modelCode", m.name as "modelName", b.name as brand, d.code as "assemblyCode",
  ${diagramName("d", locale)} as "assemblyName", x.number, v.reference, ${variantName("v", locale)} as name, x.quantity`;

const hitSource = sql`part_positions x
  join part_diagrams d on d.id = x.diagram_id
  join part_models m on m.id = d.model_id
  left join products p on p.id = m.product_id
  join brands b on b.id = m.brand_id
  join product_variants v on v.id = x.variant_id`;

/**
 * Positions whose part's reference or name holds the words typed (trigram indexes on both), the
 * reference's matches first. An older reference is no position of its own: the part that replaced
 * it is found in its stead.
 */
export async function searchPositions(db: Database, locale: Locale, query: { q: string; page: number; itemsPerPage: number }) {
  const like = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const variants = sql`select v.id, (v.reference ilike ${like}) as by_reference from product_variants v where v.reference ilike ${like}
    union
    select v.superseded_by_id, true from product_variants v where v.reference ilike ${like} and v.superseded_by_id is not null
    union
    select t.variant_id, false from product_variant_translations t where t.locale = ${locale} and t.name ilike ${like}`;
  const [count] = await rows<{ total: number }>(
    db,
    sql`with found as (${variants}) select count(*)::int as total from ${hitSource}
    where x.variant_id in (select id from found) and (p.id is null or p.enabled)`,
  );
  const total = count?.total ?? 0;
  if (total === 0) return { items: [] as HitRow[], total };
  const items = await rows<HitRow>(
    db,
    sql`with found as (select id, bool_or(by_reference) as by_reference from (${variants}) f group by id)
    select ${hitColumns(locale)} from ${hitSource} join found on found.id = v.id
    where (p.id is null or p.enabled)
    order by found.by_reference desc, v.reference, m.code, d.position, x.number
    limit ${query.itemsPerPage} offset ${(query.page - 1) * query.itemsPerPage}`,
  );
  return { items, total };
}

/**
 * Where a variant (by code or part-smart code) is drawn: every model and assembly, with its number.
 * Views show current parts only, so an older reference is found where the part replacing it is.
 */
export async function whereUsed(db: Database, locale: Locale, code: string) {
  const [variant] = await rows<{ id: number; replacement: number | null }>(
    db,
    sql`select id, superseded_by_id as replacement from product_variants where code = ${code} or part_smart_code = ${code}
    order by (code = ${code}) desc limit 1`,
  );
  if (!variant) return undefined;
  const ids = variant.replacement === null ? [variant.id] : [variant.id, variant.replacement];
  return rows<HitRow>(
    db,
    sql`select ${hitColumns(locale)} from ${hitSource}
    where x.variant_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) and (p.id is null or p.enabled)
    order by b.position, m.name, d.position, x.number limit 200`,
  );
}
