import type { ProductView } from "@portal/domain/catalog/schemas";
import { describe, expect, it } from "vitest";
import {
  chooseVariant,
  productAlternates,
  productJsonLd,
  productPath,
  productPathTemplate,
  serializeJsonLd,
  variantLabel,
} from "./product-page";

const variant = (code: string, overrides: Partial<ProductView["variants"][number]> = {}): ProductView["variants"][number] => ({
  code,
  reference: `REF-${code}`,
  name: `Tondeuse LM 320 – ${code}`,
  priceCents: 34900,
  ecotaxCents: 150,
  priceOnRequest: false,
  stockStatus: "on_stock",
  deliveryPromise: "24_72_hours",
  supersededBy: null,
  mandatoryInformation: { mode: "standard", text: null },
  partSmartCode: null,
  ...overrides,
});

const product: ProductView = {
  code: "LM320",
  type: "machine",
  name: "Tondeuse LM 320",
  slug: "tondeuse-lm-320",
  shortDescription: "Tondeuse poussée.",
  description: "",
  tips: "",
  brand: { code: "verdalis", name: "Verdalis" },
  mainTaxon: { code: "mowers", name: "Tondeuses", slug: "machines/tondeuses" },
  breadcrumb: [
    { code: "machines", name: "Machines", slug: "machines" },
    { code: "mowers", name: "Tondeuses", slug: "machines/tondeuses" },
  ],
  images: [{ url: "/api/v2/shop/files/catalog/images/mower.svg", width: 600, height: 450, alt: "Tondeuse" }],
  variants: [variant("42"), variant("46", { priceOnRequest: true, priceCents: null, stockStatus: "on_order" })],
  attributes: [],
  highlights: [],
  localizations: [
    { locale: "fr", slug: "tondeuse-lm-320" },
    { locale: "en", slug: "lm-320-mower" },
    { locale: "de", slug: "maeher-lm-320" },
    { locale: "nl", slug: "maaier-lm-320" },
  ],
};

describe("product page helpers", () => {
  it("chooses the requested variant, else the first", () => {
    expect(chooseVariant(product, "46")?.code).toBe("46");
    expect(chooseVariant(product, "nope")?.code).toBe("42");
    expect(chooseVariant(product, undefined)?.code).toBe("42");
    expect(chooseVariant({ ...product, variants: [] }, undefined)).toBeNull();
  });

  it("gives the page's path in every language with its localized segment and slug", () => {
    expect(productAlternates(product, "?variant=46")).toEqual({
      fr: "/fr/produit/tondeuse-lm-320?variant=46",
      en: "/en/product/lm-320-mower?variant=46",
      de: "/de/produkt/maeher-lm-320?variant=46",
      nl: "/nl/product/maaier-lm-320?variant=46",
    });
  });

  it("names a variant by what tells it apart", () => {
    expect(variantLabel(product, { name: "Tondeuse LM 320 – 42 cm" })).toBe("42 cm");
    expect(variantLabel(product, { name: "Autre nom" })).toBe("Autre nom");
  });

  it("describes the product and its offer for search engines", () => {
    const data = productJsonLd(product, product.variants[0] ?? null, "https://x.example/fr/produit/tondeuse-lm-320", "https://x.example");
    expect(data).toMatchObject({
      "@type": "Product",
      sku: "REF-42",
      brand: { "@type": "Brand", name: "Verdalis" },
      image: ["https://x.example/api/v2/shop/files/catalog/images/mower.svg"],
      offers: { "@type": "Offer", price: "349.00", priceCurrency: "EUR", availability: "https://schema.org/InStock" },
    });
  });

  it("gives no offer for a price on request", () => {
    expect(productJsonLd(product, product.variants[1] ?? null, "u", "https://x.example").offers).toBeUndefined();
  });

  it("serializes JSON-LD that cannot end its script element", () => {
    expect(serializeJsonLd({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});

describe("productPathTemplate", () => {
  it("gives the product path once its slug is filled in", () => {
    expect(productPathTemplate("de").replace("[slug]", "kette-cs-35")).toBe(productPath("de", "kette-cs-35"));
  });
});
