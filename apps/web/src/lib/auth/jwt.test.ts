import { describe, expect, it } from "vitest";
import { jwtExpiry, needsRefresh } from "./jwt";

function token(claims: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(claims)}.signature`;
}

describe("jwtExpiry", () => {
  it("reads the exp claim", () => {
    expect(jwtExpiry(token({ sub: "1", exp: 1_900_000_000 }))).toBe(1_900_000_000);
  });

  it("gives null for unreadable tokens", () => {
    expect(jwtExpiry("garbage")).toBeNull();
    expect(jwtExpiry("a.%%%.c")).toBeNull();
    expect(jwtExpiry(token({ sub: "1" }))).toBeNull();
  });
});

describe("needsRefresh", () => {
  const now = 1_800_000_000_000;
  it("refreshes a missing or unreadable token", () => {
    expect(needsRefresh(undefined, now)).toBe(true);
    expect(needsRefresh("nope", now)).toBe(true);
  });

  it("refreshes within 30 seconds of expiry", () => {
    expect(needsRefresh(token({ exp: now / 1000 + 29 }), now)).toBe(true);
    expect(needsRefresh(token({ exp: now / 1000 + 30 }), now)).toBe(true);
    expect(needsRefresh(token({ exp: now / 1000 + 31 }), now)).toBe(false);
    expect(needsRefresh(token({ exp: now / 1000 - 5 }), now)).toBe(true);
  });
});
