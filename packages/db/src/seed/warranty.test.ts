import { warrantyStatuses } from "@portal/domain/warranty/status";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { memoryFileStore, seededDemo } from "./test-support";
import { incidentSeeds } from "./warranty";

const files = memoryFileStore();
const { stored } = files;
const { query } = seededDemo({ catalogVariants: 600, files });
const rows = <T>(text: string) => query<T>(sql.raw(text));

describe("demo warranty claims", () => {
  it("labels every incident in the four languages", async () => {
    const incidents = await rows<{ code: string; fr: string; nl: string }>(
      "select code, label_fr as fr, label_nl as nl from warranty_incidents order by position",
    );
    expect(incidents.map((i) => i.code)).toEqual(incidentSeeds.map((i) => i.code));
    expect(incidents.length).toBeGreaterThanOrEqual(8);
  });

  it("gives the dealer a claim in every status, with parts from its own invoices and history ending where the claim is", async () => {
    const claims = await rows<{ status: string; mode: string; last: string; foreignParts: number; catalogue: boolean }>(
      `select c.status, c.mode,
        (select s.to_status from warranty_status_changes s where s.claim_id = c.id order by s.at desc, s.id desc limit 1) as last,
        (select count(*)::int from warranty_claim_parts p join invoices i on i.id = p.invoice_id where p.claim_id = c.id and i.company_id <> c.company_id) as "foreignParts",
        exists (select 1 from product_variants v where v.code = c.variant_code) as catalogue
      from warranty_claims c join customers cu on cu.id = c.customer_id where cu.email = 'buyer@demo.example'`,
    );
    expect(new Set(claims.map((c) => c.status))).toEqual(new Set(warrantyStatuses));
    for (const claim of claims) {
      expect(claim.last).toBe(claim.status);
      expect(claim.foreignParts).toBe(0);
      expect(claim.catalogue).toBe(true);
    }
    // Both ways of filing: from a registered machine of the dealer's, and from the catalogue.
    expect(new Set(claims.map((c) => c.mode))).toEqual(new Set(["advanced", "simple"]));
    const [mismatched] = await rows<{ n: number }>(
      `select count(*)::int as n from warranty_claims c join machine_registrations r on r.id = c.machine_registration_id
      join machines_sold s on s.id = r.machine_sold_id where r.company_id <> c.company_id or s.serial_number <> c.serial_number`,
    );
    expect(mismatched?.n).toBe(0);
    const [parts] = await rows<{ n: number }>("select count(*)::int as n from warranty_claim_parts");
    expect(parts?.n).toBeGreaterThan(0);
  });

  it("stores documents, a photo in the thread and the refund document of the accepted claim in the file store", async () => {
    const files = await rows<{ key: string; kind: string }>("select f.key, f.kind from stored_files f where f.key like 'warranty/%'");
    expect(files.length).toBeGreaterThan(7);
    for (const file of files) expect(stored.has(file.key)).toBe(true);
    const [refund] = await rows<{ kind: string; head: string }>(
      "select f.kind, f.key as head from warranty_claims c join stored_files f on f.id = c.refund_file_id where c.status = 'accepted'",
    );
    expect(refund?.kind).toBe("pdf");
    expect(
      Buffer.from(stored.get(refund?.head as string) as Uint8Array)
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const [threads] = await rows<{ staff: number; customer: number; withFiles: number }>(
      `select count(*) filter (where staff_user_id is not null)::int as staff, count(*) filter (where customer_id is not null)::int as customer,
        (select count(*)::int from warranty_comment_files) as "withFiles" from warranty_comments`,
    );
    expect(threads?.staff).toBeGreaterThan(0);
    expect(threads?.customer).toBeGreaterThan(0);
    expect(threads?.withFiles).toBeGreaterThan(0);
  });
});
