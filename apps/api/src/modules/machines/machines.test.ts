import type {
  MachineDetail,
  MachineRegistration,
  MachineRegistrationInput,
  MachineRegistrationPage,
  MachineSold,
  MachineSoldReport,
} from "@portal/domain/machines/schemas";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, login, type TestApp, type Tokens } from "../../test/harness";
import { type MultipartPart, multipartOf, tinyPdf } from "../../test/multipart";
import { adminCall, staffToken } from "../../test/staff";
import { createCatalogTestApp, shop } from "../catalog/catalog.test-setup";

let t: TestApp;
let buyer: Tokens;
let dubois: Tokens;
let particulier: Tokens;
let staff: string;
let machinesKey: string;
let invoicesKey: string;

const get = (tokens: Tokens | null, path: string) =>
  t.app.inject({ method: "GET", url: shop(path), headers: tokens ? bearer(tokens.token) : {} });
const list = async (tokens: Tokens, query = "") => {
  const response = await get(tokens, `machine-registrations${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as MachineRegistrationPage;
};
const upsert = (items: unknown, key = machinesKey) => adminCall(t.app, key, "POST", "machine-solds", { items });

const privateCustomer = {
  serialNumber: "VM-2025-000901",
  clientCode: "C10001",
  customerType: "private",
  firstName: "Anne",
  lastName: "Martin",
  email: "Anne.Martin@example.com",
  phone: "+33 6 12 34 56 78",
  street: "3 rue des Lilas",
  zipCode: "49000",
  city: "Angers",
  country: "FR",
  sellingDate: "2025-10-15",
  deliveredComplete: true,
} satisfies MachineRegistrationInput;

const invoicePart = (content: Buffer | string = tinyPdf(), filename = "facture.pdf"): MultipartPart => ({
  name: "invoice",
  filename,
  content,
});

function postRegistration(tokens: Tokens, registration: unknown, files: MultipartPart[] = [invoicePart()]) {
  const { body, contentType } = multipartOf([{ name: "registration", content: JSON.stringify(registration) }, ...files]);
  return t.app.inject({
    method: "POST",
    url: shop("machine-registrations"),
    headers: { ...bearer(tokens.token), "content-type": contentType },
    payload: body,
  });
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

beforeAll(async () => {
  t = await createCatalogTestApp();
  buyer = await login(t.app, "buyer@demo.example");
  particulier = await login(t.app, "particulier@demo.example");
  dubois = await loginToCompany("multi@demo.example", "Atelier Dubois");
  staff = await staffToken(t.app);
  machinesKey = (await adminCall(t.app, staff, "POST", "api-keys", { name: "ERP machines", scopes: ["machines"] })).json().key;
  invoicesKey = (await adminCall(t.app, staff, "POST", "api-keys", { name: "ERP invoices", scopes: ["invoices"] })).json().key;
  // The fixture catalogue arrives after the demo data: the demo's newest machine is made a fixture mower.
  await t.db.db.execute(sql`update machines_sold set variant_code = 'VD-T53-P' where serial_number = 'VM-2025-000104'`);
});
afterAll(() => t.close());

describe("GET machine-solds", () => {
  it("finds a machine sold by serial number and client code, normalising the serial", async () => {
    const response = await get(buyer, "machine-solds?serialNumber=%20vm-2025-000901%20&clientCode=c10001");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject<Partial<MachineSold>>({
      serialNumber: "VM-2025-000901",
      registered: false,
      soldAt: "2025-10-01",
    });
  });

  it("says when the machine is already registered", async () => {
    const response = await get(buyer, "machine-solds?serialNumber=VM-2025-000101&clientCode=C10001");
    expect(response.json()).toMatchObject({ registered: true });
  });

  it("answers not recognised for an unknown serial or another dealer's client code", async () => {
    for (const query of ["serialNumber=XX-0000&clientCode=C10001", "serialNumber=VM-2025-000901&clientCode=C10002"]) {
      const response = await get(buyer, `machine-solds?${query}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "machine.not_recognised" });
    }
  });

  it("refuses bad input and visitors", async () => {
    for (const query of [
      "",
      "serialNumber=VM-2025-000901",
      "clientCode=C10001",
      "serialNumber=<b>&clientCode=C10001",
      "serialNumber=VM%2F1&clientCode=C10001",
      "serialNumber=A&clientCode=C1&x=1",
    ]) {
      const response = await get(buyer, `machine-solds?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: "request.invalid" });
    }
    expect((await get(null, "machine-solds?serialNumber=VM-2025-000901&clientCode=C10001")).statusCode).toBe(401);
  });
});

describe("GET machine-registrations", () => {
  it("lists the company's machines newest first with a total", async () => {
    const page = await list(buyer, "?itemsPerPage=3");
    expect(page.totalItems).toBe(200 + 4);
    expect(page.items.map((item) => item.serialNumber)).toEqual(["VM-2025-000104", "VM-2025-000103", "VM-2025-000102"]);
    expect(page.items[0]).toMatchObject({ customerType: "professional", city: expect.any(String), endCustomer: expect.any(String) });
    const second = await list(buyer, "?itemsPerPage=3&page=2");
    expect(second.items.map((item) => item.serialNumber)[0]).toBe("VM-2025-000101");
  });

  it("searches by serial, brand, model and end customer, case and accents as typed", async () => {
    const bySerial = await list(buyer, "?q=vm-2025-00010");
    expect(bySerial.items.map((item) => item.serialNumber).sort()).toEqual([
      "VM-2025-000101",
      "VM-2025-000102",
      "VM-2025-000103",
      "VM-2025-000104",
    ]);
    const first = bySerial.items[0];
    if (!first) throw new Error("no item");
    const byName = await list(buyer, `?q=${encodeURIComponent(first.endCustomer.toUpperCase())}`);
    expect(byName.items.some((item) => item.token === first.token)).toBe(true);
    const term = first.model.slice(0, 8).toLowerCase();
    const byModel = await list(buyer, `?q=${encodeURIComponent(term)}&itemsPerPage=100`);
    expect(byModel.totalItems).toBeGreaterThan(0);
    for (const item of byModel.items) {
      expect([item.serialNumber, item.brand, item.model, item.endCustomer].join(" ").toLowerCase()).toContain(term);
    }
    expect((await list(buyer, "?q=100%25")).totalItems).toBe(0);
  });

  it("shows a company only its own registrations", async () => {
    const mine = await list(particulier);
    expect(mine.items.map((item) => item.serialNumber)).toEqual(["VM-2025-000201"]);
    const theirs = await list(dubois);
    expect(theirs.items.map((item) => item.serialNumber).sort()).toEqual(["DB-2025-000201", "DB-2025-000202"]);
    expect((await list(dubois, "?q=VM-2025")).totalItems).toBe(0);
  });

  it("refuses bad queries", async () => {
    for (const query of ["?page=0", "?itemsPerPage=1000", "?page=x", "?sort=name", `?q=${"a".repeat(81)}`]) {
      expect((await get(buyer, `machine-registrations${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe("GET machine-registrations/{token}", () => {
  it("shows the machine with its spare parts, maintenance kit and documents", async () => {
    const [newest] = (await list(buyer, "?itemsPerPage=1")).items;
    const response = await get(buyer, `machine-registrations/${newest?.token}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail: MachineDetail = response.json();
    expect(detail).toMatchObject({ serialNumber: "VM-2025-000104", variantCode: "VD-T53-P", customerType: "professional", country: "FR" });
    expect(detail.siret).toMatch(/^\d{14}$/);
    expect(detail.product?.code).toBe("VD-T53");
    expect(detail.spareParts.map((card) => card.code)).toEqual(["KR-AF-53", "KR-SP-RN9", "KR-BL-53"]);
    expect(detail.maintenanceKits.map((card) => card.singleVariantCode)).toEqual(["KIT-T53-1"]);
    expect(detail.spareParts[0]?.fromPriceCents).toBe(1_290);
    expect(detail.documents.length).toBeGreaterThan(0);
  });

  it("shows a machine of a variant the catalogue does not know without a catalogue offer", async () => {
    const [item] = (await list(particulier)).items;
    const detail: MachineDetail = (await get(particulier, `machine-registrations/${item?.token}`)).json();
    expect(detail).toMatchObject({ customerType: "private", product: null, spareParts: [], maintenanceKits: [], documents: [] });
    expect(detail.firstName).toBeTruthy();
  });

  it("answers 404 for another company's machine and an unknown token", async () => {
    const [item] = (await list(buyer, "?itemsPerPage=1")).items;
    for (const tokens of [dubois, particulier]) {
      const response = await get(tokens, `machine-registrations/${item?.token}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "machine.registration_not_found" });
    }
    expect((await get(buyer, "machine-registrations/AAAAAAAAAAAAAAAAAAAAAAAA")).statusCode).toBe(404);
    // A token of the wrong shape is refused before any read.
    expect((await get(buyer, "machine-registrations/short")).statusCode).toBe(400);
  });
});

describe("POST machine-registrations", () => {
  it("registers a machine for a private customer with its invoice, and shows it first in the list", async () => {
    const response = await postRegistration(buyer, privateCustomer);
    expect(response.statusCode, response.body).toBe(201);
    const registration: MachineRegistration = response.json();
    expect(registration).toMatchObject({
      serialNumber: "VM-2025-000901",
      customerType: "private",
      endCustomer: "Anne Martin",
      email: "anne.martin@example.com",
      deliveredComplete: true,
      corporateName: null,
      localeCode: "fr",
      invoice: { kind: "pdf", name: "facture.pdf", size: tinyPdf().length },
    });
    const [first] = (await list(buyer, "?itemsPerPage=1")).items;
    expect(first?.token).toBe(registration.token);
    // The invoice downloads for the company only.
    const url = registration.invoice?.url ?? "";
    const download = await t.app.inject({ method: "GET", url, headers: bearer(buyer.token) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(tinyPdf())).toBe(true);
    expect((await t.app.inject({ method: "GET", url, headers: bearer(dubois.token) })).statusCode).toBe(404);
    expect((await get(buyer, "machine-solds?serialNumber=VM-2025-000901&clientCode=C10001")).json()).toMatchObject({ registered: true });
  });

  it("refuses a second registration of the same machine, from any company", async () => {
    for (const tokens of [buyer, particulier]) {
      const response = await postRegistration(tokens, privateCustomer);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: "machine.already_registered" });
    }
  });

  it("registers for a professional customer, checking the SIRET, and the private customer's own machine", async () => {
    const sold = await upsert([{ serialNumber: "PRO-0001", brand: "Verdamo", model: "T53", clientCode: "C10001", soldAt: "2025-06-01" }]);
    expect(sold.json()).toMatchObject({ created: 1 });
    const professional = {
      ...privateCustomer,
      serialNumber: "PRO-0001",
      customerType: "professional",
      corporateName: "Jardins de Loire",
      siret: "732 829 320 00074",
      activity: "landscaper",
      firstName: undefined,
      lastName: undefined,
    };
    const { firstName: _, lastName: __, ...pro } = professional;
    const badSiret = await postRegistration(buyer, { ...pro, siret: "73282932000075" });
    expect(badSiret.statusCode).toBe(400);
    expect(badSiret.json().detail).toContain("siret");
    const unknownActivity = await postRegistration(buyer, { ...pro, activity: "astronaut" });
    expect(unknownActivity.statusCode).toBe(400);
    const created = await postRegistration(buyer, pro);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      siret: "73282932000074",
      activity: "landscaper",
      firstName: null,
      endCustomer: "Jardins de Loire",
    });
    // A private customer registers a machine bought from the dealer on their own account.
    const own = await postRegistration(particulier, { ...privateCustomer, serialNumber: "VM-2025-000902" });
    expect(own.statusCode, own.body).toBe(201);
    expect((await list(particulier)).items.map((item) => item.serialNumber)).toContain("VM-2025-000902");
    expect((await get(buyer, `machine-registrations/${own.json().token}`)).statusCode).toBe(404);
  });

  it("answers not recognised for an unknown serial or the wrong client code", async () => {
    for (const registration of [
      { ...privateCustomer, serialNumber: "NOPE-404" },
      { ...privateCustomer, serialNumber: "DB-2025-000301" },
    ]) {
      const response = await postRegistration(dubois, registration);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "machine.not_recognised" });
    }
  });

  it("requires the invoice, as a PDF or an image by its content", async () => {
    const registration = { ...privateCustomer, serialNumber: "DB-2025-000301", clientCode: "C10002" };
    const missing = await postRegistration(dubois, registration, []);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: "machine.invoice_required" });
    const otherField = await postRegistration(dubois, registration, [{ name: "file", filename: "f.pdf", content: tinyPdf() }]);
    expect(otherField.json()).toMatchObject({ code: "machine.invoice_required" });
    const spoofed = await postRegistration(dubois, registration, [invoicePart("<html><body>invoice</body></html>", "facture.pdf")]);
    expect(spoofed.statusCode).toBe(415);
    expect(spoofed.json()).toMatchObject({ code: "upload.type_not_accepted" });
    const two = await postRegistration(dubois, registration, [invoicePart(), invoicePart()]);
    expect(two.statusCode).toBe(400);
    expect(two.json()).toMatchObject({ code: "upload.too_many_files" });
    expect((await get(dubois, "machine-solds?serialNumber=DB-2025-000301&clientCode=C10002")).json()).toMatchObject({ registered: false });
  });

  it("checks the selling date against today and the manufacturer's sale", async () => {
    const registration = { ...privateCustomer, serialNumber: "DB-2025-000301", clientCode: "C10002" };
    const future = await postRegistration(dubois, { ...registration, sellingDate: "2999-01-01" });
    expect(future.json()).toMatchObject({ status: 422, code: "machine.selling_date_future" });
    const early = await postRegistration(dubois, { ...registration, sellingDate: "2025-09-30" });
    expect(early.json()).toMatchObject({ status: 422, code: "machine.selling_date_before_sale" });
  });

  it("refuses bad input: fields, JSON, countries, and requests that are not forms", async () => {
    const registration = { ...privateCustomer, serialNumber: "DB-2025-000301", clientCode: "C10002" };
    const bad = [
      { ...registration, email: "not-an-email" },
      { ...registration, phone: "call me" },
      { ...registration, customerType: "robot" },
      { ...registration, firstName: "" },
      { ...registration, corporateName: "Private people have none" },
      { ...registration, sellingDate: "15/10/2025" },
      { ...registration, deliveredComplete: "yes" },
      { ...registration, serialNumber: "<script>" },
      { ...registration, country: "France" },
      "not an object",
    ];
    for (const body of bad) {
      const response = await postRegistration(dubois, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: "request.invalid" });
    }
    const farAway = await postRegistration(dubois, { ...registration, country: "KP" });
    expect(farAway.json()).toMatchObject({ status: 422, code: "address.country_not_allowed" });
    const notJson = multipartOf([{ name: "registration", content: "{" }, invoicePart()]);
    const broken = await t.app.inject({
      method: "POST",
      url: shop("machine-registrations"),
      headers: { ...bearer(dubois.token), "content-type": notJson.contentType },
      payload: notJson.body,
    });
    expect(broken.statusCode).toBe(400);
    const json = await t.app.inject({
      method: "POST",
      url: shop("machine-registrations"),
      headers: bearer(dubois.token),
      payload: registration,
    });
    expect(json.statusCode).toBe(400);
    const visitor = await t.app.inject({ method: "POST", url: shop("machine-registrations"), payload: registration });
    expect(visitor.statusCode).toBe(401);
  });
});

describe("staff and the ERP", () => {
  it("lets staff list every company's registrations and open one, and refuses customer tokens", async () => {
    const page = (await adminCall(t.app, staff, "GET", "machine-registrations?q=DB-2025")).json();
    expect(page.totalItems).toBe(2);
    expect(page.items[0]).toMatchObject({ corporateName: "Atelier Dubois Réparations" });
    const opened = await adminCall(t.app, staff, "GET", `machine-registrations/${page.items[0].token}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().company).toMatchObject({ clientCode: "C10002" });
    expect((await adminCall(t.app, buyer.token, "GET", "machine-registrations")).statusCode).toBe(401);
    expect((await adminCall(t.app, machinesKey, "GET", "machine-registrations")).statusCode).toBe(401);
    expect((await get({ ...buyer, token: staff }, "machine-registrations")).statusCode).toBe(401);
  });

  it("lets staff read machines sold by client code and by serial number", async () => {
    const page = (await adminCall(t.app, staff, "GET", "machine-solds?clientCode=C10002")).json();
    expect(page.items.map((item: { serialNumber: string }) => item.serialNumber).sort()).toEqual([
      "DB-2025-000201",
      "DB-2025-000202",
      "DB-2025-000301",
    ]);
    const one = (await adminCall(t.app, staff, "GET", "machine-solds/db-2025-000301")).json();
    expect(one).toMatchObject({ serialNumber: "DB-2025-000301", registered: false, registrationToken: null });
    expect((await adminCall(t.app, staff, "GET", "machine-solds/NOPE-1")).statusCode).toBe(404);
  });

  it("upserts machines sold: created, then unchanged when sent again, updated when changed, bad lines reported", async () => {
    const items = [
      { serialNumber: "erp-0001", brand: "Verdamo", model: "T53", variantCode: "VD-T53-P", clientCode: "C10001", soldAt: "2025-06-01" },
      { serialNumber: "ERP-0002", brand: "Sylvatec", model: "CS450", variantCode: null, clientCode: "C10002", soldAt: "2025-06-02" },
    ];
    const first = await upsert(items);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual<MachineSoldReport>({ created: 2, updated: 0, unchanged: 0, errors: [] });
    expect((await upsert(items)).json()).toEqual<MachineSoldReport>({ created: 0, updated: 0, unchanged: 2, errors: [] });
    const changed = await upsert([
      { ...items[0], model: "T53 Pro" },
      items[1],
      { ...items[1], serialNumber: "ERP-0003", variantCode: "NO-SUCH-VARIANT" },
      { ...items[1], serialNumber: "ERP-0004", soldAt: "yesterday" },
      { ...items[1], serialNumber: "erp-0002" },
      "not a machine",
    ]);
    expect(changed.json()).toMatchObject({
      created: 0,
      updated: 1,
      unchanged: 1,
      errors: [
        { index: 2, serialNumber: "ERP-0003", code: "catalog.variant_not_found" },
        { index: 3, serialNumber: "ERP-0004", code: "request.invalid" },
        { index: 4, serialNumber: "ERP-0002", code: "request.invalid" },
        { index: 5, serialNumber: null, code: "request.invalid" },
      ],
    });
    const found = (await get(buyer, "machine-solds?serialNumber=ERP-0001&clientCode=C10001")).json();
    expect(found).toMatchObject({ model: "T53 Pro", variantCode: "VD-T53-P", registered: false });
  });

  it("keeps a registration's search in step when the ERP renames its machine", async () => {
    const sold = (await adminCall(t.app, staff, "GET", "machine-solds/DB-2025-000201")).json();
    await upsert([{ serialNumber: "DB-2025-000201", brand: "Renamed", model: "Zebulon 9", clientCode: "C10002", soldAt: sold.soldAt }]);
    const found = await list(dubois, "?q=zebulon");
    expect(found.items.map((item) => item.serialNumber)).toEqual(["DB-2025-000201"]);
  });

  it("refuses the ERP call without the machines scope, with staff tokens, and with bad bodies", async () => {
    const item = { serialNumber: "ERP-9", brand: "B", model: "M", clientCode: "C1", soldAt: "2025-01-01" };
    expect((await upsert([item], invoicesKey)).statusCode).toBe(403);
    expect((await upsert([item], staff)).statusCode).toBe(401);
    expect((await upsert([item], buyer.token)).statusCode).toBe(401);
    expect((await upsert([])).statusCode).toBe(400);
    expect((await adminCall(t.app, machinesKey, "POST", "machine-solds", { items: [item], extra: 1 })).statusCode).toBe(400);
  });
});

describe("OpenAPI", () => {
  it("describes the machines calls of the shop, the staff and the ERP", async () => {
    const spec = (await t.app.inject({ url: "/api/v2/docs/openapi.json" })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        "/api/v2/shop/machine-solds",
        "/api/v2/shop/machine-registrations",
        "/api/v2/shop/machine-registrations/{token}",
        "/api/v2/admin/machine-registrations",
        "/api/v2/admin/machine-registrations/{token}",
        "/api/v2/admin/machine-solds",
        "/api/v2/admin/machine-solds/{serialNumber}",
      ]),
    );
    expect(spec.paths["/api/v2/shop/machine-registrations"].post.responses).toHaveProperty("201");
  });
});
