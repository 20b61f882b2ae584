import type { AvailabilityStatus } from "@portal/domain/catalog/availability";
import type { ProductCard, ProductView, Variant } from "@portal/domain/catalog/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import { pathFor } from "../../i18n/paths";
import { localizedTemplate } from "../../i18n/routes";

/** The variant named in `?variant=`, or the product's first one. */
export function chooseVariant(product: ProductView, requested: string | undefined): Variant | null {
  return product.variants.find((variant) => variant.code === requested) ?? product.variants[0] ?? null;
}

export function productPath(locale: Locale, slug: string): string {
  return pathFor("/product/[slug]", locale, { slug });
}

/** The product path with its `[slug]` left to fill, for links drawn in the browser without the route table. */
export function productPathTemplate(locale: Locale): string {
  return `/${locale}${localizedTemplate("/product/[slug]", locale)}`;
}

/** The product page in each of its languages, each with its own slug. */
export function productAlternates(product: Pick<ProductView, "localizations">, query = ""): Partial<Record<Locale, string>> {
  const paths: Partial<Record<Locale, string>> = {};
  for (const { locale, slug } of product.localizations) paths[locale] = `${productPath(locale, slug)}${query}`;
  return paths;
}

/** What a variant is called next to its product: "Tondeuse LM 320 – 42 cm" reads "42 cm". */
export function variantLabel(product: Pick<ProductView, "name">, variant: Pick<Variant, "name">): string {
  const prefix = `${product.name} – `;
  return variant.name.startsWith(prefix) && variant.name.length > prefix.length ? variant.name.slice(prefix.length) : variant.name;
}

const availabilityUrls: Record<AvailabilityStatus, string | null> = {
  on_stock: "https://schema.org/InStock",
  on_order: "https://schema.org/BackOrder",
  not_managed: null,
  out_of_stock: "https://schema.org/OutOfStock",
};

/** The key of the delivery line under `catalog.delivery` for an availability. */
export function deliveryKey({ stockStatus, deliveryPromise }: Pick<ProductCard, "stockStatus" | "deliveryPromise">) {
  return stockStatus === "out_of_stock" ? "out_of_stock" : (deliveryPromise ?? "none");
}

/** schema.org Product of the page, with the offer of the chosen variant when it has a price. */
export function productJsonLd(product: ProductView, variant: Variant | null, pageUrl: string, origin: string): Record<string, unknown> {
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: variant && product.variants.length > 1 ? variant.name : product.name,
    description: product.shortDescription || undefined,
    sku: variant?.reference ?? product.code,
    productID: product.code,
    brand: { "@type": "Brand", name: product.brand.name },
    category: product.breadcrumb.map((taxon) => taxon.name).join(" > ") || undefined,
    image: product.images.map((image) => new URL(image.url, origin).toString()),
    url: pageUrl,
  };
  if (variant && !variant.priceOnRequest && variant.priceCents !== null) {
    const availability = availabilityUrls[variant.stockStatus];
    data.offers = {
      "@type": "Offer",
      url: pageUrl,
      sku: variant.reference,
      price: (variant.priceCents / 100).toFixed(2),
      priceCurrency: "EUR",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: (variant.priceCents / 100).toFixed(2),
        priceCurrency: "EUR",
        valueAddedTaxIncluded: false,
      },
      ...(availability ? { availability } : {}),
      itemCondition: "https://schema.org/NewCondition",
    };
  }
  return data;
}

/** JSON for a `<script type="application/ld+json">`: nothing in it can close the script element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
