import { describe, expect, it } from "vitest";
import { allowedScripts, CONSENT_MAX_AGE_SECONDS, consentCookie, parseConsent, serializeConsent } from "./consent";

const decided = { analytics: true, marketing: false, decidedAt: "2026-01-02T03:04:05.000Z" };

describe("consent cookie", () => {
  it("round-trips the choices", () => {
    expect(parseConsent(serializeConsent(decided))).toEqual(decided);
  });

  it("ignores missing, malformed or older values", () => {
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent("yes")).toBeNull();
    expect(parseConsent(encodeURIComponent(JSON.stringify({ v: 0, ...decided })))).toBeNull();
    expect(parseConsent(encodeURIComponent(JSON.stringify({ v: 1, analytics: "true", marketing: false, decidedAt: "x" })))).toBeNull();
  });

  it("lasts six months", () => {
    expect(CONSENT_MAX_AGE_SECONDS).toBeGreaterThanOrEqual(180 * 24 * 3600);
    expect(consentCookie(decided, true)).toMatch(/^cookie_consent=.+; Path=\/; Max-Age=\d+; SameSite=Lax; Secure$/);
  });
});

describe("allowedScripts", () => {
  const scripts = [
    { name: "stats", src: "/a.js", category: "analytics" as const },
    { name: "ads", src: "/b.js", category: "marketing" as const },
  ];

  it("loads nothing before a decision and only the accepted categories after", () => {
    expect(allowedScripts(scripts, null)).toEqual([]);
    expect(allowedScripts(scripts, decided).map((script) => script.name)).toEqual(["stats"]);
  });
});
