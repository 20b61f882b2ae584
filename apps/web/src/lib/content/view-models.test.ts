import type { MenuItem } from "@portal/domain/content/schemas";
import { describe, expect, it } from "vitest";
import { toImage, toNavigation } from "./view-models";

const media = { url: "/api/content/uploads/a.svg", alternativeText: null, width: null, height: 300, mime: "image/svg+xml" };

const menu: MenuItem[] = [
  {
    name: "Machines",
    slug: "machines",
    code: "machines",
    categories: [{ code: "mowers", name: "Tondeuses", slug: "machines/tondeuses" }],
    tips: [{ title: "Garantie", thumbnail: media, url: "/garantie" }],
    children: [
      {
        name: "Forêt",
        slug: "machines/foret",
        code: "forest",
        categories: [{ code: "saws", name: "Tronçonneuses", slug: "machines/foret/tronconneuses" }],
        tips: [],
        children: [],
      },
    ],
  },
];

describe("toNavigation", () => {
  it("builds localized category links, columns and tips", () => {
    const [item] = toNavigation(menu, "de");
    expect(item).toEqual({
      id: "machines",
      label: "Machines",
      href: "/de/kategorie/machines",
      columns: [
        {
          label: "Forêt",
          href: "/de/kategorie/machines/foret",
          links: [{ label: "Tronçonneuses", href: "/de/kategorie/machines/foret/tronconneuses" }],
        },
        { label: "Tondeuses", href: "/de/kategorie/machines/tondeuses", links: [] },
      ],
      tips: [{ title: "Garantie", href: "/de/garantie", image: { src: media.url, alt: "", width: 320, height: 300 } }],
    });
  });
});

describe("toImage", () => {
  it("fills missing sizes and alternative text", () => {
    expect(toImage(null)).toBeNull();
    expect(toImage(media)).toEqual({ src: media.url, alt: "", width: 640, height: 300 });
  });
});
