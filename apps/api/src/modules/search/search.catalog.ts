import { availabilityOf, availabilityRank, availabilityStatuses } from "@portal/domain/catalog/availability";
import { type ProductType, productTypes, type StockStatus } from "@portal/domain/catalog/enums";
import type { Locale } from "@portal/domain/i18n/locales";
import { normalizeReference } from "@portal/domain/search/text";

/**
 * The catalogue as the search sees it: one document per sellable product, numbered 0..size-1, with
 * what facets and sorts need in typed arrays (a million products fit in a few tens of megabytes and
 * are counted in milliseconds). Built from plain rows, so tests can build one without a database.
 */

export type Translations = Partial<Record<Locale, string>>;

export type SourceProduct = {
  id: number;
  code: string;
  type: ProductType;
  brandId: number;
  mainTaxonId: number;
  /** Seconds since the epoch. */
  createdAt: number;
  highlighted: boolean;
  extraTaxonIds: number[];
  /** Categories of the machines a part or kit fits ("Tondeuses"): words to find it by, not a filter. */
  fitsTaxonIds: number[];
  optionIds: number[];
  variants: SourceVariant[];
};

export type SourceVariant = {
  id: number;
  reference: string;
  supersededById: number | null;
  priceCents: number | null;
  priceOnRequest: boolean;
  stockStatus: StockStatus;
  stockQuantity: number;
};

export type SourceTaxon = { id: number; code: string; parentId: number | null; position: number; names: Translations; slugs: Translations };
export type SourceBrand = { id: number; code: string; name: string; position: number };
export type SourceAttribute = {
  id: number;
  code: string;
  unit: string | null;
  filterable: boolean;
  position: number;
  names: Translations;
  options: { id: number; code: string; position: number; labels: Translations }[];
};

/**
 * A filterable number attribute with its values: `products[i]` holds values from `min[i]` to
 * `max[i]` (its variants may differ), in the attribute's unit.
 */
export type SourceNumberAttribute = {
  code: string;
  unit: string | null;
  position: number;
  names: Translations;
  products: number[];
  min: number[];
  max: number[];
};

export type CatalogSource = {
  products: SourceProduct[];
  taxons: SourceTaxon[];
  brands: SourceBrand[];
  attributes: SourceAttribute[];
  numbers: SourceNumberAttribute[];
};

/** Compressed rows: the values of document d are `values[offsets[d]] .. values[offsets[d + 1] - 1]`. */
export type Lists = { offsets: Int32Array; values: Int32Array };

export type CatalogTaxon = { code: string; parent: number; position: number; depth: number; names: Translations; slugs: Translations };
export type CatalogOption = { code: string; attribute: number; position: number; labels: Translations };
export type CatalogAttribute = { code: string; unit: string | null; filterable: boolean; position: number; names: Translations };

/**
 * A number attribute's values per document, NaN where a document has none. `max` is `min` itself
 * when no document's variants differ, which is most of them: one array instead of two.
 */
export type CatalogNumberAttribute = {
  code: string;
  unit: string | null;
  position: number;
  names: Translations;
  min: Float32Array;
  max: Float32Array;
  /** The documents with a value, in order. */
  documents: Int32Array;
};

/**
 * Many short strings in one buffer. A million codes or references kept as strings are a million
 * objects every garbage collection walks; packed, they are two allocations.
 */
export class PackedStrings {
  private constructor(
    private readonly bytes: Buffer,
    private readonly offsets: Int32Array,
  ) {}

  static from(values: readonly string[]): PackedStrings {
    const offsets = new Int32Array(values.length + 1);
    values.forEach((value, at) => {
      offsets[at + 1] = (offsets[at] ?? 0) + Buffer.byteLength(value);
    });
    const bytes = Buffer.allocUnsafe(offsets[values.length] ?? 0);
    values.forEach((value, at) => {
      bytes.write(value, offsets[at] ?? 0);
    });
    return new PackedStrings(bytes, offsets);
  }

  get length() {
    return this.offsets.length - 1;
  }

  at(index: number): string {
    return this.bytes.toString("utf8", this.offsets[index] ?? 0, this.offsets[index + 1] ?? 0);
  }
}

/**
 * Every reference, sorted by its normalized form, and where it leads: its own product, or the one
 * whose newer reference replaces it.
 */
export type ReferenceTable = {
  normalized: PackedStrings;
  display: PackedStrings;
  document: Int32Array;
  /** The document selling the newer reference, or -1 when this reference is current. */
  replacement: Int32Array;
  /** Position in this table of the newer reference, or -1. */
  replacementEntry: Int32Array;
};

export const NO_PRICE = -1;
export const NO_STOCK = availabilityStatuses.length;

/**
 * What the facets see of a document: brand, type, stock status, categories and options. Documents
 * share a few thousand of these at most, so a search counts each match once against its profile
 * and spreads the profiles' counts over the facets afterwards, instead of walking every match's
 * categories and options.
 */
export type FacetProfiles = {
  size: number;
  type: Uint8Array;
  brand: Uint16Array;
  stock: Uint8Array;
  /** Every category a document is listed in, with their ancestors. */
  taxons: Lists;
  options: Lists;
};

export type SearchCatalog = {
  size: number;
  codes: PackedStrings;
  /** Reference of each document's first variant, shown beside its name. */
  mainReferences: PackedStrings;
  productIds: Int32Array;
  /** Each document's facet profile. */
  profile: Int32Array;
  profiles: FacetProfiles;
  /** Lowest shown price in cents, NO_PRICE when only on request. */
  price: Int32Array;
  highlighted: Uint8Array;
  /** 0 for the newest product. */
  newestRank: Int32Array;
  /** Categories of the machines each document fits. */
  fits: Lists;
  /** Documents per category (ancestors included), for category pages without a query. */
  taxonDocuments: Int32Array[];
  brands: SourceBrand[];
  taxonList: CatalogTaxon[];
  attributes: CatalogAttribute[];
  optionList: CatalogOption[];
  numbers: CatalogNumberAttribute[];
  /** References sorted by their normalized form, for exact and prefix look-ups. */
  references: ReferenceTable;
};

const typeIndex = new Map(productTypes.map((type, index) => [type, index]));

export function buildSearchCatalog(source: CatalogSource): SearchCatalog {
  const products = source.products.filter((product) => product.variants.length > 0);
  const size = products.length;

  const brandIndex = new Map(source.brands.map((brand, index) => [brand.id, index]));
  const taxonIndex = new Map(source.taxons.map((taxon, index) => [taxon.id, index]));
  const taxonList = source.taxons.map((taxon) => ({
    code: taxon.code,
    parent: taxon.parentId === null ? -1 : (taxonIndex.get(taxon.parentId) ?? -1),
    position: taxon.position,
    depth: 0,
    names: taxon.names,
    slugs: taxon.slugs,
  }));
  for (const taxon of taxonList) {
    for (let parent = taxon.parent; parent >= 0 && taxon.depth < taxonList.length; parent = taxonList[parent]?.parent ?? -1) taxon.depth++;
  }
  const attributes = source.attributes.map(({ code, unit, filterable, position, names }) => ({ code, unit, filterable, position, names }));
  const optionList: CatalogOption[] = [];
  const optionIndex = new Map<number, number>();
  source.attributes.forEach((attribute, attributeIndex) => {
    for (const option of attribute.options) {
      optionIndex.set(option.id, optionList.length);
      optionList.push({ code: option.code, attribute: attributeIndex, position: option.position, labels: option.labels });
    }
  });

  const codes: string[] = new Array(size);
  const mainReferences: string[] = new Array(size);
  const catalog: SearchCatalog = {
    size,
    codes: PackedStrings.from([]),
    mainReferences: PackedStrings.from([]),
    productIds: new Int32Array(size),
    profile: new Int32Array(size),
    profiles: emptyProfiles,
    price: new Int32Array(size),
    highlighted: new Uint8Array(size),
    newestRank: new Int32Array(size),
    fits: { offsets: new Int32Array(size + 1), values: new Int32Array(0) },
    taxonDocuments: [],
    brands: source.brands,
    taxonList,
    attributes,
    optionList,
    numbers: [],
    references: emptyReferences,
  };

  const fitValues: number[] = [];
  const taxonCounts = new Int32Array(taxonList.length);
  const documentOfVariant = new Map<number, number>();
  const documentOfProduct = new Map<number, number>();
  const profiles = new ProfileTable();

  products.forEach((product, document) => {
    codes[document] = product.code;
    mainReferences[document] = product.variants[0]?.reference ?? "";
    catalog.productIds[document] = product.id;
    documentOfProduct.set(product.id, document);
    catalog.highlighted[document] = product.highlighted ? 1 : 0;

    // The best availability among the variants, as the product's card shows it.
    let stock: number = NO_STOCK;
    let price = NO_PRICE;
    for (const variant of product.variants) {
      documentOfVariant.set(variant.id, document);
      stock = Math.min(stock, availabilityRank(availabilityOf(variant).stockStatus));
      if (!variant.priceOnRequest && variant.priceCents !== null && (price === NO_PRICE || variant.priceCents < price))
        price = variant.priceCents;
    }
    catalog.price[document] = price;

    const listed = new Set<number>();
    for (const taxonId of [product.mainTaxonId, ...product.extraTaxonIds]) {
      for (let taxon = taxonIndex.get(taxonId) ?? -1; taxon >= 0 && !listed.has(taxon); taxon = taxonList[taxon]?.parent ?? -1)
        listed.add(taxon);
    }
    for (const taxon of listed) taxonCounts[taxon] = (taxonCounts[taxon] ?? 0) + 1;

    for (const taxonId of new Set(product.fitsTaxonIds)) {
      const taxon = taxonIndex.get(taxonId);
      if (taxon !== undefined && !listed.has(taxon)) fitValues.push(taxon);
    }
    catalog.fits.offsets[document + 1] = fitValues.length;

    const options = new Set<number>();
    for (const option of product.optionIds) {
      const index = optionIndex.get(option);
      if (index !== undefined) options.add(index);
    }
    catalog.profile[document] = profiles.of(
      typeIndex.get(product.type) ?? 0,
      brandIndex.get(product.brandId) ?? 0,
      stock,
      [...listed],
      [...options],
    );
  });
  catalog.fits.values = Int32Array.from(fitValues);
  catalog.profiles = profiles.build();

  catalog.taxonDocuments = taxonList.map((_, taxon) => new Int32Array(taxonCounts[taxon] ?? 0));
  const filled = new Int32Array(taxonList.length);
  const profileTaxons = catalog.profiles.taxons;
  for (let document = 0; document < size; document++) {
    const profile = catalog.profile[document] ?? 0;
    for (let at = profileTaxons.offsets[profile] ?? 0; at < (profileTaxons.offsets[profile + 1] ?? 0); at++) {
      const taxon = profileTaxons.values[at] ?? 0;
      const list = catalog.taxonDocuments[taxon];
      if (!list) continue;
      list[filled[taxon] ?? 0] = document;
      filled[taxon] = (filled[taxon] ?? 0) + 1;
    }
  }

  const byNewest = Array.from({ length: size }, (_, document) => document).sort(
    (a, b) => (products[b]?.createdAt ?? 0) - (products[a]?.createdAt ?? 0) || (products[b]?.id ?? 0) - (products[a]?.id ?? 0),
  );
  byNewest.forEach((document, rank) => {
    catalog.newestRank[document] = rank;
  });

  catalog.numbers = source.numbers.map((attribute) => numberValues(attribute, documentOfProduct, size));

  catalog.codes = PackedStrings.from(codes);
  catalog.mainReferences = PackedStrings.from(mainReferences);
  catalog.references = referenceTable(products, documentOfVariant);
  return catalog;
}

function numberValues(attribute: SourceNumberAttribute, documentOf: Map<number, number>, size: number): CatalogNumberAttribute {
  const min = new Float32Array(size).fill(Number.NaN);
  let max = min;
  const documents: number[] = [];
  attribute.products.forEach((productId, at) => {
    const document = documentOf.get(productId);
    if (document === undefined) return;
    documents.push(document);
    const low = attribute.min[at] as number;
    const high = attribute.max[at] as number;
    min[document] = low;
    if (high !== low && max === min) max = min.slice();
    max[document] = high;
  });
  const { code, unit, position, names } = attribute;
  return { code, unit, position, names, min, max, documents: Int32Array.from(documents).sort() };
}

/** Collects the distinct facet profiles, numbered in order of appearance. */
class ProfileTable {
  private readonly ids = new Map<string, number>();
  private readonly rows: { type: number; brand: number; stock: number; taxons: number[]; options: number[] }[] = [];

  of(type: number, brand: number, stock: number, taxons: number[], options: number[]): number {
    taxons.sort((a, b) => a - b);
    options.sort((a, b) => a - b);
    const key = `${type}/${brand}/${stock}/${taxons.join(",")}/${options.join(",")}`;
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.rows.length;
      this.rows.push({ type, brand, stock, taxons, options });
      this.ids.set(key, id);
    }
    return id;
  }

  build(): FacetProfiles {
    const { rows } = this;
    const lists = (pick: (row: (typeof rows)[number]) => number[]): Lists => {
      const offsets = new Int32Array(rows.length + 1);
      rows.forEach((row, at) => {
        offsets[at + 1] = (offsets[at] ?? 0) + pick(row).length;
      });
      return { offsets, values: Int32Array.from(rows.flatMap(pick)) };
    };
    return {
      size: rows.length,
      type: Uint8Array.from(rows, (row) => row.type),
      brand: Uint16Array.from(rows, (row) => row.brand),
      stock: Uint8Array.from(rows, (row) => row.stock),
      taxons: lists((row) => row.taxons),
      options: lists((row) => row.options),
    };
  }
}

const emptyProfiles = new ProfileTable().build();

const emptyReferences: ReferenceTable = {
  normalized: PackedStrings.from([]),
  display: PackedStrings.from([]),
  document: new Int32Array(0),
  replacement: new Int32Array(0),
  replacementEntry: new Int32Array(0),
};

function referenceTable(products: readonly SourceProduct[], documentOfVariant: Map<number, number>): ReferenceTable {
  const variants = products.flatMap((product) => product.variants);
  const normalized = variants.map((variant) => normalizeReference(variant.reference));
  const order = Int32Array.from(variants.keys()).sort((a, b) => {
    const x = normalized[a] ?? "";
    const y = normalized[b] ?? "";
    return x < y ? -1 : x > y ? 1 : 0;
  });
  const entryOfVariant = new Map<number, number>();
  order.forEach((variant, entry) => {
    entryOfVariant.set(variants[variant]?.id ?? 0, entry);
  });
  const table: ReferenceTable = {
    normalized: PackedStrings.from(Array.from(order, (variant) => normalized[variant] ?? "")),
    display: PackedStrings.from(Array.from(order, (variant) => variants[variant]?.reference ?? "")),
    document: new Int32Array(order.length),
    replacement: new Int32Array(order.length).fill(-1),
    replacementEntry: new Int32Array(order.length).fill(-1),
  };
  order.forEach((variantAt, entry) => {
    const variant = variants[variantAt];
    if (!variant) return;
    table.document[entry] = documentOfVariant.get(variant.id) ?? 0;
    if (variant.supersededById === null) return;
    const replacement = documentOfVariant.get(variant.supersededById);
    const replacementEntry = entryOfVariant.get(variant.supersededById);
    if (replacement === undefined || replacementEntry === undefined) return;
    table.replacement[entry] = replacement;
    table.replacementEntry[entry] = replacementEntry;
  });
  return table;
}

/** The position in the reference table of the reference `text` is (case and separators aside), or -1. */
export function exactReferenceEntry(table: ReferenceTable, text: string): number {
  const normalized = normalizeReference(text);
  const [from, to] = referenceRange(table, normalized);
  return normalized !== "" && from < to && table.normalized.at(from) === normalized ? from : -1;
}

/** Positions in the reference table of the normalized references starting with `prefix`: [from, to). */
export function referenceRange({ normalized }: ReferenceTable, prefix: string): [number, number] {
  const lowerBound = (value: string) => {
    let low = 0;
    let high = normalized.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (normalized.at(middle) < value) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  // "\uffff" sorts after every character a normalized reference holds (A-Z, 0-9).
  return [lowerBound(prefix), lowerBound(`${prefix}\uffff`)];
}
