import { describe, expect, it } from "vitest";
import { sanitizeReturnTo } from "./return-to";

describe("sanitizeReturnTo", () => {
  it.each([
    ["/fr/panier", "/fr/panier"],
    ["/fr/user/orders?page=2#top", "/fr/user/orders?page=2#top"],
    ["/fr/../en/cart", "/en/cart"],
    // An encoded backslash stays a harmless part of the path.
    ["/%5Cevil", "/%5Cevil"],
  ])("keeps site paths: %s", (input, expected) => {
    expect(sanitizeReturnTo(input)).toBe(expected);
  });

  it.each([
    undefined,
    null,
    42,
    "",
    "fr/panier",
    "https://evil.example/",
    "//evil.example/path",
    "/\\evil.example",
    "javascript:alert(1)",
    "/fr/\npanier",
    "/api/v2/shop/logout",
    "/api",
  ])("rejects %s", (input) => {
    expect(sanitizeReturnTo(input)).toBeNull();
  });
});
