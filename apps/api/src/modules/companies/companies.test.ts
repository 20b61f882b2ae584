import { companies, outboxMessages } from "@portal/db/schema/index";
import { withLuhnCheckDigit } from "@portal/domain/companies/siret";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, login, type TestApp, type Tokens } from "../../test/harness";
import { caller, expectProblem, loginTo, membershipOf } from "./companies.test-setup";

let t: TestApp;
let call: ReturnType<typeof caller>;
let buyer: Tokens;

// The demo companies' identifiers, as the seed makes them.
const VERTMOTEUR_SIRET = withLuhnCheckDigit("8123456780001");
const DUBOIS_SIRET = withLuhnCheckDigit("8234567890001");
const LEMAIRE_SIRET = withLuhnCheckDigit("8345678900001");

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  buyer = await login(t.app, "buyer@demo.example");
});
afterAll(() => t.close());

describe("finding a company by SIRET", () => {
  it("answers an enabled company, as typed with spaces", async () => {
    const spaced = `${DUBOIS_SIRET.slice(0, 3)} ${DUBOIS_SIRET.slice(3, 6)} ${DUBOIS_SIRET.slice(6, 9)} ${DUBOIS_SIRET.slice(9)}`;
    const response = await call(buyer, "GET", `companies/available?siret=${encodeURIComponent(spaced)}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: expect.any(Number), corporateName: "Atelier Dubois Réparations", city: "Dijon" });
  });

  it("sends the user to the provider for an unknown company or one not enabled", async () => {
    expectProblem(await call(buyer, "GET", `companies/available?siret=${LEMAIRE_SIRET}`), 404, "company.not_available");
    expectProblem(
      await call(buyer, "GET", `companies/available?siret=${withLuhnCheckDigit("7000000000001")}`),
      404,
      "company.not_available",
    );
  });

  it("refuses a malformed SIRET, a missing one, and anonymous callers", async () => {
    expectProblem(await call(buyer, "GET", "companies/available?siret=12345678901234"), 400, "request.invalid");
    expectProblem(await call(buyer, "GET", "companies/available"), 400, "request.invalid");
    expectProblem(await call(null, "GET", `companies/available?siret=${DUBOIS_SIRET}`), 401, "auth.login_required");
  });

  it("limits lookups per customer", async () => {
    const limited = await login(t.app, "limited@demo.example");
    for (let index = 0; index < 20; index++) await call(limited, "GET", `companies/available?siret=${VERTMOTEUR_SIRET}`);
    const refused = await call(limited, "GET", `companies/available?siret=${VERTMOTEUR_SIRET}`);
    expectProblem(refused, 429, "request.too_many");
    expect(refused.headers["retry-after"]).toBeDefined();
  });
});

describe("adding a company to one's account", () => {
  it("asks to join, tells the administrators, and the company is selectable once enabled", async () => {
    const dubois = (await call(buyer, "GET", `companies/available?siret=${DUBOIS_SIRET}`)).json() as { id: number };
    expectProblem(await call(buyer, "GET", `companies/${dubois.id}`), 404, "company.not_found");

    const response = await call(buyer, "POST", "customers/assign-company", { company: dubois.id });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ isAdmin: false, enabled: false });
    expect(await membershipOf(t, "buyer@demo.example", dubois.id)).toMatchObject({ enabled: false, isAdmin: false });

    const mails = await t.db.db.select().from(outboxMessages).where(eq(outboxMessages.kind, "membership_request"));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      recipient: "multi@demo.example",
      locale: "fr",
      payload: {
        adminFirstname: "Sophie",
        memberFirstname: "Julien",
        memberEmail: "buyer@demo.example",
        companyName: "Atelier Dubois Réparations",
      },
    });

    expectProblem(await call(buyer, "POST", "customers/assign-company", { company: dubois.id }), 409, "members.already_member");
    // Waiting for the administrator: its name and nothing more, and not selectable yet.
    const pending = await call(buyer, "GET", `companies/${dubois.id}`);
    expect(pending.json()).toEqual({ id: dubois.id, corporateName: "Atelier Dubois Réparations", membership: "pending" });
    expect(pending.body).not.toContain(DUBOIS_SIRET);
    const me = (await call(buyer, "GET", `customers/${buyer.customerId}`)).json() as { companies: Record<string, unknown>[] };
    expect(me.companies.find((company) => company.id === dubois.id)).toMatchObject({
      corporateName: "Atelier Dubois Réparations",
      clientCode: null,
      city: null,
      enabled: false,
    });
    const early = await call(buyer, "PATCH", `customers/${buyer.customerId}/company`, { company: dubois.id });
    expect(early.statusCode).toBe(403);

    const duboisAdmin = await loginTo(t, "multi@demo.example", "Atelier Dubois Réparations");
    const disabled = (await call(duboisAdmin, "GET", "customers/disabled")).json() as { email: string }[];
    expect(disabled.map((member) => member.email)).toEqual(["buyer@demo.example"]);
    const enabled = await call(duboisAdmin, "POST", "customer-companies/update-state", {
      customerEmail: "buyer@demo.example",
      enabled: true,
    });
    expect(enabled.statusCode, enabled.body).toBe(200);

    const chosen = await call(buyer, "PATCH", `customers/${buyer.customerId}/company`, { company: dubois.id });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().company).toBe(dubois.id);
    // A member now: the details show.
    expect((await call(buyer, "GET", `companies/${dubois.id}`)).json()).toMatchObject({ membership: "member", siret: DUBOIS_SIRET });
  });

  it("refuses a company that is not enabled or does not exist, and bad input", async () => {
    const limited = await login(t.app, "limited@demo.example");
    const lemaireId = await companyIdBySiret(LEMAIRE_SIRET);
    expectProblem(await call(limited, "POST", "customers/assign-company", { company: lemaireId }), 404, "company.not_available");
    expectProblem(await call(limited, "POST", "customers/assign-company", { company: 999_999 }), 404, "company.not_available");
    expectProblem(await call(limited, "POST", "customers/assign-company", { company: "x" }), 400, "request.invalid");
    expectProblem(await call(limited, "POST", "customers/assign-company", { company: 1, isAdmin: true }), 400, "request.invalid");
    expectProblem(await call(null, "POST", "customers/assign-company", { company: 1 }), 401, "auth.login_required");
  });
});

async function companyIdBySiret(siret: string): Promise<number> {
  const [row] = await t.db.db.select({ id: companies.id }).from(companies).where(eq(companies.siret, siret));
  if (!row) throw new Error(`no company ${siret}`);
  return row.id;
}

describe("company details", () => {
  it("shows a company the caller belongs to, and no other", async () => {
    const admin = await login(t.app, "admin@demo.example");
    const own = await call(admin, "GET", `companies/${admin.company}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({
      membership: "member",
      id: admin.company,
      corporateName: "Vertmoteur Motoculture SARL",
      siret: VERTMOTEUR_SIRET,
      legalForm: "professional",
      status: "enabled",
      shippingAddress: { zipCode: "49000", country: "FR" },
    });
    expectProblem(await call(admin, "GET", `companies/${await companyIdBySiret(LEMAIRE_SIRET)}`), 404, "company.not_found");
    expectProblem(await call(admin, "GET", "companies/0"), 400, "request.invalid");
    expectProblem(await call(null, "GET", `companies/${admin.company}`), 401, "auth.login_required");
  });
});

describe("company pricing", () => {
  it("gives members the discount of their session's company", async () => {
    const admin = await login(t.app, "admin@demo.example");
    const own = await call(admin, "GET", `companies/${admin.company}/pricing`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({ discountBasisPoints: 1000 });

    const duboisAdmin = await loginTo(t, "multi@demo.example", "Atelier Dubois Réparations");
    expect((await call(duboisAdmin, "GET", `companies/${duboisAdmin.company}/pricing`)).json()).toEqual({ discountBasisPoints: 500 });
  });

  it("never shows another company's discount, even to one of its members acting for another company", async () => {
    const admin = await login(t.app, "admin@demo.example");
    const dubois = await companyIdBySiret(DUBOIS_SIRET);
    expectProblem(await call(admin, "GET", `companies/${dubois}/pricing`), 404, "company.not_found");
    expectProblem(await call(admin, "GET", "companies/999999/pricing"), 404, "company.not_found");

    // A member of both, logged in for Vertmoteur, sees Vertmoteur's terms only.
    const multi = await loginTo(t, "multi@demo.example", "Vertmoteur Motoculture SARL");
    expectProblem(await call(multi, "GET", `companies/${dubois}/pricing`), 404, "company.not_found");

    // Asking to join a company does not open its terms while the request waits.
    const limited = await login(t.app, "limited@demo.example");
    expect((await call(limited, "POST", "customers/assign-company", { company: dubois })).statusCode).toBe(201);
    expectProblem(await call(limited, "GET", `companies/${dubois}/pricing`), 404, "company.not_found");

    expectProblem(await call(null, "GET", `companies/${admin.company}/pricing`), 401, "auth.login_required");
    expectProblem(await call(admin, "GET", "companies/x/pricing"), 400, "request.invalid");
  });
});

describe("an individual's account", () => {
  it("has no company to look up or join", async () => {
    const individual = await login(t.app, "particulier@demo.example");
    const dubois = await companyIdBySiret(DUBOIS_SIRET);
    expectProblem(await call(individual, "GET", `companies/available?siret=${DUBOIS_SIRET}`), 403, "company.individual_account");
    expectProblem(await call(individual, "POST", "customers/assign-company", { company: dubois }), 403, "company.individual_account");
    const english = await call(individual, "POST", "customers/assign-company", { company: dubois }, { "accept-language": "en" });
    expect(english.json()).toMatchObject({ title: expect.stringContaining("private customer") });
  });

  it("has no users to manage or invite, though its owner is its administrator", async () => {
    const individual = await login(t.app, "particulier@demo.example");
    for (const [method, path, body] of [
      ["GET", "security/user-permissions", undefined],
      ["GET", "security/resource-tree", undefined],
      ["GET", "customers/disabled", undefined],
      ["POST", "customer-companies/update-state", { customerEmail: "buyer@demo.example", enabled: false }],
      ["POST", "invitations", { email: "friend@example.com", rights: [], localeCode: "fr" }],
    ] as const) {
      expectProblem(await call(individual, method, path, body), 403, "company.individual_account");
    }
  });
});

describe("sales representative by department", () => {
  it.each([
    { area: "FR-49", lastname: "Rousseau" },
    { area: "fr-44", lastname: "Rousseau" },
    { area: "FR-21", lastname: "Perrin" },
    { area: "FR-64", lastname: "Lacoste" },
    { area: "DE-79", lastname: "Hoffmann" },
    { area: "BE-10", lastname: "Vermeulen" },
    { area: "NL-35", lastname: "de Jong" },
  ])("finds who covers $area, without logging in", async ({ area, lastname }) => {
    const response = await call(null, "GET", `commercial-by-department/${area}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ lastname, email: expect.stringMatching(/@orvane\.example$/), phone: expect.any(String) });
    expect(Object.keys(response.json()).sort()).toEqual(["email", "firstname", "lastname", "phone"]);
  });

  it("answers 404 for a department nobody covers", async () => {
    expectProblem(await call(null, "GET", "commercial-by-department/FR-75"), 404, "sales_representative.not_found");
    expectProblem(await call(null, "GET", "commercial-by-department/ZZ-12"), 404, "sales_representative.not_found");
  });

  it.each(["FR49", "FR-4", "FR-49000", "F-49", "FR-4%25"])("refuses the malformed %s", async (area) => {
    expectProblem(await call(null, "GET", `commercial-by-department/${area}`), 400, "request.invalid");
  });
});
