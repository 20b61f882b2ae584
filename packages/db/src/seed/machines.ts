import { withLuhnCheckDigit } from "@portal/domain/companies/siret";
import type { FileStore } from "@portal/domain/files/file-store";
import type { CustomerType } from "@portal/domain/machines/schemas";
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../client";
import { PdfPage, renderPdf } from "./catalog/pdf";

/*
 * Demo machines sold and their registrations. The dealer Vertmoteur (client code C10001, the
 * company of buyer@demo.example) sold machines of the catalogue; some were registered by the dealer
 * for private and professional end customers, one by the private customer particulier@demo.example,
 * and a few are not registered yet, so that a journey can register one:
 *   VM-2025-000901 and VM-2025-000902 (client code C10001), and DB-2025-000301 (C10002).
 * The dealer's volume grows with the scale: 200 registrations per unit, 50,000 at scale 250. With a
 * file store, the named registrations carry a small sale invoice (PDF); the volume carries none.
 * Nothing here draws at random: the same scale gives the same rows.
 */

/** Serial numbers of machines sold and left unregistered for journeys to register. */
export const unregisteredDemoSerials = { vertmoteur: ["VM-2025-000901", "VM-2025-000902"], dubois: ["DB-2025-000301"] } as const;

/** Registrations of the dealer's company per unit of scale. */
export const registrationsPerScale = 200;

const firstNames = ["Anne", "Louis", "Claire", "Hugo", "Emma", "Jules", "Léa", "Paul", "Chloé", "Marc", "Inès", "Théo"];
const lastNames = ["Martin", "Bernard", "Petit", "Durand", "Leroy", "Moreau", "Simon", "Laurent", "Michel", "Garcia", "Roux", "Fournier"];
const corporateNames = ["Espaces Verts du Maine", "Jardins de Loire", "SARL Élagage Anjou", "Commune de Trélazé", "Parcs et Golfs Ouest"];
const activities = ["landscaper", "municipality", "forestry", "rental", "agriculture"];
const cities: [string, string][] = [
  ["49000", "Angers"],
  ["49100", "Angers"],
  ["49300", "Cholet"],
  ["53000", "Laval"],
  ["72000", "Le Mans"],
  ["44000", "Nantes"],
];
/** Machines of a catalogue without machine products (tests seed their own catalogue after this). */
const fallbackModels: [string, string][] = [
  ["Verdamo", "Tondeuse T53 thermique"],
  ["Sylvatec", "Tronçonneuse CS450"],
  ["Verdamo", "Débroussailleuse B43"],
];

type Machine = { serialNumber: string; variantCode: string | null; brand: string; model: string; clientCode: string; soldAt: string };
type Registration = {
  serialNumber: string;
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
  sellingDate: string;
  deliveredComplete: boolean;
  createdAt: string;
};

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;
const day = (base: string, days: number) => new Date(Date.parse(`${base}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A token of 24 URL-safe characters derived from a number: the number itself (base 36, so no two
 * rows share a token) followed by stable filler. Unguessable enough for demo rows.
 */
function demoToken(prefix: string, index: number): string {
  let state = (index * 2654435761 + 12345) % 2147483648;
  let token = `${prefix}${index.toString(36).padStart(6, "0")}`;
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  while (token.length < 24) {
    state = (state * 1103515245 + 12345) % 2147483648;
    token += alphabet[state % alphabet.length];
  }
  return token;
}

function endCustomer(index: number, type: CustomerType) {
  if (type === "private") {
    const firstName = pick(firstNames, index);
    const lastName = pick(lastNames, Math.floor(index / firstNames.length) + index);
    return {
      firstName,
      lastName,
      corporateName: null,
      siret: null,
      activityCode: null,
      email: `${firstName}.${lastName}.${index}@client.example`
        .toLowerCase()
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, ""),
    };
  }
  const corporateName = `${pick(corporateNames, index)}${index >= corporateNames.length ? ` ${index}` : ""}`;
  return {
    firstName: null,
    lastName: null,
    corporateName,
    siret: withLuhnCheckDigit(`9${String(10_000_000 + index).padStart(8, "0")}0001`),
    activityCode: pick(activities, index),
    email: `contact${index}@pro-client.example`,
  };
}

/** A one-page sale invoice of the dealer to the end customer. */
function saleInvoicePdf(registration: Registration & { brand: string; model: string }, number: string): Uint8Array {
  const page = new PdfPage();
  const customer = registration.corporateName ?? `${registration.firstName} ${registration.lastName}`;
  page.text(56, 64, 20, "Vertmoteur Motoculture SARL", { bold: true });
  page.text(56, 88, 10, "12 rue des Artisans, 49000 Angers");
  page.text(56, 140, 16, `Facture ${number}`, { bold: true });
  page.text(56, 164, 10, `Date : ${registration.sellingDate}`);
  page.text(340, 140, 11, customer, { bold: true });
  page.text(340, 158, 10, registration.street);
  page.text(340, 174, 10, `${registration.zipCode} ${registration.city}`);
  page.line(56, 220, 539, 220);
  page.text(56, 240, 11, `${registration.brand} ${registration.model}`);
  page.text(56, 258, 10, `N° de série ${registration.serialNumber}`);
  page.textRight(539, 240, 11, "1");
  return renderPdf([page], { title: `Facture ${number}`, author: "Vertmoteur Motoculture SARL" });
}

export async function seedMachines(db: Database, options: { scale: number; files?: FileStore }) {
  const models = await queryRows<{ code: string; brand: string; model: string }>(
    db,
    sql`select v.code, b.name as brand, t.name as model
    from product_variants v join products p on p.id = v.product_id join brands b on b.id = p.brand_id
    join product_translations t on t.product_id = p.id and t.locale = 'fr'
    where p.type = 'machine' and p.enabled and v.enabled order by v.code`,
  );
  const modelOf = (index: number) => {
    if (models.length > 0) {
      const found = pick(models, index);
      return { variantCode: found.code, brand: found.brand, model: found.model };
    }
    const [brand, model] = pick(fallbackModels, index);
    return { variantCode: null, brand, model };
  };
  const ids = await queryRows<{ key: string; id: number }>(
    db,
    sql`select 'company:' || client_code as key, id from companies where client_code in ('C10001', 'C10002')
    union all select 'company:roussel', c.id from companies c join company_memberships m on m.company_id = c.id
      join customers cu on cu.id = m.customer_id where cu.email = 'particulier@demo.example'
    union all select 'customer:' || email, id from customers
      where email in ('buyer@demo.example', 'multi@demo.example', 'particulier@demo.example')`,
  );
  const idOf = new Map(ids.map((row) => [row.key, row.id]));
  const vertmoteur = idOf.get("company:C10001");
  const dubois = idOf.get("company:C10002");
  const roussel = idOf.get("company:roussel");
  const buyer = idOf.get("customer:buyer@demo.example");
  const multi = idOf.get("customer:multi@demo.example");
  const particulier = idOf.get("customer:particulier@demo.example");
  if (!vertmoteur || !dubois || !roussel || !buyer || !multi || !particulier) return;

  const machines: Machine[] = [];
  const registrations: Registration[] = [];
  const sold = (serialNumber: string, clientCode: string, index: number, soldAt: string) => {
    machines.push({ serialNumber, clientCode, soldAt, ...modelOf(index) });
  };
  const register = (serialNumber: string, index: number, by: { companyId: number; customerId: number }, type: CustomerType, at: string) => {
    const [zipCode, city] = pick(cities, index);
    registrations.push({
      serialNumber,
      companyId: by.companyId,
      registeredBy: by.customerId,
      customerType: type,
      ...endCustomer(index, type),
      phone: `+33 6 ${String(10 + (index % 89)).padStart(2, "0")} ${String(index % 100).padStart(2, "0")} 45 67`,
      street: `${1 + (index % 120)} rue des Vergers`,
      zipCode,
      city,
      sellingDate: day(at.slice(0, 10), -3),
      deliveredComplete: index % 7 !== 0,
      createdAt: at,
    });
  };

  // The dealer's volume: sold through 2024, registered a few days later, oldest first.
  const volume = registrationsPerScale * Math.max(1, options.scale);
  const start = Date.parse("2024-01-02T08:00:00Z");
  const step = Math.floor((Date.parse("2025-09-30T18:00:00Z") - start) / volume);
  for (let index = 0; index < volume; index++) {
    const serialNumber = `VM${String(24_000_000 + index)}`;
    const at = new Date(start + index * step).toISOString();
    sold(serialNumber, "C10001", index, day(at.slice(0, 10), -20));
    register(serialNumber, index, { companyId: vertmoteur, customerId: buyer }, index % 3 === 0 ? "professional" : "private", at);
  }
  // The newest of the demo: named machines a reader recognises, and one the private customer registered.
  const recent: [string, CustomerType, string][] = [
    ["VM-2025-000101", "private", "2025-10-06T09:15:00Z"],
    ["VM-2025-000102", "professional", "2025-10-14T14:40:00Z"],
    ["VM-2025-000103", "private", "2025-10-21T10:05:00Z"],
    ["VM-2025-000104", "professional", "2025-11-03T16:20:00Z"],
  ];
  recent.forEach(([serialNumber, type, at], position) => {
    sold(serialNumber, "C10001", position, "2025-09-01");
    register(serialNumber, volume + position, { companyId: vertmoteur, customerId: buyer }, type, at);
  });
  sold("VM-2025-000201", "C10001", 1, "2025-08-18");
  register("VM-2025-000201", volume + 10, { companyId: roussel, customerId: particulier }, "private", "2025-09-12T19:30:00Z");
  sold("DB-2025-000201", "C10002", 2, "2025-07-07");
  register("DB-2025-000201", volume + 11, { companyId: dubois, customerId: multi }, "professional", "2025-08-02T11:00:00Z");
  sold("DB-2025-000202", "C10002", 0, "2025-07-07");
  register("DB-2025-000202", volume + 12, { companyId: dubois, customerId: multi }, "private", "2025-09-25T08:45:00Z");
  for (const [position, serialNumber] of unregisteredDemoSerials.vertmoteur.entries()) sold(serialNumber, "C10001", position, "2025-10-01");
  for (const [position, serialNumber] of unregisteredDemoSerials.dubois.entries()) sold(serialNumber, "C10002", position, "2025-10-01");

  const chunk = 5_000;
  for (let from = 0; from < machines.length; from += chunk) {
    await db.execute(
      sql`insert into machines_sold (serial_number, variant_code, brand, model, client_code, sold_at)
      select d."serialNumber", d."variantCode", d.brand, d.model, d."clientCode", d."soldAt"
      from jsonb_to_recordset(${JSON.stringify(machines.slice(from, from + chunk))}::jsonb) as d("serialNumber" varchar,
        "variantCode" varchar, brand varchar, model varchar, "clientCode" varchar, "soldAt" date)`,
    );
  }
  for (let from = 0; from < registrations.length; from += chunk) {
    const slice = registrations.slice(from, from + chunk).map((row, offset) => ({ ...row, token: demoToken("m", from + offset) }));
    await db.execute(
      sql`insert into machine_registrations (token, machine_sold_id, company_id, registered_by, customer_type, first_name, last_name,
        corporate_name, siret, activity_code, email, phone, street, zip_code, city, country_code, selling_date, delivered_complete,
        locale_code, search_text, created_at)
      select d.token, m.id, d."companyId", d."registeredBy", d."customerType"::machine_customer_type, d."firstName", d."lastName",
        d."corporateName", d.siret, d."activityCode", d.email, d.phone, d.street, d."zipCode", d.city, 'FR', d."sellingDate",
        d."deliveredComplete", 'fr', lower(concat_ws(' ', m.serial_number, m.brand, m.model, d."firstName", d."lastName", d."corporateName")),
        d."createdAt"
      from jsonb_to_recordset(${JSON.stringify(slice)}::jsonb) as d(token varchar, "serialNumber" varchar, "companyId" integer,
        "registeredBy" integer, "customerType" text, "firstName" varchar, "lastName" varchar, "corporateName" varchar, siret varchar,
        "activityCode" varchar, email varchar, phone varchar, street varchar, "zipCode" varchar, city varchar, "sellingDate" date,
        "deliveredComplete" boolean, "createdAt" timestamptz)
      join machines_sold m on m.serial_number = d."serialNumber"`,
    );
  }
  if (!options.files) return;
  // The named registrations (after the volume) get their sale invoice.
  const files = options.files;
  for (const [offset, registration] of registrations.slice(volume).entries()) {
    const position = volume + offset;
    const token = demoToken("f", position);
    const machine = machines.find((entry) => entry.serialNumber === registration.serialNumber);
    const bytes = saleInvoicePdf(
      { ...registration, brand: machine?.brand ?? "", model: machine?.model ?? "" },
      `FV-2025-${String(offset + 1).padStart(4, "0")}`,
    );
    const key = `machines/${registration.companyId}/${token.toLowerCase()}.pdf`;
    await files.put(key, bytes);
    await db.execute(
      sql`with file as (
        insert into stored_files (token, company_id, uploaded_by_customer_id, key, name, kind, size_bytes)
        values (${token}, ${registration.companyId}, ${registration.registeredBy}, ${key}, ${`facture-${registration.serialNumber.toLowerCase()}.pdf`}, 'pdf', ${bytes.length})
        returning id)
      update machine_registrations set invoice_file_id = (select id from file) where token = ${demoToken("m", position)}`,
    );
  }
}
