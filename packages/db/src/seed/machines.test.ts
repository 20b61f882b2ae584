import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { registrationsPerScale, unregisteredDemoSerials } from "./machines";
import { memoryFileStore, seededDemo } from "./test-support";

const files = memoryFileStore();
const { stored } = files;
const { query } = seededDemo({ catalogVariants: 300, files });

describe("the seeded machines", () => {
  it("registers the dealer's volume and the named machines to the right companies", async () => {
    const rows = await query<{ company: string; total: number; private: number; professional: number }>(
      sql`select co.corporate_name as company, count(*)::int as total,
        count(*) filter (where r.customer_type = 'private')::int as private,
        count(*) filter (where r.customer_type = 'professional')::int as professional
      from machine_registrations r join companies co on co.id = r.company_id group by co.corporate_name order by 1`,
    );
    expect(rows).toEqual([
      { company: "Atelier Dubois Réparations", total: 2, private: 1, professional: 1 },
      { company: "Camille Roussel", total: 1, private: 1, professional: 0 },
      {
        company: "Vertmoteur Motoculture SARL",
        total: registrationsPerScale + 4,
        private: expect.any(Number),
        professional: expect.any(Number),
      },
    ]);
    expect(rows[2]?.private).toBeGreaterThan(0);
    expect(rows[2]?.professional).toBeGreaterThan(0);
  });

  it("leaves the documented serials unregistered, sold to their dealers", async () => {
    const rows = await query<{ serial: string; client: string; registered: boolean }>(
      sql`select m.serial_number as serial, m.client_code as client, exists (select 1 from machine_registrations r where r.machine_sold_id = m.id) as registered
      from machines_sold m where not exists (select 1 from machine_registrations r where r.machine_sold_id = m.id) order by 1`,
    );
    expect(rows.map((row) => [row.serial, row.client])).toEqual([
      [unregisteredDemoSerials.dubois[0], "C10002"],
      [unregisteredDemoSerials.vertmoteur[0], "C10001"],
      [unregisteredDemoSerials.vertmoteur[1], "C10001"],
    ]);
  });

  it("ties machines to catalogue machines and keeps selling dates between the sale and the registration", async () => {
    const [row] = await query<{ withVariant: number; total: number; badDates: number }>(
      sql`select count(m.variant_code)::int as "withVariant", count(*)::int as total,
        count(*) filter (where r.selling_date < m.sold_at or r.selling_date > r.created_at::date)::int as "badDates"
      from machines_sold m left join machine_registrations r on r.machine_sold_id = m.id`,
    );
    expect(row?.withVariant).toBe(row?.total);
    expect(row?.badDates).toBe(0);
  });

  it("gives the named registrations a sale invoice PDF in the file store, owned by the registering company", async () => {
    const rows = await query<{ serial: string; key: string; owner: boolean }>(
      sql`select m.serial_number as serial, f.key, f.company_id = r.company_id as owner
      from machine_registrations r join machines_sold m on m.id = r.machine_sold_id join stored_files f on f.id = r.invoice_file_id order by 1`,
    );
    expect(rows.map((row) => row.serial)).toEqual([
      "DB-2025-000201",
      "DB-2025-000202",
      "VM-2025-000101",
      "VM-2025-000102",
      "VM-2025-000103",
      "VM-2025-000104",
      "VM-2025-000201",
    ]);
    for (const row of rows) {
      expect(row.owner).toBe(true);
      expect(new TextDecoder().decode(stored.get(row.key)?.subarray(0, 5))).toBe("%PDF-");
    }
  });
});
