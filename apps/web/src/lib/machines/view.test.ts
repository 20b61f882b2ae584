import { describe, expect, it } from "vitest";
import { machineListHref, machineListStateOf, machinePathOf } from "./view";

describe("machine list state", () => {
  it.each([
    [{}, { q: "", page: 1 }],
    [
      { q: "  t53 ", page: "3" },
      { q: "t53", page: 3 },
    ],
    [
      { q: ["a", "b"], page: "0" },
      { q: "a", page: 1 },
    ],
    [{ page: "-2" }, { q: "", page: 1 }],
    [{ page: "1e3" }, { q: "", page: 1 }],
    [{ q: "x".repeat(100) }, { q: "x".repeat(80), page: 1 }],
  ])("%o -> %o", (params, expected) => {
    expect(machineListStateOf(params)).toEqual(expected);
  });

  it("keeps the search in page links and leaves the first page bare", () => {
    expect(machineListHref("/fr/user/machines", { q: "", page: 1 })).toBe("/fr/user/machines");
    expect(machineListHref("/fr/user/machines", { q: "tondeuse t53", page: 2 })).toBe("/fr/user/machines?q=tondeuse+t53&page=2");
  });

  it("puts the token in a machine's path", () => {
    expect(machinePathOf("/en/user/machines/[machineToken]", "abc_DEF-123")).toBe("/en/user/machines/abc_DEF-123");
  });
});
