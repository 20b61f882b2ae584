import type { LibraryDocumentPage, StaffDocument } from "@portal/domain/documents/schemas";
import { discountedPrice } from "@portal/domain/pricing/totals";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, login, type TestApp, type Tokens } from "../../test/harness";
import { type MultipartPart, multipartOf, tinyPdf } from "../../test/multipart";
import { adminCall, staffToken } from "../../test/staff";
import { readWorkbook } from "../../test/workbook";
import { createCatalogTestApp, shop } from "../catalog/catalog.test-setup";

let t: TestApp;
let buyer: Tokens;
let dubois: Tokens;
let staff: string;

const get = (tokens: Tokens | null, path: string, locale = "fr") =>
  t.app.inject({ method: "GET", url: shop(path), headers: { ...(tokens ? bearer(tokens.token) : {}), "accept-language": locale } });
const page = async (tokens: Tokens, query: string, locale = "fr") => {
  const response = await get(tokens, `documents?${query}`, locale);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as LibraryDocumentPage;
};

function upload(parts: MultipartPart[], token: string | null = staff) {
  const { body, contentType } = multipartOf(parts);
  return t.app.inject({
    method: "POST",
    url: "/api/v2/admin/documents",
    headers: { ...(token ? bearer(token) : {}), "content-type": contentType },
    payload: body,
  });
}

const description = (fields: Record<string, unknown> = {}) => ({
  name: "document",
  content: JSON.stringify({
    kind: "service_bulletin",
    brand: "verdalis",
    products: ["VD-T53"],
    titles: { fr: "Bulletin lame", en: "Blade bulletin" },
    publishedFrom: "2026-01-01T00:00:00Z",
    ...fields,
  }),
});
const pdfPart = (locale: string, content: Buffer | string = tinyPdf()) => ({ name: `file_${locale}`, filename: `${locale}.pdf`, content });

async function created(parts: MultipartPart[]) {
  const response = await upload(parts);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as StaffDocument;
}

async function loginToCompany(email: string, prefix: string): Promise<Tokens> {
  const tokens = await login(t.app, email);
  const me = await t.app.inject({ method: "GET", url: shop(`customers/${tokens.customerId}`), headers: bearer(tokens.token) });
  const company = (me.json().companies as { id: number; corporateName: string }[]).find((entry) => entry.corporateName.startsWith(prefix));
  const chosen = await t.app.inject({
    method: "PATCH",
    url: shop(`customers/${tokens.customerId}/company`),
    headers: bearer(tokens.token),
    payload: { company: company?.id },
  });
  return chosen.json();
}

let bulletin: StaffDocument;

beforeAll(async () => {
  t = await createCatalogTestApp();
  buyer = await login(t.app, "buyer@demo.example");
  dubois = await loginToCompany("multi@demo.example", "Atelier Dubois");
  staff = await staffToken(t.app);
  bulletin = await created([description(), pdfPart("fr", Buffer.concat([tinyPdf(), Buffer.from("% fr")])), pdfPart("en")]);
});
afterAll(() => t.close());

describe("customer library", () => {
  it("answers 401 to visitors on every call", async () => {
    for (const path of [
      "documents",
      "document-brands",
      "document-products?brand=verdalis",
      `documents/${bulletin.token}/download`,
      "price-lists/kerlan/xlsx",
      "price-lists/kerlan/pdf",
    ]) {
      expect((await get(null, path)).statusCode, path).toBe(401);
    }
  });

  it("refuses bad input", async () => {
    for (const path of [
      "documents?section=secret",
      "documents?kind=invoice",
      "documents?page=0",
      "documents?itemsPerPage=1000",
      "documents?brand=%20",
      `documents?q=${"x".repeat(101)}`,
      "documents?extra=1",
      "document-products",
      "document-brands?section=x",
      "documents/not-a-token/download",
      `documents/${bulletin.token}/download?locale=es`,
      "price-lists/kerlan/docx",
    ]) {
      const response = await get(buyer, path);
      expect([400, 404], `${path}: ${response.body}`).toContain(response.statusCode);
    }
    expect((await get(buyer, "document-products?brand=nobrand")).json().code).toBe("document.brand_unknown");
    expect((await get(buyer, "price-lists/nobrand/pdf")).json().code).toBe("document.brand_unknown");
  });

  it("lists the document in the reader's language, or marks the fallback", async () => {
    const fr = await page(buyer, "brand=verdalis", "fr");
    expect(fr.items).toHaveLength(1);
    expect(fr.items[0]).toMatchObject({
      title: "Bulletin lame",
      locale: "fr",
      fallback: false,
      languages: ["fr", "en"],
      kind: "service_bulletin",
    });
    expect(fr.items[0]?.products.map((product) => product.code)).toEqual(["VD-T53"]);
    const de = await page(buyer, "brand=verdalis", "de");
    expect(de.items[0]).toMatchObject({ title: "Blade bulletin", locale: "en", fallback: true });
  });

  it("filters by brand, product, kind, section and words of the title", async () => {
    expect((await page(buyer, "brand=sylvor")).items).toHaveLength(0);
    expect((await page(buyer, "product=VD-T53")).items).toHaveLength(1);
    expect((await page(buyer, "product=SY-CS450")).items).toHaveLength(0);
    expect((await page(buyer, "kind=manual")).items).toHaveLength(0);
    expect((await page(buyer, "q=LAME")).items).toHaveLength(1);
    expect((await page(buyer, "q=blade")).items).toHaveLength(1);
    expect((await page(buyer, "q=moteur")).items).toHaveLength(0);
    expect((await page(buyer, "section=training")).items).toHaveLength(0);
    expect((await get(buyer, "document-brands")).json()).toEqual([{ code: "verdalis", name: "Verdalis", documents: 1 }]);
    const products = (await get(buyer, "document-products?brand=verdalis")).json();
    expect(products.map((product: { code: string }) => product.code)).toEqual(["VD-T53"]);
    expect((await get(buyer, "document-products?brand=verdalis&q=zzz")).json()).toEqual([]);
  });

  it("downloads the file as an attachment, counted atomically, in the language asked for", async () => {
    const before = (await adminCall(t.app, staff, "GET", `documents/${bulletin.token}`)).json().downloads;
    const answers = await Promise.all([
      get(buyer, `documents/${bulletin.token}/download`),
      get(dubois, `documents/${bulletin.token}/download?locale=en`),
    ]);
    for (const response of answers) {
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    }
    expect(answers[0]?.headers["content-disposition"]).toContain('attachment; filename="Bulletin-lame.pdf"');
    expect(answers[0]?.rawPayload.toString()).toContain("% fr");
    expect(answers[1]?.headers["content-disposition"]).toContain('filename="Blade-bulletin.pdf"');
    const after = (await adminCall(t.app, staff, "GET", `documents/${bulletin.token}`)).json().downloads;
    expect(after).toBe(before + 2);
  });
});

describe("live price list", () => {
  it("is built at each company's own prices, as a workbook that reads back", async () => {
    const read = async (tokens: Tokens) => {
      const response = await get(tokens, "price-lists/kerlan/xlsx", "en");
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="Kerlan-\d{4}-\d{2}-\d{2}\.xlsx"/);
      const workbook = await readWorkbook(response.rawPayload);
      const sheet = workbook.worksheets[0];
      const rows: unknown[][] = [];
      sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return rows;
    };
    const mine = await read(buyer);
    const theirs = await read(dubois);
    expect(mine[0]).toEqual([
      "Reference",
      "Name",
      "Brand",
      "Family",
      "Stock",
      "List price excl. VAT",
      "Your net price excl. VAT",
      "Superseded by",
    ]);
    const filter = mine.find((row) => row[0] === "AF-53-01");
    expect(filter?.slice(2, 7)).toEqual(["Kerlan", expect.any(String), "In stock", 12.9, discountedPrice(1290, 1000) / 100]);
    expect(theirs.find((row) => row[0] === "AF-53-01")?.[6]).toBe(discountedPrice(1290, 500) / 100);
    expect(mine.find((row) => row[0] === "BL-53-A")?.[7]).toBe("BL-53-B");
    // Only the brand's references, every one of them.
    expect(mine.slice(1).every((row) => row[2] === "Kerlan")).toBe(true);
    expect(mine.some((row) => row[0] === "T53P-2026")).toBe(false);
    expect(mine.length).toBeGreaterThan(5);
  });

  it("is a valid PDF", async () => {
    const response = await get(buyer, "price-lists/kerlan/pdf");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(response.rawPayload.subarray(-6).toString()).toContain("%%EOF");
  });
});

describe("staff documents", () => {
  it("needs a staff token", async () => {
    expect((await adminCall(t.app, null, "GET", "documents")).statusCode).toBe(401);
    expect((await adminCall(t.app, buyer.token, "GET", "documents")).statusCode).toBe(401);
    expect((await upload([description(), pdfPart("fr")], buyer.token)).statusCode).toBe(401);
  });

  it("refuses bad uploads", async () => {
    const cases: [MultipartPart[], number, string][] = [
      [[pdfPart("fr")], 400, "document.payload_invalid"],
      [[{ name: "document", content: "{" }, pdfPart("fr")], 400, "document.payload_invalid"],
      [[description({ kind: "poster" }), pdfPart("fr")], 400, "request.invalid"],
      [[description({ extra: true }), pdfPart("fr")], 400, "request.invalid"],
      [[description({ publishedUntil: "2025-01-01T00:00:00Z" }), pdfPart("fr")], 422, "document.publication_window_invalid"],
      [[description()], 422, "document.file_required"],
      [[description(), pdfPart("de")], 422, "document.title_required"],
      [[description({ brand: "nobrand" }), pdfPart("fr")], 422, "document.brand_unknown"],
      [[description({ products: ["SY-CS450"] }), pdfPart("fr")], 422, "document.product_unknown"],
      [[description(), pdfPart("es")], 400, "request.invalid"],
      // Type by content: a text file named .pdf, a PNG, a zip that is no workbook.
      [[description(), pdfPart("fr", "not a pdf at all")], 415, "upload.type_not_accepted"],
      [[description(), pdfPart("fr", Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"))], 415, "upload.type_not_accepted"],
    ];
    for (const [parts, status, code] of cases) {
      const response = await upload(parts);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().code, response.body).toBe(code);
    }
  });

  it("takes a workbook for a price list only, checked by content", async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("Tarif").addRow(["AF-53-01", 12.9]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const refused = await upload([description(), { name: "file_fr", filename: "tarif.pdf", content: xlsx }]);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().code).toBe("document.file_kind_not_accepted");
    const list = await created([
      description({ kind: "price_list", products: [], titles: { fr: "Tarif Verdalis" } }),
      { name: "file_fr", filename: "x.bin", content: xlsx },
    ]);
    expect(list.files[0]).toMatchObject({ locale: "fr", fileKind: "xlsx" });
    const listed = await page(buyer, "section=price_list");
    expect(listed.items.map((item) => item.title)).toContain("Tarif Verdalis");
    const download = await get(buyer, `documents/${list.token}/download`);
    expect(download.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    // A price list may not become a manual while it holds a workbook.
    const patched = await adminCall(t.app, staff, "PATCH", `documents/${list.token}`, { kind: "manual" });
    expect(patched.statusCode).toBe(415);
  });

  it("edits, adds and replaces a language, removes one, unpublishes and deletes", async () => {
    const document = await created([description({ titles: { fr: "Édition" } }), pdfPart("fr")]);
    const path = `documents/${document.token}`;
    for (const [body, status] of [
      [{}, 400],
      [{ kind: "poster" }, 400],
      [{ brand: "sylvor" }, 422],
      [{ publishedUntil: "2025-01-01T00:00:00Z" }, 422],
      [{ titles: { de: "Ausgabe" } }, 422],
      [{ unknown: 1 }, 400],
    ] as const) {
      const response = await adminCall(t.app, staff, "PATCH", path, body);
      expect(response.statusCode, `${JSON.stringify(body)} ${response.body}`).toBe(status);
    }
    const moved = await adminCall(t.app, staff, "PATCH", path, {
      brand: "sylvor",
      products: ["SY-CS450"],
      kind: "training",
      titles: { fr: "Formation" },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      kind: "training",
      brand: { code: "sylvor" },
      products: [{ code: "SY-CS450" }],
      files: [{ title: "Formation" }],
    });

    const put = (locale: string, parts: MultipartPart[]) => {
      const { body, contentType } = multipartOf(parts);
      return t.app.inject({
        method: "PUT",
        url: `/api/v2/admin/${path}/files/${locale}`,
        headers: { ...bearer(staff), "content-type": contentType },
        payload: body,
      });
    };
    expect((await put("de", [{ name: "file", filename: "de.pdf", content: tinyPdf() }])).json().code).toBe("document.title_required");
    expect((await put("de", [{ name: "title", content: "Schulung" }])).json().code).toBe("document.file_required");
    expect(
      (
        await put("de", [
          { name: "title", content: "Schulung" },
          { name: "file", filename: "de.pdf", content: "text" },
        ])
      ).statusCode,
    ).toBe(415);
    expect(
      (
        await put("xx", [
          { name: "title", content: "Schulung" },
          { name: "file", filename: "de.pdf", content: tinyPdf() },
        ])
      ).statusCode,
    ).toBe(400);
    const added = await put("de", [
      { name: "title", content: "Schulung" },
      { name: "file", filename: "de.pdf", content: tinyPdf() },
    ]);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().files.map((file: { locale: string }) => file.locale)).toEqual(["fr", "de"]);
    const replaced = await put("de", [
      { name: "title", content: "Schulung 2" },
      { name: "file", filename: "de.pdf", content: tinyPdf() },
    ]);
    expect(replaced.json().files.find((file: { locale: string }) => file.locale === "de").title).toBe("Schulung 2");
    const german = await page(buyer, "section=training&brand=sylvor", "de");
    expect(german.items[0]).toMatchObject({ title: "Schulung 2", fallback: false });

    expect((await adminCall(t.app, staff, "DELETE", `${path}/files/de`)).statusCode).toBe(200);
    const last = await adminCall(t.app, staff, "DELETE", `${path}/files/fr`);
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe("document.last_file");

    const unpublished = await adminCall(t.app, staff, "POST", `${path}/unpublish`);
    expect(unpublished.json().state).toBe("expired");
    expect((await page(buyer, "section=training&brand=sylvor")).items).toHaveLength(0);
    expect((await get(buyer, `documents/${document.token}/download`)).statusCode).toBe(404);
    const staffFile = await adminCall(t.app, staff, "GET", `${path}/files/fr`);
    expect(staffFile.statusCode).toBe(200);
    expect((await adminCall(t.app, staff, "GET", "documents?state=expired&brand=sylvor")).json().items).toHaveLength(1);

    expect((await adminCall(t.app, staff, "DELETE", path)).statusCode).toBe(204);
    expect((await adminCall(t.app, staff, "GET", path)).statusCode).toBe(404);
  });

  it("lists with filters and download counts", async () => {
    const listed = await adminCall(t.app, staff, "GET", "documents?brand=verdalis&kind=service_bulletin&q=lame");
    expect(listed.statusCode).toBe(200);
    const found = listed.json().items.find((item: StaffDocument) => item.token === bulletin.token);
    expect(found.downloads).toBeGreaterThanOrEqual(2);
    expect((await adminCall(t.app, staff, "GET", "documents?state=nope")).statusCode).toBe(400);
  });
});

describe("publication window", () => {
  it("shows nothing before the start nor from the end on", async () => {
    const at = (days: number) => new Date(t.clock.now().getTime() + days * 86_400_000).toISOString();
    const scheduled = await created([description({ publishedFrom: at(1), publishedUntil: at(2), titles: { fr: "Futur" } }), pdfPart("fr")]);
    const check = async () => {
      // Days pass: the reader logs in again.
      const reader = await login(t.app, "buyer@demo.example");
      const listed = (await page(reader, "brand=verdalis&q=futur")).items.length;
      return { listed, download: (await get(reader, `documents/${scheduled.token}/download`)).statusCode };
    };
    expect(await check()).toEqual({ listed: 0, download: 404 });
    t.clock.advance(1.5 * 86_400);
    expect(await check()).toEqual({ listed: 1, download: 200 });
    t.clock.advance(86_400);
    expect(await check()).toEqual({ listed: 0, download: 404 });
  });
});
