import { describe, expect, it } from "vitest";
import { isProtectedPath, loginPath, splitLocale, templateToRegExp } from "./route-access";

describe("templateToRegExp", () => {
  it("matches one segment for a parameter and several for a catch-all", () => {
    expect(templateToRegExp("/user/orders/[orderToken]").test("/user/orders/abc")).toBe(true);
    expect(templateToRegExp("/user/orders/[orderToken]").test("/user/orders/abc/def")).toBe(false);
    expect(templateToRegExp("/categorie/[...slug]").test("/categorie/a/b/c")).toBe(true);
    expect(templateToRegExp("/categorie/[...slug]").test("/categorie")).toBe(false);
  });
});

describe("isProtectedPath", () => {
  it.each([
    ["/fr/panier", true],
    ["/en/cart", true],
    ["/de/korb", true],
    ["/nl/mand", true],
    ["/fr/cart", true],
    ["/fr/checkout/confirm", true],
    ["/fr/user/mon-compte", true],
    ["/de/user/mein-konto/addresses", true],
    ["/fr/user/gestion-des-utilisateurs", true],
    ["/fr/user/documentation/tarifs", true],
    ["/en/user/machines/MX-123", true],
    ["/en/user/orders/abc/", true],
    ["/fr/partsmart", true],
    ["/fr", false],
    ["/fr/", false],
    ["/fr/a-propos", false],
    ["/fr/user/connexion", false],
    ["/fr/user/password", false],
    ["/fr/user/inscription", false],
    ["/fr/user/change-password/tok", false],
    ["/fr/categorie/machines", false],
    ["/panier", false],
  ])("%s → %s", (path, expected) => {
    expect(isProtectedPath(path)).toBe(expected);
  });
});

describe("locale helpers", () => {
  it("splits the locale prefix", () => {
    expect(splitLocale("/de/korb")).toEqual({ locale: "de", path: "/korb" });
    expect(splitLocale("/xx/korb")).toEqual({ locale: null, path: "/xx/korb" });
  });

  it("gives the localized login page", () => {
    expect(loginPath("fr")).toBe("/fr/user/connexion");
    expect(loginPath("de")).toBe("/de/user/verbindung");
    expect(loginPath("nl")).toBe("/nl/user/login");
  });
});
