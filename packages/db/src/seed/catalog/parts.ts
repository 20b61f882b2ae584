import { createHash } from "node:crypto";
import type { StockStatus } from "@portal/domain/catalog/enums";
import type { InferInsertModel } from "drizzle-orm";
import type { productTranslations, productVariants, productVariantTranslations } from "../../schema/index";
import { type BrandCode, legacySuffixes, lines, referencePrefix, slotsPerModel } from "./lines";
import { type PartFamily, partFamilies, partFitText } from "./part-families";
import { fill, locales, mandatoryTexts } from "./text";

/**
 * Spare parts are computed from hashes of their position, never from a running random stream, so the
 * set-based SQL path (bulk.ts) can produce exactly the same rows as this code. Every rule here has a
 * twin in bulk.ts; the tests compare both outputs.
 */

export type Words = [number, number, number, number];

/** Four unsigned 32-bit words of md5(`seed:tag:n`), the same as `('x' || substr(md5(...), …))::bit(32)::bigint` in SQL. */
export function hashWords(seed: number, tag: string, n: number): Words {
  const hex = createHash("md5").update(`${seed}:${tag}:${n}`).digest("hex");
  return [0, 8, 16, 24].map((at) => Number.parseInt(hex.slice(at, at + 8), 16)) as Words;
}

export const referenceSpace = 10_000_000;
/** Coprime with 10^7, so consecutive indexes map to distinct, scattered seven-digit numbers. */
export const referenceStride = 7_368_787;

/** Manufacturer reference number `index` of the catalogue: unique for every index below 10^7. */
export function referenceNumber(index: number, seed: number): number {
  return (index * referenceStride + (seed % referenceSpace)) % referenceSpace;
}

export function formatReference(prefix: string, number: number): string {
  const group = String(Math.floor(number / 10_000)).padStart(3, "0");
  const serial = String(number % 10_000).padStart(4, "0");
  return `${prefix}-${group}-${serial}`;
}

/** The references PartSmart knows are printed without separators. */
const partSmartCodeOf = (reference: string) => reference.replaceAll("-", "");

export type PartValues = {
  priceCents: number;
  weightGrams: number;
  stockStatus: StockStatus;
  stockQuantity: number;
  partSmart: boolean;
  measure: number | null;
};

/** Price, weight, stock and measure of one part, from four hash words. */
export function partValues(family: PartFamily, words: Words, superseded: boolean): PartValues {
  const [w0, w1, w2, w3] = words;
  const [priceMin, priceMax] = family.price;
  const raw = priceMin + (w0 % (priceMax - priceMin + 1));
  const [weightMin, weightMax] = family.weight;
  const roll = w2 % 100;
  // An older reference is no longer stocked; the rest is mostly on the shelf.
  const stockStatus: StockStatus = superseded ? "not_managed" : roll < 64 ? "on_stock" : roll < 92 ? "on_order" : "not_managed";
  return {
    priceCents: raw - (raw % 10),
    weightGrams: weightMin + (w1 % (weightMax - weightMin + 1)),
    stockStatus,
    stockQuantity: stockStatus === "on_stock" ? 1 + (Math.floor(w2 / 100) % 150) : 0,
    partSmart: !superseded && w3 % 10 < 7,
    measure: family.measure ? family.measure.min + (Math.floor(w3 / 10) % family.measure.count) * family.measure.step : null,
  };
}

export type LegacyModel = { line: number; name: string; slug: string };

/** Discontinued model `j`: ranges take turns, then series, numbers and suffix letters. */
export function legacyModel(j: number): LegacyModel {
  const line = j % lines.length;
  const spec = lines[line];
  if (!spec) throw new Error(`no line ${line}`);
  const k = Math.floor(j / lines.length);
  const series = spec.legacySeries[k % 2] as string;
  const rest = Math.floor(k / 2);
  const number = spec.numbers.min + (rest % spec.numbers.count);
  const letters = Math.floor(rest / spec.numbers.count);
  const suffix = legacySuffixes[letters % legacySuffixes.length] as string;
  const generation = Math.floor(letters / legacySuffixes.length);
  const name = `${series} ${number}${suffix ? ` ${suffix}` : ""}${generation ? ` Mk${generation + 1}` : ""}`;
  const slug = `${series.toLowerCase()}-${number}${suffix ? `-${suffix.toLowerCase()}` : ""}${generation ? `-mk${generation + 1}` : ""}`;
  return { line, name, slug };
}

/** A model's code in the parts catalogue, shaped like a sold machine's product code: `VRD-LV412S`. */
export const modelCode = (brand: BrandCode, name: string) => `${referencePrefix[brand]}-${name.replace(/\s+/g, "").toUpperCase()}`;

/**
 * How many of discontinued model `j`'s first slots hold current parts, among `count` volume parts:
 * fifteen when its last slot is the older reference of an earlier part, fewer for a last model
 * the count cuts short.
 */
export function legacySlotsPresent(j: number, count: number, seed: number): number {
  const parts = Math.min(slotsPerModel, count - j * slotsPerModel);
  if (parts < slotsPerModel) return parts;
  const [m0] = hashWords(seed, "m", j);
  return m0 % 2 === 0 ? slotsPerModel - 1 : slotsPerModel;
}

export type VolumePart = {
  model: LegacyModel;
  family: number;
  /** Position (within the volume parts) of the newer reference that replaces this one. */
  supersededBy: number | null;
  words: Words;
};

/** Volume part `n`: slot `n mod 16` of legacy model `n div 16`. */
export function volumePart(n: number, seed: number): VolumePart {
  const j = Math.floor(n / slotsPerModel);
  const slot = n % slotsPerModel;
  const model = legacyModel(j);
  const line = lines[model.line];
  if (!line) throw new Error(`no line ${model.line}`);
  const [m0] = hashWords(seed, "m", j);
  // The last slot of every other model is the older reference of one of the first fifteen parts.
  const older = slot === slotsPerModel - 1 && m0 % 2 === 0;
  const replaced = Math.floor(m0 / 2) % (slotsPerModel - 1);
  const key = line.legacySlots[older ? replaced : slot];
  const family = partFamilies.findIndex((candidate) => candidate.key === key);
  if (family < 0) throw new Error(`unknown part family ${key}`);
  return {
    model,
    family,
    supersededBy: older ? j * slotsPerModel + replaced : null,
    words: hashWords(seed, "p", n),
  };
}

/** Everything needed to write one spare part (a product with a single variant). */
export type PartDraft = {
  productId: number;
  variantId: number;
  reference: string;
  family: PartFamily;
  brand: BrandCode;
  machineBrand: { code: string; name: string };
  model: { name: string; slug: string };
  values: PartValues;
  supersededById: number | null;
};

export type CatalogIds = {
  brand: (code: string) => number;
  taxon: (code: string) => number;
  attribute: (code: string) => number;
};

export const svgMime = "image/svg+xml";
export const imageSize = { width: 600, height: 450 } as const;
export const imageKey = (name: string) => `catalog/images/${name}.svg`;

export function partRows(draft: PartDraft, ids: CatalogIds) {
  const { family, values } = draft;
  const machine = `${draft.machineBrand.name} ${draft.model.name}`;
  const mainTaxon = ids.taxon(family.taxon);
  const product = {
    id: draft.productId,
    code: draft.reference,
    type: "spare_part" as const,
    brandId: ids.brand(draft.brand),
    mainTaxonId: mainTaxon,
    enabled: true,
  };
  const translations: (typeof productTranslations.$inferInsert)[] = locales.map((locale) => {
    const text = family.text[locale];
    return {
      productId: draft.productId,
      locale,
      name: `${text.name} – ${machine}`,
      slug: `${text.slug}-${draft.machineBrand.code}-${draft.model.slug}-${draft.reference.toLowerCase()}`,
      shortDescription: text.summary,
      description: `${text.summary}\n\n${fill(partFitText[locale], { machine, reference: draft.reference })}`,
      tips: text.tip,
    };
  });
  const variant: InferInsertModel<typeof productVariants, { dbColumnNames: false; override: true }> = {
    id: draft.variantId,
    code: draft.reference,
    productId: draft.productId,
    reference: draft.reference,
    supersededById: draft.supersededById,
    partSmartCode: values.partSmart ? partSmartCodeOf(draft.reference) : null,
    priceCents: values.priceCents,
    ecotaxCents: family.ecotax,
    priceOnRequest: false,
    stockStatus: values.stockStatus,
    stockQuantity: values.stockQuantity,
    mandatoryInformation: family.mandatory ? "required" : "standard",
    weightGrams: values.weightGrams,
    position: 0,
    enabled: true,
  };
  const variantTranslations: (typeof productVariantTranslations.$inferInsert)[] = translations.map((translation) => ({
    variantId: draft.variantId,
    locale: translation.locale,
    name: translation.name,
    mandatoryInformation: family.mandatory ? mandatoryTexts[family.mandatory][translation.locale] : null,
  }));
  const spareParts = ids.taxon("spare-parts");
  const taxons = mainTaxon === spareParts ? [] : [{ productId: draft.productId, taxonId: spareParts, position: 0 }];
  const attributeValues = [
    { productId: draft.productId, attributeId: ids.attribute("weight_kg"), numberValue: (values.weightGrams / 1000).toFixed(3) },
    ...(family.measure && values.measure !== null
      ? [{ productId: draft.productId, attributeId: ids.attribute(family.measure.attribute), numberValue: values.measure.toFixed(3) }]
      : []),
  ];
  const image = {
    productId: draft.productId,
    fileKey: imageKey(family.image),
    mime: svgMime,
    width: imageSize.width,
    height: imageSize.height,
    position: 0,
  };
  return { product, translations, variant, variantTranslations, taxons, attributeValues, image };
}

export type PartRows = ReturnType<typeof partRows>;
