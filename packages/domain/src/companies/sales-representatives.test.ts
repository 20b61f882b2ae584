import { describe, expect, it } from "vitest";
import { departmentKeySchema, parseDepartmentKey } from "./sales-representatives";

describe("department keys", () => {
  it.each([
    { key: "FR-49", parsed: { countryCode: "FR", department: "49" } },
    { key: "fr-2a", parsed: { countryCode: "FR", department: "2A" } },
    { key: "FR-974", parsed: { countryCode: "FR", department: "974" } },
    { key: "BE-10", parsed: { countryCode: "BE", department: "10" } },
    { key: "FR49", parsed: null },
    { key: "FRA-49", parsed: null },
    { key: "FR-4", parsed: null },
    { key: "FR-4901", parsed: null },
    { key: "FR-4%", parsed: null },
    { key: "", parsed: null },
  ])("$key", ({ key, parsed }) => {
    expect(parseDepartmentKey(key)).toEqual(parsed);
    expect(departmentKeySchema.safeParse(key).success).toBe(parsed !== null);
  });
});
