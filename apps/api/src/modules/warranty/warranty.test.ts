import { queryRows } from "@portal/db/client";
import { membershipRights } from "@portal/db/schema/index";
import type { MachineRegistrationPage } from "@portal/domain/machines/schemas";
import { addDays, addMonths, warrantyDateOf } from "@portal/domain/warranty/rules";
import type {
  ClaimCreated,
  Incident,
  ReferenceInvoice,
  StaffWarranty,
  WarrantyDetail,
  WarrantyPage,
  WarrantyStatistics,
} from "@portal/domain/warranty/schemas";
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, login, type TestApp, type Tokens } from "../../test/harness";
import { type MultipartPart, multipartOf } from "../../test/multipart";
import { type Shopper, shopperOf } from "../../test/shopper";
import { adminCall, staffToken } from "../../test/staff";
import { createCatalogTestApp } from "../catalog/catalog.test-setup";

let t: TestApp;
let buyer: Shopper;
let limited: Shopper;
let dubois: Shopper;
let staff: string;
let ownInvoice: ReferenceInvoice;
let theirInvoice: ReferenceInvoice;
let pdf: Buffer;
let png: Buffer;

/** A PDF small enough to read: the magic bytes are all the type check looks at. */
const pdfBytes = () => Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

async function loginToDubois(): Promise<Tokens> {
  const tokens = await login(t.app, "multi@demo.example");
  const me = shopperOf(t.app, tokens);
  const customer = await me.ok<{ companies: { id: number; corporateName: string }[] }>(me.call("GET", `customers/${tokens.customerId}`));
  const company = customer.companies.find((entry) => entry.corporateName.startsWith("Atelier Dubois"));
  return me.ok<Tokens>(me.call("PATCH", `customers/${tokens.customerId}/company`, { company: company?.id }));
}

beforeAll(async () => {
  t = await createCatalogTestApp();
  buyer = shopperOf(t.app, await login(t.app, "buyer@demo.example"));
  limited = shopperOf(t.app, await login(t.app, "limited@demo.example"));
  dubois = shopperOf(t.app, await loginToDubois());
  staff = await staffToken(t.app);
  ownInvoice = (await buyer.ok<ReferenceInvoice[]>(buyer.call("GET", "reference-invoices?reference=ATELIER")))[0] as ReferenceInvoice;
  theirInvoice = (await dubois.ok<ReferenceInvoice[]>(dubois.call("GET", "reference-invoices?reference=ATELIER")))[0] as ReferenceInvoice;
  pdf = pdfBytes();
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 40 } } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: "secret-gps-owner" } } })
    .toBuffer();
}, 120_000);
afterAll(() => t.close());

const today = () => warrantyDateOf(t.clock.now());

type Part = MultipartPart & { name: string };

function post(shopper: Shopper, path: string, parts: Part[]) {
  const { body, contentType } = multipartOf(parts);
  return t.app.inject({
    method: "POST",
    url: `/api/v2/shop/${path}`,
    headers: { ...bearer(shopper.tokens.token), "content-type": contentType },
    payload: body,
  });
}

function staffForm(method: "POST" | "PUT", path: string, parts: Part[]) {
  const { body, contentType } = multipartOf(parts);
  return t.app.inject({ method, url: `/api/v2/admin/${path}`, headers: { ...bearer(staff), "content-type": contentType }, payload: body });
}

const admin = (method: "GET" | "POST" | "PUT", path: string, payload?: unknown) => adminCall(t.app, staff, method, path, payload);

function claimOf(overrides: Record<string, unknown> = {}) {
  return {
    mode: "simple",
    variantCode: "VD-T53-P",
    serialNumber: "SN-T53-0001",
    purchaseDate: addDays(today(), -400),
    incident: { code: "oil_leak", date: addDays(today(), -3), description: "Oil under the deck after ten minutes." },
    commissioningDate: addDays(today(), -390),
    hoursOfService: 150,
    labourUnits: 6,
    parts: [{ reference: "ATELIER", name: "Carter seal", quantity: 1, invoiceNumber: ownInvoice.invoiceNumber }],
    documents: [{ fileField: "documents[0]" }, { fileField: "documents[1]", comment: "The leak" }, { comment: "Serviced at 100 h." }],
    ...overrides,
  };
}

const defaultFiles = (): Part[] => [
  { name: "documents[0]", filename: "invoice.pdf", content: pdf },
  { name: "documents[1]", filename: "leak.png", content: png },
];

function submit(shopper: Shopper, claim: unknown = claimOf(), files: Part[] = defaultFiles()) {
  return post(shopper, "machine-warranties", [
    { name: "claim", content: typeof claim === "string" ? claim : JSON.stringify(claim) },
    ...files,
  ]);
}

async function fileClaim(shopper: Shopper = buyer, claim: unknown = claimOf(), files: Part[] = defaultFiles()) {
  return shopper.ok<ClaimCreated>(submit(shopper, claim, files), 201);
}

async function mailsTo(email: string) {
  return queryRows<{ payload: { status: string | null; claimNumber: string; message: string | null }; locale: string }>(
    t.db.db,
    sql`select payload, locale from outbox_messages where kind = 'warranty_update' and recipient = ${email} order by id`,
  );
}

async function expectProblem(answer: Promise<{ statusCode: number; json(): { code: string } }>, status: number, code: string) {
  const response = await answer;
  expect([response.statusCode, response.json().code], JSON.stringify(response.json())).toEqual([status, code]);
}

describe("reference data", () => {
  it("lists incidents in the reader's language", async () => {
    const fr = await buyer.ok<Incident[]>(buyer.call("GET", "incidents"));
    const en = await t.app.inject({
      method: "GET",
      url: "/api/v2/shop/incidents",
      headers: { ...bearer(buyer.tokens.token), "accept-language": "en" },
    });
    expect(fr.find((i) => i.code === "oil_leak")?.label).toBe("Fuite d’huile");
    expect(en.json().find((i: Incident) => i.code === "oil_leak")?.label).toBe("Oil leak");
    expect(fr.length).toBeGreaterThanOrEqual(8);
  });

  it("answers the company's own invoices holding a reference, and none for an unknown one", async () => {
    expect(ownInvoice.quantity).toBeGreaterThan(0);
    expect(theirInvoice.invoiceNumber).not.toBe(ownInvoice.invoiceNumber);
    const mine = await buyer.ok<ReferenceInvoice[]>(buyer.call("GET", "reference-invoices?reference=ATELIER"));
    expect(mine.map((i) => i.invoiceNumber)).not.toContain(theirInvoice.invoiceNumber);
    expect(await buyer.ok(buyer.call("GET", "reference-invoices?reference=NEVER-BOUGHT"))).toEqual([]);
    await expectProblem(buyer.call("GET", "reference-invoices"), 400, "request.invalid");
    await expectProblem(buyer.call("GET", "reference-invoices?reference=A&x=1"), 400, "request.invalid");
    expect((await t.app.inject({ method: "GET", url: "/api/v2/shop/reference-invoices?reference=ATELIER" })).statusCode).toBe(401);
  });
});

describe("filing a claim", () => {
  it("files a claim with its parts, documents and first history line, pictures stripped of their metadata", async () => {
    const created = await fileClaim();
    expect(created.number).toMatch(new RegExp(`^G-${today().slice(0, 4)}-\\d{6}$`));
    const claim = await buyer.ok<WarrantyDetail>(buyer.call("GET", `machine-warranties/${created.token}`));
    expect(claim).toMatchObject({
      number: created.number,
      status: "new",
      mode: "simple",
      variantCode: "VD-T53-P",
      serialNumber: "SN-T53-0001",
      labourUnits: 6,
      labourMinutes: 90,
      incident: { code: "oil_leak", label: "Fuite d’huile" },
      partsDeadline: addMonths(today(), 2),
      parts: [{ reference: "ATELIER", quantity: 1, invoice: { number: ownInvoice.invoiceNumber } }],
      history: [{ from: null, to: "new", by: "customer" }],
      comments: [],
      refundDocument: null,
    });
    expect(claim.brand).toBeTruthy();
    expect(claim.documents.map((d) => [d.file?.kind ?? null, d.comment])).toEqual([
      ["pdf", null],
      ["png", "The leak"],
      [null, "Serviced at 100 h."],
    ]);
    expect(claim.documents[0]?.file?.url).toBe(`/api/v2/shop/company-files/${claim.documents[0]?.file?.token}`);
    const url = claim.documents[0]?.file?.url as string;
    const download = await t.app.inject({ method: "GET", url, headers: bearer(buyer.tokens.token) });
    expect([download.statusCode, download.rawPayload.subarray(0, 5).toString()]).toEqual([200, "%PDF-"]);
    expect((await t.app.inject({ method: "GET", url, headers: bearer(dubois.tokens.token) })).statusCode).toBe(404);
    // The picture was re-encoded: the EXIF text is gone.
    const [stored] = await queryRows<{ size: number }>(
      t.db.db,
      sql`select size_bytes as size from stored_files where token = ${claim.documents[1]?.file?.token}`,
    );
    // The picture sent carried EXIF text; what is kept was re-encoded without it, so it is smaller.
    expect(png.includes(Buffer.from("secret-gps-owner"))).toBe(true);
    expect(stored?.size).toBeGreaterThan(0);
    expect(stored?.size).toBeLessThan(png.length);
  });

  it("refuses a request that is not a readable claim", async () => {
    await expectProblem(buyer.call("POST", "machine-warranties", claimOf()), 400, "request.invalid");
    await expectProblem(post(buyer, "machine-warranties", []), 400, "warranty.payload_invalid");
    await expectProblem(submit(buyer, "{not json"), 400, "warranty.payload_invalid");
    await expectProblem(
      post(buyer, "machine-warranties", [
        { name: "claim", content: "{}" },
        { name: "claim", content: "{}" },
      ]),
      400,
      "request.invalid",
    );
    await expectProblem(
      post(buyer, "machine-warranties", [
        { name: "claim", content: JSON.stringify(claimOf()) },
        { name: "extra", content: "1" },
      ]),
      400,
      "request.invalid",
    );
    for (const bad of [
      claimOf({ labourUnits: 1.5 }),
      claimOf({ labourUnits: 801 }),
      claimOf({ hoursOfService: -1 }),
      claimOf({ mode: "other" }),
      claimOf({ extra: true }),
      claimOf({ parts: [{ reference: "ATELIER", name: "x", quantity: 0, invoiceNumber: ownInvoice.invoiceNumber }] }),
      claimOf({ incident: { code: "oil_leak", date: "2026-02-30", description: "x" } }),
      { ...claimOf(), serialNumber: undefined },
    ]) {
      const answer = await submit(buyer, bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(answer.json().code).toBe("request.invalid");
    }
    await expectProblem(submit(buyer, claimOf({ documents: [{ comment: " " }] }), []), 422, "warranty.document_empty");
    await expectProblem(submit(buyer, claimOf({ documents: [] })), 422, "warranty.document_field_invalid");
    await expectProblem(submit(buyer, claimOf(), [defaultFiles()[0] as Part]), 422, "warranty.document_field_invalid");
    await expectProblem(
      submit(buyer, claimOf({ documents: [{ comment: "x" }] }), [{ name: "invoice", filename: "a.pdf", content: pdf }]),
      422,
      "warranty.document_field_invalid",
    );
    await expectProblem(submit(buyer, claimOf({ commissioningDate: addDays(today(), -1) })), 422, "warranty.commissioning_after_incident");
    await expectProblem(submit(buyer, claimOf({ purchaseDate: addDays(today(), -5) })), 422, "warranty.purchase_after_commissioning");
    await expectProblem(
      submit(buyer, claimOf({ incident: { code: "meteor", date: today(), description: "x" } })),
      422,
      "warranty.incident_unknown",
    );
    await expectProblem(submit(buyer, claimOf({ variantCode: "KR-AF-53-1" })), 422, "warranty.variant_unknown");
  });

  it("takes a claim on the 30th day after the incident and refuses it on the 31st, and an incident tomorrow", async () => {
    const on = (days: number) => claimOf({ incident: { code: "oil_leak", date: addDays(today(), -days), description: "Leak." } });
    await fileClaim(buyer, on(30));
    await expectProblem(submit(buyer, on(31)), 422, "warranty.claim_deadline_passed");
    await expectProblem(submit(buyer, on(-1)), 422, "warranty.incident_in_future");
  });

  it("refuses a part without an invoice, or on another company's invoice or one not holding its reference", async () => {
    const withPart = (part: Record<string, unknown>) => claimOf({ parts: [{ reference: "ATELIER", name: "Seal", quantity: 1, ...part }] });
    await expectProblem(submit(buyer, withPart({ invoiceNumber: theirInvoice.invoiceNumber })), 422, "warranty.part_without_invoice");
    await expectProblem(
      submit(buyer, withPart({ reference: "NEVER-BOUGHT", invoiceNumber: ownInvoice.invoiceNumber })),
      422,
      "warranty.part_without_invoice",
    );
    await expectProblem(submit(buyer, withPart({ invoiceNumber: "" })), 422, "warranty.part_without_invoice");
  });

  it("types files by content and bounds their size", async () => {
    const html = Buffer.from("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>");
    await expectProblem(
      submit(buyer, claimOf(), [{ name: "documents[0]", filename: "invoice.pdf", content: html }, defaultFiles()[1] as Part]),
      415,
      "upload.type_not_accepted",
    );
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
    await expectProblem(
      submit(buyer, claimOf(), [{ name: "documents[0]", filename: "big.pdf", content: big }, defaultFiles()[1] as Part]),
      413,
      "upload.too_large",
    );
  });

  it("needs the right to request a warranty", async () => {
    const [membership] = await queryRows<{ id: number }>(
      t.db.db,
      sql`select m.id from company_memberships m join customers c on c.id = m.customer_id where c.email = 'limited@demo.example'`,
    );
    const membershipId = membership?.id as number;
    const created = await fileClaim(limited);
    await t.db.db
      .delete(membershipRights)
      .where(and(eq(membershipRights.membershipId, membershipId), eq(membershipRights.right, "warranty.request")));
    try {
      await expectProblem(submit(limited), 403, "auth.forbidden");
      await expectProblem(
        post(limited, "machine-warranty-comments", [
          { name: "claim", content: created.token },
          { name: "comment", content: "Hi" },
        ]),
        403,
        "auth.forbidden",
      );
    } finally {
      await t.db.db.insert(membershipRights).values({ membershipId, right: "warranty.request" });
    }
  });
});

describe("claims from a registered machine (advanced mode)", () => {
  const advanced = (machineToken: string) => {
    const { variantCode: _variant, serialNumber: _serial, purchaseDate: _purchase, ...fields } = claimOf();
    return { ...fields, mode: "advanced", machineToken };
  };
  const firstMachine = async (shopper: Shopper) =>
    (await shopper.ok<MachineRegistrationPage>(shopper.call("GET", "machine-registrations?itemsPerPage=1")))
      .items[0] as MachineRegistrationPage["items"][number];

  it("takes the machine from the company's own registration and lists the claim under its serial number", async () => {
    const machine = await firstMachine(buyer);
    const created = await fileClaim(buyer, advanced(machine.token));
    const detail = await buyer.ok<WarrantyDetail>(buyer.call("GET", `machine-warranties/${created.token}`));
    expect(detail).toMatchObject({
      mode: "advanced",
      machineToken: machine.token,
      serialNumber: machine.serialNumber,
      model: machine.model,
    });
    const bySerial = await buyer.ok<WarrantyPage>(
      buyer.call("GET", `machine-warranties?serialNumber=${encodeURIComponent(machine.serialNumber)}`),
    );
    expect(bySerial.items.map((item) => item.token)).toContain(created.token);
    expect(bySerial.items.every((item) => item.serialNumber === machine.serialNumber)).toBe(true);
  });

  it("answers another company's machine, or no machine, as not found", async () => {
    const theirs = await firstMachine(dubois);
    await expectProblem(submit(buyer, advanced(theirs.token)), 422, "warranty.machine_not_found");
    await expectProblem(submit(buyer, advanced("x".repeat(24))), 422, "warranty.machine_not_found");
  });
});

describe("reading claims", () => {
  it("lists the company's claims newest first, filtered and paginated, and hides them from other companies", async () => {
    const serial = "SN-LIST-0042";
    const first = await fileClaim(buyer, claimOf({ serialNumber: serial }));
    const second = await fileClaim(buyer, claimOf({ serialNumber: serial }));
    const bySerial = await buyer.ok<WarrantyPage>(buyer.call("GET", `machine-warranties?serialNumber=${serial}`));
    expect(bySerial.items.map((c) => c.token)).toEqual([second.token, first.token]);
    expect(bySerial.total).toBe(2);
    const searched = await buyer.ok<WarrantyPage>(buyer.call("GET", `machine-warranties?q=${first.number}`));
    expect(searched.items.map((c) => c.number)).toEqual([first.number]);
    const paged = await buyer.ok<WarrantyPage>(buyer.call("GET", "machine-warranties?itemsPerPage=1&page=2"));
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(2);
    const waiting = await buyer.ok<WarrantyPage>(buyer.call("GET", "machine-warranties?status=waiting_piece"));
    expect(waiting.items.every((c) => c.status === "waiting_piece" && c.actionRequired)).toBe(true);
    for (const query of ["page=0", "itemsPerPage=101", "status=lost", "extra=1", "page=1.5"]) {
      await expectProblem(buyer.call("GET", `machine-warranties?${query}`), 400, "request.invalid");
    }

    const theirs = await dubois.ok<WarrantyPage>(dubois.call("GET", `machine-warranties?serialNumber=${serial}`));
    expect(theirs.total).toBe(0);
    await expectProblem(dubois.call("GET", `machine-warranties/${first.token}`), 404, "warranty.not_found");
    await expectProblem(buyer.call("GET", "machine-warranties/not-a-token"), 400, "request.invalid");
    await expectProblem(buyer.call("GET", "machine-warranties/abcdefghijklmnopqrstuvwx"), 404, "warranty.not_found");
  });

  it("counts the company's claims by status", async () => {
    const stats = await buyer.ok<WarrantyStatistics>(buyer.call("GET", "machine-warranty-statistics"));
    expect(stats.total).toBe(stats.actionsRequired + stats.inProgress + stats.closed);
    const [count] = await queryRows<{ n: number }>(
      t.db.db,
      sql`select count(*)::int as n from warranty_claims c join customers cu on cu.email = 'buyer@demo.example'
      join company_memberships m on m.customer_id = cu.id and m.company_id = c.company_id`,
    );
    expect(stats.total).toBe(count?.n);
    const theirs = await dubois.ok<WarrantyStatistics>(dubois.call("GET", "machine-warranty-statistics"));
    expect(theirs.total).toBeLessThan(stats.total);
    expect(Object.keys(stats.byStatus)).toHaveLength(7);
  });
});

describe("the comment thread", () => {
  const comment = (shopper: Shopper, token: string, body: string, files: Part[] = []) =>
    post(shopper, "machine-warranty-comments", [{ name: "claim", content: token }, { name: "comment", content: body }, ...files]);

  it("answers a request for more information: the claim goes back in progress, logged and e-mailed", async () => {
    const created = await fileClaim();
    await buyer.ok(
      admin("POST", `warranties/${created.token}/status`, { status: "request_more_information", note: "Photo of the plate, please" }),
    );
    const answered = await buyer.ok<WarrantyDetail>(
      comment(buyer, created.token, "Here it is", [{ name: "files[0]", filename: "plate.png", content: png }]),
      201,
    );
    expect(answered.status).toBe("in_progress");
    expect(answered.history.map((h) => [h.from, h.to, h.by])).toEqual([
      [null, "new", "customer"],
      ["new", "request_more_information", "staff"],
      ["request_more_information", "in_progress", "customer"],
    ]);
    expect(answered.comments).toMatchObject([
      { body: "Here it is", author: { kind: "customer" }, deletable: true, files: [{ kind: "png" }] },
    ]);
    const mails = (await mailsTo("buyer@demo.example")).filter((m) => m.payload.claimNumber === created.number);
    expect(mails.map((m) => m.payload.status)).toEqual(["request_more_information", "in_progress"]);
    expect(mails[0]?.payload.message).toBe("Photo of the plate, please");
  });

  it("refuses bad comments and other companies' claims", async () => {
    const created = await fileClaim();
    await expectProblem(comment(buyer, created.token, ""), 422, "warranty.comment_empty");
    await expectProblem(comment(dubois, created.token, "Hello"), 404, "warranty.not_found");
    await expectProblem(comment(buyer, "short", "Hello"), 404, "warranty.not_found");
    await expectProblem(comment(buyer, created.token, "x".repeat(4001)), 400, "request.invalid");
    await expectProblem(
      comment(buyer, created.token, "Hi", [{ name: "documents[0]", filename: "a.pdf", content: pdf }]),
      422,
      "warranty.document_field_invalid",
    );
    await expectProblem(
      comment(buyer, created.token, "Hi", [{ name: "files[0]", filename: "a.pdf", content: Buffer.from("<html></html>") }]),
      415,
      "upload.type_not_accepted",
    );
  });

  it("deletes only one's own last comment of an open claim", async () => {
    const created = await fileClaim();
    const first = await buyer.ok<WarrantyDetail>(comment(buyer, created.token, "First"), 201);
    const firstId = first.comments[0]?.id as number;
    await expectProblem(dubois.call("DELETE", `machine-warranty-comments/${firstId}`), 404, "warranty.comment_not_found");
    await expectProblem(limited.call("DELETE", `machine-warranty-comments/${firstId}`), 409, "warranty.comment_not_deletable");
    await expectProblem(buyer.call("DELETE", "machine-warranty-comments/abc"), 400, "request.invalid");
    const second = await buyer.ok<WarrantyDetail>(comment(buyer, created.token, "Second"), 201);
    expect(second.comments.map((c) => c.deletable)).toEqual([false, true]);
    await expectProblem(buyer.call("DELETE", `machine-warranty-comments/${firstId}`), 409, "warranty.comment_not_deletable");
    const secondId = second.comments[1]?.id as number;
    expect((await buyer.call("DELETE", `machine-warranty-comments/${secondId}`)).statusCode).toBe(204);
    await expectProblem(buyer.call("DELETE", `machine-warranty-comments/${secondId}`), 404, "warranty.comment_not_found");
    // A staff answer after it: the customer's comment is no longer the last.
    await staffForm("POST", `warranties/${created.token}/comments`, [{ name: "comment", content: "Noted" }]);
    await expectProblem(buyer.call("DELETE", `machine-warranty-comments/${firstId}`), 409, "warranty.comment_not_deletable");
    const staffComment = (await buyer.ok<WarrantyDetail>(buyer.call("GET", `machine-warranties/${created.token}`))).comments[1];
    expect(staffComment).toMatchObject({ author: { kind: "staff" }, deletable: false });
    await expectProblem(buyer.call("DELETE", `machine-warranty-comments/${staffComment?.id}`), 409, "warranty.comment_not_deletable");
  });
});

describe("staff handling", () => {
  it("moves claims along allowed transitions only, e-mailing each change in the claim's language", async () => {
    const created = await fileClaim();
    await expectProblem(
      admin("POST", `warranties/${created.token}/status`, { status: "accepted" }),
      409,
      "warranty.status_transition_invalid",
    );
    await expectProblem(admin("POST", `warranties/${created.token}/status`, { status: "new" }), 409, "warranty.status_transition_invalid");
    await expectProblem(admin("POST", `warranties/${created.token}/status`, { status: "closed" }), 400, "request.invalid");
    await expectProblem(admin("POST", "warranties/unknown-token-000000/status", { status: "in_progress" }), 404, "warranty.not_found");
    let claim = await buyer.ok<StaffWarranty>(admin("POST", `warranties/${created.token}/status`, { status: "in_progress" }));
    expect(claim.nextStatuses).toEqual(["request_more_information", "waiting_piece", "waiting_supplier", "accepted", "refused"]);
    claim = await buyer.ok<StaffWarranty>(
      admin("POST", `warranties/${created.token}/status`, { status: "waiting_supplier", note: "Asked the supplier" }),
    );
    claim = await buyer.ok<StaffWarranty>(admin("POST", `warranties/${created.token}/status`, { status: "accepted" }));
    expect(claim.status).toBe("accepted");
    expect(claim.nextStatuses).toEqual([]);
    await expectProblem(
      admin("POST", `warranties/${created.token}/status`, { status: "refused" }),
      409,
      "warranty.status_transition_invalid",
    );
    const [staffUser] = await queryRows<{ id: number }>(t.db.db, sql`select id from staff_users where email = 'staff@demo.example'`);
    const logged = await queryRows<{ staffUserId: number }>(
      t.db.db,
      sql`select s.staff_user_id as "staffUserId" from warranty_status_changes s join warranty_claims c on c.id = s.claim_id
      where c.token = ${created.token} and s.actor = 'staff'`,
    );
    expect(logged.map((row) => row.staffUserId)).toEqual([staffUser?.id, staffUser?.id, staffUser?.id]);
    const mails = (await mailsTo("buyer@demo.example")).filter((m) => m.payload.claimNumber === created.number);
    expect(mails.map((m) => [m.payload.status, m.locale])).toEqual([
      ["in_progress", "fr"],
      ["waiting_supplier", "fr"],
      ["accepted", "fr"],
    ]);
  });

  it("sets the internal number, comments with files, takes the refund document of an accepted claim only", async () => {
    const created = await fileClaim();
    let claim = await buyer.ok<StaffWarranty>(admin("PUT", `warranties/${created.token}/internal-number`, { internalNumber: "SAV-77" }));
    expect(claim.internalNumber).toBe("SAV-77");
    await expectProblem(admin("PUT", `warranties/${created.token}/internal-number`, { internalNumber: "<b>" }), 400, "request.invalid");
    claim = await buyer.ok<StaffWarranty>(
      staffForm("POST", `warranties/${created.token}/comments`, [
        { name: "comment", content: "Send the part" },
        { name: "files[0]", filename: "label.pdf", content: pdf },
      ]),
      201,
    );
    expect(claim.comments.at(-1)).toMatchObject({ body: "Send the part", author: { kind: "staff" }, files: [{ kind: "pdf" }] });
    const mails = (await mailsTo("buyer@demo.example")).filter((m) => m.payload.claimNumber === created.number);
    expect(mails.at(-1)?.payload).toMatchObject({ status: null, message: "Send the part" });

    const refund = [{ name: "refund", filename: "refund.pdf", content: pdf }];
    await expectProblem(
      staffForm("PUT", `warranties/${created.token}/refund-document`, refund),
      409,
      "warranty.refund_requires_acceptance",
    );
    await buyer.ok(admin("POST", `warranties/${created.token}/status`, { status: "in_progress" }));
    await buyer.ok(admin("POST", `warranties/${created.token}/status`, { status: "accepted" }));
    await expectProblem(
      staffForm("PUT", `warranties/${created.token}/refund-document`, [{ name: "refund", filename: "r.pdf", content: png }]),
      415,
      "upload.type_not_accepted",
    );
    claim = await buyer.ok<StaffWarranty>(staffForm("PUT", `warranties/${created.token}/refund-document`, refund));
    expect(claim.refundDocument).toMatchObject({ kind: "pdf", name: "refund.pdf" });
    const seen = await buyer.ok<WarrantyDetail>(buyer.call("GET", `machine-warranties/${created.token}`));
    expect(seen.refundDocument?.token).toBe(claim.refundDocument?.token);
    // Closed: no more comments either way.
    await expectProblem(
      staffForm("POST", `warranties/${created.token}/comments`, [{ name: "comment", content: "x" }]),
      409,
      "warranty.closed",
    );
    await expectProblem(
      post(buyer, "machine-warranty-comments", [
        { name: "claim", content: created.token },
        { name: "comment", content: "x" },
      ]),
      409,
      "warranty.closed",
    );
  });

  it("lists claims for staff by status and company, and only to staff", async () => {
    const page = await buyer.ok<{ items: { status: string; company: { id: number } }[]; total: number }>(
      admin("GET", "warranties?status=new&itemsPerPage=100"),
    );
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((item) => item.status === "new")).toBe(true);
    const companyId = page.items[0]?.company.id as number;
    const ofCompany = await buyer.ok<{ items: { company: { id: number } }[] }>(admin("GET", `warranties?companyId=${companyId}`));
    expect(ofCompany.items.every((item) => item.company.id === companyId)).toBe(true);
    expect((await adminCall(t.app, null, "GET", "warranties")).statusCode).toBe(401);
    expect((await adminCall(t.app, buyer.tokens.token, "GET", "warranties")).statusCode).toBe(401);
  });
});

describe("the two-month parts rule", () => {
  it("refuses claims waiting for parts past two months, not those whose parts arrived nor those still in time", async () => {
    const late = await fileClaim();
    const received = await fileClaim();
    for (const { token } of [late, received]) {
      await buyer.ok(admin("POST", `warranties/${token}/status`, { status: "in_progress" }));
      await buyer.ok(admin("POST", `warranties/${token}/status`, { status: "waiting_piece" }));
    }
    await expectProblem(
      admin("POST", `warranties/${received.token}/parts-received`, { receivedOn: addDays(today(), 1) }),
      400,
      "request.invalid",
    );
    await buyer.ok(admin("POST", `warranties/${received.token}/parts-received`, {}));
    const claimed = today();
    const deadline = (await buyer.ok<WarrantyDetail>(buyer.call("GET", `machine-warranties/${late.token}`))).partsDeadline;

    const statusOf = async (token: string) =>
      (await queryRows<{ status: string }>(t.db.db, sql`select status from warranty_claims where token = ${token}`))[0]?.status;

    // On the deadline itself the claim is still in time. (Tokens expire meanwhile: the claims are read from the database.)
    const start = t.clock.now().getTime();
    try {
      while (today() < deadline) t.clock.advance(6 * 3600);
      expect(today()).toBe(deadline);
      await t.app.warrantySweep.runOnce();
      expect(await statusOf(late.token)).toBe("waiting_piece");
      while (today() === deadline) t.clock.advance(6 * 3600);
      expect(await t.app.warrantySweep.runOnce()).toBeGreaterThanOrEqual(1);
      expect(await statusOf(late.token)).toBe("refused");
      expect(await statusOf(received.token)).toBe("waiting_piece");
    } finally {
      t.clock.advance(-(t.clock.now().getTime() - start) / 1000);
    }
    const refused = await buyer.ok<WarrantyDetail>(buyer.call("GET", `machine-warranties/${late.token}`));
    expect(refused.history.at(-1)).toMatchObject({ from: "waiting_piece", to: "refused", by: "system" });
    const mails = (await mailsTo("buyer@demo.example")).filter((m) => m.payload.claimNumber === late.number);
    expect(mails.at(-1)?.payload.status).toBe("refused");
    expect(claimed < deadline).toBe(true);
  });
});
