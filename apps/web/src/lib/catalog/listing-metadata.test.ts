import { describe, expect, it } from "vitest";
import { emptyListingState, type ListingState } from "./listing";
import { listingAlternates, listingMetadata } from "./listing-metadata";

const state = (change: Partial<ListingState>): ListingState => ({ ...emptyListingState, ...change });
const languages = { fr: "/fr/categorie/machines/tondeuses", de: "/de/kategorie/maschinen/rasenmaeher" };
const base = { title: "Tondeuses", description: "Tondeuses pro", basePath: languages.fr, languages, pageLabel: null };

describe("listingMetadata", () => {
  it("gives an indexable list its canonical address and the same list in each language", () => {
    expect(listingMetadata({ ...base, state: state({ brands: ["verdalis"], sort: "name", page: 2 }), pageLabel: "Page 2" })).toEqual({
      title: "Tondeuses – Page 2",
      description: "Tondeuses pro",
      alternates: {
        canonical: "/fr/categorie/machines/tondeuses?brand=verdalis&page=2",
        languages: {
          fr: "/fr/categorie/machines/tondeuses?brand=verdalis&page=2",
          de: "/de/kategorie/maschinen/rasenmaeher?brand=verdalis&page=2",
          "x-default": "/fr/categorie/machines/tondeuses?brand=verdalis&page=2",
        },
      },
    });
  });

  it("keeps combined filters out of the index", () => {
    const metadata = listingMetadata({ ...base, state: state({ brands: ["verdalis"], stock: ["on_stock"] }) });
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.alternates).toEqual({ canonical: "/fr/categorie/machines/tondeuses?brand=verdalis&stock=on_stock" });
  });
});

describe("listingAlternates", () => {
  it("carries every choice, sort and view included, to the other languages", () => {
    expect(listingAlternates(languages, languages.fr, state({ sort: "newest", view: "list" }))).toEqual({
      fr: "/fr/categorie/machines/tondeuses?sort=newest&view=list",
      de: "/de/kategorie/maschinen/rasenmaeher?sort=newest&view=list",
    });
  });
});
