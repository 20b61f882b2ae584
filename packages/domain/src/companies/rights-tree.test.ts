import { describe, expect, it } from "vitest";
import { rights } from "../accounts/schemas";
import { locales } from "../i18n/locales";
import { normalizeRights, rightGroups, rightsTree } from "./rights-tree";

describe("rights tree", () => {
  it("holds every right exactly once", () => {
    const listed = rightGroups.flatMap((group) => group.rights);
    expect([...listed].sort()).toEqual([...rights].sort());
  });

  it.each([
    { locale: "fr", group: "Commandes", right: "Passer une commande" },
    { locale: "en", group: "Orders", right: "Place an order" },
    { locale: "de", group: "Bestellungen", right: "Bestellung aufgeben" },
    { locale: "nl", group: "Bestellingen", right: "Een bestelling plaatsen" },
  ] as const)("is labelled in $locale", ({ locale, group, right }) => {
    const [orders] = rightsTree(locale);
    expect(orders?.label).toBe(group);
    expect(orders?.children[0]).toEqual({ resourceName: "order.place", label: right });
  });

  it("has a distinct label for every node in every locale", () => {
    for (const locale of locales) {
      const labels = rightsTree(locale).flatMap((group) => [group.label, ...group.children.map((child) => child.label)]);
      expect(new Set(labels).size).toBe(labels.length);
      for (const label of labels) expect(label.trim()).not.toBe("");
    }
  });

  it("normalizes a list of rights to the canonical order without repeats", () => {
    expect(normalizeRights(["warranty.request", "order.place", "warranty.request"])).toEqual(["order.place", "warranty.request"]);
    expect(normalizeRights([])).toEqual([]);
  });
});
