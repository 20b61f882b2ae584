import type { Database } from "@portal/db/client";
import type { DocumentFileKind, DocumentKind } from "@portal/domain/documents/rules";
import type { Locale } from "@portal/domain/i18n/locales";
import { type SQL, sql } from "drizzle-orm";
import { rows } from "../../platform/sql";

export type FileRow = { locale: Locale; title: string; fileKey: string; fileKind: DocumentFileKind; sizeBytes: number };
export type ProductRow = { code: string; name: string };
export type DocumentRow = {
  id: number;
  token: string;
  kind: DocumentKind;
  brandCode: string;
  brandName: string;
  publishedFrom: Date | string;
  publishedUntil: Date | string | null;
  downloads: number | string;
  updatedAt: Date | string;
  files: FileRow[];
  products: ProductRow[];
  total: number | string;
};

export type DocumentFilters = {
  kinds: readonly DocumentKind[];
  brand?: string | undefined;
  product?: string | undefined;
  q?: string | undefined;
  /** Published at this instant only (customers); every document when absent (staff). */
  publishedAt?: Date;
  state?: "scheduled" | "published" | "expired" | undefined;
  now: Date;
};

/** Instants travel as ISO text: both drivers read it the same way. */
const ts = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** A document customers see at `at`: its window has begun and not yet ended. */
const publishedOn = (at: Date) => sql`d.published_from <= ${ts(at)} and (d.published_until is null or d.published_until > ${ts(at)})`;

/** A document's columns with its files and its products (names in `locale`), for `DocumentRow`. */
const documentColumns = (locale: Locale) => sql`d.id, d.token, d.kind, b.code as "brandCode", b.name as "brandName",
  d.published_from as "publishedFrom", d.published_until as "publishedUntil", d.download_count as downloads, d.updated_at as "updatedAt",
  (select coalesce(json_agg(json_build_object('locale', f.locale, 'title', f.title, 'fileKey', f.file_key, 'fileKind', f.file_kind,
      'sizeBytes', f.size_bytes) order by f.locale), '[]') from library_document_files f where f.document_id = d.id) as files,
  (select coalesce(json_agg(json_build_object('code', p.code, 'name', coalesce(t.name, p.code)) order by t.name), '[]')
    from library_document_products dp join products p on p.id = dp.product_id
    left join product_translations t on t.product_id = p.id and t.locale = ${locale}
    where dp.document_id = d.id) as products`;

const escapeLike = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);

function whereOf(filters: DocumentFilters): SQL {
  const conditions: SQL[] = [
    sql`d.kind in (${sql.join(
      filters.kinds.map((kind) => sql`${kind}`),
      sql`, `,
    )})`,
  ];
  if (filters.brand) conditions.push(sql`b.code = ${filters.brand}`);
  if (filters.product)
    conditions.push(
      sql`exists (select 1 from library_document_products dp join products p on p.id = dp.product_id where dp.document_id = d.id and p.code = ${filters.product})`,
    );
  if (filters.q)
    conditions.push(
      sql`exists (select 1 from library_document_files f where f.document_id = d.id and lower(f.title) like ${`%${escapeLike(filters.q)}%`})`,
    );
  const at = filters.publishedAt;
  if (at) conditions.push(publishedOn(at));
  if (filters.state === "scheduled") conditions.push(sql`d.published_from > ${ts(filters.now)}`);
  if (filters.state === "published") conditions.push(publishedOn(filters.now));
  if (filters.state === "expired") conditions.push(sql`d.published_until <= ${ts(filters.now)}`);
  return sql.join(conditions, sql` and `);
}

/** A page of documents, newest publication first, with their files and products (names in `locale`). */
export function listDocuments(db: Database, filters: DocumentFilters, locale: Locale, page: { offset: number; limit: number }) {
  return rows<DocumentRow>(
    db,
    sql`select ${documentColumns(locale)}, count(*) over () as total
    from library_documents d join brands b on b.id = d.brand_id
    where ${whereOf(filters)}
    order by d.published_from desc, d.id desc
    offset ${page.offset} limit ${page.limit}`,
  );
}

export async function findDocument(db: Database, token: string, locale: Locale, publishedAt?: Date) {
  const [row] = await rows<DocumentRow>(
    db,
    sql`select ${documentColumns(locale)}, 1 as total
    from library_documents d join brands b on b.id = d.brand_id
    where d.token = ${token}
      ${publishedAt ? sql`and ${publishedOn(publishedAt)}` : sql``}`,
  );
  return row ?? null;
}

/** Brands with published documents of these kinds, and how many. */
export function listBrands(db: Database, kinds: readonly DocumentKind[], at: Date) {
  return rows<{ code: string; name: string; documents: number | string }>(
    db,
    sql`select b.code, b.name, count(d.id) as documents
    from brands b join library_documents d on d.brand_id = b.id
    where d.kind in (${sql.join(
      kinds.map((kind) => sql`${kind}`),
      sql`, `,
    )}) and ${publishedOn(at)}
    group by b.id order by b.position, b.name`,
  );
}

/** The brand's products that published documents of these kinds apply to, by name or code. */
export function listProducts(
  db: Database,
  filters: { brand: string; kinds: readonly DocumentKind[]; q?: string | undefined; at: Date; limit: number },
  locale: Locale,
) {
  const like = filters.q ? `%${escapeLike(filters.q)}%` : null;
  return rows<ProductRow>(
    db,
    sql`select p.code, coalesce(t.name, p.code) as name
    from products p join brands b on b.id = p.brand_id
    left join product_translations t on t.product_id = p.id and t.locale = ${locale}
    where b.code = ${filters.brand} and exists (
      select 1 from library_document_products dp join library_documents d on d.id = dp.document_id
      where dp.product_id = p.id and d.kind in (${sql.join(
        filters.kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})
        and ${publishedOn(filters.at)})
      ${like ? sql`and (lower(coalesce(t.name, '')) like ${like} or lower(p.code) like ${like})` : sql``}
    order by name limit ${filters.limit}`,
  );
}

/** Counts a download, in the same statement that checks the document is still published. */
export async function countDownload(db: Database, id: number, at: Date) {
  const found = await rows<{ id: number }>(
    db,
    sql`update library_documents set download_count = download_count + 1
    where id = ${id} and published_from <= ${ts(at)} and (published_until is null or published_until > ${ts(at)}) returning id`,
  );
  return found.length === 1;
}

export type PriceListRow = {
  reference: string;
  name: string;
  family: string;
  stockStatus: "on_stock" | "on_order" | "not_managed";
  priceCents: number | null;
  priceOnRequest: boolean;
  supersededBy: string | null;
};

/** Every enabled reference of the brand, by reference: the live price list's lines. */
export function priceListRows(db: Database, brandId: number, locale: Locale) {
  return rows<PriceListRow>(
    db,
    sql`select v.reference, coalesce(vt.name, pt.name, v.code) as name, coalesce(tt.name, '') as family,
      v.stock_status as "stockStatus", v.price_cents as "priceCents", v.price_on_request as "priceOnRequest", s.reference as "supersededBy"
    from product_variants v join products p on p.id = v.product_id
    left join product_variant_translations vt on vt.variant_id = v.id and vt.locale = ${locale}
    left join product_translations pt on pt.product_id = p.id and pt.locale = ${locale}
    left join taxon_translations tt on tt.taxon_id = p.main_taxon_id and tt.locale = ${locale}
    left join product_variants s on s.id = v.superseded_by_id
    where p.brand_id = ${brandId} and p.enabled and v.enabled
    order by v.reference`,
  );
}

export async function findBrand(db: Database, code: string) {
  const [row] = await rows<{ id: number; code: string; name: string }>(db, sql`select id, code, name from brands where code = ${code}`);
  return row ?? null;
}

export async function companyDiscount(db: Database, companyId: number) {
  const [row] = await rows<{ discountBasisPoints: number; name: string }>(
    db,
    sql`select discount_basis_points as "discountBasisPoints", corporate_name as name from companies where id = ${companyId}`,
  );
  return row ?? null;
}
