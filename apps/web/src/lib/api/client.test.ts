import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiRequest } from "./client";

function problem(status: number, code: string) {
  return new Response(JSON.stringify({ type: "about:blank", title: code, status, code }), {
    status,
    headers: { "content-type": "application/problem+json" },
  });
}

beforeEach(() => {
  vi.stubGlobal("document", { cookie: "other=1; csrf_token=abc%3D; x=y", documentElement: { lang: "de" } });
});
afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("sends same-origin calls with language and, on unsafe methods, the CSRF header", async () => {
    const fetchMock = vi.fn(async () => Response.json({ ok: 1 }));
    vi.stubGlobal("fetch", fetchMock);
    await apiRequest("/api/v2/shop/customers/1", { method: "PATCH", body: { company: 2 } });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/v2/shop/customers/1");
    expect(init.credentials).toBe("same-origin");
    expect(init.headers).toMatchObject({
      "accept-language": "de",
      "content-type": "application/merge-patch+json",
      "x-csrf-token": "abc=",
    });

    await apiRequest("/api/v2/shop/countries");
    const [, getInit] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(getInit.headers).not.toHaveProperty("x-csrf-token");
  });

  it("sends a FormData body as it is, leaving its multipart type to the browser", async () => {
    const fetchMock = vi.fn(async () => Response.json({ ok: 1 }));
    vi.stubGlobal("fetch", fetchMock);
    const form = new FormData();
    form.set("comment", "Photo attached");
    await apiRequest("/api/v2/shop/machine-warranty-comments", { method: "POST", body: form });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty("content-type");
    expect(init.headers).toMatchObject({ "x-csrf-token": "abc=" });
  });

  it("refreshes an expired token once and retries", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(problem(401, "auth.token_expired"))
      .mockResolvedValueOnce(new Response(JSON.stringify({ token: "t" }), { status: 200 }))
      .mockResolvedValueOnce(Response.json({ id: 1 }));
    vi.stubGlobal("fetch", fetchMock);
    const result = await apiRequest("/api/v2/shop/customers/1");
    expect(result).toEqual({ ok: true, status: 200, data: { id: 1 } });
    expect(fetchMock.mock.calls[1]?.[0]).toBe("/api/v2/shop/token/refresh");
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ method: "POST", body: "{}" });
  });

  it("gives up silently after two attempts", async () => {
    const fetchMock = vi.fn(async (path: string) =>
      path.endsWith("/token/refresh") ? Response.json({}) : problem(401, "auth.token_expired"),
    );
    vi.stubGlobal("fetch", fetchMock);
    const result = await apiRequest("/api/v2/shop/customers/1");
    expect(result).toMatchObject({ ok: false, code: "auth.token_expired" });
    expect(fetchMock.mock.calls.filter(([path]) => path === "/api/v2/shop/customers/1")).toHaveLength(2);
  });

  it("does not retry when the refresh is refused, nor for login itself", async () => {
    const fetchMock = vi.fn(async (path: string) =>
      path.endsWith("/token/refresh") ? problem(401, "auth.refresh_token_invalid") : problem(401, "auth.token_expired"),
    );
    vi.stubGlobal("fetch", fetchMock);
    await apiRequest("/api/v2/shop/customers/1");
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockClear();
    await apiRequest("/api/v2/shop/authentication-token", { method: "POST", body: {} });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("turns a network failure into server.unavailable", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("offline"))),
    );
    expect(await apiRequest("/api/v2/shop/countries")).toMatchObject({ ok: false, status: 0, code: "server.unavailable" });
  });
});
