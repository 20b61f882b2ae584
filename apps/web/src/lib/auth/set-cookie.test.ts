import { describe, expect, it } from "vitest";
import { parseSetCookie } from "./set-cookie";

describe("parseSetCookie", () => {
  it("reads name, value and attributes", () => {
    expect(parseSetCookie("token=a.b.c; Path=/; Max-Age=900; HttpOnly; Secure; SameSite=Lax")).toEqual({
      name: "token",
      value: "a.b.c",
      path: "/",
      maxAge: 900,
      httpOnly: true,
      secure: true,
      sameSite: "lax",
    });
  });

  it("decodes values and keeps '=' inside them", () => {
    expect(parseSetCookie("csrf_token=a%3Db==; Path=/")?.value).toBe("a=b==");
  });

  it("reads expiry dates", () => {
    expect(parseSetCookie("x=; Expires=Thu, 01 Jan 1970 00:00:00 GMT")?.expires?.getTime()).toBe(0);
  });

  it("rejects headers without a name", () => {
    expect(parseSetCookie("=value")).toBeNull();
    expect(parseSetCookie("novalue")).toBeNull();
  });
});
