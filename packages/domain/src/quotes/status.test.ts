import { describe, expect, it } from "vitest";
import {
  canApply,
  displayStatusOf,
  isExpired,
  type QuoteAction,
  type QuoteStatus,
  quoteActions,
  quoteStatuses,
  statusAfter,
  validityFrom,
} from "./status";

describe("quote transitions", () => {
  // action, from, allowed
  const allowed: ReadonlyArray<readonly [QuoteAction, QuoteStatus]> = [
    ["price", "waiting_price"],
    ["price", "treated"],
    ["send", "treated"],
    ["order", "treated"],
    ["order", "sent"],
  ];

  it.each(quoteActions.flatMap((action) => quoteStatuses.map((from) => [action, from] as const)))("%s from %s", (action, from) => {
    expect(canApply(action, from)).toBe(allowed.some(([a, f]) => a === action && f === from));
  });

  it.each([
    ["price", "treated"],
    ["send", "sent"],
    ["order", "ordered"],
  ] as const)("%s leads to %s", (action, to) => {
    expect(statusAfter(action)).toBe(to);
  });

  it("never leaves ordered", () => {
    for (const action of quoteActions) expect(canApply(action, "ordered")).toBe(false);
  });
});

describe("expiry", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  it.each([
    // status, validUntil, expired
    ["treated", "2026-03-09", true],
    ["treated", "2026-03-10", false],
    ["sent", "2026-03-09", true],
    ["sent", "2026-04-01", false],
    ["waiting_price", null, false],
    ["waiting_price", "2026-01-01", false],
    ["ordered", "2026-01-01", false],
    ["treated", null, false],
  ] as const)("%s valid until %s: expired %s", (status, validUntil, expired) => {
    expect(isExpired({ status, validUntil }, now)).toBe(expired);
    expect(displayStatusOf({ status, validUntil }, now)).toBe(expired ? "expired" : status);
  });

  it("is valid through the last day, in UTC", () => {
    const quote = { status: "sent" as const, validUntil: "2026-03-10" };
    expect(isExpired(quote, new Date("2026-03-10T23:59:59Z"))).toBe(false);
    expect(isExpired(quote, new Date("2026-03-11T00:00:00Z"))).toBe(true);
  });

  it("dates a default validity 30 days ahead", () => {
    expect(validityFrom(now)).toBe("2026-04-09");
  });
});
