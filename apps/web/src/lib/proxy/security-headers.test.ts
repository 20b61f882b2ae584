import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce, documentHeaders } from "./security-headers";

const directives = (policy: string) => new Map(policy.split("; ").map((entry) => [entry.split(" ")[0], entry.split(" ").slice(1)]));

describe("contentSecurityPolicy", () => {
  it("lets scripts run by the page's nonce only, and what they load", () => {
    const scripts = directives(contentSecurityPolicy("abc123==")).get("script-src");
    expect(scripts).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });

  it("keeps framing, plugins, base and form targets closed", () => {
    const policy = directives(contentSecurityPolicy("n"));
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
  });

  it("allows evaluated code in development only", () => {
    expect(directives(contentSecurityPolicy("n", { development: true })).get("script-src")).toContain("'unsafe-eval'");
  });
});

describe("createNonce", () => {
  it("gives 128 random bits in base64, new each time", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});

describe("documentHeaders", () => {
  it("isolates the page's window from other sites' and forbids framing", () => {
    const headers = Object.fromEntries(documentHeaders.map(({ key, value }) => [key, value]));
    expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(headers["X-Frame-Options"]).toBe("DENY");
  });
});
