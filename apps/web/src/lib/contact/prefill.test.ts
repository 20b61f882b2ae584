import { describe, expect, it } from "vitest";
import { departmentKeyOf, initialContactValues } from "./prefill";

describe("departmentKeyOf", () => {
  it.each([
    ["FR", "49000", "FR-49"],
    ["fr", " 2A 004", "FR-2A"],
    ["DE", "7", null],
    ["", "49000", null],
    ["BE", "", null],
  ])("%s %s -> %s", (country, zip, expected) => {
    expect(departmentKeyOf(country, zip)).toBe(expected);
  });
});

describe("initialContactValues", () => {
  it("preselects the subject and leaves a visitor's fields empty", () => {
    const values = initialContactValues("machine-not-recognised", null, "FR");
    expect(values).toMatchObject({ subject: "machine-not-recognised", firstname: "", email: "", countryCode: "FR", website: "" });
  });
});
