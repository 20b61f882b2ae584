import { createHash } from "node:crypto";
import { invitations, outboxMessages } from "@portal/db/schema/index";
import type { CompanyMember, PendingInvitation } from "@portal/domain/companies/members";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, login, type TestApp, type Tokens } from "../../test/harness";
import { caller, expectProblem, loginTo, membershipOf } from "./companies.test-setup";

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Tokens;
let buyer: Tokens;
let duboisAdmin: Tokens;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = await login(t.app, "admin@demo.example");
  buyer = await login(t.app, "buyer@demo.example");
  duboisAdmin = await loginTo(t, "multi@demo.example", "Atelier Dubois Réparations");
});
afterAll(() => t.close());

/** Invites `email` as the Vertmoteur administrator; answers the invitation and the token from its e-mail. */
async function invite(email: string, body: Record<string, unknown> = {}) {
  const response = await call(admin, "POST", "invitations", { email, rights: ["order.place"], localeCode: "fr", ...body });
  expect(response.statusCode, response.body).toBe(201);
  const [mail] = await t.db.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, "invitation"), eq(outboxMessages.recipient, email.toLowerCase())))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  if (!mail) throw new Error(`no invitation e-mail to ${email}`);
  return { invitation: response.json() as PendingInvitation, token: (mail.payload as { token: string }).token, mail };
}

const newAccount = {
  gender: "mme",
  firstname: "Julie",
  lastname: "Martin",
  password: "Nouveau-2026",
  phone: "+33 6 11 22 33 44",
  acceptTerms: true,
  acceptDataProtection: true,
  localeCode: "de",
};

describe("inviting", () => {
  it("queues the e-mail in the chosen language, keeps only the token's hash, and lists the invitation", async () => {
    const { invitation, token, mail } = await invite("Julie.Martin@Example.com", {
      capacityCode: "mechanic",
      rights: ["warranty.request", "order.place"],
      localeCode: "de",
    });
    expect(invitation).toMatchObject({
      email: "julie.martin@example.com",
      capacity: "mechanic",
      rights: ["order.place", "warranty.request"],
    });
    expect(new Date(invitation.expiresAt).getTime() - t.clock.now().getTime()).toBe(7 * 24 * 3600 * 1000);
    expect(mail).toMatchObject({ locale: "de", payload: { companyName: "Vertmoteur Motoculture SARL", inviterName: "Claire Vasseur" } });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [stored] = await t.db.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(stored?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(token);

    const permissions = (await call(admin, "GET", "security/user-permissions")).json() as { invitations: PendingInvitation[] };
    expect(permissions.invitations).toContainEqual(invitation);
    // Another company's administrator does not see it.
    const dubois = (await call(duboisAdmin, "GET", "security/user-permissions")).json() as { invitations: PendingInvitation[] };
    expect(dubois.invitations).toEqual([]);
  });

  it("replaces a pending invitation of the same person", async () => {
    const first = await invite("twice@example.com");
    const second = await invite("twice@example.com", { rights: ["quote.request"] });
    expectProblem(await call(null, "GET", `invitations/${first.token}`), 410, "invitation.revoked");
    expect((await call(null, "GET", `invitations/${second.token}`)).statusCode).toBe(200);
    const permissions = (await call(admin, "GET", "security/user-permissions")).json() as { invitations: PendingInvitation[] };
    expect(permissions.invitations.filter((entry) => entry.email === "twice@example.com")).toEqual([second.invitation]);
  });

  it("refuses someone already a member, an unknown role, and members who are not administrators", async () => {
    expectProblem(
      await call(admin, "POST", "invitations", { email: "limited@demo.example", rights: [], localeCode: "fr" }),
      409,
      "members.already_member",
    );
    // Disabled members are members too: the administrator enables them instead.
    expectProblem(
      await call(admin, "POST", "invitations", { email: "disabled@demo.example", rights: [], localeCode: "fr" }),
      409,
      "members.already_member",
    );
    expectProblem(
      await call(admin, "POST", "invitations", { email: "x@example.com", rights: [], localeCode: "fr", capacityCode: "astronaut" }),
      422,
      "invitation.capacity_unknown",
    );
    expectProblem(
      await call(buyer, "POST", "invitations", { email: "x@example.com", rights: [], localeCode: "fr" }),
      403,
      "auth.forbidden",
    );
    expectProblem(
      await call(null, "POST", "invitations", { email: "x@example.com", rights: [], localeCode: "fr" }),
      401,
      "auth.login_required",
    );
  });

  it.each([
    { case: "a bad e-mail", body: { email: "x", rights: [], localeCode: "fr" } },
    { case: "an unknown right", body: { email: "x@example.com", rights: ["order.cancel"], localeCode: "fr" } },
    { case: "no locale", body: { email: "x@example.com", rights: [] } },
    { case: "an administrator flag", body: { email: "x@example.com", rights: [], localeCode: "fr", isAdmin: true } },
  ])("refuses $case", async ({ body }) => {
    expectProblem(await call(admin, "POST", "invitations", body), 400, "request.invalid");
  });

  it("limits how many invitations an administrator sends", async () => {
    for (let index = 0; index < 20; index++) {
      const response = await call(duboisAdmin, "POST", "invitations", { email: `crowd${index}@example.com`, rights: [], localeCode: "fr" });
      expect(response.statusCode, response.body).toBe(201);
    }
    const refused = await call(duboisAdmin, "POST", "invitations", { email: "one.more@example.com", rights: [], localeCode: "fr" });
    expectProblem(refused, 429, "request.too_many");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("accepting", () => {
  it("creates the account, verified, with the invited role and rights, once", async () => {
    const { token } = await invite("new.person@example.com", { capacityCode: "mechanic", rights: ["order.place", "warranty.request"] });
    const preview = await call(null, "GET", `invitations/${token}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({ companyName: "Vertmoteur Motoculture SARL", email: "new.person@example.com", accountExists: false });

    expectProblem(
      await call(null, "POST", `invitations/${token}/accept`, { password: "Nouveau-2026" }),
      422,
      "invitation.details_required",
    );
    expectProblem(await call(null, "POST", `invitations/${token}/accept`, { ...newAccount, acceptTerms: false }), 400, "request.invalid");
    expectProblem(await call(null, "POST", `invitations/${token}/accept`, { ...newAccount, password: "weak" }), 400, "request.invalid");

    const accepted = await call(null, "POST", `invitations/${token}/accept`, newAccount);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ customerId: expect.any(Number), companyId: admin.company });

    const tokens = await login(t.app, "new.person@example.com", "Nouveau-2026");
    expect(tokens.company).toBe(admin.company);
    const me = (await call(tokens, "GET", `customers/${tokens.customerId}`)).json();
    expect(me).toMatchObject({ firstname: "Julie", localeCode: "de", capacity: "mechanic", isAdmin: false });
    expect(me.aces).toEqual({
      "order.place": true,
      "order.view_all": false,
      "quote.request": false,
      "quote.view_all": false,
      "warranty.request": true,
    });
    const members = (await call(admin, "GET", "security/user-permissions")).json() as {
      members: CompanyMember[];
      invitations: PendingInvitation[];
    };
    expect(members.members.find((member) => member.email === "new.person@example.com")).toMatchObject({
      enabled: true,
      emailVerified: true,
    });
    expect(members.invitations.map((entry) => entry.email)).not.toContain("new.person@example.com");

    expectProblem(await call(null, "POST", `invitations/${token}/accept`, newAccount), 410, "invitation.used");
    expectProblem(await call(null, "GET", `invitations/${token}`), 410, "invitation.used");
  });

  it("adds the company to an existing account that proves itself with its password", async () => {
    const { token } = await invite("hans.weber@forsttechnik-weber.example", { rights: ["quote.request"] });
    expect((await call(null, "GET", `invitations/${token}`)).json()).toMatchObject({ accountExists: true });

    expectProblem(await call(null, "POST", `invitations/${token}/accept`, newAccount), 409, "invitation.account_exists");
    expectProblem(await call(null, "POST", `invitations/${token}/accept`, { password: "Wrong-pass-1" }), 401, "auth.invalid_credentials");
    const accepted = await call(null, "POST", `invitations/${token}/accept`, { password: "Demo-pass-2026" });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await membershipOf(t, "hans.weber@forsttechnik-weber.example", admin.company ?? 0)).toMatchObject({
      enabled: true,
      isAdmin: false,
    });

    // Their own company is not enabled: the invited one is the company they log in to.
    const tokens = await login(t.app, "hans.weber@forsttechnik-weber.example");
    expect(tokens.company).toBe(admin.company);
    expectProblem(await call(null, "POST", `invitations/${token}/accept`, { password: "Demo-pass-2026" }), 410, "invitation.used");
  });

  it("can be withdrawn by the company's administrator only, and then no longer works", async () => {
    const { invitation, token } = await invite("withdrawn@example.com");
    expectProblem(await call(buyer, "DELETE", `invitations/${invitation.id}`), 403, "auth.forbidden");
    expectProblem(await call(duboisAdmin, "DELETE", `invitations/${invitation.id}`), 404, "invitation.not_found");
    expect((await call(admin, "DELETE", `invitations/${invitation.id}`)).statusCode).toBe(204);
    expectProblem(await call(admin, "DELETE", `invitations/${invitation.id}`), 404, "invitation.not_found");
    expectProblem(await call(null, "GET", `invitations/${token}`), 410, "invitation.revoked");
    expectProblem(await call(null, "POST", `invitations/${token}/accept`, newAccount), 410, "invitation.revoked");
    expectProblem(await call(admin, "DELETE", "invitations/abc"), 400, "request.invalid");
  });

  it("answers malformed and unknown tokens plainly", async () => {
    expectProblem(await call(null, "GET", "invitations/short"), 400, "request.invalid");
    expectProblem(await call(null, "GET", `invitations/${"A".repeat(43)}`), 404, "invitation.not_found");
    expectProblem(await call(null, "POST", `invitations/${"A".repeat(43)}/accept`, { password: "x" }), 404, "invitation.not_found");
    expectProblem(await call(null, "POST", `invitations/${"A".repeat(43)}/accept`, { password: "x", extra: 1 }), 400, "request.invalid");
  });

  // Moves the shared clock a week ahead: last, since earlier tokens expire with it.
  it("expires after seven days", async () => {
    const { token } = await invite("late@example.com");
    t.clock.advance(7 * 24 * 3600 - 60);
    expect((await call(null, "GET", `invitations/${token}`)).statusCode).toBe(200);
    t.clock.advance(61);
    expectProblem(await call(null, "GET", `invitations/${token}`), 410, "invitation.expired");
    expectProblem(await call(null, "POST", `invitations/${token}/accept`, { ...newAccount }), 410, "invitation.expired");
    const fresh = await login(t.app, "admin@demo.example");
    const permissions = (await call(fresh, "GET", "security/user-permissions")).json() as { invitations: PendingInvitation[] };
    expect(permissions.invitations.map((entry) => entry.email)).not.toContain("late@example.com");
  });
});
