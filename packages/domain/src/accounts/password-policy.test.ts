import { describe, expect, it } from "vitest";
import { newPasswordSchema, passwordViolations } from "./password-policy";

describe("passwordViolations", () => {
  it.each([
    ["Demo-pass-2026", []],
    ["Abcdefg1", []],
    ["Ébène123", []],
    ["Abc1", ["min_length"]],
    ["abcdefg1", ["uppercase"]],
    ["ABCDEFG1", ["lowercase"]],
    ["Abcdefgh", ["digit"]],
    ["", ["min_length", "uppercase", "lowercase", "digit"]],
    [`A1${"a".repeat(127)}`, ["max_length"]],
  ])("%s", (password, expected) => {
    expect(passwordViolations(password)).toEqual(expected);
  });

  it("reports each broken rule as a message key", () => {
    const result = newPasswordSchema.safeParse("short");
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["password.min_length", "password.uppercase", "password.digit"]);
  });
});
