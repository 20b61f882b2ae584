import { describe, expect, it } from "vitest";
import { canTransition, type SubscriberStatus, subscribeOutcome } from "./status";

describe("subscribeOutcome", () => {
  it.each([
    [null, "send_confirmation"],
    ["pending", "send_confirmation"],
    ["unsubscribed", "send_confirmation"],
    ["confirmed", "already_subscribed"],
  ] as const)("an address %s → %s", (status, outcome) => {
    expect(subscribeOutcome(status)).toBe(outcome);
  });
});

describe("canTransition", () => {
  it.each([
    ["pending", "confirmed", true],
    ["pending", "unsubscribed", true],
    ["confirmed", "unsubscribed", true],
    ["confirmed", "pending", false],
    ["unsubscribed", "pending", true],
    ["unsubscribed", "confirmed", true],
    ["confirmed", "confirmed", false],
  ] as [SubscriberStatus, SubscriberStatus, boolean][])("%s → %s: %s", (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });
});
