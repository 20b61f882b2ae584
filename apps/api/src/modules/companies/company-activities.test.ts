import { activityTranslations, companies, companyMemberships } from "@portal/db/schema/index";
import type { CompanyActivity } from "@portal/domain/companies/schemas";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, login, type TestApp, type Tokens } from "../../test/harness";
import { caller, expectProblem } from "./companies.test-setup";

let t: TestApp;
let call: ReturnType<typeof caller>;
let buyer: Tokens;
let multi: Tokens;

/** What the database says of a company's activity in a language, to compare the answer with. */
async function activityOf(corporateName: string, locale: "fr" | "en" | "de" | "nl") {
  const [row] = await t.db.db
    .select({ id: companies.id, code: companies.activityCode, name: activityTranslations.name })
    .from(companies)
    .leftJoin(
      activityTranslations,
      and(eq(activityTranslations.activityCode, companies.activityCode), eq(activityTranslations.locale, locale)),
    )
    .where(eq(companies.corporateName, corporateName));
  if (!row) throw new Error(`no company ${corporateName}`);
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  buyer = await login(t.app, "buyer@demo.example");
  multi = await login(t.app, "multi@demo.example");
}, 120_000);
afterAll(() => t.close());

describe("GET company-activities", () => {
  it("needs a login", async () => {
    expectProblem(await call(null, "GET", "company-activities"), 401, "auth.login_required");
  });

  it("answers the caller's own companies only, with the activity named in the request's language", async () => {
    const fr = await call(buyer, "GET", "company-activities", undefined, { "accept-language": "fr" });
    expect(fr.statusCode, fr.body).toBe(200);
    expect(fr.headers.vary).toContain("accept-language");
    const vertmoteur = await activityOf("Vertmoteur Motoculture SARL", "fr");
    expect(vertmoteur.code).not.toBeNull();
    expect(fr.json()).toEqual([
      {
        companyId: vertmoteur.id,
        corporateName: "Vertmoteur Motoculture SARL",
        activity: { code: vertmoteur.code, name: vertmoteur.name },
      },
    ]);
    const de = (await call(buyer, "GET", "company-activities", undefined, { "accept-language": "de" })).json() as CompanyActivity[];
    expect(de[0]?.activity?.name).toBe((await activityOf("Vertmoteur Motoculture SARL", "de")).name);
    expect(de[0]?.activity?.name).not.toBe(vertmoteur.name);
  });

  it("lists every enabled membership of a member of several companies, and never another customer's", async () => {
    const answer = (await call(multi, "GET", "company-activities")).json() as CompanyActivity[];
    const memberships = await t.db.db
      .select({ companyId: companyMemberships.companyId })
      .from(companyMemberships)
      .where(and(eq(companyMemberships.customerId, multi.customerId), eq(companyMemberships.enabled, true)));
    expect(answer.map((entry) => entry.companyId).sort()).toEqual(memberships.map((row) => row.companyId).sort());
    expect(answer.length).toBeGreaterThan(1);
    const buyerCompanies = (await call(buyer, "GET", "company-activities")).json() as CompanyActivity[];
    for (const entry of buyerCompanies) {
      if (!memberships.some((row) => row.companyId === entry.companyId)) {
        expect(answer.map((own) => own.companyId)).not.toContain(entry.companyId);
      }
    }
  });

  it("leaves out a company whose membership waits for activation", async () => {
    const [disabled] = await t.db.db
      .select({ companyId: companyMemberships.companyId })
      .from(companyMemberships)
      .where(and(eq(companyMemberships.customerId, multi.customerId), eq(companyMemberships.enabled, true)))
      .limit(1);
    if (!disabled) throw new Error("no membership");
    await t.db.db
      .update(companyMemberships)
      .set({ enabled: false })
      .where(and(eq(companyMemberships.customerId, multi.customerId), eq(companyMemberships.companyId, disabled.companyId)));
    const answer = (await call(multi, "GET", "company-activities")).json() as CompanyActivity[];
    expect(answer.map((entry) => entry.companyId)).not.toContain(disabled.companyId);
  });
});
