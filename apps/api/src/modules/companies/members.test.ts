import { companyMemberships, customers, outboxMessages } from "@portal/db/schema/index";
import type { CompanyMember } from "@portal/domain/companies/members";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, login, type TestApp, type Tokens } from "../../test/harness";
import { caller, customerIdOf, expectProblem, loginTo, membershipOf } from "./companies.test-setup";

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Tokens;
let buyer: Tokens;
let duboisAdmin: Tokens;
let vertmoteurId: number;

type Permissions = { members: CompanyMember[]; invitations: unknown[] };

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = await login(t.app, "admin@demo.example");
  buyer = await login(t.app, "buyer@demo.example");
  duboisAdmin = await loginTo(t, "multi@demo.example", "Atelier Dubois Réparations");
  vertmoteurId = admin.company ?? 0;
});
afterAll(() => t.close());

describe("resource tree", () => {
  it("labels the rights in the request's language", async () => {
    const response = await call(admin, "GET", "security/resource-tree", undefined, { "accept-language": "de-DE" });
    expect(response.statusCode, response.body).toBe(200);
    const tree = response.json() as { code: string; label: string; children: { resourceName: string; label: string }[] }[];
    expect(tree.map((group) => group.label)).toEqual(["Bestellungen", "Angebote", "Garantie"]);
    expect(tree[0]?.children).toEqual([
      { resourceName: "order.place", label: "Bestellung aufgeben" },
      { resourceName: "order.view_all", label: "Alle Bestellungen ansehen" },
    ]);
    const french = await call(admin, "GET", "security/resource-tree");
    expect(french.json()[1].children[0].label).toBe("Demander un devis");
  });

  it("is for administrators only", async () => {
    expectProblem(await call(buyer, "GET", "security/resource-tree"), 403, "auth.forbidden");
    expectProblem(await call(null, "GET", "security/resource-tree"), 401, "auth.login_required");
  });
});

describe("user permissions", () => {
  it("lists every member of the active company, administrators first, disabled ones included", async () => {
    const response = await call(admin, "GET", "security/user-permissions");
    expect(response.statusCode, response.body).toBe(200);
    const { members } = response.json() as Permissions;
    expect(members[0]).toMatchObject({ email: "admin@demo.example", isAdmin: true, enabled: true, emailVerified: true });
    expect(members.map((member) => member.email).sort()).toEqual(
      ["admin@demo.example", "buyer@demo.example", "disabled@demo.example", "limited@demo.example", "multi@demo.example"].sort(),
    );
    expect(members.find((member) => member.email === "limited@demo.example")).toMatchObject({
      capacity: "mechanic",
      isAdmin: false,
      enabled: true,
      rights: ["order.place", "quote.request", "warranty.request"],
    });
    expect(members.find((member) => member.email === "disabled@demo.example")?.enabled).toBe(false);
  });

  it("shows another company's administrator only that company", async () => {
    const { members } = (await call(duboisAdmin, "GET", "security/user-permissions")).json() as Permissions;
    expect(members.map((member) => member.email)).toEqual(["multi@demo.example"]);
    const disabled = (await call(duboisAdmin, "GET", "customers/disabled")).json() as CompanyMember[];
    expect(disabled).toEqual([]);
  });

  it("is refused to members who are not administrators", async () => {
    expectProblem(await call(buyer, "GET", "security/user-permissions"), 403, "auth.forbidden");
    expectProblem(await call(buyer, "GET", "customers/disabled"), 403, "auth.forbidden");
    const limitedId = await customerIdOf(t, "limited@demo.example");
    expectProblem(
      await call(buyer, "POST", "security/user-permissions", { resourceName: "order.place", group: limitedId, authorized: false }),
      403,
      "auth.forbidden",
    );
    expectProblem(
      await call(buyer, "POST", "customer-companies/update-state", { customerEmail: "limited@demo.example", enabled: false }),
      403,
      "auth.forbidden",
    );
  });

  it("grants and revokes one right, seen at once in the member's aces", async () => {
    const limited = await login(t.app, "limited@demo.example");
    const aces = async () =>
      ((await call(limited, "GET", `customers/${limited.customerId}`)).json() as { aces: Record<string, boolean> }).aces;
    expect((await aces())["order.view_all"]).toBe(false);

    const granted = await call(admin, "POST", "security/user-permissions", {
      resourceName: "order.view_all",
      group: limited.customerId,
      authorized: true,
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().rights).toEqual(["order.place", "order.view_all", "quote.request", "warranty.request"]);
    expect((await aces())["order.view_all"]).toBe(true);
    // Granting twice changes nothing.
    const again = await call(admin, "POST", "security/user-permissions", {
      resourceName: "order.view_all",
      group: limited.customerId,
      authorized: true,
    });
    expect(again.json().rights).toHaveLength(4);

    const revoked = await call(admin, "POST", "security/user-permissions", {
      resourceName: "order.view_all",
      group: limited.customerId,
      authorized: false,
    });
    expect(revoked.json().rights).toEqual(["order.place", "quote.request", "warranty.request"]);
    expect((await aces())["order.view_all"]).toBe(false);
  });

  it("keeps an administrator's rights whole", async () => {
    expectProblem(
      await call(admin, "POST", "security/user-permissions", { resourceName: "order.place", group: admin.customerId, authorized: false }),
      422,
      "members.admin_rights_fixed",
    );
  });

  it("never reaches a member of another company", async () => {
    const hans = await customerIdOf(t, "hans.weber@forsttechnik-weber.example");
    expectProblem(
      await call(admin, "POST", "security/user-permissions", { resourceName: "order.place", group: hans, authorized: true }),
      404,
      "members.not_found",
    );
    // The Dubois administrator is also a Vertmoteur member, yet acts only for Dubois.
    expectProblem(
      await call(duboisAdmin, "POST", "security/user-permissions", {
        resourceName: "order.place",
        group: buyer.customerId,
        authorized: false,
      }),
      404,
      "members.not_found",
    );
    expectProblem(
      await call(admin, "POST", "security/user-permissions", { resourceName: "order.place", group: 999_999, authorized: true }),
      404,
      "members.not_found",
    );
  });

  it.each([
    { case: "an unknown right", body: { resourceName: "order.cancel", group: 1, authorized: true } },
    { case: "a customer id as text", body: { resourceName: "order.place", group: "1", authorized: true } },
    { case: "a missing flag", body: { resourceName: "order.place", group: 1 } },
    { case: "an extra field", body: { resourceName: "order.place", group: 1, authorized: true, isAdmin: true } },
  ])("refuses $case", async ({ body }) => {
    expectProblem(await call(admin, "POST", "security/user-permissions", body), 400, "request.invalid");
  });
});

describe("enabling and disabling members", () => {
  it("lists the members waiting for activation", async () => {
    const response = await call(admin, "GET", "customers/disabled");
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as CompanyMember[]).map((member) => member.email)).toEqual(["disabled@demo.example"]);
  });

  it("stops a disabled member at once, access and refresh tokens alike, then lets them back in when enabled", async () => {
    const limited = await login(t.app, "limited@demo.example");
    expect((await call(limited, "GET", `customers/${limited.customerId}`)).statusCode).toBe(200);

    const disabled = await call(admin, "POST", "customer-companies/update-state", {
      customerEmail: "Limited@Demo.example",
      enabled: false,
      localeCode: "fr",
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({ email: "limited@demo.example", enabled: false });

    expectProblem(await call(limited, "GET", `customers/${limited.customerId}`), 401, "auth.token_invalid");
    const refresh = await t.app.inject({
      method: "POST",
      url: "/api/v2/shop/token/refresh",
      payload: { refresh_token: limited.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/v2/shop/authentication-token",
          payload: { email: "limited@demo.example", password: "Demo-pass-2026" },
        })
      ).statusCode,
    ).toBe(403);
    const waiting = (await call(admin, "GET", "customers/disabled")).json() as CompanyMember[];
    expect(waiting.map((member) => member.email)).toContain("limited@demo.example");

    const enabled = await call(admin, "POST", "customer-companies/update-state", { customerEmail: "limited@demo.example", enabled: true });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json().enabled).toBe(true);
    const mails = await t.db.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, "membership_activated"), eq(outboxMessages.recipient, "limited@demo.example")));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ locale: "fr", payload: { firstname: "Thomas", companyName: "Vertmoteur Motoculture SARL" } });

    const again = await login(t.app, "limited@demo.example");
    expect((await call(again, "GET", `customers/${again.customerId}`)).statusCode).toBe(200);
    // Enabling an enabled member sends nothing more.
    await call(admin, "POST", "customer-companies/update-state", { customerEmail: "limited@demo.example", enabled: true });
    const after = await t.db.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, "limited@demo.example"));
    expect(after).toHaveLength(1);
  });

  it("answers the same for an unknown address and another company's customer", async () => {
    const unknown = await call(admin, "POST", "customer-companies/update-state", { customerEmail: "nobody@example.com", enabled: false });
    const foreign = await call(admin, "POST", "customer-companies/update-state", {
      customerEmail: "hans.weber@forsttechnik-weber.example",
      enabled: false,
    });
    expectProblem(unknown, 404, "members.not_found");
    expectProblem(foreign, 404, "members.not_found");
    expect({ ...foreign.json(), instance: null }).toEqual({ ...unknown.json(), instance: null });
    // The Dubois administrator cannot disable a Vertmoteur member either.
    expectProblem(
      await call(duboisAdmin, "POST", "customer-companies/update-state", { customerEmail: "buyer@demo.example", enabled: false }),
      404,
      "members.not_found",
    );
    expect((await membershipOf(t, "buyer@demo.example", vertmoteurId))?.enabled).toBe(true);
  });

  it("keeps an enabled administrator", async () => {
    expectProblem(
      await call(admin, "POST", "customer-companies/update-state", { customerEmail: "admin@demo.example", enabled: false }),
      422,
      "members.last_admin",
    );
    // With a second administrator, one still cannot lock oneself out, but may disable the other.
    await t.db.db
      .update(companyMemberships)
      .set({ isAdmin: true })
      .where(eq(companyMemberships.id, (await membershipOf(t, "buyer@demo.example", vertmoteurId))?.id ?? 0));
    expectProblem(
      await call(admin, "POST", "customer-companies/update-state", { customerEmail: "admin@demo.example", enabled: false }),
      422,
      "members.cannot_disable_self",
    );
    const other = await call(admin, "POST", "customer-companies/update-state", { customerEmail: "buyer@demo.example", enabled: false });
    expect(other.statusCode, other.body).toBe(200);
    // The remaining administrator is now the last one.
    expectProblem(
      await call(admin, "POST", "customer-companies/update-state", { customerEmail: "admin@demo.example", enabled: false }),
      422,
      "members.last_admin",
    );
    await call(admin, "POST", "customer-companies/update-state", { customerEmail: "buyer@demo.example", enabled: true });
    await t.db.db
      .update(companyMemberships)
      .set({ isAdmin: false })
      .where(eq(companyMemberships.id, (await membershipOf(t, "buyer@demo.example", vertmoteurId))?.id ?? 0));
    buyer = await login(t.app, "buyer@demo.example");
  });

  it("enables a member whose e-mail is not verified yet, who still has to verify it", async () => {
    await t.db.db.update(customers).set({ emailVerifiedAt: null }).where(eq(customers.email, "disabled@demo.example"));
    const response = await call(admin, "POST", "customer-companies/update-state", {
      customerEmail: "disabled@demo.example",
      enabled: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ enabled: true, emailVerified: false });
    expect((await membershipOf(t, "disabled@demo.example", vertmoteurId))?.enabled).toBe(true);
  });

  it.each([
    { case: "a bad e-mail", body: { customerEmail: "limited", enabled: false } },
    { case: "a missing flag", body: { customerEmail: "limited@demo.example" } },
    { case: "an unknown locale", body: { customerEmail: "limited@demo.example", enabled: false, localeCode: "es" } },
    { case: "an extra field", body: { customerEmail: "limited@demo.example", enabled: false, isAdmin: true } },
  ])("refuses $case", async ({ body }) => {
    expectProblem(await call(admin, "POST", "customer-companies/update-state", body), 400, "request.invalid");
  });
});
