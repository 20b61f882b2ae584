import { afterEach, describe, expect, it, vi } from "vitest";
import { refreshSession } from "./refresh";

const pair = { token: "new.token.value", refresh_token: "r".repeat(40), expires_in: 900, customerId: 7, company: 3 };

function answer(status: number, body: unknown, cookies: string[] = []) {
  const headers = new Headers({ "content-type": "application/json" });
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return new Response(body === null ? null : JSON.stringify(body), { status, headers });
}

afterEach(() => vi.unstubAllGlobals());

describe("refreshSession", () => {
  it("posts the refresh token and returns the new token with the cookies", async () => {
    const fetchMock = vi.fn(async () => answer(200, pair, ["token=new; Path=/; HttpOnly", "refresh_token=r2; Path=/; HttpOnly"]));
    vi.stubGlobal("fetch", fetchMock);
    const outcome = await refreshSession("http://api.test", "refresh-a", { now: 1_000 });
    expect(outcome).toEqual({
      kind: "refreshed",
      token: "new.token.value",
      setCookies: ["token=new; Path=/; HttpOnly", "refresh_token=r2; Path=/; HttpOnly"],
    });
    expect(fetchMock).toHaveBeenCalledWith(
      "http://api.test/api/v2/shop/token/refresh",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ refresh_token: "refresh-a" }) }),
    );
  });

  it("tells the API the scheme the browser used, for the names and flags of the cookies it sets", async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => answer(200, pair));
    vi.stubGlobal("fetch", fetchMock);
    await refreshSession("http://api.test", "refresh-s", { secure: true, now: 1_500 });
    expect(fetchMock.mock.calls[0]?.[1].headers).toMatchObject({ "x-forwarded-proto": "https" });
  });

  it("shares one call between parallel requests with the same refresh token", async () => {
    const fetchMock = vi.fn(async () => answer(200, pair));
    vi.stubGlobal("fetch", fetchMock);
    const [first, second] = await Promise.all([
      refreshSession("http://api.test", "refresh-b", { now: 2_000 }),
      refreshSession("http://api.test", "refresh-b", { now: 2_100 }),
    ]);
    expect(first).toBe(second);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("tells a refused token from an unreachable API", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(401, { code: "auth.refresh_token_invalid" }, ["token=; Max-Age=0"])),
    );
    expect(await refreshSession("http://api.test", "refresh-c", { now: 3_000 })).toEqual({
      kind: "rejected",
      setCookies: ["token=; Max-Age=0"],
    });

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new Error("ECONNREFUSED"))),
    );
    expect(await refreshSession("http://api.test", "refresh-d", { now: 4_000 })).toEqual({ kind: "failed" });

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(500, {})),
    );
    expect(await refreshSession("http://api.test", "refresh-e", { now: 5_000 })).toEqual({ kind: "failed" });
  });
});
