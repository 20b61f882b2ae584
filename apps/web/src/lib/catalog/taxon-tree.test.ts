import type { TaxonNode } from "@portal/domain/catalog/schemas";
import type { MenuItem } from "@portal/domain/content/schemas";
import { describe, expect, it } from "vitest";
import { findTaxon, flattenTaxons, localizedPaths, menuTipsFor } from "./taxon-tree";

const node = (code: string, slug: string, children: TaxonNode[] = []): TaxonNode => ({
  code,
  name: code,
  slug,
  description: null,
  productCount: 1,
  children,
});

const tree = [node("machines", "machines", [node("mowers", "machines/tondeuses")]), node("parts", "pieces-detachees")];

describe("taxon tree", () => {
  it("flattens depth first and finds by code", () => {
    expect(flattenTaxons(tree).map((taxon) => taxon.code)).toEqual(["machines", "mowers", "parts"]);
    expect(findTaxon(tree, "mowers")?.slug).toBe("machines/tondeuses");
    expect(findTaxon(tree, "nope")).toBeNull();
  });

  it("gives the page's path in each language that has the category", () => {
    expect(localizedPaths({ fr: "machines/tondeuses", de: "maschinen/rasenmaeher" }, (locale, slug) => `/${locale}/c/${slug}`)).toEqual({
      fr: "/fr/c/machines/tondeuses",
      de: "/de/c/maschinen/rasenmaeher",
    });
  });
});

describe("menuTipsFor", () => {
  const tip = (title: string) => ({ title, thumbnail: null, url: `/${title}` });
  const item = (code: string, tips: string[], children: MenuItem[] = []): MenuItem => ({
    name: code,
    slug: code,
    code,
    categories: [],
    tips: tips.map(tip),
    children,
  });
  const menu = [item("machines", ["warranty"], [item("mowers", ["mowing"]), item("chainsaws", [])]), item("parts", [])];

  it("takes the category's own tips, else those of its nearest parent", () => {
    expect(menuTipsFor(menu, ["machines", "mowers"]).map((entry) => entry.title)).toEqual(["mowing"]);
    expect(menuTipsFor(menu, ["machines", "chainsaws"]).map((entry) => entry.title)).toEqual(["warranty"]);
    expect(menuTipsFor(menu, ["machines", "hedge-trimmers"]).map((entry) => entry.title)).toEqual(["warranty"]);
    expect(menuTipsFor(menu, ["parts", "filters"])).toEqual([]);
  });
});
