import { describe, expect, it } from "vitest";
import { categoryPath, isExternalHref, localizeContentHref, pathFor, switchLocalePath } from "./paths";

describe("pathFor", () => {
  it("localizes segments and fills parameters", () => {
    expect(pathFor("/", "fr")).toBe("/fr");
    expect(pathFor("/cart", "de")).toBe("/de/korb");
    expect(pathFor("/user/account", "nl")).toBe("/nl/user/mijn-account");
    expect(pathFor("/user/orders/[orderToken]", "en", { orderToken: "a b" })).toBe("/en/user/orders/a%20b");
    expect(pathFor("/category/[...slug]", "fr", { slug: ["machines", "tronconneuses"] })).toBe("/fr/categorie/machines/tronconneuses");
  });

  it("refuses missing parameters", () => {
    expect(() => pathFor("/product/[slug]", "fr")).toThrow();
  });

  it("builds category paths from taxon slugs", () => {
    expect(categoryPath("nl", "pieces/filtres")).toBe("/nl/categorieen/pieces/filtres");
    expect(categoryPath("en", "")).toBe("/en");
  });
});

describe("content links", () => {
  it("prefixes internal paths with the locale only", () => {
    expect(localizeContentHref("/about-us", "en")).toBe("/en/about-us");
    expect(localizeContentHref("/", "de")).toBe("/de");
    expect(localizeContentHref("/categorie/pieces-detachees", "fr")).toBe("/fr/categorie/pieces-detachees");
    expect(localizeContentHref("https://example.com/x", "fr")).toBe("https://example.com/x");
    expect(localizeContentHref("//cdn.example.com/x", "fr")).toBe("//cdn.example.com/x");
    expect(localizeContentHref("mailto:a@b.c", "fr")).toBe("mailto:a@b.c");
    expect(localizeContentHref("/api/content/uploads/a.pdf", "fr")).toBe("/api/content/uploads/a.pdf");
  });

  it("recognises external links", () => {
    expect(isExternalHref("https://a.b")).toBe(true);
    expect(isExternalHref("/a")).toBe(false);
  });
});

describe("switchLocalePath", () => {
  it("translates localized segments and keeps parameters and query", () => {
    expect(switchLocalePath("/fr/user/connexion", "", "fr", "de")).toBe("/de/user/verbindung");
    expect(switchLocalePath("/fr/produit/tondeuse-lm-320", "?variant=A-1", "fr", "nl")).toBe("/nl/product/tondeuse-lm-320?variant=A-1");
    expect(switchLocalePath("/fr/categorie/machines/tondeuses", "?stock=on_stock&view=list", "fr", "de")).toBe(
      "/de/kategorie/machines/tondeuses?stock=on_stock&view=list",
    );
    expect(switchLocalePath("/de/suche", "?q=kette&brand=a&brand=b", "de", "fr")).toBe("/fr/recherche?q=kette&brand=a&brand=b");
  });

  it("prefers static segments to parameters", () => {
    expect(switchLocalePath("/fr/panier", "", "fr", "en")).toBe("/en/cart");
    expect(switchLocalePath("/fr/user/mon-compte/addresses", "", "fr", "nl")).toBe("/nl/user/mijn-account/addresses");
    expect(switchLocalePath("/en/products/category/parts/filters", "", "en", "fr")).toBe("/fr/products/categorie/parts/filters");
  });

  it("opens the home of the language", () => {
    expect(switchLocalePath("/fr", "", "fr", "en")).toBe("/en");
    expect(switchLocalePath("/fr/", "", "fr", "en")).toBe("/en");
  });

  it("sends content pages, whose slugs only the page knows, to the home", () => {
    expect(switchLocalePath("/fr/qui-sommes-nous", "?a=1", "fr", "en")).toBe("/en");
  });

  it("keeps an unknown address under the other language", () => {
    expect(switchLocalePath("/fr/a/b", "", "fr", "de")).toBe("/de/a/b");
  });
});
