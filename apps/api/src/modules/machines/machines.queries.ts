import type { Database } from "@portal/db/client";
import { storedFiles } from "@portal/db/schema/index";
import type { Locale } from "@portal/domain/i18n/locales";
import type { CustomerType } from "@portal/domain/machines/schemas";
import { eq, sql } from "drizzle-orm";
import { rows, statement } from "../../platform/sql";
import { storedFileView } from "../files/files.service";

/*
 * Machines sold and their registrations in plain SQL. Customer reads are always scoped by the
 * company: another company's registration reads as unknown.
 */

export type MachineSoldRow = {
  id: number;
  serialNumber: string;
  brand: string;
  model: string;
  variantCode: string | null;
  clientCode: string;
  soldAt: string;
  registrationToken: string | null;
};

const machineSoldColumns = sql.raw(`m.id, m.serial_number as "serialNumber", m.brand, m.model, m.variant_code as "variantCode",
  m.client_code as "clientCode", m.sold_at::text as "soldAt", r.token as "registrationToken"`);

const findSoldStatement = statement<MachineSoldRow, "serialNumber" | "clientCode">(
  (value) => sql`select ${machineSoldColumns}
    from machines_sold m left join machine_registrations r on r.machine_sold_id = m.id
    where m.serial_number = ${value("serialNumber")} and m.client_code = ${value("clientCode")}`,
);

/** The machine sold with this serial number to the dealer of this client code; both must match. */
export async function findMachineSold(db: Database, serialNumber: string, clientCode: string) {
  const [row] = await findSoldStatement(db, { serialNumber, clientCode });
  return row;
}

export type RegistrationRow = {
  id: number;
  token: string;
  companyId: number;
  serialNumber: string;
  brand: string;
  model: string;
  variantCode: string | null;
  soldAt: string;
  customerType: CustomerType;
  firstName: string | null;
  lastName: string | null;
  corporateName: string | null;
  siret: string | null;
  activity: string | null;
  email: string;
  phone: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
  sellingDate: string;
  deliveredComplete: boolean;
  localeCode: Locale;
  invoiceFileId: number | null;
  registeredAt: string;
};

export type RegistrationSummaryRow = Pick<
  RegistrationRow,
  | "token"
  | "serialNumber"
  | "brand"
  | "model"
  | "sellingDate"
  | "customerType"
  | "firstName"
  | "lastName"
  | "corporateName"
  | "city"
  | "registeredAt"
>;

const summaryColumns = sql.raw(`r.token, m.serial_number as "serialNumber", m.brand, m.model, r.selling_date::text as "sellingDate",
  r.customer_type as "customerType", r.first_name as "firstName", r.last_name as "lastName", r.corporate_name as "corporateName",
  r.city, to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "registeredAt"`);

const registrationColumns = sql.raw(`r.id, r.token, r.company_id as "companyId", m.serial_number as "serialNumber", m.brand, m.model,
  m.variant_code as "variantCode", m.sold_at::text as "soldAt", r.customer_type as "customerType", r.first_name as "firstName",
  r.last_name as "lastName", r.corporate_name as "corporateName", r.siret, r.activity_code as activity, r.email, r.phone, r.street,
  r.zip_code as "zipCode", r.city, r.country_code as country, r.selling_date::text as "sellingDate",
  r.delivered_complete as "deliveredComplete", r.locale_code as "localeCode", r.invoice_file_id as "invoiceFileId",
  to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "registeredAt"`);

/** `%`, `_` and `\` typed by a user are letters, not wildcards. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

type ListValues = "companyId" | "pattern" | "limit" | "offset";

/*
 * Without a search the page's ids are read backwards along the company's (created_at, id) index
 * alone (an index-only scan, so a deep offset skips index entries, not rows); with one, the trigram
 * index finds the matching rows. Only the page's rows are then read and joined. Planned per call:
 * which index serves depends on the search.
 */
const listStatement = statement<RegistrationSummaryRow, ListValues>(
  (value) => sql`select ${summaryColumns}
    from (select p.id, p.created_at from machine_registrations p
      where p.company_id = ${value("companyId")}::integer
        and (${value("pattern")}::text is null or p.search_text like ${value("pattern")}::text)
      order by p.created_at desc nulls last, p.id desc nulls last
      limit ${value("limit")}::integer offset ${value("offset")}::integer) page
    join machine_registrations r on r.id = page.id
    join machines_sold m on m.id = r.machine_sold_id
    order by page.created_at desc nulls last, page.id desc nulls last`,
  { planEachCall: true },
);

const countStatement = statement<{ total: number }, "companyId" | "pattern">(
  (value) => sql`select count(*)::integer as total from machine_registrations r
    where r.company_id = ${value("companyId")}::integer
      and (${value("pattern")}::text is null or r.search_text like ${value("pattern")}::text)`,
  { planEachCall: true },
);

export async function listRegistrations(db: Database, filter: { companyId: number; search: string | null; limit: number; offset: number }) {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  const [items, [count]] = await Promise.all([
    listStatement(db, { companyId: filter.companyId, pattern, limit: filter.limit, offset: filter.offset }),
    countStatement(db, { companyId: filter.companyId, pattern }),
  ]);
  return { items, total: count?.total ?? 0 };
}

const findByTokenStatement = statement<RegistrationRow, "token" | "companyId">(
  (value) => sql`select ${registrationColumns}
    from machine_registrations r join machines_sold m on m.id = r.machine_sold_id
    where r.token = ${value("token")} and (${value("companyId")}::integer is null or r.company_id = ${value("companyId")}::integer)`,
);

/** A registration of the company by its token; `companyId` null: any company's (staff). */
export async function findRegistration(db: Database, token: string, companyId: number | null) {
  const [row] = await findByTokenStatement(db, { token, companyId });
  return row;
}

export type StaffRegistrationRow = RegistrationSummaryRow & { companyId: number; companyName: string };

/** Every company's registrations, newest first, for the staff; by company and searched like the customer's list. */
export async function listAllRegistrations(
  db: Database,
  filter: { companyId: number | null; search: string | null; limit: number; offset: number },
) {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  const where = sql`(${filter.companyId}::integer is null or r.company_id = ${filter.companyId}::integer)
    and (${pattern}::text is null or r.search_text like ${pattern}::text)`;
  const [items, [count]] = await Promise.all([
    rows<StaffRegistrationRow>(
      db,
      sql`select ${summaryColumns}, r.company_id as "companyId", co.corporate_name as "companyName"
      from machine_registrations r join machines_sold m on m.id = r.machine_sold_id join companies co on co.id = r.company_id
      where ${where}
      order by r.created_at desc nulls last, r.id desc nulls last
      limit ${filter.limit} offset ${filter.offset}`,
    ),
    rows<{ total: number }>(db, sql`select count(*)::integer as total from machine_registrations r where ${where}`),
  ]);
  return { items, total: count?.total ?? 0 };
}

export async function findCompany(db: Database, companyId: number) {
  const [row] = await rows<{ id: number; corporateName: string; clientCode: string | null }>(
    db,
    sql`select id, corporate_name as "corporateName", client_code as "clientCode" from companies where id = ${companyId}`,
  );
  return row;
}

/** Machines sold, newest sale first, by client code and searched by serial number, brand or model. */
export async function listMachinesSold(
  db: Database,
  filter: { clientCode: string | null; search: string | null; limit: number; offset: number },
) {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  const where = sql`(${filter.clientCode}::text is null or m.client_code = ${filter.clientCode}::text)
    and (${pattern}::text is null or lower(m.serial_number || ' ' || m.brand || ' ' || m.model) like ${pattern}::text)`;
  const [items, [count]] = await Promise.all([
    rows<MachineSoldRow>(
      db,
      sql`select ${machineSoldColumns}
      from machines_sold m left join machine_registrations r on r.machine_sold_id = m.id
      where ${where}
      order by m.sold_at desc, m.id desc
      limit ${filter.limit} offset ${filter.offset}`,
    ),
    rows<{ total: number }>(db, sql`select count(*)::integer as total from machines_sold m where ${where}`),
  ]);
  return { items, total: count?.total ?? 0 };
}

export async function findMachineSoldBySerial(db: Database, serialNumber: string) {
  const [row] = await rows<MachineSoldRow>(
    db,
    sql`select ${machineSoldColumns} from machines_sold m left join machine_registrations r on r.machine_sold_id = m.id
    where m.serial_number = ${serialNumber}`,
  );
  return row;
}

/** The search text of a registration: serial, brand, model and end customer, in lower case. */
export const searchTextSql = sql.raw(
  `lower(concat_ws(' ', m.serial_number, m.brand, m.model, r.first_name, r.last_name, r.corporate_name))`,
);

export type MachineSoldUpsert = {
  serialNumber: string;
  brand: string;
  model: string;
  variantCode: string | null;
  clientCode: string;
  soldAt: string;
};

/** Which of these variant codes the catalogue knows. */
export async function knownVariantCodes(db: Database, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const found = await rows<{ code: string }>(
    db,
    sql`select code from product_variants where code in (select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`,
  );
  return new Set(found.map((row) => row.code));
}

/**
 * Creates or updates machines sold by serial number in one statement, the rows travelling as one
 * JSON parameter. A row equal to the stored one is left alone (and not returned): the caller counts
 * it unchanged. Registrations of renamed machines get their search text again.
 */
export async function upsertMachinesSold(db: Database, machines: readonly MachineSoldUpsert[]) {
  if (machines.length === 0) return { created: 0, updated: 0 };
  const written = await rows<{ id: number; created: boolean }>(
    db,
    sql`insert into machines_sold (serial_number, brand, model, variant_code, client_code, sold_at)
    select d."serialNumber", d.brand, d.model, d."variantCode", d."clientCode", d."soldAt"
    from jsonb_to_recordset(${JSON.stringify(machines)}::jsonb) as d("serialNumber" varchar, brand varchar, model varchar,
      "variantCode" varchar, "clientCode" varchar, "soldAt" date)
    on conflict (serial_number) do update set brand = excluded.brand, model = excluded.model, variant_code = excluded.variant_code,
      client_code = excluded.client_code, sold_at = excluded.sold_at, updated_at = now()
    where (machines_sold.brand, machines_sold.model, machines_sold.variant_code, machines_sold.client_code, machines_sold.sold_at)
      is distinct from (excluded.brand, excluded.model, excluded.variant_code, excluded.client_code, excluded.sold_at)
    returning id, (xmax = 0) as created`,
  );
  const updatedIds = written.filter((row) => !row.created).map((row) => row.id);
  if (updatedIds.length > 0) {
    await db.execute(
      sql`update machine_registrations r set search_text = ${searchTextSql}
      from machines_sold m where m.id = r.machine_sold_id
        and m.id in (select jsonb_array_elements_text(${JSON.stringify(updatedIds)}::jsonb)::integer)`,
    );
  }
  return { created: written.length - updatedIds.length, updated: updatedIds.length };
}

export type NewRegistration = {
  token: string;
  machineSoldId: number;
  companyId: number;
  registeredBy: number;
  customerType: CustomerType;
  firstName: string | null;
  lastName: string | null;
  corporateName: string | null;
  siret: string | null;
  activityCode: string | null;
  email: string;
  phone: string;
  street: string;
  zipCode: string;
  city: string;
  countryCode: string;
  sellingDate: string;
  deliveredComplete: boolean;
  invoiceFileId: number | null;
  localeCode: Locale;
};

/** Writes a registration with its search text; a second one of the same machine breaks the unique index. */
export async function insertRegistration(db: Database, registration: NewRegistration) {
  const r = registration;
  await db.execute(
    sql`insert into machine_registrations (token, machine_sold_id, company_id, registered_by, customer_type, first_name, last_name,
      corporate_name, siret, activity_code, email, phone, street, zip_code, city, country_code, selling_date, delivered_complete,
      invoice_file_id, locale_code, search_text)
    select ${r.token}, m.id, ${r.companyId}, ${r.registeredBy}, ${r.customerType}, ${r.firstName}, ${r.lastName}, ${r.corporateName},
      ${r.siret}, ${r.activityCode}, ${r.email}, ${r.phone}, ${r.street}, ${r.zipCode}, ${r.city}, ${r.countryCode}, ${r.sellingDate},
      ${r.deliveredComplete}, ${r.invoiceFileId}, ${r.localeCode},
      lower(concat_ws(' ', m.serial_number, m.brand, m.model, ${r.firstName}::text, ${r.lastName}::text, ${r.corporateName}::text))
    from machines_sold m where m.id = ${r.machineSoldId}`,
  );
}

/** Whether a country is one addresses may be in, and an activity one the portal knows. */
export async function referenceChecks(db: Database, countryCode: string, activityCode: string | null) {
  const [row] = await rows<{ countryAllowed: boolean; activityKnown: boolean }>(
    db,
    sql`select coalesce((select allowed_for_addresses from countries where code = ${countryCode}), false) as "countryAllowed",
      (${activityCode}::text is null or exists (select 1 from activities where code = ${activityCode}::text)) as "activityKnown"`,
  );
  return row ?? { countryAllowed: false, activityKnown: false };
}

/** The sale invoice of a registration, as the files area shows a stored file. */
export async function readInvoiceFile(db: Database, fileId: number) {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
  return row ? storedFileView(row) : null;
}
