import { contactRequests, contactSubjects, machinesSold, outboxMessages } from "@portal/db/schema/index";
import type { ContactSubject } from "@portal/domain/contact/schemas";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, login, type TestApp, type Tokens } from "../../test/harness";
import { adminCall, staffToken } from "../../test/staff";

let t: TestApp;
let buyer: Tokens;
let staff: string;
let addressCounter = 0;
/** Each test its own client address, so the per-address limit of one never blocks another. */
const freshAddress = () => `10.77.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;
let emailCounter = 0;
const freshEmail = () => `visitor.${emailCounter++}@example.com`;

const KNOWN_SERIAL = "CT-2026-000777";

const valid = () => ({
  subject: "order",
  company: "Jardins Martin",
  gender: "mme",
  firstname: "Claire",
  lastname: "Martin",
  email: freshEmail(),
  phone: "+33 6 12 34 56 78",
  street: "3 rue des Lilas",
  zipCode: "49000",
  city: "Angers",
  countryCode: "FR",
  message: "Bonjour, où en est ma commande du mois dernier ?",
});

function post(body: unknown, options: { locale?: string; address?: string; tokens?: Tokens } = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/v2/shop/contact-forms",
    remoteAddress: options.address ?? freshAddress(),
    headers: { "accept-language": options.locale ?? "fr", ...(options.tokens ? bearer(options.tokens.token) : {}) },
    payload: body as object,
  });
}

async function storedFor(email: string) {
  return t.db.db.select().from(contactRequests).where(eq(contactRequests.email, email)).orderBy(desc(contactRequests.id));
}

async function mailsFor(recipients: string[]) {
  return t.db.db.select().from(outboxMessages).where(inArray(outboxMessages.recipient, recipients)).orderBy(outboxMessages.id);
}

beforeAll(async () => {
  t = await createTestApp();
  buyer = await login(t.app, "buyer@demo.example");
  staff = await staffToken(t.app);
  await t.db.db
    .insert(machinesSold)
    .values({ serialNumber: KNOWN_SERIAL, brand: "Orvane", model: "T500", clientCode: "C10001", soldAt: "2026-01-10" })
    .onConflictDoNothing();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("GET contact-form-subjects", () => {
  it("lists the active subjects in the request's language, machine subjects flagged", async () => {
    const fr = await t.app.inject({ method: "GET", url: "/api/v2/shop/contact-form-subjects", headers: { "accept-language": "fr" } });
    const de = await t.app.inject({ method: "GET", url: "/api/v2/shop/contact-form-subjects", headers: { "accept-language": "de" } });
    expect(fr.statusCode).toBe(200);
    const frSubjects = fr.json() as ContactSubject[];
    const deSubjects = de.json() as ContactSubject[];
    expect(frSubjects.map((subject) => subject.code)).toEqual(
      expect.arrayContaining(["machine-already-registered", "machine-not-recognised", "order"]),
    );
    expect(frSubjects.find((subject) => subject.code === "order")).toEqual({ code: "order", label: "Une commande", machine: false });
    expect(deSubjects.find((subject) => subject.code === "order")?.label).toBe("Eine Bestellung");
    expect(frSubjects.find((subject) => subject.code === "machine-not-recognised")?.machine).toBe(true);
  });
});

describe("POST contact-forms", () => {
  it("stores a visitor's request and writes both e-mails in the sender's language, the department's answering to the sender", async () => {
    const body = { ...valid(), email: "Claire.Martin@Example.com" };
    const response = await post(body, { locale: "en" });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ sent: true });

    const [stored] = await storedFor("claire.martin@example.com");
    expect(stored).toMatchObject({
      subjectCode: "order",
      customerId: null,
      locale: "en",
      serialNumber: null,
      serialKnown: null,
      countryCode: "FR",
    });

    const mails = await mailsFor(["claire.martin@example.com", "commandes@orvane.example"]);
    const request = mails.find((mail) => mail.kind === "contact_request");
    const ack = mails.find((mail) => mail.kind === "contact_acknowledgement");
    expect(request).toMatchObject({ recipient: "commandes@orvane.example", locale: "en" });
    expect(request?.payload).toMatchObject({ email: "claire.martin@example.com", subjectLabel: "An order", requestId: stored?.id });
    expect(ack).toMatchObject({ recipient: "claire.martin@example.com", locale: "en" });
    expect(ack?.payload).toMatchObject({ subjectLabel: "An order", message: body.message });
  });

  it("renders both e-mails in the sender's language, the department's with a reply-to", async () => {
    const { createMailRenderers } = await import("../../platform/mail/templates/registry");
    const renderers = createMailRenderers({ publicUrl: "https://portal.example" });
    const details = {
      ...valid(),
      subjectLabel: "Eine Bestellung",
      gender: "mme" as const,
      machineName: null,
      productCode: null,
      brand: null,
      model: null,
      serialNumber: null,
      serialKnown: null,
    };
    const ack = renderers.contact_acknowledgement(details, "de");
    expect(ack.subject).toBe("Wir haben Ihre Anfrage erhalten");
    expect(ack.text).toContain("Guten Tag Claire");
    expect(ack.replyTo).toBeUndefined();
    const request = renderers.contact_request({ ...details, requestId: 1, customerId: null }, "nl");
    expect(request.subject).toContain("Contactaanvraag");
    expect(request.replyTo).toBe(details.email);
    expect(request.html).toContain("Bericht");
  });

  it("records the logged-in customer", async () => {
    const body = valid();
    const response = await post(body, { tokens: buyer });
    expect(response.statusCode, response.body).toBe(201);
    const [stored] = await storedFor(body.email);
    expect(stored?.customerId).toBe(buyer.customerId);
  });

  it("keeps the machine fields of a machine subject and tells whether the serial number was sold", async () => {
    const machine = { machineName: "Tondeuse T500", productCode: "T500-X", brand: "Orvane", model: "T500" };
    const known = { ...valid(), subject: "machine-already-registered", ...machine, serialNumber: KNOWN_SERIAL.toLowerCase() };
    expect((await post(known)).statusCode).toBe(201);
    const [knownRow] = await storedFor(known.email);
    expect(knownRow).toMatchObject({ ...machine, serialNumber: KNOWN_SERIAL, serialKnown: true });

    const unknown = { ...valid(), subject: "machine-not-recognised", serialNumber: "ZZ-NOT-SOLD-1" };
    expect((await post(unknown)).statusCode).toBe(201);
    const [unknownRow] = await storedFor(unknown.email);
    expect(unknownRow).toMatchObject({ serialNumber: "ZZ-NOT-SOLD-1", serialKnown: false });
    const [mail] = await t.db.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, "contact_request"), sql`${outboxMessages.payload}->>'email' = ${unknown.email}`));
    expect(mail?.recipient).toBe("garantie@orvane.example");
    expect(mail?.payload).toMatchObject({ serialKnown: false, serialNumber: "ZZ-NOT-SOLD-1" });
  });

  it("drops machine fields on a subject that does not ask for them", async () => {
    const body = { ...valid(), subject: "delivery", serialNumber: KNOWN_SERIAL, brand: "Orvane" };
    expect((await post(body)).statusCode).toBe(201);
    const [row] = await storedFor(body.email);
    expect(row).toMatchObject({ serialNumber: null, serialKnown: null, brand: null });
  });

  it("asks a machine subject for the serial number or the machine's name", async () => {
    const response = await post({ ...valid(), subject: "warranty" });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe("contact.machine_required");
  });

  it.each([
    ["subject", "not-a-subject", 422, "contact.subject_unknown"],
    ["countryCode", "ZZ", 422, "contact.country_unknown"],
  ])("refuses %s = %s with %s", async (field, value, status, code) => {
    const response = await post({ ...valid(), [field]: value });
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
  });

  it.each([
    ["subject", ""],
    ["subject", "Bad Subject"],
    ["company", "x".repeat(121)],
    ["gender", "other"],
    ["firstname", ""],
    ["firstname", "x".repeat(61)],
    ["lastname", "  "],
    ["email", "claire@"],
    ["phone", "call me"],
    ["street", "x".repeat(161)],
    ["zipCode", "!!"],
    ["city", "x".repeat(81)],
    ["countryCode", "France"],
    ["message", "short"],
    ["message", "x".repeat(5001)],
    ["machineName", "x".repeat(121)],
    ["productCode", "x".repeat(65)],
    ["brand", "x".repeat(81)],
    ["model", "x".repeat(121)],
    ["serialNumber", "AB/12"],
    ["unexpected", "field"],
  ])("answers 400 for a bad %s, storing nothing", async (field, value) => {
    const body = { ...valid(), [field]: value };
    const response = await post(body);
    expect(response.statusCode, response.body).toBe(400);
    expect(await storedFor(body.email)).toHaveLength(0);
  });

  it("answers a filled honeypot as if sent, storing and sending nothing", async () => {
    const body = { ...valid(), website: "http://cheap-pills.example" };
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ sent: true });
    expect(await storedFor(body.email)).toHaveLength(0);
    expect(await mailsFor([body.email])).toHaveLength(0);
  });

  it("limits the messages of one e-mail address, from any client address", async () => {
    const email = freshEmail();
    for (let i = 0; i < 3; i++) expect((await post({ ...valid(), email })).statusCode).toBe(201);
    const refused = await post({ ...valid(), email }, { locale: "de" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("contact.too_many");
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(await storedFor(email)).toHaveLength(3);
  });

  it("limits the messages of one client address, whatever the e-mail", async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) expect((await post(valid(), { address })).statusCode).toBe(201);
    const body = valid();
    const refused = await post(body, { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("contact.too_many");
    expect(await storedFor(body.email)).toHaveLength(0);
  });

  it("refuses a subject switched off by staff", async () => {
    await t.db.db.update(contactSubjects).set({ active: false }).where(eq(contactSubjects.code, "other"));
    try {
      const response = await post({ ...valid(), subject: "other" });
      expect(response.statusCode).toBe(422);
      const list = await t.app.inject({ method: "GET", url: "/api/v2/shop/contact-form-subjects" });
      expect((list.json() as ContactSubject[]).map((subject) => subject.code)).not.toContain("other");
    } finally {
      await t.db.db.update(contactSubjects).set({ active: true }).where(eq(contactSubjects.code, "other"));
    }
  });

  it("is refused by the database when a row breaks its rules", async () => {
    const base = {
      subjectCode: "order",
      gender: "mr" as const,
      firstname: "A",
      lastname: "B",
      phone: "0102030405",
      countryCode: "FR",
      locale: "fr" as const,
    };
    await expect(t.db.db.insert(contactRequests).values({ ...base, email: "a@b.example", message: "short" })).rejects.toThrow();
    await expect(
      t.db.db.insert(contactRequests).values({ ...base, email: "not-an-email", message: "long enough message" }),
    ).rejects.toThrow();
    await expect(
      t.db.db
        .insert(contactRequests)
        .values({ ...base, email: "a@b.example", message: "long enough message", serialNumber: "X1", serialKnown: null }),
    ).rejects.toThrow();
  });
});

describe("staff contact routes", () => {
  it("are refused without a staff token, and to a customer's token", async () => {
    for (const [method, path] of [
      ["GET", "contact-requests"],
      ["GET", "contact-subjects"],
      ["PATCH", "contact-subjects/order"],
    ] as const) {
      expect(
        (await adminCall(t.app, null, method, path, method === "PATCH" ? { mailbox: "x@orvane.example" } : undefined)).statusCode,
      ).toBe(401);
      expect(
        (await adminCall(t.app, buyer.token, method, path, method === "PATCH" ? { mailbox: "x@orvane.example" } : undefined)).statusCode,
      ).toBe(401);
    }
  });

  it("list the requests, newest first, by subject", async () => {
    const body = { ...valid(), subject: "spare-parts", machineName: "Broyeur B20" };
    expect((await post(body)).statusCode).toBe(201);
    const response = await adminCall(t.app, staff, "GET", "contact-requests?subject=spare-parts&itemsPerPage=5");
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.items[0]).toMatchObject({ subject: "spare-parts", email: body.email, machineName: "Broyeur B20" });
    expect(page.items.every((item: { subject: string }) => item.subject === "spare-parts")).toBe(true);
  });

  it("route a subject to another mailbox: the next request's e-mail goes there", async () => {
    const listed = await adminCall(t.app, staff, "GET", "contact-subjects");
    expect(listed.statusCode).toBe(200);
    expect(listed.json().find((subject: { code: string }) => subject.code === "delivery")).toMatchObject({
      mailbox: "livraisons@orvane.example",
    });

    const updated = await adminCall(t.app, staff, "PATCH", "contact-subjects/delivery", { mailbox: "Transport@Orvane.example" });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ code: "delivery", mailbox: "transport@orvane.example" });

    const body = { ...valid(), subject: "delivery" };
    expect((await post(body)).statusCode).toBe(201);
    const [mail] = await t.db.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, "contact_request"), sql`${outboxMessages.payload}->>'email' = ${body.email}`));
    expect(mail?.recipient).toBe("transport@orvane.example");
  });

  it("refuse a bad mailbox, an empty change and an unknown subject", async () => {
    expect((await adminCall(t.app, staff, "PATCH", "contact-subjects/order", { mailbox: "nobody" })).statusCode).toBe(400);
    expect((await adminCall(t.app, staff, "PATCH", "contact-subjects/order", {})).statusCode).toBe(400);
    const unknown = await adminCall(t.app, staff, "PATCH", "contact-subjects/no-such-subject", { active: false });
    expect(unknown.statusCode).toBe(422);
  });
});

describe("OpenAPI", () => {
  it("describes the contact calls of the shop and the staff", async () => {
    const spec = (await t.app.inject({ url: "/api/v2/docs/openapi.json" })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        "/api/v2/shop/contact-form-subjects",
        "/api/v2/shop/contact-forms",
        "/api/v2/admin/contact-requests",
        "/api/v2/admin/contact-subjects",
        "/api/v2/admin/contact-subjects/{code}",
      ]),
    );
    expect(spec.paths["/api/v2/shop/contact-forms"].post.responses).toHaveProperty("201");
  });
});
