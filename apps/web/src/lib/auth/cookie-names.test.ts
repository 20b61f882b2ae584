import { afterEach, describe, expect, it, vi } from "vitest";
import { browserCookieNames, isSecureRequest, requestCookieNames } from "./cookie-names";

afterEach(() => vi.unstubAllGlobals());

describe("session cookie names on the web side", () => {
  it("follow the scheme the browser used, as forwarded or from the URL", () => {
    expect(isSecureRequest(new Headers({ "x-forwarded-proto": "https" }))).toBe(true);
    expect(isSecureRequest(new Headers(), "https:")).toBe(true);
    expect(isSecureRequest(new Headers({ "x-forwarded-proto": "http" }), "https:")).toBe(false);
    expect(requestCookieNames(new Headers({ "x-forwarded-proto": "https" })).token).toBe("__Host-token");
    expect(requestCookieNames(new Headers()).refreshToken).toBe("refresh_token");
  });

  it("follow the page's scheme in the browser", () => {
    vi.stubGlobal("location", { protocol: "https:" });
    expect(browserCookieNames().csrf).toBe("__Host-csrf_token");
    vi.stubGlobal("location", { protocol: "http:" });
    expect(browserCookieNames().csrf).toBe("csrf_token");
  });
});
