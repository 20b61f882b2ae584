import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { memoryFileStore, seededDemo } from "./test-support";

const files = memoryFileStore();
const { stored } = files;
const { query } = seededDemo({ catalogVariants: 300, files });

describe("the seeded documentation library", () => {
  it("gives every brand bulletins, training documents and price lists", async () => {
    const rows = await query<{ brand: string; kind: string; count: number }>(
      sql`select b.code as brand, d.kind, count(*)::int as count from library_documents d join brands b on b.id = d.brand_id
      where d.kind in ('service_bulletin', 'training', 'price_list') group by 1, 2 order by 1, 2`,
    );
    const brands = [...new Set(rows.map((row) => row.brand))];
    expect(brands).toEqual(["kerlan", "meranor", "sylvor", "verdalis"]);
    for (const brand of brands)
      expect(rows.filter((row) => row.brand === brand).map((row) => [row.kind, row.count])).toEqual([
        ["price_list", 2],
        ["service_bulletin", 3],
        ["training", 2],
      ]);
  });

  it("links the catalogue's documents by their files, never a second copy", async () => {
    const [counts] = await query<{ unlinked: number; linked: number }>(
      sql`select count(*) filter (where not exists (select 1 from product_documents pd where pd.file_key = f.file_key)
            and d.kind in ('manual', 'exploded_view', 'technical_sheet'))::int as unlinked,
        count(*) filter (where d.kind in ('manual', 'exploded_view', 'technical_sheet'))::int as linked
      from library_document_files f join library_documents d on d.id = f.document_id`,
    );
    expect(counts?.linked).toBeGreaterThan(0);
    expect(counts?.unlinked).toBe(0);
    const keys = await query<{ key: string }>(sql`select file_key as key from library_document_files`);
    for (const { key } of keys) expect(stored.has(key), key).toBe(true);
  });

  it("leaves some documents in French and English only, so other readers see a fallback", async () => {
    const [row] = await query<{ partial: number }>(
      sql`select count(*)::int as partial from library_documents d
      where not exists (select 1 from library_document_files f where f.document_id = d.id and f.locale = 'de')`,
    );
    expect(row?.partial).toBeGreaterThan(0);
  });
});
