import { apiKeys } from "@portal/db/schema/index";
import { eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKeyAuthenticator, hashApiKey } from "../../platform/auth/api-keys";
import { registerErrorHandling } from "../../platform/errors";
import { registerLocale } from "../../platform/i18n/locale";
import { bearer, createTestApp, login, type TestApp } from "../../test/harness";
import { adminCall, staffToken } from "../../test/staff";

let t: TestApp;
let staff: string;
let probe: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t.app);
  // A route of the manufacturer's systems, behind the key check of the orders scope.
  probe = Fastify();
  probe.decorateRequest("integration", null);
  registerLocale(probe, "fr");
  registerErrorHandling(probe);
  probe.get(
    "/probe",
    { onRequest: createApiKeyAuthenticator({ db: t.db.db, clock: t.clock })("orders") },
    async (request) => request.integration,
  );
  await probe.ready();
});
afterAll(async () => {
  await probe.close();
  await t.close();
});

const create = (payload: unknown) => adminCall(t.app, staff, "POST", "api-keys", payload);
const probeWith = (key: string) => probe.inject({ url: "/probe", headers: bearer(key) });

describe("API keys", () => {
  it("are created by staff for some scopes, shown once, and kept only as a hash", async () => {
    const created = await create({ name: "ERP Sage X3", scopes: ["orders", "invoices"] });
    expect(created.statusCode).toBe(201);
    const key = created.json();
    expect(key.key).toMatch(/^ork_[0-9a-f]{10}_[A-Za-z0-9_-]{43}$/);
    expect(key.key.startsWith(key.prefix)).toBe(true);
    const [row] = await t.db.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row?.keyHash).toBe(hashApiKey(key.key));
    expect(JSON.stringify(row)).not.toContain(key.key.slice(15));
    const listed = await adminCall(t.app, staff, "GET", "api-keys");
    expect(listed.json()[0]).toEqual({
      id: key.id,
      name: "ERP Sage X3",
      prefix: key.prefix,
      scopes: ["orders", "invoices"],
      createdAt: expect.any(String),
      lastUsedAt: null,
      revokedAt: null,
    });
  });

  it("open the routes of their scopes only, until revoked", async () => {
    const orders = (await create({ name: "ERP", scopes: ["orders"] })).json();
    const machines = (await create({ name: "Sales tool", scopes: ["machines"] })).json();
    const allowed = await probeWith(orders.key);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ apiKeyId: orders.id, scopes: ["orders"] });
    const [used] = await t.db.db.select().from(apiKeys).where(eq(apiKeys.id, orders.id));
    expect(used?.lastUsedAt).not.toBeNull();

    expect((await probeWith(machines.key)).json().code).toBe("auth.forbidden");
    // A key of the right shape but a wrong secret, a malformed one, none.
    expect((await probeWith(`${orders.key.slice(0, -4)}AAAA`)).json().code).toBe("auth.token_invalid");
    expect((await probeWith("ork_nothing")).json().code).toBe("auth.login_required");
    expect((await probe.inject({ url: "/probe" })).statusCode).toBe(401);

    const revoked = await adminCall(t.app, staff, "DELETE", `api-keys/${orders.id}`);
    expect(revoked.json().revokedAt).not.toBeNull();
    expect((await probeWith(orders.key)).json().code).toBe("auth.token_invalid");
    // Revoking again changes nothing; an unknown key is not found.
    expect((await adminCall(t.app, staff, "DELETE", `api-keys/${orders.id}`)).json().revokedAt).toBe(revoked.json().revokedAt);
    expect((await adminCall(t.app, staff, "DELETE", "api-keys/999999")).json().code).toBe("integration.api_key_not_found");
  });

  it("refuse bad input, and anyone but staff", async () => {
    for (const payload of [
      {},
      { name: "x", scopes: [] },
      { name: "x", scopes: ["all"] },
      { name: "", scopes: ["orders"] },
      { name: "x".repeat(81), scopes: ["orders"] },
    ]) {
      expect((await create(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await adminCall(t.app, staff, "DELETE", "api-keys/0x1")).statusCode).toBe(400);
    const customer = await login(t.app, "admin@demo.example");
    expect((await adminCall(t.app, customer.token, "GET", "api-keys")).statusCode).toBe(401);
    expect((await adminCall(t.app, null, "POST", "api-keys", { name: "x", scopes: ["orders"] })).statusCode).toBe(401);
  });
});
