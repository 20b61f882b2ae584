import { describe, expect, it } from "vitest";
import { customerUpdateSchema, loginRequestSchema, passwordChangeSchema } from "./schemas";

describe("account request schemas", () => {
  it("normalises the login e-mail and refuses unknown fields", () => {
    expect(loginRequestSchema.parse({ email: " Buyer@Demo.Example ", password: "x" }).email).toBe("buyer@demo.example");
    expect(loginRequestSchema.safeParse({ email: "a@b.co", password: "x", admin: true }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ email: "not-an-email", password: "x" }).success).toBe(false);
  });

  it("requires a matching confirmation and the password policy", () => {
    const ok = passwordChangeSchema.safeParse({ currentPassword: "a", newPassword: "Newpass-2027", confirmation: "Newpass-2027" });
    expect(ok.success).toBe(true);
    const mismatch = passwordChangeSchema.safeParse({ currentPassword: "a", newPassword: "Newpass-2027", confirmation: "Other-2027" });
    expect(mismatch.error?.issues[0]).toMatchObject({ path: ["confirmation"], message: "password.confirmation_mismatch" });
    const weak = passwordChangeSchema.safeParse({ currentPassword: "a", newPassword: "weak", confirmation: "weak" });
    expect(weak.error?.issues.map((issue) => issue.message)).toContain("password.min_length");
  });

  it("checks names and phone of the account form", () => {
    const base = { gender: "mme", firstname: "Anne", lastname: "Martin", email: "anne@example.com" };
    expect(customerUpdateSchema.parse({ ...base, phone: "" }).phone).toBeNull();
    expect(customerUpdateSchema.safeParse({ ...base, phone: "+33 1 23 45 67 89" }).success).toBe(true);
    expect(customerUpdateSchema.safeParse({ ...base, phone: "call me" }).success).toBe(false);
    expect(customerUpdateSchema.safeParse({ ...base, firstname: " " }).success).toBe(false);
    expect(customerUpdateSchema.safeParse({ ...base, gender: "x" }).success).toBe(false);
  });
});
