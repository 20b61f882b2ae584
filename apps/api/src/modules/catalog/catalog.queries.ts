import type { Database } from "@portal/db/client";
import type {
  AttributeType,
  DocumentType,
  HighlightType,
  MandatoryInformationMode,
  ProductType,
  StockStatus,
} from "@portal/domain/catalog/enums";
import { defaultLocale, type Locale } from "@portal/domain/i18n/locales";
import { type SQL, sql } from "drizzle-orm";
import { rows, statement } from "../../platform/sql";

/*
 * Catalogue reads in plain SQL: each answer is one round trip, nested parts come back as json_agg.
 * Texts fall back to the default locale when a translation is missing.
 */

/** The request's language, or the slot of a statement that binds it. */
type LocaleValue = Locale | SQL;

/**
 * The texts of one row in the request's language, or in the default one when that translation is
 * missing: two primary-key lookups, no sort.
 */
const translated = (table: string, key: string, owner: string, columns: string[], locale: LocaleValue) => {
  const pick = columns.map((column) => `case when r.${key} is not null then r.${column} else d.${column} end as ${column}`).join(", ");
  return sql`(
    select ${sql.raw(pick)} from (select 1) one
    left join ${sql.raw(table)} r on r.${sql.raw(key)} = ${sql.raw(owner)} and r.locale = ${locale}
    left join ${sql.raw(table)} d on d.${sql.raw(key)} = ${sql.raw(owner)} and d.locale = ${defaultLocale}
    where r.${sql.raw(key)} is not null or d.${sql.raw(key)} is not null
  )`;
};

export const productText = (productAlias: string, locale: LocaleValue) =>
  translated(
    "product_translations",
    "product_id",
    `${productAlias}.id`,
    ["name", "slug", "short_description", "description", "tips"],
    locale,
  );

export const variantText = (variantAlias: string, locale: LocaleValue) =>
  translated("product_variant_translations", "variant_id", `${variantAlias}.id`, ["name", "mandatory_information"], locale);

const taxonText = (taxonAlias: string, locale: Locale) =>
  translated("taxon_translations", "taxon_id", `${taxonAlias}.id`, ["name", "slug", "description"], locale);

export const firstImage = (productAlias: string) => sql`(
  select i.file_key, i.width, i.height from product_images i
  where i.product_id = ${sql.raw(productAlias)}.id order by i.position, i.id limit 1
)`;

const localizations = (productAlias: string) => sql`coalesce((
  select json_agg(json_build_object('locale', t.locale, 'slug', t.slug) order by t.locale)
  from product_translations t where t.product_id = ${sql.raw(productAlias)}.id
), '[]')`;

export type VariantRow = {
  code: string;
  reference: string;
  name: string;
  priceCents: number | null;
  ecotaxCents: number;
  priceOnRequest: boolean;
  stockStatus: StockStatus;
  stockQuantity: number;
  mandatoryMode: MandatoryInformationMode;
  mandatoryText: string | null;
  partSmartCode: string | null;
  supersededByCode: string | null;
  supersededByReference: string | null;
  /** The replacing product's slug in the request's language. */
  supersededBySlug: string | null;
};

/**
 * One technical value as stored: what the attribute and the option are called comes from the
 * catalogue vocabulary, kept in process (see `listVocabulary`).
 */
export type AttributeValueRow = {
  attributeId: number;
  optionId: number | null;
  number: number | null;
  boolean: boolean | null;
  text: string | null;
  locale: Locale | null;
  variantLevel: boolean;
};

export type ImageRow = { key: string; width: number; height: number };
export type LocalizationRow = { locale: Locale; slug: string };

/** Attribute values of a product, and of one of its variants when given (variant rows flagged). */
const attributeValues = (productId: SQL, variantId: SQL | null, locale: LocaleValue) => sql`coalesce((
  select json_agg(json_build_object(
    'attributeId', av.attribute_id, 'optionId', av.option_id, 'number', av.number_value, 'boolean', av.boolean_value,
    'text', av.text_value, 'locale', av.locale, 'variantLevel', av.variant_id is not null
  ) order by av.id)
  from attribute_values av
  where av.product_id = ${productId}
    and ${variantId ? sql`(av.variant_id is null or av.variant_id = ${variantId})` : sql`av.variant_id is null`}
    and (av.locale is null or av.locale in (${locale}, ${defaultLocale}))
), '[]')`;

const variantColumns = sql`
  v.code, v.reference, coalesce(vt.name, v.reference) as name, v.price_cents as "priceCents", v.ecotax_cents as "ecotaxCents",
  v.price_on_request as "priceOnRequest", v.stock_status as "stockStatus", v.stock_quantity as "stockQuantity",
  v.mandatory_information as "mandatoryMode", vt.mandatory_information as "mandatoryText", v.part_smart_code as "partSmartCode",
  s.code as "supersededByCode", s.reference as "supersededByReference", sp.slug as "supersededBySlug"`;

const variantJoins = (locale: LocaleValue) => sql`
  left join product_variants s on s.id = v.superseded_by_id
  left join lateral ${translated("product_translations", "product_id", "s.product_id", ["slug"], locale)} sp on true
  left join lateral ${variantText("v", locale)} vt on true`;

export type ProductViewRow = {
  id: number;
  code: string;
  type: ProductType;
  mainTaxonId: number;
  name: string;
  slug: string;
  shortDescription: string;
  description: string;
  tips: string;
  brandCode: string;
  brandName: string;
  images: ImageRow[];
  variants: VariantRow[];
  attributes: AttributeValueRow[];
  highlights: HighlightType[];
  localizations: LocalizationRow[];
};

export type ProductKey = { code: string } | { id: number } | { slug: string };
type ProductKeyKind = "code" | "id" | "slug";

const keyKind = (key: ProductKey): ProductKeyKind => ("code" in key ? "code" : "id" in key ? "id" : "slug");
const keyValue = (key: ProductKey) => ("code" in key ? key.code : "id" in key ? key.id : key.slug);

const productWhere = (kind: ProductKeyKind, key: SQL, locale: LocaleValue) => {
  if (kind === "code") return sql`p.code = ${key}`;
  if (kind === "id") return sql`p.id = ${key}`;
  return sql`p.id = (select t.product_id from product_translations t where t.locale = ${locale} and t.slug = ${key})`;
};

/**
 * The whole product page in one query, but for the category path and what the technical data
 * are called: those come from the vocabulary.
 */
const productViewBy = (kind: ProductKeyKind) =>
  statement<ProductViewRow, "key" | "locale">(
    (value) => sql`select
      p.id, p.code, p.type, p.main_taxon_id as "mainTaxonId",
      pt.name, pt.slug, pt.short_description as "shortDescription", pt.description, pt.tips,
      b.code as "brandCode", b.name as "brandName",
      coalesce((
        select json_agg(json_build_object('key', i.file_key, 'width', i.width, 'height', i.height) order by i.position, i.id)
        from product_images i where i.product_id = p.id
      ), '[]') as images,
      coalesce((
        select json_agg(row_to_json(variant) order by variant.position, variant.id) from (
          select v.position, v.id, ${variantColumns} from product_variants v ${variantJoins(value("locale"))}
          where v.product_id = p.id and v.enabled
        ) variant
      ), '[]') as variants,
      ${attributeValues(sql`p.id`, null, value("locale"))} as attributes,
      coalesce((select json_agg(h.type order by h.position, h.type) from product_highlights h where h.product_id = p.id), '[]') as highlights,
      ${localizations("p")} as localizations
    from products p
    join brands b on b.id = p.brand_id
    cross join lateral ${productText("p", value("locale"))} pt
    where ${productWhere(kind, value("key"), value("locale"))} and p.enabled`,
  );

const productViews = { code: productViewBy("code"), id: productViewBy("id"), slug: productViewBy("slug") };

export async function findProductView(db: Database, key: ProductKey, locale: Locale): Promise<ProductViewRow | undefined> {
  const [row] = await productViews[keyKind(key)](db, { key: keyValue(key), locale });
  return row;
}

export type ProductRef = { id: number; code: string };

export async function findProduct(db: Database, key: ProductKey, locale: Locale): Promise<ProductRef | undefined> {
  const where = productWhere(keyKind(key), sql`${keyValue(key)}`, locale);
  const [row] = await rows<ProductRef>(db, sql`select p.id, p.code from products p where ${where} and p.enabled`);
  return row;
}

export type VariantRef = { id: number; code: string; productId: number };

export async function findVariant(db: Database, code: string): Promise<VariantRef | undefined> {
  const [row] = await rows<VariantRef>(
    db,
    sql`select v.id, v.code, v.product_id as "productId" from product_variants v join products p on p.id = v.product_id
      where v.code = ${code} and v.enabled and p.enabled`,
  );
  return row;
}

export type VariantViewRow = VariantRow & {
  productId: number;
  productCode: string;
  productType: ProductType;
  productName: string;
  productSlug: string;
  brandCode: string;
  brandName: string;
  imageKey: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
};

export type VariantKey = { code: string } | { id: number };

export async function findVariantView(db: Database, key: VariantKey, locale: Locale): Promise<VariantViewRow | undefined> {
  const [row] = await rows<VariantViewRow>(
    db,
    sql`select ${variantColumns}, v.product_id as "productId",
      p.code as "productCode", p.type as "productType", pt.name as "productName", pt.slug as "productSlug",
      b.code as "brandCode", b.name as "brandName", img.file_key as "imageKey", img.width as "imageWidth", img.height as "imageHeight"
    from product_variants v ${variantJoins(locale)}
    join products p on p.id = v.product_id and p.enabled
    join brands b on b.id = p.brand_id
    cross join lateral ${productText("p", locale)} pt
    left join lateral ${firstImage("p")} img on true
    where ${"code" in key ? sql`v.code = ${key.code}` : sql`v.id = ${key.id}`} and v.enabled`,
  );
  return row;
}

export async function listAttributeValues(db: Database, productId: number, variantId: number | null, locale: Locale) {
  const [row] = await rows<{ attributes: AttributeValueRow[] }>(
    db,
    sql`select ${attributeValues(sql`${productId}`, variantId === null ? null : sql`${variantId}`, locale)} as attributes`,
  );
  return row?.attributes ?? [];
}

export type DocumentRow = { type: DocumentType; title: string; locale: Locale; fileKey: string; mime: string; sizeBytes: string | number };

/** Documents in the request's language first, then the others. */
export async function listDocuments(db: Database, productId: number, locale: Locale) {
  return rows<DocumentRow>(
    db,
    sql`select d.type, d.title, d.locale, d.file_key as "fileKey", d.mime, d.size_bytes as "sizeBytes"
      from product_documents d where d.product_id = ${productId}
      order by d.locale = ${locale} desc, d.locale, d.position, d.id`,
  );
}

export type PriceRow = { priceCents: number | null; ecotaxCents: number; priceOnRequest: boolean };

export async function findVariantPrice(db: Database, code: string) {
  const [row] = await rows<PriceRow>(
    db,
    sql`select v.price_cents as "priceCents", v.ecotax_cents as "ecotaxCents", v.price_on_request as "priceOnRequest"
      from product_variants v join products p on p.id = v.product_id
      where v.code = ${code} and v.enabled and p.enabled`,
  );
  return row;
}

// ---- product cards ----

export type CardVariantRow = {
  code: string;
  reference: string;
  priceCents: number | null;
  ecotaxCents: number;
  priceOnRequest: boolean;
  stockStatus: StockStatus;
  stockQuantity: number;
};

export type CardRow = {
  id: number;
  code: string;
  type: ProductType;
  name: string;
  slug: string;
  brandCode: string;
  brandName: string;
  imageKey: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  /** Enabled variants, in their order on the product page. */
  variants: CardVariantRow[];
  /** The group the source put the product in (association type). */
  grp: string | null;
};

/**
 * Product cards for the products a source subquery picks. The source answers `product_id`, `ord`
 * (the order to keep) and `grp`; disabled products are left out.
 */
export async function listCards(db: Database, source: SQL, locale: Locale) {
  return rows<CardRow>(
    db,
    sql`select p.id, p.code, p.type, pt.name, pt.slug, b.code as "brandCode", b.name as "brandName",
      img.file_key as "imageKey", img.width as "imageWidth", img.height as "imageHeight",
      coalesce((
        select json_agg(json_build_object('code', v.code, 'reference', v.reference, 'priceCents', v.price_cents, 'ecotaxCents', v.ecotax_cents,
          'priceOnRequest', v.price_on_request, 'stockStatus', v.stock_status, 'stockQuantity', v.stock_quantity) order by v.position, v.id)
        from product_variants v where v.product_id = p.id and v.enabled
      ), '[]') as variants,
      src.grp
    from (${source}) src
    join products p on p.id = src.product_id and p.enabled
    join brands b on b.id = p.brand_id
    cross join lateral ${productText("p", locale)} pt
    left join lateral ${firstImage("p")} img on true
    order by src.grp, src.ord, p.id`,
  );
}

export const cardSources = {
  /** Codes in the order given. */
  codes: (codes: readonly string[]) =>
    sql`select p.id as product_id, c.ord, null::text as grp
      from (values ${sql.join(
        codes.map((code, index) => sql`(${code}::text, ${index}::int)`),
        sql`, `,
      )}) as c(code, ord)
      join products p on p.code = c.code`,

  associations: (productId: number) =>
    sql`select a.associated_product_id as product_id, a.position as ord, a.type::text as grp
      from product_associations a where a.product_id = ${productId}`,

  /** One page of a filtered list, by name in the request's language. */
  page: (filter: SQL, locale: Locale, limit: number, offset: number) =>
    sql`select p.id as product_id, row_number() over (order by n.name, p.id) as ord, null::text as grp
      from products p cross join lateral ${productText("p", locale)} n
      where p.enabled and ${filter}
      order by n.name, p.id limit ${limit} offset ${offset}`,

  history: (customerId: number, limit: number) =>
    sql`select h.product_id, row_number() over (order by h.viewed_at desc, h.product_id) as ord, null::text as grp
      from customer_history_products h join products p on p.id = h.product_id and p.enabled
      where h.customer_id = ${customerId}
      order by h.viewed_at desc, h.product_id limit ${limit}`,
};

export const productFilters = {
  brand: (brandId: number) => sql`p.brand_id = ${brandId}`,
  /** Listed in the category or any category below it, as main or additional category. */
  taxon: (taxonId: number) => {
    // Uncorrelated, so PostgreSQL walks the subtree once per query, not once per product.
    const subtree = sql`with recursive subtree(id) as (
        select ${taxonId}::int union all select x.id from taxons x join subtree s on x.parent_id = s.id
      ) select id from subtree`;
    return sql`(p.main_taxon_id in (${subtree})
      or p.id in (select pt.product_id from product_taxons pt where pt.taxon_id in (${subtree})))`;
  },
  all: () => sql`true`,
  both: (left: SQL, right: SQL) => sql`(${left}) and (${right})`,
};

export async function countProducts(db: Database, filter: SQL) {
  const [row] = await rows<{ total: number }>(db, sql`select count(*)::int as total from products p where p.enabled and ${filter}`);
  return row?.total ?? 0;
}

// ---- variant summaries (lookups, kit contents) ----

export type VariantSummaryRow = CardVariantRow & {
  code: string;
  reference: string;
  name: string;
  quantity: number | null;
  productCode: string;
  productType: ProductType;
  productName: string;
  productSlug: string;
};

async function listVariantSummaries(db: Database, source: SQL, locale: Locale) {
  return rows<VariantSummaryRow>(
    db,
    sql`select v.code, v.reference, coalesce(vt.name, v.reference) as name, v.price_cents as "priceCents", v.ecotax_cents as "ecotaxCents",
      v.price_on_request as "priceOnRequest", v.stock_status as "stockStatus", v.stock_quantity as "stockQuantity", src.quantity,
      p.code as "productCode", p.type as "productType", pt.name as "productName", pt.slug as "productSlug"
    from (${source}) src
    join product_variants v on v.id = src.variant_id and v.enabled
    join products p on p.id = v.product_id and p.enabled
    cross join lateral ${productText("p", locale)} pt
    left join lateral ${variantText("v", locale)} vt on true
    order by src.ord, v.id`,
  );
}

export async function listBundleItems(db: Database, bundleProductId: number, locale: Locale) {
  return listVariantSummaries(
    db,
    sql`select b.variant_id, b.position as ord, b.quantity from bundle_items b where b.bundle_product_id = ${bundleProductId}`,
    locale,
  );
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (character) => `\\${character}`);

const lookupFilter = (filter: { codePrefix?: string; typology?: ProductType }) => {
  const prefix = filter.codePrefix === undefined ? null : `${escapeLike(filter.codePrefix)}%`;
  return sql`v.enabled and p.enabled
    ${prefix === null ? sql`` : sql`and (v.code ilike ${prefix} or v.reference ilike ${prefix})`}
    ${filter.typology === undefined ? sql`` : sql`and p.type = ${filter.typology}`}`;
};

export async function lookupVariants(
  db: Database,
  filter: { codePrefix?: string; typology?: ProductType },
  page: { limit: number; offset: number },
  locale: Locale,
) {
  const where = lookupFilter(filter);
  const [items, [count]] = await Promise.all([
    listVariantSummaries(
      db,
      sql`select v.id as variant_id, row_number() over (order by v.code) as ord, null::int as quantity
        from product_variants v join products p on p.id = v.product_id
        where ${where} order by v.code limit ${page.limit} offset ${page.offset}`,
      locale,
    ),
    rows<{ total: number }>(
      db,
      sql`select count(*)::int as total from product_variants v join products p on p.id = v.product_id where ${where}`,
    ),
  ]);
  return { items, total: count?.total ?? 0 };
}

export type AutocompleteRow = {
  code: string;
  reference: string;
  name: string;
  productCode: string;
  productName: string;
  brandCode: string;
  brandName: string;
};

/** Machine variants whose reference, code or name holds the term; those starting with it first. */
export async function autocompleteMachines(db: Database, term: string, limit: number, locale: Locale) {
  const contains = `%${escapeLike(term)}%`;
  const prefix = `${escapeLike(term)}%`;
  return rows<AutocompleteRow>(
    db,
    sql`select v.code, v.reference, coalesce(vt.name, v.reference) as name, p.code as "productCode", pt.name as "productName",
      b.code as "brandCode", b.name as "brandName"
    from product_variants v
    join products p on p.id = v.product_id and p.enabled and p.type = 'machine'
    join brands b on b.id = p.brand_id
    cross join lateral ${productText("p", locale)} pt
    left join lateral ${variantText("v", locale)} vt on true
    where v.enabled and (v.reference ilike ${contains} or v.code ilike ${contains} or vt.name ilike ${contains})
    order by (v.reference ilike ${prefix} or v.code ilike ${prefix} or vt.name ilike ${prefix}) desc, v.reference
    limit ${limit}`,
  );
}

// ---- vocabulary ----

export type VocabularyRow = {
  taxons: { id: number; parentId: number | null; code: string; texts: Partial<Record<Locale, { name: string; slug: string }>> }[];
  attributes: {
    id: number;
    code: string;
    type: AttributeType;
    unit: string | null;
    position: number;
    names: Partial<Record<Locale, string>>;
  }[];
  options: { id: number; labels: Partial<Record<Locale, string>> }[];
};

/** Categories, attributes and their options with their texts in every language: the few rows every page names. */
export async function listVocabulary(db: Database): Promise<VocabularyRow> {
  const [row] = await rows<VocabularyRow>(
    db,
    sql`select
      coalesce((select json_agg(json_build_object('id', x.id, 'parentId', x.parent_id, 'code', x.code, 'texts', coalesce((
        select json_object_agg(t.locale, json_build_object('name', t.name, 'slug', t.slug)) from taxon_translations t where t.taxon_id = x.id
      ), '{}'))) from taxons x), '[]') as taxons,
      coalesce((select json_agg(json_build_object('id', a.id, 'code', a.code, 'type', a.type, 'unit', a.unit, 'position', a.position,
        'names', coalesce((select json_object_agg(t.locale, t.name) from attribute_translations t where t.attribute_id = a.id), '{}')
      )) from attributes a), '[]') as attributes,
      coalesce((select json_agg(json_build_object('id', o.id,
        'labels', coalesce((select json_object_agg(t.locale, t.label) from attribute_option_translations t where t.option_id = o.id), '{}')
      )) from attribute_options o), '[]') as options`,
  );
  return row ?? { taxons: [], attributes: [], options: [] };
}

// ---- brands and categories ----

export type BrandRow = { id: number; code: string; name: string; productCount: number };

export async function findBrand(db: Database, code: string) {
  const [row] = await rows<{ id: number }>(db, sql`select id from brands where code = ${code}`);
  return row;
}

export async function listBrandsWithCounts(db: Database, taxonId: number | null) {
  const filter = taxonId === null ? sql`true` : productFilters.taxon(taxonId);
  return rows<BrandRow>(
    db,
    sql`select b.id, b.code, b.name, count(p.id)::int as "productCount"
      from brands b left join products p on p.brand_id = b.id and p.enabled and ${filter}
      group by b.id
      ${taxonId === null ? sql`` : sql`having count(p.id) > 0`}
      order by b.position, b.name`,
  );
}

export type TaxonRow = {
  id: number;
  parentId: number | null;
  code: string;
  name: string;
  slug: string;
  description: string | null;
};

/** Every category with its texts, in menu order. */
export async function listTaxons(db: Database, locale: Locale) {
  return rows<TaxonRow>(
    db,
    sql`select x.id, x.parent_id as "parentId", x.code, xt.name, xt.slug, xt.description
    from taxons x cross join lateral ${taxonText("x", locale)} xt
    order by x.position, x.id`,
  );
}

/** Enabled products per category, counting its subtree and additional listings once each. */
export async function countProductsPerTaxon(db: Database) {
  return rows<{ taxonId: number; total: number }>(
    db,
    sql`with recursive closure(ancestor_id, taxon_id) as (
        select id, id from taxons
        union all
        select c.ancestor_id, x.id from closure c join taxons x on x.parent_id = c.taxon_id
      ),
      listed(product_id, taxon_id) as (
        select p.id, p.main_taxon_id from products p where p.enabled
        union
        select pt.product_id, pt.taxon_id from product_taxons pt join products p on p.id = pt.product_id and p.enabled
      )
    select c.ancestor_id as "taxonId", count(distinct l.product_id)::int as total
    from closure c join listed l on l.taxon_id = c.taxon_id group by c.ancestor_id`,
  );
}

export async function findTaxonId(db: Database, code: string) {
  const [row] = await rows<{ id: number }>(db, sql`select id from taxons where code = ${code}`);
  return row?.id;
}

// ---- sitemaps ----

/** The same ISO 8601 text from both drivers, whatever their date parsing. */
const isoTime = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export type SitemapRow = { code: string; updatedAt: string; localizations: LocalizationRow[] };
export type SitemapVariantRow = SitemapRow & { productCode: string };

export async function listSitemapProducts(db: Database, limit: number, offset: number) {
  const [items, [count]] = await Promise.all([
    rows<SitemapRow>(
      db,
      sql`select p.code, ${isoTime(sql`p.updated_at`)} as "updatedAt", ${localizations("p")} as localizations
        from products p where p.enabled order by p.id limit ${limit} offset ${offset}`,
    ),
    rows<{ total: number }>(db, sql`select count(*)::int as total from products where enabled`),
  ]);
  return { items, total: count?.total ?? 0 };
}

export async function listSitemapVariants(db: Database, limit: number, offset: number) {
  const [items, [count]] = await Promise.all([
    rows<SitemapVariantRow>(
      db,
      sql`select v.code, p.code as "productCode", ${isoTime(sql`greatest(v.updated_at, p.updated_at)`)} as "updatedAt", ${localizations("p")} as localizations
        from product_variants v join products p on p.id = v.product_id and p.enabled
        where v.enabled order by v.id limit ${limit} offset ${offset}`,
    ),
    rows<{ total: number }>(
      db,
      sql`select count(*)::int as total from product_variants v join products p on p.id = v.product_id and p.enabled where v.enabled`,
    ),
  ]);
  return { items, total: count?.total ?? 0 };
}

// ---- recently viewed ----

export async function recordView(db: Database, customerId: number, productId: number, viewedAt: Date, keep: number) {
  await db.execute(
    sql`insert into customer_history_products (customer_id, product_id, viewed_at) values (${customerId}, ${productId}, ${viewedAt.toISOString()}::timestamptz)
      on conflict (customer_id, product_id) do update set viewed_at = excluded.viewed_at`,
  );
  // Only the most recent views are ever shown: older rows are dropped so the table stays small.
  await db.execute(
    sql`delete from customer_history_products where customer_id = ${customerId} and product_id in (
      select product_id from customer_history_products where customer_id = ${customerId}
      order by viewed_at desc, product_id offset ${keep}
    )`,
  );
}
