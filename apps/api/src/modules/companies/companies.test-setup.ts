import { companyMemberships, customers } from "@portal/db/schema/index";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { bearer, login, type TestApp, type Tokens } from "../../test/harness";

export const shop = (path: string) => `/api/v2/shop/${path}`;

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Calls the shop API as `tokens` (or anonymously), with a JSON body when one is given. */
export function caller(t: TestApp) {
  return async (tokens: Tokens | null, method: Method, path: string, payload?: unknown, headers: Record<string, string> = {}) => {
    const contentType = method === "PATCH" ? "application/merge-patch+json" : "application/json";
    return t.app.inject({
      method,
      url: shop(path),
      headers: {
        ...(tokens ? bearer(tokens.token) : {}),
        ...(payload === undefined ? {} : { "content-type": contentType }),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  };
}

export function expectProblem(response: { statusCode: number; body: string; json(): unknown }, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect((response.json() as { code: string }).code).toBe(code);
}

/** Logs in a member of several companies and makes `corporateName` the session's company. */
export async function loginTo(t: TestApp, email: string, corporateName: string): Promise<Tokens> {
  const tokens = await login(t.app, email);
  const me = await t.app.inject({ method: "GET", url: shop(`customers/${tokens.customerId}`), headers: bearer(tokens.token) });
  const company = (me.json().companies as { id: number; corporateName: string }[]).find((entry) => entry.corporateName === corporateName);
  const chosen = await t.app.inject({
    method: "PATCH",
    url: shop(`customers/${tokens.customerId}/company`),
    headers: { ...bearer(tokens.token), "content-type": "application/merge-patch+json" },
    payload: JSON.stringify({ company: company?.id }),
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  return chosen.json();
}

export async function customerIdOf(t: TestApp, email: string): Promise<number> {
  const [row] = await t.db.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
  if (!row) throw new Error(`no customer ${email}`);
  return row.id;
}

export async function membershipOf(t: TestApp, email: string, companyId: number) {
  const [row] = await t.db.db
    .select({ id: companyMemberships.id, enabled: companyMemberships.enabled, isAdmin: companyMemberships.isAdmin })
    .from(companyMemberships)
    .innerJoin(customers, eq(customers.id, companyMemberships.customerId))
    .where(and(eq(customers.email, email), eq(companyMemberships.companyId, companyId)));
  return row;
}
