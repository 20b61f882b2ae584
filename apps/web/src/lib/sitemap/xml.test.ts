import { describe, expect, it } from "vitest";
import { escapeXml, localizedEntries, SITEMAP_MAX_URLS, sitemapIndexXml, urlSetXml } from "./xml";

describe("sitemap XML", () => {
  const entries = localizedEntries(
    { fr: "/fr/produit/tondeuse-lm-320", en: "/en/product/lm-320-mower", de: "/de/produkt/maeher-lm-320", nl: "/nl/product/maaier-lm-320" },
    "https://portal.example",
    "2026-11-21T10:00:00.000Z",
  );

  it("lists one address per language, each with every language as an alternate", () => {
    expect(entries.map((entry) => entry.loc)).toEqual([
      "https://portal.example/fr/produit/tondeuse-lm-320",
      "https://portal.example/en/product/lm-320-mower",
      "https://portal.example/de/produkt/maeher-lm-320",
      "https://portal.example/nl/product/maaier-lm-320",
    ]);
    expect(entries[1]?.alternates).toEqual({
      fr: "https://portal.example/fr/produit/tondeuse-lm-320",
      en: "https://portal.example/en/product/lm-320-mower",
      de: "https://portal.example/de/produkt/maeher-lm-320",
      nl: "https://portal.example/nl/product/maaier-lm-320",
      "x-default": "https://portal.example/fr/produit/tondeuse-lm-320",
    });
  });

  it("writes a urlset with xhtml hreflang links", () => {
    const xml = urlSetXml(entries);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain("<url><loc>https://portal.example/de/produkt/maeher-lm-320</loc><lastmod>2026-11-21T10:00:00.000Z</lastmod>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="nl" href="https://portal.example/nl/product/maaier-lm-320"/>');
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(4);
  });

  it("escapes addresses", () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
    expect(urlSetXml([{ loc: "https://x.example/?a=1&b=2", alternates: {} }])).toContain("<loc>https://x.example/?a=1&amp;b=2</loc>");
  });

  it("refuses more addresses than a sitemap may hold", () => {
    const many = Array.from({ length: SITEMAP_MAX_URLS + 1 }, () => ({ loc: "https://x.example/", alternates: {} }));
    expect(() => urlSetXml(many)).toThrow();
  });

  it("writes an index of sitemaps", () => {
    const xml = sitemapIndexXml([{ loc: "https://x.example/sitemap/pages.xml" }, { loc: "https://x.example/sitemap/products-1.xml" }]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<sitemap><loc>/g)).toHaveLength(2);
  });
});
