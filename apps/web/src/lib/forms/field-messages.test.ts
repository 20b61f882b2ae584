import { customerUpdateSchema, loginRequestSchema, passwordChangeSchema } from "@portal/domain/accounts/schemas";
import { describe, expect, it } from "vitest";
import { fieldErrorMap, parseFieldMessage, translateFieldMessage } from "./field-messages";

function messages(
  schema: {
    safeParse: (value: unknown, params: object) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
) {
  const result = schema.safeParse(value, { error: fieldErrorMap });
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
}

describe("fieldErrorMap", () => {
  it("reports empty fields as required and bad e-mails as e-mail errors", () => {
    expect(messages(loginRequestSchema, { email: "", password: "" })).toEqual({ email: "required", password: "required" });
    expect(messages(loginRequestSchema, { email: "not-an-email", password: "x" })).toEqual({ email: "email" });
  });

  it("carries length bounds as parameters", () => {
    const result = messages(customerUpdateSchema, { gender: "mr", firstname: "x".repeat(61), lastname: "Doe", email: "a@b.co" });
    expect(result).toEqual({ firstname: "max_length?length=60" });
  });

  it("keeps the domain's own message keys", () => {
    const result = messages(customerUpdateSchema, { gender: "mr", firstname: "A", lastname: "B", email: "a@b.co", phone: "abc" });
    expect(result).toEqual({ phone: "phone.invalid" });
    const password = messages(passwordChangeSchema, { currentPassword: "x", newPassword: "Abcdefg1", confirmation: "Abcdefg2" });
    expect(password).toEqual({ confirmation: "password.confirmation_mismatch" });
  });

  it("reports a missing choice as required", () => {
    expect(messages(customerUpdateSchema, { firstname: "A", lastname: "B", email: "a@b.co" })).toEqual({ gender: "required" });
  });
});

describe("parseFieldMessage", () => {
  it("splits key and parameters", () => {
    expect(parseFieldMessage("min_length?length=3")).toEqual({ key: "min_length", params: { length: 3 } });
    expect(parseFieldMessage("password.min_length")).toEqual({ key: "password.min_length", params: { length: 8 } });
  });
});

describe("translateFieldMessage", () => {
  const known: Record<string, string> = { required: "Required", invalid: "Invalid", max_length: "Max {length}" };
  const lookup = {
    has: (key: string) => key in known,
    translate: (key: string, params: Record<string, string | number>) =>
      (known[key] ?? "").replace(/\{(\w+)\}/g, (_, name: string) => String(params[name])),
  };

  it("translates known keys with their parameters and falls back on 'invalid'", () => {
    expect(translateFieldMessage(lookup, "max_length?length=60")).toBe("Max 60");
    expect(translateFieldMessage(lookup, "Some English text from elsewhere")).toBe("Invalid");
    expect(translateFieldMessage(lookup, undefined)).toBeUndefined();
  });
});
