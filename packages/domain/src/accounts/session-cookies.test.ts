import { describe, expect, it } from "vitest";
import { isSecureScheme, sessionCookieNames, sessionCookies } from "./session-cookies";

describe("sessionCookieNames", () => {
  it("prefixes every name with __Host- over HTTPS", () => {
    expect(sessionCookieNames(true)).toEqual({
      token: "__Host-token",
      refreshToken: "__Host-refresh_token",
      customerId: "__Host-customer_id",
      csrf: "__Host-csrf_token",
    });
  });

  it("keeps the bare names over plain HTTP", () => {
    expect(sessionCookieNames(false)).toEqual(sessionCookies);
  });
});

describe("isSecureScheme", () => {
  it.each([
    ["https", "http:", true],
    ["HTTPS", "http", true],
    ["https, http", "http:", true],
    ["http", "https:", false],
    [null, "https:", true],
    [undefined, "https", true],
    ["", "http:", false],
    [null, "http:", false],
  ])("forwarded %s over %s", (forwarded, protocol, expected) => {
    expect(isSecureScheme(forwarded, protocol)).toBe(expected);
  });
});
