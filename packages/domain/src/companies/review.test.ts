import { describe, expect, it } from "vitest";
import { companyStatuses } from "../accounts/schemas";
import { canDecide, companyDecisions, statusAfter } from "./review";

describe("company review", () => {
  it.each([
    { decision: "validate", status: "waiting_validation", allowed: true },
    { decision: "validate", status: "not_enabled", allowed: true },
    { decision: "validate", status: "enabled", allowed: false },
    { decision: "refuse", status: "waiting_validation", allowed: true },
    { decision: "refuse", status: "enabled", allowed: true },
    { decision: "refuse", status: "not_enabled", allowed: false },
  ] as const)("$decision from $status: $allowed", ({ decision, status, allowed }) => {
    expect(canDecide(decision, status)).toBe(allowed);
  });

  it("leads validated companies to enabled and refused ones to not enabled", () => {
    expect(statusAfter("validate")).toBe("enabled");
    expect(statusAfter("refuse")).toBe("not_enabled");
  });

  it("never allows a decision that would leave the state unchanged", () => {
    for (const decision of companyDecisions) {
      for (const status of companyStatuses) {
        if (status === statusAfter(decision)) expect(canDecide(decision, status)).toBe(false);
      }
    }
  });
});
