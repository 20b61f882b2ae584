import type { Database } from "@portal/db/client";
import type { FileKind } from "@portal/domain/files/stored-files";
import type { Locale } from "@portal/domain/i18n/locales";
import type { WarrantyActor, WarrantyStatus } from "@portal/domain/warranty/status";
import { type SQL, sql } from "drizzle-orm";
import { rows } from "../../platform/sql";
import { productText, variantText } from "../catalog/catalog.queries";

/*
 * Warranty reads. A customer reads the claims of the active company only (`companyId`); staff read
 * any claim (`companyId` null).
 */

export type ClaimRow = {
  id: number;
  token: string;
  number: string;
  internalNumber: string | null;
  mode: "simple" | "advanced";
  companyId: number;
  companyName: string;
  customerId: number;
  customerEmail: string;
  customerFirstname: string;
  customerLastname: string;
  machineRegistrationId: number | null;
  variantCode: string | null;
  serialNumber: string;
  brand: string | null;
  model: string | null;
  productName: string | null;
  invoiceNumber: string | null;
  purchaseDate: string | null;
  commissioningDate: string;
  hoursOfService: number;
  incidentCode: string;
  incidentLabel: string;
  incidentDate: string;
  incidentDescription: string;
  labourUnits: number;
  status: WarrantyStatus;
  claimDate: string;
  partsReceivedAt: string | null;
  refundFileId: number | null;
  localeCode: Locale;
  createdAt: string;
  updatedAt: string;
};

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
/** The incident's label in a language (a locale is one of four fixed words: safe as a column name). */
const labelColumn = (locale: Locale) => sql.raw(`i.label_${locale}`);

const claimColumns = (locale: Locale) => sql`c.id, c.token, c.number, c.internal_number as "internalNumber", c.mode,
  c.company_id as "companyId", co.corporate_name as "companyName", c.customer_id as "customerId", cu.email as "customerEmail",
  cu.firstname as "customerFirstname", cu.lastname as "customerLastname", c.machine_registration_id as "machineRegistrationId",
  c.variant_code as "variantCode", c.serial_number as "serialNumber", c.brand, c.model, c.product_name as "productName",
  c.invoice_number as "invoiceNumber", ${sql.raw(day("c.purchase_date"))} as "purchaseDate",
  ${sql.raw(day("c.commissioning_date"))} as "commissioningDate", c.hours_of_service as "hoursOfService",
  c.incident_code as "incidentCode", ${labelColumn(locale)} as "incidentLabel", ${sql.raw(day("c.incident_date"))} as "incidentDate",
  c.incident_description as "incidentDescription", c.labour_units as "labourUnits", c.status, ${sql.raw(day("c.claim_date"))} as "claimDate",
  ${sql.raw(day("c.parts_received_at"))} as "partsReceivedAt", c.refund_file_id as "refundFileId", c.locale_code as "localeCode",
  ${sql.raw(iso("c.created_at"))} as "createdAt", ${sql.raw(iso("c.updated_at"))} as "updatedAt"`;

const claimSource = sql.raw(`warranty_claims c join companies co on co.id = c.company_id join customers cu on cu.id = c.customer_id
  join warranty_incidents i on i.code = c.incident_code`);

/** A claim by token, within a company (any company for staff: `companyId` null); `lock` holds its row. */
export async function findClaim(db: Database, token: string, companyId: number | null, locale: Locale, options: { lock?: boolean } = {}) {
  const [row] = await rows<ClaimRow>(
    db,
    sql`select ${claimColumns(locale)} from ${claimSource} where c.token = ${token}
      ${companyId === null ? sql`` : sql`and c.company_id = ${companyId}`} ${options.lock ? sql`for update of c` : sql``}`,
  );
  return row;
}

export type ClaimFilter = { companyId?: number; q?: string; status?: WarrantyStatus; serialNumber?: string };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function filterOf(filter: ClaimFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.companyId !== undefined) parts.push(sql`c.company_id = ${filter.companyId}`);
  if (filter.status) parts.push(sql`c.status = ${filter.status}`);
  if (filter.serialNumber) parts.push(sql`upper(c.serial_number) = upper(${filter.serialNumber})`);
  if (filter.q) {
    const like = `%${escapeLike(filter.q)}%`;
    parts.push(sql`(c.number ilike ${like} or c.serial_number ilike ${like} or c.model ilike ${like} or c.brand ilike ${like}
      or c.product_name ilike ${like} or c.internal_number ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}

/** Claims matching the filter, newest first, a page of them and how many in all. */
export async function listClaims(db: Database, filter: ClaimFilter, page: { page: number; itemsPerPage: number }, locale: Locale) {
  const where = filterOf(filter);
  const items = await rows<ClaimRow>(
    db,
    sql`select ${claimColumns(locale)} from ${claimSource} where ${where}
      order by c.created_at desc, c.id desc limit ${page.itemsPerPage} offset ${(page.page - 1) * page.itemsPerPage}`,
  );
  const [count] = await rows<{ total: number }>(db, sql`select count(*)::int as total from warranty_claims c where ${where}`);
  return { items, total: count?.total ?? 0 };
}

export async function countByStatus(db: Database, companyId: number) {
  return rows<{ status: WarrantyStatus; count: number }>(
    db,
    sql`select status, count(*)::int as count from warranty_claims where company_id = ${companyId} group by status`,
  );
}

export async function listIncidents(db: Database, locale: Locale) {
  return rows<{ code: string; label: string }>(
    db,
    sql`select i.code, ${labelColumn(locale)} as label from warranty_incidents i where i.enabled order by i.position, i.code`,
  );
}

export async function incidentExists(db: Database, code: string): Promise<boolean> {
  const found = await rows<{ code: string }>(db, sql`select code from warranty_incidents where code = ${code} and enabled`);
  return found.length > 0;
}

export type ReferenceInvoiceRow = { invoiceId: number; invoiceNumber: string; date: string; orderNumber: string | null; quantity: number };

/**
 * The company's invoices (not credit notes) with a line of the reference, newest first, and the
 * quantity of it they invoiced. `numbers` narrows to those invoices.
 */
export async function invoicesHoldingReference(db: Database, companyId: number, reference: string, numbers?: readonly string[]) {
  return rows<ReferenceInvoiceRow>(
    db,
    sql`select i.id as "invoiceId", i.number as "invoiceNumber", ${sql.raw(day("i.issue_date"))} as date, i.order_number as "orderNumber",
      sum(l.quantity)::int as quantity
    from invoices i join invoice_lines l on l.invoice_id = i.id
    where i.company_id = ${companyId} and i.kind = 'invoice' and upper(l.reference) = upper(${reference})
      ${numbers ? sql`and i.number in (${sql.join(numbers.length ? numbers.map((n) => sql`${n}`) : [sql`null`], sql`, `)})` : sql``}
    group by i.id
    order by i.issue_date desc, i.id desc
    limit 50`,
  );
}

export type CatalogMachineRow = { variantCode: string; brand: string; model: string; productName: string };

/** A machine of the catalogue by variant code, named in a language. */
export async function findCatalogMachine(db: Database, variantCode: string, locale: Locale) {
  const [row] = await rows<CatalogMachineRow>(
    db,
    sql`select v.code as "variantCode", b.name as brand, pt.name as model, coalesce(vt.name, pt.name) as "productName"
    from product_variants v
    join products p on p.id = v.product_id and p.type = 'machine'
    join brands b on b.id = p.brand_id
    cross join lateral ${productText("p", locale)} pt
    left join lateral ${variantText("v", locale)} vt on true
    where v.code = ${variantCode}`,
  );
  return row;
}

export type RegisteredMachineRow = {
  id: number;
  token: string;
  serialNumber: string;
  variantCode: string | null;
  brand: string;
  model: string;
  sellingDate: string;
};

/** A machine registered to the company (machines area), by its registration's token. */
export async function findRegisteredMachine(db: Database, token: string, companyId: number) {
  const [row] = await rows<RegisteredMachineRow>(
    db,
    sql`select r.id, r.token, m.serial_number as "serialNumber", m.variant_code as "variantCode", m.brand, m.model,
      ${sql.raw(day("r.selling_date"))} as "sellingDate"
    from machine_registrations r join machines_sold m on m.id = r.machine_sold_id
    where r.token = ${token} and r.company_id = ${companyId}`,
  );
  return row;
}

export async function machineTokenOf(db: Database, registrationId: number): Promise<string | null> {
  const [row] = await rows<{ token: string }>(db, sql`select token from machine_registrations where id = ${registrationId}`);
  return row?.token ?? null;
}

export type FileRow = { id: number; token: string; name: string; kind: FileKind; sizeBytes: number };
const fileColumns = sql.raw(`f.id, f.token, f.name, f.kind, f.size_bytes as "sizeBytes"`);

export async function findFile(db: Database, id: number) {
  const [row] = await rows<FileRow>(db, sql`select ${fileColumns} from stored_files f where f.id = ${id}`);
  return row;
}

export type PartRow = { reference: string; name: string; quantity: number; invoiceNumber: string; invoiceDate: string };

export async function listParts(db: Database, claimId: number) {
  return rows<PartRow>(
    db,
    sql`select p.reference, p.name, p.quantity, i.number as "invoiceNumber", ${sql.raw(day("i.issue_date"))} as "invoiceDate"
    from warranty_claim_parts p join invoices i on i.id = p.invoice_id where p.claim_id = ${claimId} order by p.id`,
  );
}

export type DocumentRow = { id: number; comment: string | null; file: FileRow | null };

export async function listDocuments(db: Database, claimId: number) {
  return rows<DocumentRow>(
    db,
    sql`select d.id, d.comment,
      case when f.id is null then null else json_build_object('id', f.id, 'token', f.token, 'name', f.name, 'kind', f.kind, 'sizeBytes', f.size_bytes) end as file
    from warranty_claim_documents d left join stored_files f on f.id = d.file_id
    where d.claim_id = ${claimId} order by d.position, d.id`,
  );
}

export type StatusChangeRow = {
  fromStatus: WarrantyStatus | null;
  toStatus: WarrantyStatus;
  actor: WarrantyActor;
  staffUserId: number | null;
  customerId: number | null;
  note: string | null;
  at: string;
};

export async function listStatusChanges(db: Database, claimId: number) {
  return rows<StatusChangeRow>(
    db,
    sql`select from_status as "fromStatus", to_status as "toStatus", actor, staff_user_id as "staffUserId", customer_id as "customerId",
      note, ${sql.raw(iso("at"))} as at
    from warranty_status_changes where claim_id = ${claimId} order by at, id`,
  );
}

export type CommentRow = {
  id: number;
  customerId: number | null;
  staffUserId: number | null;
  authorName: string;
  body: string | null;
  localeCode: Locale;
  createdAt: string;
  files: FileRow[];
};

export async function listComments(db: Database, claimId: number) {
  return rows<CommentRow>(
    db,
    sql`select m.id, m.customer_id as "customerId", m.staff_user_id as "staffUserId",
      coalesce(cu.firstname || ' ' || cu.lastname, s.firstname || ' ' || s.lastname) as "authorName",
      m.body, m.locale_code as "localeCode", ${sql.raw(iso("m.created_at"))} as "createdAt",
      coalesce((select json_agg(json_build_object('id', f.id, 'token', f.token, 'name', f.name, 'kind', f.kind, 'sizeBytes', f.size_bytes) order by cf.id)
        from warranty_comment_files cf join stored_files f on f.id = cf.file_id where cf.comment_id = m.id), '[]') as files
    from warranty_comments m
    left join customers cu on cu.id = m.customer_id
    left join staff_users s on s.id = m.staff_user_id
    where m.claim_id = ${claimId} order by m.id`,
  );
}

/** Claims waiting for parts that have not arrived, filed on or before `filedBy` (Paris days). */
export async function claimsWaitingForPartsSince(db: Database, filedBy: string, limit: number) {
  return rows<{ id: number; token: string }>(
    db,
    sql`select id, token from warranty_claims
    where status = 'waiting_piece' and parts_received_at is null and claim_date <= ${filedBy}::date
    order by claim_date, id limit ${limit}`,
  );
}
