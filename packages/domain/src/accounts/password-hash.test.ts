import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password-hash";

describe("password hashing", () => {
  it("verifies the right password only, with a salted argon2id hash", async () => {
    const first = await hashPassword("Demo-pass-2026");
    const second = await hashPassword("Demo-pass-2026");
    expect(first).toMatch(/^\$argon2id\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, "Demo-pass-2026")).toBe(true);
    expect(await verifyPassword(first, "demo-pass-2026")).toBe(false);
    expect(await verifyPassword("not-a-hash", "Demo-pass-2026")).toBe(false);
  });
});
