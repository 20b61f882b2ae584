import type { ImportReport, Order } from "@portal/domain/orders/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadLimits } from "../../platform/uploads/limits";
import { bearer, login, type TestApp, type Tokens } from "../../test/harness";
import { type MultipartPart, multipartOf } from "../../test/multipart";
import {
  entry,
  inlineRow,
  sharedStringsXml,
  sheetXml,
  streamedEntry,
  workbook,
  workbookEntries,
  type ZipEntry,
  zip,
} from "../../test/zip-files";
import { createCatalogTestApp, shop } from "../catalog/catalog.test-setup";
import { caller, expectProblem } from "../companies/companies.test-setup";

let t: TestApp;
let call: ReturnType<typeof caller>;
let buyer: Tokens;
/** A sheet that inflates to 256 MB from a few hundred kilobytes, declared honestly. */
let bomb: ZipEntry;
/** A sheet of a million rows, each with a reference. */
let millionRows: ZipEntry;
/** A sheet of some 40 MB, every row with nothing in the columns read: every row is parsed, none kept. */
let busySheet: ZipEntry;

const MB = 1024 * 1024;

/** A sheet of `thousands` times the same thousand rows (quicker to build than a million distinct ones). */
function* rowsOf(thousands: number, row: (index: number) => string) {
  yield sheetXml("").replace("</sheetData></worksheet>", "");
  const block = Array.from({ length: 1000 }, (_, index) => row(index)).join("");
  for (let repeat = 0; repeat < thousands; repeat++) yield block;
  yield "</sheetData></worksheet>";
}

beforeAll(async () => {
  t = await createCatalogTestApp();
  call = caller(t);
  buyer = await login(t.app, "buyer@demo.example");
  [bomb, millionRows, busySheet] = await Promise.all([
    streamedEntry(
      "sheet",
      rowsOf(8 * 1024, () => '<row><c t="s"><v>0</v></c></row>'),
    ),
    // Varied, without row numbers: it compresses as real sheets do, some fifteen times.
    streamedEntry(
      "sheet",
      rowsOf(1000, (index) => `<row><c t="s"><v>${index}</v></c></row>`),
    ),
    streamedEntry(
      "sheet",
      rowsOf(1000, (index) => `<row><c/><c/><c><v>${index}</v></c></row>`),
    ),
  ]);
}, 120_000);
afterAll(() => t.close());

async function emptyCart(tokens: Tokens): Promise<Order> {
  const cart: Order = (await call(tokens, "POST", "orders", {})).json();
  return (await call(tokens, "DELETE", `orders/${cart.tokenValue}`)).json();
}

async function importParts(tokens: Tokens, parts: MultipartPart[]) {
  const cart = await emptyCart(tokens);
  const { body, contentType } = multipartOf(parts);
  return t.app.inject({
    method: "POST",
    url: shop(`orders/${cart.tokenValue}/import-items`),
    headers: { ...bearer(tokens.token), "content-type": contentType },
    payload: body,
  });
}

const importFile = (content: Buffer | string, filename = "panier.xlsx") => importParts(buyer, [{ filename, content }]);

describe("cart import, files refused before they are read", () => {
  it("refuses a file whose content is not a spreadsheet, whatever its name (415)", async () => {
    const html = "<!DOCTYPE html><html><body><table><tr><td>AF-53-01</td><td>2</td></tr></table></body></html>";
    expectProblem(await importFile(html, "export.xlsx"), 415, "upload.type_not_accepted");
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    expectProblem(await importFile(png, "panier.csv"), 415, "upload.type_not_accepted");
    // A zip archive holding no workbook: told from its directory.
    expectProblem(await importFile(zip([entry("word/document.xml", "<document/>")]), "panier.xlsx"), 415, "upload.type_not_accepted");
  });

  it("refuses a file over the size limit (413)", async () => {
    const csv = Buffer.alloc(5 * MB + 1, "A;1\n");
    const response = await importFile(csv, "panier.csv");
    expectProblem(response, 413, "upload.too_large");
    expect(response.json().title).toBe("Le fichier est trop volumineux.");
  });

  it("refuses a second file instead of dropping it", async () => {
    const csv = "AF-53-01;1";
    const response = await importParts(buyer, [
      { filename: "a.csv", content: csv },
      { filename: "b.csv", content: csv },
    ]);
    expectProblem(response, 400, "upload.too_many_files");
  });

  it("refuses more fields than an upload has", async () => {
    const fields = Array.from({ length: uploadLimits.fields + 1 }, (_, index) => ({ name: `field${index}`, content: "x" }));
    expectProblem(await importParts(buyer, [...fields, { filename: "a.csv", content: "AF-53-01;1" }]), 400, "upload.too_many_fields");
  });

  it("needs the right to place orders", async () => {
    const admin = await login(t.app, "admin@demo.example");
    const limited = await login(t.app, "limited@demo.example");
    const setRight = (authorized: boolean) =>
      call(admin, "POST", "security/user-permissions", { resourceName: "order.place", group: limited.customerId, authorized });
    expect((await setRight(false)).statusCode).toBe(200);
    expectProblem(await importParts(limited, [{ filename: "a.csv", content: "AF-53-01;1" }]), 403, "auth.forbidden");
    expect((await setRight(true)).statusCode).toBe(200);
    const report: ImportReport = (await importParts(limited, [{ filename: "a.csv", content: "AF-53-01;1" }])).json();
    expect(report.added).toEqual([{ line: 1, reference: "AF-53-01", quantity: 1 }]);
  });
});

describe("cart import, hostile workbooks", () => {
  it("refuses a zip bomb: a tiny workbook whose sheet inflates to hundreds of MB", async () => {
    const file = workbook(bomb);
    expect(file.length).toBeLessThan(MB);
    expect(bomb.size).toBeGreaterThan(200 * MB);
    const response = await importFile(file);
    expectProblem(response, 422, "upload.unsafe");
    expect(response.json().detail).toBe(`xl/worksheets/sheet1.xml declares ${bomb.size} bytes`);
  });

  it("refuses a workbook whose sheet declares a huge size", async () => {
    const huge = entry("sheet", sheetXml(inlineRow(1, ["AF-53-01", "1"])), { size: 4_000_000_000 });
    expectProblem(await importFile(workbook(huge)), 422, "upload.unsafe");
  });

  it("refuses a workbook of too many entries", async () => {
    const media = Array.from({ length: uploadLimits.zip.maxEntries }, (_, index) => entry(`xl/media/image${index}.png`, "x"));
    const file = zip([...workbookEntries(entry("sheet", sheetXml(inlineRow(1, ["AF-53-01", "1"])))), ...media]);
    expectProblem(await importFile(file), 422, "upload.unsafe");
  });

  it("stops inflating a sheet that inflates past the size it declares", async () => {
    const started = performance.now();
    const response = await importFile(workbook({ ...bomb, size: 4096 }));
    expectProblem(response, 422, "upload.unsafe");
    expect(response.json().detail).toBe("xl/worksheets/sheet1.xml inflates past its declared 4096 bytes");
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("refuses entity declarations (billion laughs), deep nesting and shared strings past what a sheet holds", async () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE sst [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">' +
      '<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">]>' +
      '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>&d;&d;&d;&d;</t></si></sst>';
    const usesFirstString = entry("sheet", sheetXml('<row r="1"><c r="A1" t="s"><v>0</v></c></row>'));
    expectProblem(await importFile(workbook(usesFirstString, entry("shared", laughs))), 422, "upload.unsafe");

    const nested = `${"<x>".repeat(50_000)}${"</x>".repeat(50_000)}`;
    expectProblem(await importFile(workbook(entry("sheet", sheetXml(nested)))), 422, "upload.unsafe");

    const farString = entry("sheet", sheetXml(`<row r="1"><c r="A1" t="s"><v>${uploadLimits.sheet.maxSharedStrings}</v></c></row>`));
    expectProblem(await importFile(workbook(farString, entry("shared", sharedStringsXml(["AF-53-01"])))), 422, "upload.unsafe");
  });

  it("refuses a sheet of a million rows while reading it, quickly", async () => {
    const file = workbook(millionRows, entry("shared", sharedStringsXml(["AF-53-01"])));
    expect(file.length).toBeLessThan(5 * MB);
    const started = performance.now();
    expectProblem(await importFile(file), 413, "cart.import_too_many_lines");
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("refuses a csv of more lines than an import takes", async () => {
    const csv = `Référence;Quantité\n${"AF-53-01;1\n".repeat(10_001)}`;
    expectProblem(await importFile(csv, "panier.csv"), 413, "cart.import_too_many_lines");
  });

  it("answers other requests promptly while a heavy file is read", async () => {
    const file = workbook(busySheet);
    expect(file.length).toBeLessThan(5 * MB);
    let pending = true;
    const importing = importFile(file).finally(() => {
      pending = false;
    });
    const latencies: number[] = [];
    while (pending) {
      const started = performance.now();
      const health = await t.app.inject({ method: "GET", url: "/healthz" });
      expect(health.statusCode).toBe(200);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(latencies.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...latencies)).toBeLessThan(200);
    const response = await importing;
    // Read (no line has a reference), or stopped at the time bound on a very slow machine.
    expect([200, 422], response.body).toContain(response.statusCode);
  });
});
