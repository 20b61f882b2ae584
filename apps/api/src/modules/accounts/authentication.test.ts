import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, cookiesOf, createTestApp, DEMO_PASSWORD, login, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const loginRequest = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/v2/shop/authentication-token", payload: payload as object, headers });

describe("POST authentication-token", () => {
  it("gives a token pair and session cookies to a customer with one company", async () => {
    const response = await loginRequest({ email: "Buyer@Demo.Example", password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ expires_in: 900, company: expect.any(Number), customerId: expect.any(Number) });
    expect(body.token.split(".")).toHaveLength(3);
    expect(body.refresh_token.length).toBeGreaterThan(30);
    const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
    expect(cookies.token).toMatchObject({ value: body.token, httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookies.refresh_token).toMatchObject({ httpOnly: true, maxAge: 30 * 24 * 3600 });
    expect(cookies.customer_id?.value).toBe(String(body.customerId));
    expect(cookies.csrf_token?.httpOnly).toBeFalsy();
  });

  it("answers 401 with the spec's message, in the requested language", async () => {
    const response = await loginRequest({ email: "buyer@demo.example", password: "Wrong-pass-1" });
    expect(response.statusCode).toBe(401);
    expect(response.headers["content-type"]).toContain("application/problem+json");
    expect(response.json()).toMatchObject({
      status: 401,
      code: "auth.invalid_credentials",
      title: "E-mail ou mot de passe incorrect, veuillez réessayer.",
    });
    const german = await loginRequest({ email: "nobody@demo.example", password: "Wrong-pass-1" }, { "accept-language": "de-DE,de;q=0.9" });
    expect(german.json()).toMatchObject({
      code: "auth.invalid_credentials",
      title: "E-Mail oder Passwort falsch, bitte versuchen Sie es erneut.",
    });
  });

  it("rejects malformed input with field errors", async () => {
    const response = await loginRequest({ email: "not-an-email", password: "" });
    expect(response.statusCode).toBe(400);
    const problem = response.json();
    expect(problem.code).toBe("request.invalid");
    expect(problem.errors.map((error: { path: string }) => error.path)).toEqual(expect.arrayContaining(["body.email", "body.password"]));
    expect((await loginRequest({ email: "buyer@demo.example", password: "x", role: "admin" })).statusCode).toBe(400);
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/v2/shop/authentication-token",
      headers: { "content-type": "application/json" },
      payload: "{",
    });
    expect(broken.json()).toMatchObject({ status: 400, code: "request.invalid" });
  });

  it("tells a company waiting validation from a company not enabled", async () => {
    expect((await loginRequest({ email: "waiting@demo.example", password: DEMO_PASSWORD })).json()).toMatchObject({
      status: 403,
      code: "auth.company_waiting_validation",
    });
    expect((await loginRequest({ email: "hans.weber@forsttechnik-weber.example", password: DEMO_PASSWORD })).json()).toMatchObject({
      status: 403,
      code: "auth.company_not_enabled",
    });
  });

  it("leaves the company open for a member of several companies until one is chosen", async () => {
    const tokens = await login(t.app, "multi@demo.example");
    expect(tokens.company).toBeNull();
    const customer = (await t.app.inject({ url: `/api/v2/shop/customers/${tokens.customerId}`, headers: bearer(tokens.token) })).json();
    expect(customer.company).toBeNull();
    expect(customer.companies.map((company: { corporateName: string }) => company.corporateName)).toEqual([
      "Atelier Dubois Réparations",
      "Vertmoteur Motoculture SARL",
    ]);
    const chosenId = customer.companies[1].id;
    const chosen = await t.app.inject({
      method: "PATCH",
      url: `/api/v2/shop/customers/${tokens.customerId}/company`,
      headers: { ...bearer(tokens.token), "content-type": "application/merge-patch+json" },
      payload: JSON.stringify({ company: chosenId }),
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().company).toBe(chosenId);
    const after = (await t.app.inject({ url: `/api/v2/shop/customers/${tokens.customerId}`, headers: bearer(chosen.json().token) })).json();
    expect(after.company).toMatchObject({ id: chosenId, corporateName: "Vertmoteur Motoculture SARL", clientCode: "C10001" });
    expect(after.isAdmin).toBe(false);

    // The refresh token issued before the choice no longer exists; the new one carries the company.
    const old = await t.app.inject({ method: "POST", url: "/api/v2/shop/token/refresh", payload: { refresh_token: tokens.refresh_token } });
    expect(old.json().code).toBe("auth.refresh_token_invalid");
    const refreshed = await t.app.inject({
      method: "POST",
      url: "/api/v2/shop/token/refresh",
      payload: { refresh_token: chosen.json().refresh_token },
    });
    expect(refreshed.json().company).toBe(chosenId);
  });

  it("refuses a company the customer does not belong to", async () => {
    const multi = await login(t.app, "multi@demo.example");
    const waiting = await t.app.inject({
      method: "PATCH",
      url: `/api/v2/shop/customers/${multi.customerId}/company`,
      headers: bearer(multi.token),
      payload: { company: 999_999 },
    });
    expect(waiting.json()).toMatchObject({ status: 422, code: "auth.company_not_member" });
    const other = await login(t.app, "buyer@demo.example");
    const foreign = await t.app.inject({
      method: "PATCH",
      url: `/api/v2/shop/customers/${other.customerId}/company`,
      headers: bearer(multi.token),
      payload: { company: 1 },
    });
    expect(foreign.json()).toMatchObject({ status: 403, code: "auth.forbidden" });
  });
});

describe("rate limits", () => {
  // Seeds an app of its own with other limits: more than a test's usual time on a busy machine.
  it("blocks an account after repeated failures, even with the right password", { timeout: 120_000 }, async () => {
    const limited = await createTestApp({ LOGIN_FAILURES_PER_ACCOUNT: "3" });
    try {
      const attempt = (password: string) =>
        limited.app.inject({
          method: "POST",
          url: "/api/v2/shop/authentication-token",
          payload: { email: "limited@demo.example", password },
        });
      for (let i = 0; i < 3; i++) expect((await attempt("Wrong-pass-1")).statusCode).toBe(401);
      const blocked = await attempt(DEMO_PASSWORD);
      expect(blocked.json()).toMatchObject({ status: 429, code: "auth.too_many_attempts" });
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
      // Another account from the same address is not affected.
      expect(
        (
          await limited.app.inject({
            method: "POST",
            url: "/api/v2/shop/authentication-token",
            payload: { email: "buyer@demo.example", password: DEMO_PASSWORD },
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });

  // Seeds an app of its own with other limits: more than a test's usual time on a busy machine.
  it("blocks an address that tries too often", { timeout: 120_000 }, async () => {
    const limited = await createTestApp({ LOGIN_ATTEMPTS_PER_ADDRESS: "2" });
    try {
      const attempt = (remoteAddress: string) =>
        limited.app.inject({
          method: "POST",
          url: "/api/v2/shop/authentication-token",
          remoteAddress,
          payload: { email: "buyer@demo.example", password: DEMO_PASSWORD },
        });
      expect((await attempt("10.0.0.1")).statusCode).toBe(200);
      expect((await attempt("10.0.0.1")).statusCode).toBe(200);
      expect((await attempt("10.0.0.1")).json().code).toBe("auth.too_many_attempts");
      expect((await attempt("10.0.0.2")).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("tokens", () => {
  it("answers 'Expired JWT Token' once the access token has expired", async () => {
    const tokens = await login(t.app, "buyer@demo.example");
    t.clock.advance(901);
    try {
      const response = await t.app.inject({ url: `/api/v2/shop/customers/${tokens.customerId}`, headers: bearer(tokens.token) });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: "auth.token_expired", title: "Expired JWT Token" });
      // The refresh token still works and gives a usable access token.
      const refreshed = await t.app.inject({
        method: "POST",
        url: "/api/v2/shop/token/refresh",
        payload: { refresh_token: tokens.refresh_token },
      });
      expect(refreshed.statusCode).toBe(200);
      expect(
        (await t.app.inject({ url: `/api/v2/shop/customers/${tokens.customerId}`, headers: bearer(refreshed.json().token) })).statusCode,
      ).toBe(200);
    } finally {
      t.clock.advance(-901);
    }
  });

  it("rejects tampered, foreign or missing tokens", async () => {
    const tokens = await login(t.app, "buyer@demo.example");
    const url = `/api/v2/shop/customers/${tokens.customerId}`;
    expect((await t.app.inject({ url })).json()).toMatchObject({ status: 401, code: "auth.login_required" });
    const tampered = `${tokens.token.slice(0, -3)}abc`;
    expect((await t.app.inject({ url, headers: bearer(tampered) })).json().code).toBe("auth.token_invalid");
    expect((await t.app.inject({ url, headers: bearer("not.a.jwt") })).json().code).toBe("auth.token_invalid");
  });

  it("rotates refresh tokens, and a re-used one ends the session", async () => {
    const tokens = await login(t.app, "buyer@demo.example");
    const refresh = (refreshToken: string) =>
      t.app.inject({ method: "POST", url: "/api/v2/shop/token/refresh", payload: { refresh_token: refreshToken } });
    const first = await refresh(tokens.refresh_token);
    expect(first.statusCode).toBe(200);
    expect(first.json().refresh_token).not.toBe(tokens.refresh_token);

    // Past the short grace window for concurrent refreshes, a replay is taken for theft.
    t.clock.advance(21);
    const replay = await refresh(tokens.refresh_token);
    expect(replay.json()).toMatchObject({ status: 401, code: "auth.refresh_token_reused" });
    // The whole session is closed: the newest tokens stop working too.
    expect((await refresh(first.json().refresh_token)).json().code).toBe("auth.refresh_token_invalid");
    const customer = await t.app.inject({ url: `/api/v2/shop/customers/${tokens.customerId}`, headers: bearer(first.json().token) });
    expect(customer.json().code).toBe("auth.token_invalid");
    expect((await refresh("x".repeat(43))).json().code).toBe("auth.refresh_token_invalid");
    expect((await refresh("short")).statusCode).toBe(400);
  });

  it("lets two refreshes with the same token a moment apart both succeed", async () => {
    const tokens = await login(t.app, "buyer@demo.example");
    const refresh = () =>
      t.app.inject({ method: "POST", url: "/api/v2/shop/token/refresh", payload: { refresh_token: tokens.refresh_token } });
    const first = await refresh();
    t.clock.advance(5);
    const second = await refresh();
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().refresh_token).not.toBe(first.json().refresh_token);
    for (const answer of [first, second]) {
      expect(
        (await t.app.inject({ url: `/api/v2/shop/customers/${tokens.customerId}`, headers: bearer(answer.json().token) })).statusCode,
      ).toBe(200);
    }
  });

  it("refreshes from the session cookie only with the CSRF header", async () => {
    const loginResponse = await loginRequest({ email: "buyer@demo.example", password: DEMO_PASSWORD });
    const { jar, header } = cookiesOf(loginResponse);
    const withoutCsrf = await t.app.inject({ method: "POST", url: "/api/v2/shop/token/refresh", headers: { cookie: header }, payload: {} });
    expect(withoutCsrf.json()).toMatchObject({ status: 403, code: "auth.csrf_invalid" });
    const withCsrf = await t.app.inject({
      method: "POST",
      url: "/api/v2/shop/token/refresh",
      headers: { cookie: header, "x-csrf-token": jar.csrf_token ?? "" },
      payload: {},
    });
    expect(withCsrf.statusCode).toBe(200);
    expect(cookiesOf(withCsrf).jar.token).toBe(withCsrf.json().token);
  });
});

describe("cookie sessions", () => {
  it("authenticate reads from cookies and require the CSRF header for changes", async () => {
    const loginResponse = await loginRequest({ email: "buyer@demo.example", password: DEMO_PASSWORD });
    const { jar, header } = cookiesOf(loginResponse);
    const id = loginResponse.json().customerId;
    expect((await t.app.inject({ url: `/api/v2/shop/customers/${id}`, headers: { cookie: header } })).statusCode).toBe(200);
    const update = { gender: "mr", firstname: "Julien", lastname: "Moreau", email: "buyer@demo.example" };
    const refused = await t.app.inject({
      method: "PUT",
      url: `/api/v2/shop/customers/${id}`,
      headers: { cookie: header },
      payload: update,
    });
    expect(refused.json().code).toBe("auth.csrf_invalid");
    const wrong = await t.app.inject({
      method: "PUT",
      url: `/api/v2/shop/customers/${id}`,
      headers: { cookie: header, "x-csrf-token": "forged" },
      payload: update,
    });
    expect(wrong.json().code).toBe("auth.csrf_invalid");
    const accepted = await t.app.inject({
      method: "PUT",
      url: `/api/v2/shop/customers/${id}`,
      headers: { cookie: header, "x-csrf-token": jar.csrf_token ?? "" },
      payload: update,
    });
    expect(accepted.statusCode).toBe(200);
  });

  it("logout ends the session and clears every cookie", async () => {
    const loginResponse = await loginRequest({ email: "buyer@demo.example", password: DEMO_PASSWORD });
    const { header } = cookiesOf(loginResponse);
    const { token, refresh_token, customerId } = loginResponse.json();
    const logout = await t.app.inject({ method: "POST", url: "/api/v2/shop/logout", headers: { cookie: header } });
    expect(logout.statusCode).toBe(204);
    const cleared = Object.fromEntries(logout.cookies.map((cookie) => [cookie.name, cookie.value]));
    expect(cleared).toEqual({ token: "", refresh_token: "", customer_id: "", csrf_token: "" });
    expect((await t.app.inject({ url: `/api/v2/shop/customers/${customerId}`, headers: bearer(token) })).json().code).toBe(
      "auth.token_invalid",
    );
    const refresh = await t.app.inject({ method: "POST", url: "/api/v2/shop/token/refresh", payload: { refresh_token } });
    expect(refresh.json().code).toBe("auth.refresh_token_invalid");
  });

  it("logout with a bearer token ends that session only", async () => {
    const first = await login(t.app, "admin@demo.example");
    const second = await login(t.app, "admin@demo.example");
    expect((await t.app.inject({ method: "POST", url: "/api/v2/shop/logout", headers: bearer(first.token) })).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/v2/shop/customers/${first.customerId}`, headers: bearer(first.token) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/v2/shop/customers/${second.customerId}`, headers: bearer(second.token) })).statusCode).toBe(
      200,
    );
  });
});
