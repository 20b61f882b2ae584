import { describe, expect, it } from "vitest";
import { companyRefusalSchema, companyReviewQuerySchema, companyValidationSchema, membershipActivationSchema } from "./review";

describe("admin request schemas", () => {
  it("lists companies waiting validation by default, with bounded pages", () => {
    expect(companyReviewQuerySchema.parse({})).toEqual({ status: "waiting_validation", page: 1, itemsPerPage: 20 });
    expect(companyReviewQuerySchema.parse({ status: "enabled", page: "2", itemsPerPage: "100" })).toEqual({
      status: "enabled",
      page: 2,
      itemsPerPage: 100,
    });
    for (const query of [{ itemsPerPage: "101" }, { itemsPerPage: "0" }, { page: "0" }, { status: "refused" }, { sort: "name" }]) {
      expect(companyReviewQuerySchema.safeParse(query).success).toBe(false);
    }
  });

  it("normalizes client codes and refuses odd ones", () => {
    expect(companyValidationSchema.parse({ clientCode: " c10042 " })).toEqual({ clientCode: "C10042" });
    expect(companyValidationSchema.parse({})).toEqual({});
    for (const clientCode of ["", "C 1", "-C1", "C".repeat(21), "C1;"]) {
      expect(companyValidationSchema.safeParse({ clientCode }).success).toBe(false);
    }
  });

  it("needs a refusal reason of 1 to 500 characters", () => {
    expect(companyRefusalSchema.parse({ reason: "  SIRET inconnu  " })).toEqual({ reason: "SIRET inconnu" });
    expect(companyRefusalSchema.safeParse({ reason: "   " }).success).toBe(false);
    expect(companyRefusalSchema.safeParse({ reason: "x".repeat(501) }).success).toBe(false);
    expect(companyRefusalSchema.safeParse({ reason: "x".repeat(500) }).success).toBe(true);
    expect(companyRefusalSchema.safeParse({}).success).toBe(false);
  });

  it("names a membership by two positive ids, nothing more", () => {
    expect(membershipActivationSchema.parse({ customerId: 4, companyId: 7 })).toEqual({ customerId: 4, companyId: 7 });
    // A JSON body names ids as JSON numbers.
    expect(membershipActivationSchema.safeParse({ customerId: 4, companyId: "7" }).success).toBe(false);
    expect(membershipActivationSchema.safeParse({ customerId: 0, companyId: 7 }).success).toBe(false);
    expect(membershipActivationSchema.safeParse({ customerId: 4, companyId: 2 ** 31 }).success).toBe(false);
    expect(membershipActivationSchema.safeParse({ customerId: 4, companyId: 7, isAdmin: false }).success).toBe(false);
  });
});
