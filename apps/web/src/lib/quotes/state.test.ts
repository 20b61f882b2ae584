import { describe, expect, it } from "vitest";
import { pageParam } from "../http/page-param";
import { quoteRequests, requestStatusOf, transformError, transformFailureCode } from "./state";
import { quoteStatusTone } from "./view";

describe("quote request status per cart token", () => {
  it("is unset, then true with the number, or false", () => {
    let state = {};
    expect(requestStatusOf(state, "tok-a")).toBeUndefined();
    state = quoteRequests(state, { type: "failed", cartToken: "tok-a" });
    expect(requestStatusOf(state, "tok-a")).toBe(false);
    state = quoteRequests(state, { type: "succeeded", cartToken: "tok-a", number: "Q2026-000001" });
    expect(state).toEqual({ "tok-a": { ok: true, number: "Q2026-000001" } });
    expect(requestStatusOf(state, "tok-b")).toBeUndefined();
    state = quoteRequests(state, { type: "reset", cartToken: "tok-a" });
    expect(requestStatusOf(state, "tok-a")).toBeUndefined();
  });
});

describe("transform error", () => {
  it("is cleared on start, empty on success, a code on failure", () => {
    expect(transformError("quote.transform_failed", { type: "started" })).toBeNull();
    expect(transformError(null, { type: "succeeded" })).toBe("");
    expect(transformError(null, { type: "failed", status: 410, code: "quote.no_longer_valid" })).toBe("quote.no_longer_valid");
  });

  it.each([
    [404, "request.not_found", "quote.unknown_variant"],
    [422, "request.invalid", "quote.undefined_price"],
    [500, "server.error", "quote.transform_failed"],
    [0, "server.unavailable", "quote.transform_failed"],
    [404, "quote.not_found", "quote.not_found"],
    [409, "cart.locked", "cart.locked"],
  ] as const)("status %s (%s) reads as %s", (status, code, expected) => {
    expect(transformFailureCode(status, code)).toBe(expected);
  });
});

describe("list helpers", () => {
  it("reads the page from the query, the first page otherwise", () => {
    expect(pageParam("3")).toBe(3);
    expect(pageParam(["2", "5"])).toBe(2);
    for (const value of [undefined, "0", "-1", "x", "1e3", "2.5"]) expect(pageParam(value)).toBe(1);
  });

  it("gives expired quotes the danger tone and ordered ones success", () => {
    expect(quoteStatusTone.expired).toBe("danger");
    expect(quoteStatusTone.ordered).toBe("success");
  });
});
