import type { Database } from "@portal/db/client";
import { type AttributeRow, groupAttributes } from "@portal/domain/catalog/attributes";
import { availabilityOf, bestAvailability, fromPriceCents, isPriceOnRequest, priceOf } from "@portal/domain/catalog/availability";
import { associationTypes, type ProductType } from "@portal/domain/catalog/enums";
import {
  catalogLimits,
  type Image,
  type ProductAssociations,
  type ProductCard,
  type ProductDocument,
  type ProductView,
  type TaxonNode,
  type TaxonView,
  type Variant,
  type VariantPrice,
  type VariantSummary,
  type VariantView,
} from "@portal/domain/catalog/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import type { Clock } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import { createTtlCache } from "../../platform/ttl-cache";
import {
  autocompleteMachines,
  type CardRow,
  cardSources,
  countProducts,
  countProductsPerTaxon,
  findBrand,
  findProduct,
  findProductView,
  findTaxonId,
  findVariant,
  findVariantPrice,
  findVariantView,
  listAttributeValues,
  listBrandsWithCounts,
  listBundleItems,
  listCards,
  listDocuments,
  listSitemapProducts,
  listSitemapVariants,
  listTaxons,
  lookupVariants,
  type ProductKey,
  productFilters,
  recordView,
  type TaxonRow,
  type VariantKey,
  type VariantRow,
  type VariantSummaryRow,
} from "./catalog.queries";
import { createVocabulary, type NamedAttributeValue } from "./catalog.vocabulary";

/** Where the shop serves stored files; answers carry these URLs. */
export const fileUrl = (key: string) => `/api/v2/shop/files/${key}`;

const image = (key: string | null, width: number | null, height: number | null, alt: string): Image | null =>
  key === null ? null : { url: fileUrl(key), width: width ?? 0, height: height ?? 0, alt };

/** What every variant answer shows: its reference, price and availability. */
function variantBasics(row: VariantRow | VariantSummaryRow) {
  const { priceCents, ecotaxCents, priceOnRequest } = priceOf(row);
  return { code: row.code, reference: row.reference, name: row.name, priceCents, ecotaxCents, priceOnRequest, ...availabilityOf(row) };
}

/**
 * Built field by field rather than by spreading `variantBasics`: the spread copies came out of the
 * young generation's reach under load (V8's sampling heap profiler showed them surviving every
 * scavenge), so each product answer left old-generation garbage and brought the next major
 * collection closer.
 */
function toVariant(row: VariantRow): Variant {
  const { priceCents, ecotaxCents, priceOnRequest } = priceOf(row);
  const { stockStatus, deliveryPromise } = availabilityOf(row);
  return {
    code: row.code,
    reference: row.reference,
    name: row.name,
    priceCents,
    ecotaxCents,
    priceOnRequest,
    stockStatus,
    deliveryPromise,
    supersededBy:
      row.supersededByCode !== null && row.supersededByReference !== null && row.supersededBySlug !== null
        ? { code: row.supersededByCode, reference: row.supersededByReference, slug: row.supersededBySlug }
        : null,
    mandatoryInformation: { mode: row.mandatoryMode, text: row.mandatoryText },
    partSmartCode: row.partSmartCode,
  };
}

function toCard(row: CardRow): ProductCard {
  const availability = bestAvailability(row.variants);
  return {
    code: row.code,
    type: row.type,
    name: row.name,
    slug: row.slug,
    reference: row.variants[0]?.reference ?? null,
    singleVariantCode: row.variants.length === 1 ? (row.variants[0]?.code ?? null) : null,
    brand: { code: row.brandCode, name: row.brandName },
    image: image(row.imageKey, row.imageWidth, row.imageHeight, row.name),
    fromPriceCents: fromPriceCents(row.variants),
    priceOnRequest: isPriceOnRequest(row.variants),
    stockStatus: availability?.stockStatus ?? null,
    deliveryPromise: availability?.deliveryPromise ?? null,
  };
}

function toVariantSummary(row: VariantSummaryRow): VariantSummary {
  return {
    ...variantBasics(row),
    product: { code: row.productCode, type: row.productType, name: row.productName, slug: row.productSlug },
  };
}

/** Free-text values exist per locale: the request's language wins over the default one. */
function toAttributes(rows: NamedAttributeValue[], locale: Locale) {
  const inRequestLocale = new Set(rows.filter((row) => row.locale === locale).map((row) => `${row.code}/${row.variantLevel}`));
  const values: AttributeRow[] = [];
  for (const row of rows) {
    if (row.locale !== null && row.locale !== locale && inRequestLocale.has(`${row.code}/${row.variantLevel}`)) continue;
    const value = row.option ?? row.number ?? row.boolean ?? row.text;
    if (value === null) continue;
    values.push({
      code: row.code,
      name: row.name,
      type: row.type,
      unit: row.unit,
      position: row.position,
      value,
      variantLevel: row.variantLevel,
    });
  }
  return groupAttributes(values, locale);
}

const offsetOf = (page: number, size: number) => (page - 1) * size;

type Page<T> = { items: T[]; totalItems: number; page: number; itemsPerPage: number };

export function createCatalogService({ db, clock }: { db: Database; clock: Clock }) {
  const vocabulary = createVocabulary({ db, clock });
  // Counting products per category reads the whole catalogue: once per half-minute is plenty.
  const taxonTexts = createTtlCache<TaxonRow[]>({ clock, ttlSeconds: 30, maxEntries: 8 });
  const taxonCounts = createTtlCache<Map<number, number>>({ clock, ttlSeconds: 30, maxEntries: 1 });
  const taxons = async (locale: Locale) => {
    const [texts, counts] = await Promise.all([
      taxonTexts.get(locale, () => listTaxons(db, locale)),
      taxonCounts.get("all", async () => new Map((await countProductsPerTaxon(db)).map((row) => [row.taxonId, row.total]))),
    ]);
    return texts.map((row) => ({ ...row, productCount: counts.get(row.id) ?? 0 }));
  };

  async function product(key: ProductKey, locale: Locale) {
    const found = await findProduct(db, key, locale);
    if (!found) throw new AppError("catalog.product_not_found");
    return found;
  }

  async function variant(code: string) {
    const found = await findVariant(db, code);
    if (!found) throw new AppError("catalog.variant_not_found");
    return found;
  }

  async function variantView(key: VariantKey, locale: Locale): Promise<VariantView> {
    const row = await findVariantView(db, key, locale);
    if (!row) throw new AppError("catalog.variant_not_found");
    return {
      ...toVariant(row),
      product: {
        code: row.productCode,
        type: row.productType,
        name: row.productName,
        slug: row.productSlug,
        brand: { code: row.brandCode, name: row.brandName },
        image: image(row.imageKey, row.imageWidth, row.imageHeight, row.productName),
      },
    };
  }

  async function attributesOf(productId: number, variantId: number | null, locale: Locale) {
    const values = await listAttributeValues(db, productId, variantId, locale);
    const words = await vocabulary.naming(null, values);
    return toAttributes(words.attributes(values, locale), locale);
  }

  async function associationsOf(productId: number, locale: Locale): Promise<ProductAssociations> {
    const cards = await listCards(db, cardSources.associations(productId), locale);
    const grouped = Object.fromEntries(associationTypes.map((type) => [type, [] as ProductCard[]])) as ProductAssociations;
    for (const row of cards) {
      const group = grouped[row.grp as keyof ProductAssociations];
      group?.push(toCard(row));
    }
    return grouped;
  }

  async function documentsOf(productId: number, locale: Locale): Promise<ProductDocument[]> {
    const rows = await listDocuments(db, productId, locale);
    return rows.map((row) => ({
      type: row.type,
      title: row.title,
      locale: row.locale,
      url: fileUrl(row.fileKey),
      mime: row.mime,
      sizeBytes: Number(row.sizeBytes),
    }));
  }

  async function cardPage(
    filter: ReturnType<typeof productFilters.all>,
    page: number,
    size: number,
    locale: Locale,
  ): Promise<Page<ProductCard>> {
    const [rows, total] = await Promise.all([
      listCards(db, cardSources.page(filter, locale, size, offsetOf(page, size)), locale),
      countProducts(db, filter),
    ]);
    return { items: rows.map(toCard), totalItems: total, page, itemsPerPage: size };
  }

  return {
    /** The product page: texts, brand, categories, images, variants with prices and stock, attributes. */
    async productView(key: ProductKey, locale: Locale): Promise<ProductView> {
      const row = await findProductView(db, key, locale);
      if (!row) throw new AppError("catalog.product_not_found");
      const words = await vocabulary.naming(row.mainTaxonId, row.attributes);
      const breadcrumb = words.breadcrumb(row.mainTaxonId, locale);
      const mainTaxon = breadcrumb.at(-1);
      if (!mainTaxon) throw new Error(`product ${row.code} has no translated main category`);
      return {
        code: row.code,
        type: row.type,
        name: row.name,
        slug: row.slug,
        shortDescription: row.shortDescription,
        description: row.description,
        tips: row.tips,
        brand: { code: row.brandCode, name: row.brandName },
        mainTaxon,
        breadcrumb,
        images: row.images.map((entry) => ({ url: fileUrl(entry.key), width: entry.width, height: entry.height, alt: row.name })),
        variants: row.variants.map(toVariant),
        attributes: toAttributes(words.attributes(row.attributes, locale), locale),
        highlights: row.highlights,
        localizations: row.localizations,
      };
    },

    async productAttributes(code: string, locale: Locale) {
      return attributesOf((await product({ code }, locale)).id, null, locale);
    },

    async productAssociations(code: string, locale: Locale) {
      return associationsOf((await product({ code }, locale)).id, locale);
    },

    /** Contents of a kit; an empty list for a product that is not one. */
    async bundledProducts(code: string, locale: Locale) {
      const found = await product({ code }, locale);
      const rows = await listBundleItems(db, found.id, locale);
      return rows.map((row) => ({ quantity: row.quantity ?? 1, variant: toVariantSummary(row) }));
    },

    async productDocuments(code: string, locale: Locale) {
      return documentsOf((await product({ code }, locale)).id, locale);
    },

    variantView,

    /** The product's technical data with the variant's own values in place of the product's. */
    async variantAttributes(code: string, locale: Locale) {
      const found = await variant(code);
      return attributesOf(found.productId, found.id, locale);
    },

    async variantAssociations(code: string, locale: Locale) {
      return associationsOf((await variant(code)).productId, locale);
    },

    async variantDocuments(code: string, locale: Locale) {
      return documentsOf((await variant(code)).productId, locale);
    },

    async variantPrice(code: string): Promise<VariantPrice> {
      const row = await findVariantPrice(db, code);
      if (!row) throw new AppError("catalog.variant_not_found");
      return priceOf(row);
    },

    async mandatoryInformation(code: string, locale: Locale) {
      const view = await variantView({ code }, locale);
      return { code: view.code, reference: view.reference, ...view.mandatoryInformation };
    },

    /** Cards in the order of the codes asked for; unknown or disabled codes are left out. */
    async cardsByCodes(codes: readonly string[], limit: number, locale: Locale): Promise<ProductCard[]> {
      const unique = [...new Set(codes)];
      if (unique.length === 0) return [];
      const rows = await listCards(db, cardSources.codes(unique), locale);
      return rows.slice(0, limit).map(toCard);
    },

    async lookupVariants(
      filter: { codePrefix?: string; typology?: ProductType },
      page: number,
      size: number,
      locale: Locale,
    ): Promise<Page<VariantSummary>> {
      const { items, total } = await lookupVariants(db, filter, { limit: size, offset: offsetOf(page, size) }, locale);
      return { items: items.map(toVariantSummary), totalItems: total, page, itemsPerPage: size };
    },

    async brandChoices() {
      const rows = await listBrandsWithCounts(db, null);
      return rows.map(({ code, name, productCount }) => ({ code, name, productCount }));
    },

    async productsByBrand(brandCode: string, page: number, size: number, locale: Locale) {
      const brand = await findBrand(db, brandCode);
      if (!brand) throw new AppError("catalog.brand_not_found");
      return cardPage(productFilters.brand(brand.id), page, size, locale);
    },

    /** The older client's product list, by category and brand. */
    async productList(filter: { taxon?: string; brand?: string }, page: number, size: number, locale: Locale) {
      let where = productFilters.all();
      if (filter.taxon !== undefined) {
        const taxonId = await findTaxonId(db, filter.taxon);
        if (taxonId === undefined) throw new AppError("catalog.taxon_not_found");
        where = productFilters.both(where, productFilters.taxon(taxonId));
      }
      if (filter.brand !== undefined) {
        const brand = await findBrand(db, filter.brand);
        if (!brand) throw new AppError("catalog.brand_not_found");
        where = productFilters.both(where, productFilters.brand(brand.id));
      }
      return cardPage(where, page, size, locale);
    },

    async taxonBrands(categoryCode: string) {
      const taxonId = await findTaxonId(db, categoryCode);
      if (taxonId === undefined) throw new AppError("catalog.taxon_not_found");
      const rows = await listBrandsWithCounts(db, taxonId);
      return rows.map(({ code, name, productCount }) => ({ code, name, productCount }));
    },

    async taxonTree(locale: Locale): Promise<TaxonNode[]> {
      const rows = await taxons(locale);
      const nodes = new Map<number, TaxonNode>();
      for (const row of rows) {
        nodes.set(row.id, {
          code: row.code,
          name: row.name,
          slug: row.slug,
          description: row.description,
          productCount: row.productCount,
          children: [],
        });
      }
      const roots: TaxonNode[] = [];
      for (const row of rows) {
        const node = nodes.get(row.id);
        if (!node) continue;
        const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
        (parent ? parent.children : roots).push(node);
      }
      return roots;
    },

    async taxonBySlug(slug: string, locale: Locale): Promise<TaxonView> {
      const rows = await taxons(locale);
      const found = rows.find((row) => row.slug === slug);
      if (!found) throw new AppError("catalog.taxon_not_found");
      const byId = new Map(rows.map((row) => [row.id, row]));
      const ancestors = [];
      for (let parent = found.parentId === null ? undefined : byId.get(found.parentId); parent; ) {
        ancestors.unshift({ code: parent.code, name: parent.name, slug: parent.slug });
        parent = parent.parentId === null ? undefined : byId.get(parent.parentId);
      }
      return {
        code: found.code,
        name: found.name,
        slug: found.slug,
        description: found.description,
        productCount: found.productCount,
        ancestors,
        children: rows
          .filter((row) => row.parentId === found.id)
          .map((row) => ({ code: row.code, name: row.name, slug: row.slug, productCount: row.productCount })),
      };
    },

    async machineAutocomplete(term: string, locale: Locale) {
      const rows = await autocompleteMachines(db, term, catalogLimits.autocompleteResults, locale);
      return rows.map((row) => ({
        code: row.code,
        reference: row.reference,
        name: row.name,
        product: { code: row.productCode, name: row.productName },
        brand: { code: row.brandCode, name: row.brandName },
      }));
    },

    async sitemapProducts(page: number) {
      const size = catalogLimits.sitemapPageSize;
      const { items, total } = await listSitemapProducts(db, size, offsetOf(page, size));
      return {
        items: items.map((row) => ({ code: row.code, localizations: row.localizations, lastmod: row.updatedAt })),
        totalItems: total,
        page,
        itemsPerPage: size,
      };
    },

    async sitemapVariants(page: number) {
      const size = catalogLimits.sitemapPageSize;
      const { items, total } = await listSitemapVariants(db, size, offsetOf(page, size));
      return {
        items: items.map((row) => ({
          code: row.code,
          productCode: row.productCode,
          localizations: row.localizations,
          lastmod: row.updatedAt,
        })),
        totalItems: total,
        page,
        itemsPerPage: size,
      };
    },

    /** Remembers that a customer looked at a product (newest view wins). */
    async recordView(customerId: number, productCode: string, locale: Locale) {
      const found = await product({ code: productCode }, locale);
      await recordView(db, customerId, found.id, clock.now(), catalogLimits.recentlyViewed);
    },

    /** The customer's own recently viewed products, newest first. */
    async recentlyViewed(customerId: number, limit: number, locale: Locale): Promise<ProductCard[]> {
      const rows = await listCards(db, cardSources.history(customerId, limit), locale);
      return rows.map(toCard);
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
