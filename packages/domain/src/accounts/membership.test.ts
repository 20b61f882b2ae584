import { describe, expect, it } from "vitest";
import { isMembershipUsable, seesCompanyDetails } from "./membership";

describe("isMembershipUsable", () => {
  it.each([
    { enabled: true, isAdmin: false, companyStatus: "enabled", usable: true },
    { enabled: true, isAdmin: true, companyStatus: "enabled", usable: true },
    { enabled: false, isAdmin: true, companyStatus: "enabled", usable: false },
    { enabled: true, isAdmin: true, companyStatus: "waiting_validation", usable: true },
    { enabled: true, isAdmin: false, companyStatus: "waiting_validation", usable: false },
    { enabled: false, isAdmin: true, companyStatus: "waiting_validation", usable: false },
    { enabled: true, isAdmin: true, companyStatus: "not_enabled", usable: false },
    { enabled: true, isAdmin: false, companyStatus: "not_enabled", usable: false },
  ] as const)("enabled=$enabled admin=$isAdmin company=$companyStatus → $usable", ({ usable, ...membership }) => {
    expect(isMembershipUsable(membership)).toBe(usable);
  });
});

describe("seesCompanyDetails", () => {
  it.each([
    { enabled: true, sees: true },
    { enabled: false, sees: false },
  ])("enabled=$enabled → $sees", ({ enabled, sees }) => {
    expect(seesCompanyDetails({ enabled })).toBe(sees);
  });
});
