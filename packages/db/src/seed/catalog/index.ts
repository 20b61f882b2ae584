import type { HighlightType, StockStatus } from "@portal/domain/catalog/enums";
import type { FileStore } from "@portal/domain/files/file-store";
import { type InferInsertModel, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { type Database, withTransaction } from "../../client";
import {
  attributeOptions,
  attributeOptionTranslations,
  attributes,
  attributeTranslations,
  attributeValues,
  brands,
  bundleItems,
  productAssociations,
  productDocuments,
  productHighlights,
  productImages,
  products,
  productTaxons,
  productTranslations,
  productVariants,
  productVariantTranslations,
  taxons,
} from "../../schema/index";
import type { Random } from "../random";
import { type AccessorySeed, accessorySeeds } from "./accessories";
import { attributeSeeds } from "./attributes";
import { type BulkPlan, insertVolumeInBulk } from "./bulk";
import { diagramsOf, insertDiagrams, insertLegacyModels, insertModels } from "./diagrams";
import { documentKey, documentTitle, machineDocumentTypes, renderDocument, traitsOf } from "./documents";
import { drawImage, imageKeys } from "./images";
import { type BrandCode, lines, machineFamilies, machineFamily, partsOf, referencePrefix } from "./lines";
import {
  cuttingHeightText,
  machineDescription,
  machineName,
  machineShortDescription,
  machineTips,
  modelLabel,
  variantLabel,
} from "./machine-text";
import { type MachineSeed, machineSeeds, type Specs } from "./machines";
import { type PartFamilyKey, partFamilies, partFamily } from "./part-families";
import {
  type CatalogIds,
  formatReference,
  hashWords,
  imageKey,
  imageSize,
  type PartDraft,
  type PartRows,
  partRows,
  partValues,
  referenceNumber,
  referenceSpace,
  svgMime,
  volumePart,
} from "./parts";
import { type Locale, locales, type MandatoryKey, mandatoryTexts, perLocale, slugify, type Translated } from "./text";

export type CatalogOptions = {
  files: FileStore;
  /** Total number of product variants to reach; the handcrafted catalogue alone has about 1,100. */
  variants?: number;
};

export const defaultCatalogVariants = 3_000;
/** From this many variants on, the generated spare parts are written set-based in SQL. */
export const bulkThreshold = 50_000;
const batchSize = 500;
const pdfMime = "application/pdf";

type ProductRow = InferInsertModel<typeof products, { dbColumnNames: false; override: true }>;
type TranslationRow = typeof productTranslations.$inferInsert;
type VariantRow = InferInsertModel<typeof productVariants, { dbColumnNames: false; override: true }>;
type VariantTranslationRow = typeof productVariantTranslations.$inferInsert;
type AttributeValueRow = typeof attributeValues.$inferInsert;

/** Catalogue rows collected in memory, then written table by table. */
class CatalogRows {
  products: ProductRow[] = [];
  translations: TranslationRow[] = [];
  taxons: (typeof productTaxons.$inferInsert)[] = [];
  variants: VariantRow[] = [];
  variantTranslations: VariantTranslationRow[] = [];
  attributeValues: AttributeValueRow[] = [];
  images: (typeof productImages.$inferInsert)[] = [];
  documents: (typeof productDocuments.$inferInsert)[] = [];
  associations: (typeof productAssociations.$inferInsert)[] = [];
  bundles: (typeof bundleItems.$inferInsert)[] = [];
  highlights: (typeof productHighlights.$inferInsert)[] = [];

  addPart(rows: PartRows): void {
    this.products.push(rows.product);
    this.translations.push(...rows.translations);
    this.taxons.push(...rows.taxons);
    this.variants.push(rows.variant);
    this.variantTranslations.push(...rows.variantTranslations);
    this.attributeValues.push(...rows.attributeValues);
    this.images.push(rows.image);
  }
}

async function insertBatches<T extends PgTable>(db: Database, table: T, rows: T["$inferInsert"][]): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) await db.insert(table).values(rows.slice(start, start + batchSize));
}

/** Products and variants carry ids computed up front, so rows can point at each other before they exist. */
async function insertProducts(db: Database, rows: ProductRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    await db
      .insert(products)
      .overridingSystemValue()
      .values(rows.slice(start, start + batchSize));
  }
}

async function insertVariants(db: Database, rows: VariantRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    await db
      .insert(productVariants)
      .overridingSystemValue()
      .values(rows.slice(start, start + batchSize));
  }
}

async function insertRows(db: Database, rows: CatalogRows): Promise<void> {
  await insertProducts(db, rows.products);
  await insertBatches(db, productTranslations, rows.translations);
  await insertBatches(db, productTaxons, rows.taxons);
  await insertVariants(db, rows.variants);
  await insertBatches(db, productVariantTranslations, rows.variantTranslations);
  await insertBatches(db, attributeValues, rows.attributeValues);
  await insertBatches(db, productImages, rows.images);
  await insertBatches(db, productDocuments, rows.documents);
  await insertBatches(db, productAssociations, rows.associations);
  await insertBatches(db, bundleItems, rows.bundles);
  await insertBatches(db, productHighlights, rows.highlights);
}

type AttributeIds = { attribute: (code: string) => number; option: (code: string, value: string) => number };

async function seedAttributes(db: Database): Promise<AttributeIds> {
  const inserted = await db
    .insert(attributes)
    .values(
      attributeSeeds.map((seed, position) => ({
        code: seed.code,
        type: seed.type,
        unit: seed.unit,
        filterable: seed.filterable,
        position,
      })),
    )
    .returning({ id: attributes.id, code: attributes.code });
  const attributeIds = new Map(inserted.map((row) => [row.code, row.id]));
  const attribute = (code: string) => {
    const id = attributeIds.get(code);
    if (id === undefined) throw new Error(`attribute ${code} was not inserted`);
    return id;
  };
  await db
    .insert(attributeTranslations)
    .values(
      attributeSeeds.flatMap((seed) => locales.map((locale) => ({ attributeId: attribute(seed.code), locale, name: seed.name[locale] }))),
    );

  const optionSeeds = attributeSeeds.flatMap((seed) =>
    "options" in seed ? seed.options.map((option, position) => ({ attribute: seed.code, position, ...option })) : [],
  );
  const options = await db
    .insert(attributeOptions)
    .values(optionSeeds.map((option) => ({ attributeId: attribute(option.attribute), code: option.code, position: option.position })))
    .returning({ id: attributeOptions.id, attributeId: attributeOptions.attributeId, code: attributeOptions.code });
  const optionIds = new Map(options.map((row) => [`${row.attributeId}:${row.code}`, row.id]));
  const option = (code: string, value: string) => {
    const id = optionIds.get(`${attribute(code)}:${value}`);
    if (id === undefined) throw new Error(`option ${code}=${value} was not inserted`);
    return id;
  };
  await db
    .insert(attributeOptionTranslations)
    .values(
      optionSeeds.flatMap((seed) =>
        locales.map((locale) => ({ optionId: option(seed.attribute, seed.code), locale, label: seed.label[locale] })),
      ),
    );
  return { attribute, option };
}

async function lookups(db: Database, attributeIds: AttributeIds): Promise<CatalogIds> {
  const byCode = (rows: { id: number; code: string }[], kind: string) => {
    const map = new Map(rows.map((row) => [row.code, row.id]));
    return (code: string) => {
      const id = map.get(code);
      // Brands and categories come from the content seed, which must run first.
      if (id === undefined) throw new Error(`${kind} ${code} is missing: seed the content first`);
      return id;
    };
  };
  return {
    brand: byCode(await db.select({ id: brands.id, code: brands.code }).from(brands), "brand"),
    taxon: byCode(await db.select({ id: taxons.id, code: taxons.code }).from(taxons), "taxon"),
    attribute: attributeIds.attribute,
  };
}

const selectCodes = new Set(["drive_type", "chain_pitch", "size"]);

/** Attribute rows of a machine or accessory spec, at product level or, with `variantId`, for one variant. */
function specRows(
  ids: AttributeIds,
  productId: number,
  variantId: number | null,
  specs: Specs & Record<string, unknown>,
): AttributeValueRow[] {
  return Object.entries(specs).flatMap(([code, value]): AttributeValueRow[] => {
    if (value === undefined) return [];
    const base = { productId, variantId, attributeId: ids.attribute(code) };
    if (code === "cutting_height") {
      const text = cuttingHeightText(value as [number, number, number]);
      return locales.map((locale) => ({ ...base, locale, textValue: text[locale] }));
    }
    if (selectCodes.has(code)) return [{ ...base, optionId: ids.option(code, String(value)) }];
    if (typeof value === "boolean") return [{ ...base, booleanValue: value }];
    return [{ ...base, numberValue: String(value) }];
  });
}

function stockOf(random: Random): { stockStatus: StockStatus; stockQuantity: number } {
  const roll = random.next();
  if (roll < 0.6) return { stockStatus: "on_stock", stockQuantity: random.int(1, 25) };
  return { stockStatus: roll < 0.9 ? "on_order" : "not_managed", stockQuantity: 0 };
}

const cents = (euros: number) => Math.round(euros * 100);

function joinedMandatory(keys: MandatoryKey[], locale: Locale): string | null {
  return keys.length ? keys.map((key) => mandatoryTexts[key][locale]).join("\n\n") : null;
}

function translationRows(
  productId: number,
  code: string,
  name: Translated,
  summary: Translated,
  description: Translated,
  tips: Translated,
) {
  return locales.map(
    (locale): TranslationRow => ({
      productId,
      locale,
      name: name[locale],
      slug: `${slugify(name[locale])}-${code.toLowerCase()}`,
      shortDescription: summary[locale],
      description: description[locale],
      tips: tips[locale],
    }),
  );
}

type BaseMachine = {
  seed: MachineSeed;
  productId: number;
  code: string;
  parts: { key: PartFamilyKey; productId: number; variantId: number; priceCents: number; weightGrams: number }[];
  kitProductId: number;
};

/** Sequential ids and manufacturer references, handed out in a fixed order. */
class Counters {
  constructor(
    public product: number,
    public variant: number,
    readonly seed: number,
  ) {}

  reference = 0;

  nextProduct(): number {
    return this.product++;
  }

  nextVariant(): number {
    return this.variant++;
  }

  nextReference(brand: BrandCode): string {
    return formatReference(referencePrefix[brand], referenceNumber(this.reference++, this.seed));
  }
}

const documentTypePosition = Object.fromEntries(machineDocumentTypes.map((type, index) => [type, index])) as Record<string, number>;

type DocumentFile = { key: string; title: string; size: number };

function buildMachines(rows: CatalogRows, counters: Counters, ids: CatalogIds, attributeIds: AttributeIds, random: Random): BaseMachine[] {
  return machineSeeds.map((seed, index) => {
    const productId = counters.nextProduct();
    const family = machineFamily(seed.family);
    const code = `${referencePrefix[seed.brand]}-${seed.model.replace(/\s+/g, "").toUpperCase()}`;
    const name = machineName(seed);
    const mainTaxon = ids.taxon(family.taxon);
    rows.products.push({ id: productId, code, type: "machine", brandId: ids.brand(seed.brand), mainTaxonId: mainTaxon, enabled: true });
    rows.translations.push(
      ...translationRows(productId, code, name, machineShortDescription(seed), machineDescription(seed), machineTips[seed.family]),
    );
    if (mainTaxon !== ids.taxon("machines")) rows.taxons.push({ productId, taxonId: ids.taxon("machines"), position: index });
    rows.attributeValues.push(
      ...(seed.engine
        ? [
            {
              productId,
              variantId: null,
              attributeId: attributeIds.attribute("engine_type"),
              optionId: attributeIds.option("engine_type", seed.engine),
            },
          ]
        : []),
      ...specRows(attributeIds, productId, null, seed.specs),
    );
    rows.images.push({ productId, fileKey: imageKey(family.image), mime: svgMime, ...imageSize, position: 0 });

    seed.variants.forEach((variant, position) => {
      const variantId = counters.nextVariant();
      const label = variant.label ? variantLabel(variant.label) : null;
      const mandatory: MandatoryKey[] = [
        ...(seed.mandatory ? [seed.mandatory] : []),
        ...(variant.label?.kind === "battery" ? (["batteryWithMachine"] as const) : []),
      ];
      const weight = variant.specs?.weight_kg ?? seed.specs.weight_kg;
      const onRequest = variant.price === null;
      rows.variants.push({
        id: variantId,
        code: seed.variants.length === 1 ? code : `${code}-${variant.key}`,
        productId,
        reference: counters.nextReference(seed.brand),
        priceCents: onRequest ? null : cents(variant.price as number),
        priceOnRequest: onRequest,
        ecotaxCents: seed.ecotax,
        ...(onRequest ? { stockStatus: "on_order" as const, stockQuantity: 0 } : stockOf(random)),
        mandatoryInformation: mandatory.length ? "required" : "standard",
        weightGrams: weight === undefined ? null : Math.round(weight * 1000),
        position,
        enabled: true,
      });
      rows.variantTranslations.push(
        ...locales.map((locale) => ({
          variantId,
          locale,
          name: label ? `${name[locale]} – ${label[locale]}` : name[locale],
          mandatoryInformation: joinedMandatory(mandatory, locale),
        })),
      );
      if (variant.specs) rows.attributeValues.push(...specRows(attributeIds, productId, variantId, variant.specs));
    });
    return { seed, productId, code, parts: [], kitProductId: 0 };
  });
}

function buildAccessories(rows: CatalogRows, counters: Counters, ids: CatalogIds, attributeIds: AttributeIds, random: Random) {
  return accessorySeeds.map((seed, index) => {
    const productId = counters.nextProduct();
    const single = seed.variants.length === 1;
    const code = counters.nextReference(seed.brand);
    const mainTaxon = ids.taxon(seed.taxon);
    rows.products.push({ id: productId, code, type: "accessory", brandId: ids.brand(seed.brand), mainTaxonId: mainTaxon, enabled: true });
    const description = perLocale((locale) => `${seed.summary[locale]}\n\n${seed.details[locale]}`);
    rows.translations.push(...translationRows(productId, code, seed.name, seed.summary, description, seed.tip));
    if (mainTaxon !== ids.taxon("accessories")) rows.taxons.push({ productId, taxonId: ids.taxon("accessories"), position: index });
    if (seed.specs) rows.attributeValues.push(...specRows(attributeIds, productId, null, seed.specs));
    rows.images.push({ productId, fileKey: imageKey(seed.image), mime: svgMime, ...imageSize, position: 0 });
    seed.variants.forEach((variant, position) => {
      const variantId = counters.nextVariant();
      const reference = single ? code : counters.nextReference(seed.brand);
      const weight = variant.specs?.weight_kg ?? seed.specs?.weight_kg;
      rows.variants.push({
        id: variantId,
        code: reference,
        productId,
        reference,
        priceCents: cents(variant.price),
        ecotaxCents: seed.ecotax,
        ...stockOf(random),
        mandatoryInformation: seed.mandatory ? "required" : "standard",
        weightGrams: weight === undefined ? null : Math.round(weight * 1000),
        position,
        enabled: true,
      });
      rows.variantTranslations.push(
        ...locales.map((locale) => ({
          variantId,
          locale,
          name: variant.label ? `${seed.name[locale]} – ${variant.label[locale]}` : seed.name[locale],
          mandatoryInformation: joinedMandatory(seed.mandatory ? [seed.mandatory] : [], locale),
        })),
      );
      if (variant.specs) rows.attributeValues.push(...specRows(attributeIds, productId, variantId, variant.specs));
    });
    return { seed, productId };
  });
}

const brandNameOf = (code: string) => code.charAt(0).toUpperCase() + code.slice(1);

/** Each sold machine's spare parts, with an older reference now and then (about one part in 33). */
function buildBaseParts(rows: CatalogRows, counters: Counters, ids: CatalogIds, machines: BaseMachine[]): void {
  let index = 0;
  for (const machine of machines) {
    const family = machineFamily(machine.seed.family);
    const keys = partsOf(family, traitsOf(machine.seed));
    for (const key of keys) {
      const spec = partFamily(key);
      const brand: BrandCode = spec.kerlan ? "kerlan" : machine.seed.brand;
      const common = {
        family: spec,
        brand,
        machineBrand: { code: machine.seed.brand, name: brandNameOf(machine.seed.brand) },
        model: { name: machine.seed.model, slug: slugify(machine.seed.model) },
      };
      const current: PartDraft = {
        ...common,
        productId: counters.nextProduct(),
        variantId: counters.nextVariant(),
        reference: counters.nextReference(brand),
        values: partValues(spec, hashWords(counters.seed, "b", index), false),
        supersededById: null,
      };
      rows.addPart(partRows(current, ids));
      machine.parts.push({
        key,
        productId: current.productId,
        variantId: current.variantId,
        priceCents: current.values.priceCents,
        weightGrams: current.values.weightGrams,
      });
      const older = hashWords(counters.seed, "o", index);
      if (older[0] % 33 === 0) {
        rows.addPart(
          partRows(
            {
              ...common,
              productId: counters.nextProduct(),
              variantId: counters.nextVariant(),
              reference: counters.nextReference(brand),
              values: partValues(spec, older, true),
              supersededById: current.variantId,
            },
            ids,
          ),
        );
      }
      index++;
    }
  }
}

const kitNames: Translated = { fr: "Kit d'entretien", en: "Maintenance kit", de: "Wartungsset", nl: "Onderhoudskit" };

function kitTexts(machine: string, items: { name: Translated; quantity: number }[]) {
  const list = (locale: Locale) => items.map((item) => `${item.quantity} × ${item.name[locale]}`).join(", ");
  const count = items.length;
  const summary: Translated = {
    fr: `Kit d'entretien d'origine pour ${machine} : ${count} références réunies sous un seul numéro.`,
    en: `Genuine maintenance kit for the ${machine}: ${count} parts under a single part number.`,
    de: `Original-Wartungsset für ${machine}: ${count} Teile unter einer einzigen Teilenummer.`,
    nl: `Originele onderhoudskit voor de ${machine}: ${count} onderdelen onder één artikelnummer.`,
  };
  const description: Translated = {
    fr: `${summary.fr}\n\nContenu : ${list("fr")}. Commandé en kit, l'ensemble revient 10 % moins cher que les pièces à l'unité.`,
    en: `${summary.en}\n\nContents: ${list("en")}. Ordered as a kit, the set costs 10% less than the parts bought separately.`,
    de: `${summary.de}\n\nInhalt: ${list("de")}. Als Set bestellt, kostet es 10 % weniger als die Einzelteile.`,
    nl: `${summary.nl}\n\nInhoud: ${list("nl")}. Als kit besteld, kost het geheel 10 % minder dan de losse onderdelen.`,
  };
  const tips: Translated = {
    fr: "Faites la révision avec ce kit toutes les 50 heures ou au moins une fois par saison, et notez-la dans le carnet d'entretien de la machine.",
    en: "Carry out the service with this kit every 50 hours or at least once a season, and record it in the machine's service log.",
    de: "Führen Sie die Inspektion mit diesem Set alle 50 Betriebsstunden oder mindestens einmal pro Saison durch und tragen Sie sie in das Wartungsheft der Maschine ein.",
    nl: "Voer de onderhoudsbeurt met deze kit uit om de 50 draaiuren of minstens één keer per seizoen, en noteer ze in het onderhoudsboekje van de machine.",
  };
  return { summary, description, tips };
}

/** One maintenance kit per machine: a bundle of three to six of its own parts at a 10% discount. */
function buildKits(rows: CatalogRows, counters: Counters, ids: CatalogIds, machines: BaseMachine[], random: Random): void {
  for (const machine of machines) {
    const family = machineFamily(machine.seed.family);
    const contents = family.kit
      .flatMap(([key, quantity]) => {
        const part = machine.parts.find((candidate) => candidate.key === key);
        return part ? [{ part, quantity }] : [];
      })
      .slice(0, 6);
    if (contents.length < 3) throw new Error(`${machine.seed.model}: a maintenance kit needs at least three parts`);
    const productId = counters.nextProduct();
    const variantId = counters.nextVariant();
    const code = counters.nextReference("kerlan");
    const label = modelLabel(machine.seed);
    const name = perLocale((locale) => `${kitNames[locale]} – ${label}`);
    const texts = kitTexts(
      label,
      contents.map(({ part, quantity }) => ({ name: perLocale((locale) => partFamily(part.key).text[locale].name), quantity })),
    );
    const mainTaxon = ids.taxon(family.kitTaxon);
    rows.products.push({
      id: productId,
      code,
      type: "maintenance_kit",
      brandId: ids.brand("kerlan"),
      mainTaxonId: mainTaxon,
      enabled: true,
    });
    rows.translations.push(...translationRows(productId, code, name, texts.summary, texts.description, texts.tips));
    if (mainTaxon !== ids.taxon("maintenance-kits")) rows.taxons.push({ productId, taxonId: ids.taxon("maintenance-kits"), position: 0 });
    const total = contents.reduce((sum, { part, quantity }) => sum + part.priceCents * quantity, 0);
    rows.variants.push({
      id: variantId,
      code,
      productId,
      reference: code,
      priceCents: Math.round((total * 0.9) / 10) * 10,
      ...stockOf(random),
      weightGrams: contents.reduce((sum, { part, quantity }) => sum + part.weightGrams * quantity, 0),
      position: 0,
      enabled: true,
    });
    rows.variantTranslations.push(...locales.map((locale) => ({ variantId, locale, name: name[locale], mandatoryInformation: null })));
    rows.images.push({ productId, fileKey: imageKey("maintenance-kit"), mime: svgMime, ...imageSize, position: 0 });
    rows.bundles.push(
      ...contents.map(({ part, quantity }, position) => ({ bundleProductId: productId, variantId: part.variantId, quantity, position })),
    );
    machine.kitProductId = productId;
  }
}

function fits(accessory: AccessorySeed, machine: MachineSeed): boolean {
  const { families, engines, voltage } = accessory.fits;
  if (!families.includes(machine.family)) return false;
  if (engines && !(machine.engine && engines.includes(machine.engine))) return false;
  return voltage === undefined || machine.specs.battery_voltage_v === voltage;
}

function buildLinks(rows: CatalogRows, machines: BaseMachine[], accessories: { seed: AccessorySeed; productId: number }[]): void {
  for (const machine of machines) {
    const { productId } = machine;
    rows.associations.push(
      ...machine.parts.map((part, position) => ({
        productId,
        type: "spare_parts" as const,
        associatedProductId: part.productId,
        position,
      })),
      ...accessories
        .filter((accessory) => fits(accessory.seed, machine.seed))
        .map((accessory, position) => ({ productId, type: "accessories" as const, associatedProductId: accessory.productId, position })),
      { productId, type: "maintenance_kit", associatedProductId: machine.kitProductId, position: 0 },
    );
    const range = machines.filter((other) => other.seed.family === machine.seed.family);
    const at = range.indexOf(machine);
    const similar = [1, 2, 3].map((step) => range[(at + step) % range.length]).filter((other) => other && other !== machine);
    rows.associations.push(
      ...[...new Set(similar)].map((other, position) => ({
        productId,
        type: "similar" as const,
        associatedProductId: (other as BaseMachine).productId,
        position,
      })),
    );
  }
}

const highlightPicks: [HighlightType, string][] = [
  ["new", "LM 553 Li PRO"],
  ["new", "CS 54 Li PRO"],
  ["new", "HT 54 Li PRO"],
  ["new", "MC 130 T"],
  ["promotion", "LM 510 S"],
  ["promotion", "TR 92"],
  ["promotion", "CS 50"],
  ["promotion", "BC 36"],
  ["best_seller", "CS 42"],
  ["best_seller", "LM 320"],
  ["best_seller", "kit:CS 42"],
  ["best_seller", "accessory:chain-oil"],
];

function buildHighlights(rows: CatalogRows, machines: BaseMachine[], accessories: { seed: AccessorySeed; productId: number }[]): void {
  const positions = new Map<HighlightType, number>();
  for (const [type, pick] of highlightPicks) {
    const [kind, name] = pick.includes(":") ? (pick.split(":") as [string, string]) : ["machine", pick];
    const machine = machines.find((candidate) => candidate.seed.model === name);
    const productId =
      kind === "accessory"
        ? accessories.find((candidate) => candidate.seed.key === name)?.productId
        : kind === "kit"
          ? machine?.kitProductId
          : machine?.productId;
    if (productId === undefined) throw new Error(`highlight ${pick} matches no product`);
    const position = positions.get(type) ?? 0;
    positions.set(type, position + 1);
    rows.highlights.push({ productId, type, position });
  }
}

async function writeImages(files: FileStore): Promise<void> {
  for (const key of imageKeys) await files.put(imageKey(key), new TextEncoder().encode(drawImage(key)));
}

/** Manual, exploded view and data sheet of every range, in every language: shared by all its products. */
async function writeDocuments(files: FileStore): Promise<Map<string, DocumentFile>> {
  const written = new Map<string, DocumentFile>();
  for (const family of machineFamilies) {
    const range = machineSeeds.filter((machine) => machine.family === family.key);
    for (const type of machineDocumentTypes) {
      for (const locale of locales) {
        const bytes = renderDocument(family, type, locale, range);
        const key = documentKey(family.key, type, locale);
        await files.put(key, bytes);
        written.set(key, { key, title: documentTitle(family, type, locale), size: bytes.byteLength });
      }
    }
  }
  return written;
}

function buildDocuments(rows: CatalogRows, machines: BaseMachine[], documents: Map<string, DocumentFile>): void {
  const rowsFor = (productId: number, family: MachineSeed["family"], types: readonly (typeof machineDocumentTypes)[number][]) =>
    types.flatMap((type) =>
      locales.map((locale) => {
        const file = documents.get(documentKey(family, type, locale));
        if (!file) throw new Error(`document ${family}/${type}/${locale} was not written`);
        return {
          productId,
          type,
          locale,
          title: file.title,
          fileKey: file.key,
          mime: pdfMime,
          sizeBytes: file.size,
          position: documentTypePosition[type] ?? 0,
        };
      }),
    );
  for (const machine of machines) {
    rows.documents.push(...rowsFor(machine.productId, machine.seed.family, machineDocumentTypes));
    for (const part of machine.parts) rows.documents.push(...rowsFor(part.productId, machine.seed.family, ["exploded_view"]));
  }
}

/** Volume parts written through the ORM, one batch of products at a time (small catalogues). */
async function insertVolumeInBatches(db: Database, ids: CatalogIds, plan: BulkPlan): Promise<void> {
  for (let start = 0; start < plan.count; start += batchSize) {
    const rows = new CatalogRows();
    for (let n = start; n < Math.min(plan.count, start + batchSize); n++) {
      const part = volumePart(n, plan.seed);
      const line = lines[part.model.line];
      const family = partFamilies[part.family];
      if (!line || !family) throw new Error(`volume part ${n} has no range or family`);
      const brand: BrandCode = family.kerlan ? "kerlan" : line.brand;
      rows.addPart(
        partRows(
          {
            productId: plan.firstProductId + n,
            variantId: plan.firstVariantId + n,
            reference: formatReference(referencePrefix[brand], referenceNumber(plan.firstReference + n, plan.seed)),
            family,
            brand,
            machineBrand: { code: line.brand, name: brandNameOf(line.brand) },
            model: { name: part.model.name, slug: part.model.slug },
            values: partValues(family, part.words, part.supersededBy !== null),
            supersededById: part.supersededBy === null ? null : plan.firstVariantId + part.supersededBy,
          },
          ids,
        ),
      );
    }
    await insertRows(db, rows);
  }
}

async function nextId(db: Database, table: "products" | "product_variants"): Promise<number> {
  const result = await db.execute<{ next: number }>(sql.raw(`select coalesce(max(id), 0) + 1 as next from ${table}`));
  const rows = (result as unknown as { rows: { next: number | string }[] }).rows;
  return Number(rows[0]?.next ?? 1);
}

/** Identity sequences resume after the ids this seed chose itself. */
async function resetSequences(db: Database): Promise<void> {
  for (const table of ["products", "product_variants"]) {
    await db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`));
  }
}

export type CatalogSummary = { products: number; variants: number };

/** Like seedCatalog, with the size from which spare parts go through set-based SQL made explicit. */
export async function generateCatalog(
  db: Database,
  random: Random,
  options: { files: FileStore; variants: number; bulkFrom: number },
): Promise<CatalogSummary> {
  const seed = random.int(1, 2_000_000_000);
  let summary: CatalogSummary = { products: 0, variants: 0 };
  await withTransaction(db, async (tx) => {
    const attributeIds = await seedAttributes(tx);
    const ids = await lookups(tx, attributeIds);
    await writeImages(options.files);
    const documents = await writeDocuments(options.files);

    const counters = new Counters(await nextId(tx, "products"), await nextId(tx, "product_variants"), seed);
    const rows = new CatalogRows();
    const machines = buildMachines(rows, counters, ids, attributeIds, random);
    const accessories = buildAccessories(rows, counters, ids, attributeIds, random);
    buildBaseParts(rows, counters, ids, machines);
    buildKits(rows, counters, ids, machines, random);
    buildLinks(rows, machines, accessories);
    buildHighlights(rows, machines, accessories);
    buildDocuments(rows, machines, documents);
    await insertRows(tx, rows);
    // Every sold machine is a model of the parts catalogue under its product's code, drawn for itself.
    const modelIds = await insertModels(
      tx,
      machines.map((machine) => ({
        code: machine.code,
        brandId: ids.brand(machine.seed.brand),
        name: machine.seed.model,
        productId: machine.productId,
        imageKey: imageKey(machineFamily(machine.seed.family).image),
        discontinued: false,
      })),
    );
    await insertDiagrams(
      tx,
      modelIds,
      machines.flatMap((machine) =>
        diagramsOf({ code: machine.code, model: machine.seed.model, family: machine.seed.family, parts: machine.parts }),
      ),
    );

    const count = Math.max(0, options.variants - rows.variants.length);
    // Seven-digit reference numbers: past ten million parts they would repeat.
    if (counters.reference + count > referenceSpace) throw new Error(`at most ${referenceSpace - counters.reference} generated parts`);
    const plan: BulkPlan = {
      seed,
      count,
      firstProductId: counters.product,
      firstVariantId: counters.variant,
      firstReference: counters.reference,
    };
    if (count >= options.bulkFrom) await insertVolumeInBulk(tx, plan, ids);
    else {
      await insertVolumeInBatches(tx, ids, plan);
      await insertLegacyModels(tx, plan, ids.brand);
    }
    await resetSequences(tx);
    summary = { products: rows.products.length + count, variants: rows.variants.length + count };
  });
  return summary;
}

/**
 * The demo catalogue: about 50 handcrafted machines with their accessories, spare parts and
 * maintenance kits, completed with spare parts of discontinued models up to `variants` variants in
 * total (1,000,000 takes minutes). Pictures and documents are written to `files`. Same `random`
 * state, same rows.
 */
export async function seedCatalog(db: Database, random: Random, options: CatalogOptions): Promise<CatalogSummary> {
  const variants = options.variants ?? defaultCatalogVariants;
  return generateCatalog(db, random, { files: options.files, variants, bulkFrom: bulkThreshold });
}
