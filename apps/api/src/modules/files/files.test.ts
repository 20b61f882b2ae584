import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { storedFiles } from "@portal/db/schema/index";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalFileStore } from "../../platform/files";
import { bearer, createTestApp, login, type TestApp } from "../../test/harness";
import { tinyPdf } from "../../test/multipart";
import { adminCall, staffToken } from "../../test/staff";
import { storeFile } from "./files.service";

let t: TestApp;
let dataDir: string;
let token: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "portal-files-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  const buyer = await login(t.app, "buyer@demo.example");
  const stored = await storeFile(t.db.db, createLocalFileStore(join(dataDir, "files")), {
    companyId: buyer.company as number,
    customerId: buyer.customerId,
    purpose: "machines",
    file: { field: "invoice", kind: "pdf", bytes: tinyPdf(), filename: "C:\\scans\\Facture vente été.PDF", size: tinyPdf().length },
  });
  token = stored.token;
  expect(stored).toMatchObject({ name: "Facture vente été.pdf", kind: "pdf", url: `/api/v2/shop/company-files/${token}` });
}, 120_000);
afterAll(() => t.close());

const download = (bearerToken: string | null, fileToken = token) =>
  t.app.inject({ method: "GET", url: `/api/v2/shop/company-files/${fileToken}`, headers: bearerToken ? bearer(bearerToken) : {} });

describe("company files", () => {
  it("are kept under a server-made key, never the name sent", async () => {
    const [row] = await t.db.db.select().from(storedFiles).where(eq(storedFiles.token, token));
    expect(row?.key).toMatch(/^machines\/\d+\/[0-9a-f]{32}\.pdf$/);
  });

  it("reach the customers of the owning company as attachments the browser will not sniff", async () => {
    const answer = await download((await login(t.app, "admin@demo.example")).token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/pdf");
    expect(answer.headers["content-disposition"]).toMatch(
      /^attachment; filename="Facture vente _t_.pdf"; filename\*=UTF-8''Facture%20vente%20%C3%A9t%C3%A9.pdf$/,
    );
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(answer.rawPayload).toEqual(tinyPdf());
  });

  it("answer as unknown to any other company, and ask visitors to log in", async () => {
    const other = await login(t.app, "particulier@demo.example");
    const answer = await download(other.token);
    expect([answer.statusCode, answer.json().code]).toEqual([404, "file.not_found"]);
    expect((await download(null)).statusCode).toBe(401);
    expect((await download((await login(t.app, "buyer@demo.example")).token, "0".repeat(32))).statusCode).toBe(404);
    expect((await download((await login(t.app, "buyer@demo.example")).token, "not-a-file-token")).statusCode).toBe(400);
  });

  it("reach the staff, and only through the staff API", async () => {
    const staff = await staffToken(t.app);
    const answer = await adminCall(t.app, staff, "GET", `company-files/${token}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-disposition"]).toMatch(/^attachment;/);
    expect((await download(staff)).statusCode).toBe(401);
    const customer = await login(t.app, "buyer@demo.example");
    expect((await adminCall(t.app, customer.token, "GET", `company-files/${token}`)).statusCode).toBe(401);
  });
});
