import { describe, expect, it } from "vitest";
import { fieldErrorsFor, formFieldOf, isDeadLink, tokenFromQuery } from "./invitation";

describe("isDeadLink", () => {
  it.each(["invitation.not_found", "invitation.expired", "invitation.used", "invitation.revoked", "request.not_found"] as const)(
    "%s ends the page",
    (code) => expect(isDeadLink({ code })).toBe(true),
  );

  it.each(["server.unavailable", "server.error", "auth.invalid_credentials", "request.too_many", "invitation.details_required"] as const)(
    "%s lets the visitor try again",
    (code) => expect(isDeadLink({ code })).toBe(false),
  );

  it("tells a malformed token from invalid details", () => {
    expect(isDeadLink({ code: "request.invalid", errors: [{ path: "params.token", message: "invitation.token_malformed" }] })).toBe(true);
    expect(isDeadLink({ code: "request.invalid", errors: [{ path: "body.password", message: "password.digit" }] })).toBe(false);
    expect(isDeadLink({ code: "request.invalid" })).toBe(false);
  });
});

describe("formFieldOf", () => {
  const fields = ["password", "firstname"] as const;
  it("reads body paths and bare field names", () => {
    expect(formFieldOf("body.password", fields)).toBe("password");
    expect(formFieldOf("firstname", fields)).toBe("firstname");
  });

  it("ignores the token and unknown fields", () => {
    expect(formFieldOf("params.token", fields)).toBeUndefined();
    expect(formFieldOf("body.email", fields)).toBeUndefined();
    expect(formFieldOf("body", fields)).toBeUndefined();
  });
});

describe("fieldErrorsFor", () => {
  it("keeps the first error of each known field", () => {
    expect(
      fieldErrorsFor(
        [
          { path: "body.password", message: "password.digit" },
          { path: "body.password", message: "password.uppercase" },
          { path: "body.acceptTerms", message: "terms.required" },
          { path: "params.token", message: "invitation.token_malformed" },
        ],
        ["password", "acceptTerms"] as const,
      ),
    ).toEqual([
      { field: "password", message: "password.digit" },
      { field: "acceptTerms", message: "terms.required" },
    ]);
    expect(fieldErrorsFor(undefined, ["password"])).toEqual([]);
  });
});

describe("tokenFromQuery", () => {
  it("takes the first value, trimmed, and nothing for an empty one", () => {
    expect(tokenFromQuery(" abc ")).toBe("abc");
    expect(tokenFromQuery(["first", "second"])).toBe("first");
    expect(tokenFromQuery("")).toBeNull();
    expect(tokenFromQuery(undefined)).toBeNull();
    expect(tokenFromQuery([])).toBeNull();
  });
});
