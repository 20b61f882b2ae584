import { customerExistsSchema } from "@portal/domain/accounts/schemas";
import { describe, expect, it, vi } from "vitest";
import { codeForStatus, readResult, toFailure } from "./problem";

describe("toFailure", () => {
  it("keeps the code, detail and field errors of a problem", () => {
    expect(
      toFailure(400, {
        type: "about:blank",
        title: "Invalid request",
        status: 400,
        code: "request.invalid",
        detail: "Check the fields",
        errors: [{ path: "email", message: "email" }, { nope: true }],
      }),
    ).toEqual({
      ok: false,
      status: 400,
      code: "request.invalid",
      detail: "Check the fields",
      errors: [{ path: "email", message: "email" }],
    });
  });

  it("names a body's fields as forms know them", () => {
    const failure = toFailure(400, {
      code: "request.invalid",
      errors: [
        { path: "body.email", message: "email" },
        { path: "body.company.siret", message: "siret.invalid" },
        { path: "querystring.siret", message: "siret.invalid" },
      ],
    });
    expect(failure.errors).toEqual([
      { path: "email", message: "email" },
      { path: "company.siret", message: "siret.invalid" },
      { path: "querystring.siret", message: "siret.invalid" },
    ]);
  });

  it("falls back on the status for unknown codes and bodies", () => {
    expect(toFailure(409, { code: "Not a code" }).code).toBe("server.error");
    expect(toFailure(409, { code: "customer.email_taken" }).code).toBe("customer.email_taken");
    expect(toFailure(404, "Not Found").code).toBe("request.not_found");
    expect(toFailure(401, null).code).toBe("auth.login_required");
  });

  it("recognises the older expired-token answer", () => {
    expect(toFailure(401, { code: 401, message: "Expired JWT Token" }).code).toBe("auth.token_expired");
  });

  it("maps statuses to codes", () => {
    expect(codeForStatus(0)).toBe("server.unavailable");
    expect(codeForStatus(422)).toBe("request.invalid");
    expect(codeForStatus(429)).toBe("request.too_many");
    expect(codeForStatus(413)).toBe("upload.too_large");
    expect(codeForStatus(415)).toBe("upload.type_not_accepted");
    expect(codeForStatus(502)).toBe("server.error");
  });
});

describe("readResult", () => {
  it("validates successful bodies", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const ok = await readResult(Response.json({ exists: true }), customerExistsSchema);
    expect(ok).toEqual({ ok: true, status: 200, data: { exists: true } });
    const wrong = await readResult(Response.json({ exists: "yes" }), customerExistsSchema);
    expect(wrong).toMatchObject({ ok: false, code: "server.error" });
  });

  it("reads problem+json failures and empty successes", async () => {
    const failure = await readResult(
      new Response(JSON.stringify({ type: "x", title: "x", status: 401, code: "auth.token_expired" }), {
        status: 401,
        headers: { "content-type": "application/problem+json" },
      }),
    );
    expect(failure).toEqual({ ok: false, status: 401, code: "auth.token_expired" });
    expect(await readResult(new Response(null, { status: 204 }))).toEqual({ ok: true, status: 204, data: null });
  });
});
