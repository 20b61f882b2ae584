import { type Database, queryRows, withTransaction } from "@portal/db/client";
import type { ProductType, StockStatus } from "@portal/domain/catalog/enums";
import { isLocale, type Locale } from "@portal/domain/i18n/locales";
import { type SQL, sql } from "drizzle-orm";
import type { CatalogSource, SourceAttribute, SourceNumberAttribute, SourceProduct, SourceTaxon, Translations } from "./search.catalog";
import type { TextSource } from "./search.index";

/** Reads what the search index needs, in a few set-based queries (a million products in seconds). */

/**
 * Runs one load on a connection checked out for it (a read-only transaction). A query handed to the
 * pool itself may be the first on a new connection, and node-postgres keeps that first result
 * reachable for as long as the connection lives: harmless for a page's few rows, but here a million
 * rows would stay in the heap, and every major garbage collection would walk them.
 */
async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return withTransaction(db, (tx) => queryRows<T>(tx, query), { readOnly: true });
}

type TranslationRow = { id: number; locale: string; name: string; slug?: string };

function translationsById(list: TranslationRow[], field: "name" | "slug"): Map<number, Translations> {
  const byId = new Map<number, Translations>();
  for (const row of list) {
    const value = row[field];
    if (!isLocale(row.locale) || value === undefined) continue;
    const entry = byId.get(row.id) ?? {};
    entry[row.locale] = value;
    byId.set(row.id, entry);
  }
  return byId;
}

export async function loadCatalogSource(db: Database): Promise<CatalogSource> {
  const [
    productRows,
    variantRows,
    extraTaxonRows,
    fitRows,
    optionRows,
    highlightRows,
    taxonRows,
    taxonTexts,
    brandRows,
    attributeRows,
    attributeTexts,
    optionDefs,
    optionTexts,
    numberRows,
  ] = await Promise.all([
    rows<{ id: number; code: string; type: ProductType; brandId: number; mainTaxonId: number; createdAt: number }>(
      db,
      sql`select id, code, type, brand_id as "brandId", main_taxon_id as "mainTaxonId",
              extract(epoch from created_at)::float8 as "createdAt"
            from products where enabled order by id`,
    ),
    rows<{
      id: number;
      productId: number;
      reference: string;
      supersededById: number | null;
      priceCents: number | null;
      priceOnRequest: boolean;
      stockStatus: StockStatus;
      stockQuantity: number;
    }>(
      db,
      sql`select id, product_id as "productId", reference, superseded_by_id as "supersededById", price_cents as "priceCents",
              price_on_request as "priceOnRequest", stock_status as "stockStatus", stock_quantity as "stockQuantity"
            from product_variants where enabled order by product_id, position, id`,
    ),
    rows<{ productId: number; taxonId: number }>(db, sql`select product_id as "productId", taxon_id as "taxonId" from product_taxons`),
    // Parts, kits and accessories listed on a machine, with the machine's category.
    rows<{ productId: number; taxonId: number }>(
      db,
      sql`select distinct a.associated_product_id as "productId", m.main_taxon_id as "taxonId"
          from product_associations a join products m on m.id = a.product_id
          where a.type in ('spare_parts', 'maintenance_kit', 'accessories') and m.type = 'machine' and m.enabled`,
    ),
    rows<{ productId: number; optionId: number }>(
      db,
      sql`select distinct product_id as "productId", option_id as "optionId" from attribute_values where option_id is not null`,
    ),
    rows<{ productId: number }>(db, sql`select distinct product_id as "productId" from product_highlights`),
    rows<{ id: number; code: string; parentId: number | null; position: number }>(
      db,
      sql`select id, code, parent_id as "parentId", position from taxons order by position, id`,
    ),
    rows<TranslationRow>(db, sql`select taxon_id as id, locale, name, slug from taxon_translations`),
    rows<{ id: number; code: string; name: string; position: number }>(
      db,
      sql`select id, code, name, position from brands order by position, id`,
    ),
    rows<{ id: number; code: string; unit: string | null; filterable: boolean; position: number }>(
      db,
      sql`select id, code, unit, filterable, position from attributes where type = 'select' order by position, id`,
    ),
    rows<TranslationRow>(db, sql`select attribute_id as id, locale, name from attribute_translations`),
    rows<{ id: number; attributeId: number; code: string; position: number }>(
      db,
      sql`select id, attribute_id as "attributeId", code, position from attribute_options order by position, id`,
    ),
    rows<TranslationRow>(db, sql`select option_id as id, locale, label as name from attribute_option_translations`),
    // One row per attribute, its values in arrays: a million weights are three arrays, not a million objects.
    rows<{ id: number; code: string; unit: string | null; position: number; products: number[]; min: number[]; max: number[] }>(
      db,
      sql`select a.id, a.code, a.unit, a.position,
            coalesce(array_agg(v.product_id order by v.product_id) filter (where v.product_id is not null), '{}') as products,
            coalesce(array_agg(v.low order by v.product_id) filter (where v.product_id is not null), '{}') as min,
            coalesce(array_agg(v.high order by v.product_id) filter (where v.product_id is not null), '{}') as max
          from attributes a
          left join (
            select attribute_id, product_id, min(number_value)::float8 as low, max(number_value)::float8 as high
            from attribute_values av
            where number_value is not null
              and (variant_id is null or exists (select 1 from product_variants pv where pv.id = av.variant_id and pv.enabled))
            group by attribute_id, product_id
          ) v on v.attribute_id = a.id
          where a.type = 'number' and a.filterable
          group by a.id order by a.position, a.id`,
    ),
  ]);

  // The rows become the products and variants themselves: copies would double the objects alive
  // while a million products load.
  const products = new Map<number, SourceProduct>();
  const highlighted = new Set(highlightRows.map((row) => row.productId));
  for (const row of productRows) {
    const product: SourceProduct = Object.assign(row, {
      highlighted: highlighted.has(row.id),
      extraTaxonIds: [],
      fitsTaxonIds: [],
      optionIds: [],
      variants: [],
    });
    products.set(row.id, product);
  }
  for (const variant of variantRows) products.get(variant.productId)?.variants.push(variant);
  for (const row of extraTaxonRows) products.get(row.productId)?.extraTaxonIds.push(row.taxonId);
  for (const row of fitRows) products.get(row.productId)?.fitsTaxonIds.push(row.taxonId);
  for (const row of optionRows) products.get(row.productId)?.optionIds.push(row.optionId);

  const taxonNames = translationsById(taxonTexts, "name");
  const taxonSlugs = translationsById(taxonTexts, "slug");
  const taxons: SourceTaxon[] = taxonRows.map((row) => ({
    ...row,
    names: taxonNames.get(row.id) ?? {},
    slugs: taxonSlugs.get(row.id) ?? {},
  }));

  const attributeNames = translationsById(attributeTexts, "name");
  const optionLabels = translationsById(optionTexts, "name");
  const attributes: SourceAttribute[] = attributeRows.map((row) => ({ ...row, names: attributeNames.get(row.id) ?? {}, options: [] }));
  const attributeById = new Map(attributes.map((attribute) => [attribute.id, attribute]));
  for (const option of optionDefs) {
    attributeById.get(option.attributeId)?.options.push({ ...option, labels: optionLabels.get(option.id) ?? {} });
  }

  const numbers: SourceNumberAttribute[] = numberRows.map(({ id, ...row }) => ({ ...row, names: attributeNames.get(id) ?? {} }));

  return { products: [...products.values()], taxons, brands: brandRows, attributes, numbers };
}

/** Product names in one language, and the names of variants of products that have several. */
export async function loadTextSource(db: Database, locale: Locale, productIds: Int32Array): Promise<TextSource> {
  const [nameRows, variantRows] = await Promise.all([
    rows<{ productId: number; name: string }>(
      db,
      sql`select product_id as "productId", name from product_translations where locale = ${locale}`,
    ),
    rows<{ productId: number; name: string }>(
      db,
      sql`select v.product_id as "productId", t.name
          from product_variant_translations t join product_variants v on v.id = t.variant_id
          where t.locale = ${locale} and v.enabled
            and v.product_id in (select product_id from product_variants where enabled group by product_id having count(*) > 1)`,
    ),
  ]);
  const documentOf = new Map<number, number>();
  productIds.forEach((id, document) => {
    documentOf.set(id, document);
  });
  const names: string[] = new Array(productIds.length).fill("");
  for (const row of nameRows) {
    const document = documentOf.get(row.productId);
    if (document !== undefined) names[document] = row.name;
  }
  const variantNames = new Map<number, string[]>();
  for (const row of variantRows) {
    const document = documentOf.get(row.productId);
    if (document === undefined || row.name === names[document]) continue;
    const list = variantNames.get(document) ?? [];
    list.push(row.name);
    variantNames.set(document, list);
  }
  return { names, variantNames };
}

/**
 * Changes when the catalogue does: the index is rebuilt when this differs from the last build's.
 * Triggers on the catalogue tables count the writes in one row, so checking costs one read.
 */
export async function catalogRevision(db: Database): Promise<string> {
  const [row] = await rows<{ revision: string }>(db, sql`select revision::text as revision from catalog_revision where id = 1`);
  return row?.revision ?? "";
}
