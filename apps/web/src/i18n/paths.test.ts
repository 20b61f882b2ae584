import { describe, expect, it } from "vitest";
import { categoryPath, isExternalHref, localizeContentHref, pathFor } from "./paths";

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
