import { deflateSync } from "node:zlib";
import type { Database } from "@portal/db/client";
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
} from "@portal/db/schema/index";
import type { ProductType, StockStatus } from "@portal/domain/catalog/enums";
import type { FileStore } from "@portal/domain/files/file-store";
import type { Locale } from "@portal/domain/i18n/locales";
import { eq } from "drizzle-orm";

/*
 * A small, explicit catalogue on top of the demo content (brands and categories):
 * two machines, a maintenance kit, five spare parts (one superseded, one price on request) and a
 * withdrawn machine, in the four languages, with attributes, associations, documents and an image.
 */

type Text = { name: string; slug: string; shortDescription?: string; description?: string; tips?: string };

type VariantSeed = {
  code: string;
  reference: string;
  name: Record<Locale, string>;
  priceCents: number | null;
  ecotaxCents?: number;
  priceOnRequest?: boolean;
  stockStatus: StockStatus;
  stockQuantity: number;
  mandatory?: { mode: "required" | "not_managed"; text?: Record<Locale, string> };
  partSmartCode?: string;
};

type ProductSeed = {
  code: string;
  type: ProductType;
  brand: string;
  mainTaxon: string;
  enabled?: boolean;
  text: Record<Locale, Text>;
  variants: VariantSeed[];
};

const same = (value: string): Record<Locale, string> => ({ fr: value, en: value, de: value, nl: value });

export const fixtureProducts: ProductSeed[] = [
  {
    code: "VD-T53",
    type: "machine",
    brand: "verdalis",
    mainTaxon: "machines-lawn-mowers",
    text: {
      fr: {
        name: "Tondeuse autotractée T53 Pro",
        slug: "tondeuse-autotractee-t53-pro",
        shortDescription: "Carter aluminium de 53 cm, traction variable.",
        description: "Tondeuse professionnelle pour l'entretien intensif des espaces verts.",
        tips: "Affûtez la lame toutes les 25 heures.",
      },
      en: {
        name: "T53 Pro self-propelled mower",
        slug: "t53-pro-self-propelled-mower",
        shortDescription: "53 cm aluminium deck, variable-speed drive.",
        description: "Professional mower for intensive grounds care.",
        tips: "Sharpen the blade every 25 hours.",
      },
      de: {
        name: "Rasenmäher mit Radantrieb T53 Pro",
        slug: "rasenmaeher-mit-radantrieb-t53-pro",
        shortDescription: "53-cm-Aluminiumgehäuse, stufenloser Antrieb.",
        description: "Profi-Rasenmäher für die intensive Grünflächenpflege.",
        tips: "Schärfen Sie das Messer alle 25 Betriebsstunden.",
      },
      nl: {
        name: "Zelfrijdende grasmaaier T53 Pro",
        slug: "zelfrijdende-grasmaaier-t53-pro",
        shortDescription: "Aluminium maaidek van 53 cm, traploze aandrijving.",
        description: "Professionele maaier voor intensief groenonderhoud.",
        tips: "Slijp het mes elke 25 draaiuren.",
      },
    },
    variants: [
      {
        code: "VD-T53-P",
        reference: "T53P-2026",
        name: { fr: "T53 Pro thermique", en: "T53 Pro petrol", de: "T53 Pro Benzin", nl: "T53 Pro benzine" },
        priceCents: 89_900,
        ecotaxCents: 450,
        stockStatus: "on_stock",
        stockQuantity: 12,
        partSmartCode: "PS-T53P",
      },
      {
        code: "VD-T53-B",
        reference: "T53B-2026",
        name: { fr: "T53 Pro batterie", en: "T53 Pro battery", de: "T53 Pro Akku", nl: "T53 Pro accu" },
        priceCents: 119_900,
        ecotaxCents: 600,
        stockStatus: "on_order",
        stockQuantity: 0,
        mandatory: {
          mode: "required",
          text: {
            fr: "Batterie lithium : transport soumis à la réglementation ADR.",
            en: "Lithium battery: transport subject to ADR regulations.",
            de: "Lithium-Akku: Transport unterliegt den ADR-Vorschriften.",
            nl: "Lithiumaccu: vervoer valt onder de ADR-regelgeving.",
          },
        },
      },
    ],
  },
  {
    code: "SY-CS450",
    type: "machine",
    brand: "sylvor",
    mainTaxon: "machines-chainsaws",
    text: {
      fr: { name: "Tronçonneuse CS450", slug: "tronconneuse-cs450" },
      en: { name: "CS450 chainsaw", slug: "cs450-chainsaw" },
      de: { name: "Motorsäge CS450", slug: "motorsaege-cs450" },
      nl: { name: "Kettingzaag CS450", slug: "kettingzaag-cs450" },
    },
    variants: [
      {
        code: "SY-CS450-45",
        reference: "CS450-45",
        name: { fr: "CS450 guide 45 cm", en: "CS450 45 cm bar", de: "CS450 Schiene 45 cm", nl: "CS450 zwaard 45 cm" },
        priceCents: 54_900,
        ecotaxCents: 300,
        stockStatus: "on_stock",
        stockQuantity: 3,
      },
    ],
  },
  {
    code: "KIT-T53",
    type: "maintenance_kit",
    brand: "kerlan",
    mainTaxon: "maintenance-kits-lawn-mowers",
    text: {
      fr: { name: "Kit d'entretien T53", slug: "kit-entretien-t53" },
      en: { name: "T53 service kit", slug: "t53-service-kit" },
      de: { name: "Wartungsset T53", slug: "wartungsset-t53" },
      nl: { name: "Onderhoudskit T53", slug: "onderhoudskit-t53" },
    },
    variants: [
      {
        code: "KIT-T53-1",
        reference: "KT53-2026",
        name: same("KT53"),
        priceCents: 3_990,
        stockStatus: "on_stock",
        stockQuantity: 40,
      },
    ],
  },
  {
    code: "KR-AF-53",
    type: "spare_part",
    brand: "kerlan",
    mainTaxon: "spare-parts-filters",
    text: {
      fr: { name: "Filtre à air T53", slug: "filtre-air-t53" },
      en: { name: "T53 air filter", slug: "t53-air-filter" },
      de: { name: "Luftfilter T53", slug: "luftfilter-t53" },
      nl: { name: "Luchtfilter T53", slug: "luchtfilter-t53" },
    },
    variants: [
      { code: "KR-AF-53-1", reference: "AF-53-01", name: same("AF-53-01"), priceCents: 1_290, stockStatus: "on_stock", stockQuantity: 150 },
    ],
  },
  {
    code: "KR-SP-RN9",
    type: "spare_part",
    brand: "kerlan",
    mainTaxon: "spare-parts-ignition",
    text: {
      fr: { name: "Bougie RN9YC", slug: "bougie-rn9yc" },
      en: { name: "RN9YC spark plug", slug: "rn9yc-spark-plug" },
      de: { name: "Zündkerze RN9YC", slug: "zuendkerze-rn9yc" },
      nl: { name: "Bougie RN9YC", slug: "bougie-rn9yc" },
    },
    // In the catalogue as a stocked item, but the shelf is empty.
    variants: [
      { code: "KR-SP-RN9-1", reference: "SP-RN9YC", name: same("SP-RN9YC"), priceCents: 450, stockStatus: "on_stock", stockQuantity: 0 },
    ],
  },
  {
    code: "KR-BL-53",
    type: "spare_part",
    brand: "kerlan",
    mainTaxon: "spare-parts-blades",
    text: {
      fr: { name: "Lame 53 cm", slug: "lame-53-cm" },
      en: { name: "53 cm blade", slug: "53-cm-blade" },
      de: { name: "Messer 53 cm", slug: "messer-53-cm" },
      nl: { name: "Mes 53 cm", slug: "mes-53-cm" },
    },
    variants: [
      { code: "KR-BL-53-B", reference: "BL-53-B", name: same("BL-53-B"), priceCents: 2_490, stockStatus: "on_stock", stockQuantity: 20 },
    ],
  },
  {
    code: "KR-BL-53-OLD",
    type: "spare_part",
    brand: "kerlan",
    mainTaxon: "spare-parts-blades",
    text: {
      fr: { name: "Lame 53 cm (ancienne référence)", slug: "lame-53-cm-ancienne-reference" },
      en: { name: "53 cm blade (former reference)", slug: "53-cm-blade-former-reference" },
      de: { name: "Messer 53 cm (alte Nummer)", slug: "messer-53-cm-alte-nummer" },
      nl: { name: "Mes 53 cm (oud artikelnummer)", slug: "mes-53-cm-oud-artikelnummer" },
    },
    variants: [
      { code: "KR-BL-53-A", reference: "BL-53-A", name: same("BL-53-A"), priceCents: 2_390, stockStatus: "not_managed", stockQuantity: 0 },
    ],
  },
  {
    code: "KR-CRK-450",
    type: "spare_part",
    brand: "kerlan",
    mainTaxon: "spare-parts-engine-parts",
    text: {
      fr: { name: "Vilebrequin CS450", slug: "vilebrequin-cs450" },
      en: { name: "CS450 crankshaft", slug: "cs450-crankshaft" },
      de: { name: "Kurbelwelle CS450", slug: "kurbelwelle-cs450" },
      nl: { name: "Krukas CS450", slug: "krukas-cs450" },
    },
    variants: [
      {
        code: "KR-CRK-450-1",
        reference: "CRK-450",
        name: same("CRK-450"),
        priceCents: null,
        priceOnRequest: true,
        stockStatus: "on_order",
        stockQuantity: 0,
      },
    ],
  },
  {
    code: "VD-T48",
    type: "machine",
    brand: "verdalis",
    mainTaxon: "machines-lawn-mowers",
    enabled: false,
    text: {
      fr: { name: "Tondeuse T48 (retirée)", slug: "tondeuse-t48" },
      en: { name: "T48 mower (withdrawn)", slug: "t48-mower" },
      de: { name: "Rasenmäher T48 (ausgelaufen)", slug: "rasenmaeher-t48" },
      nl: { name: "Grasmaaier T48 (uit assortiment)", slug: "grasmaaier-t48" },
    },
    variants: [
      { code: "VD-T48-P", reference: "T48P-2019", name: same("T48P"), priceCents: 69_900, stockStatus: "on_stock", stockQuantity: 1 },
    ],
  },
];

/** Keys of the stored files; only `catalog/` keys are served to the public. */
export const fixtureFiles = {
  image: "catalog/images/vd-t53-front.png",
  manualFr: "catalog/documents/vd-t53-manuel-fr.pdf",
  manualEn: "catalog/documents/vd-t53-manual-en.pdf",
  explodedView: "catalog/documents/vd-t53-vue-eclatee.pdf",
  invoice: "invoices/2026/f-000123.pdf",
} as const;

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A plain PNG: the brand green with a lighter band, the size the image row declares. */
export function drawPng(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    const band = y > height / 3 && y < (2 * height) / 3;
    for (let x = 0; x < width; x++) rows.push(...(band ? [111, 168, 98] : [47, 106, 44]));
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.from(rows))),
    pngChunk("IEND", new Uint8Array()),
  ]);
}

/** A one-page PDF with a title line, its cross-reference table computed from the real offsets. */
export function writePdf(title: string): Uint8Array {
  const stream = `BT /F1 18 Tf 56 780 Td (${title.replace(/[()\\]/g, "")}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

const locales: Locale[] = ["fr", "en", "de", "nl"];

/** Inserts the fixture catalogue and writes its files; answers the ids tests may need. */
export async function seedCatalogFixtures(db: Database, files: FileStore) {
  // These rows are the whole catalogue of a test: anything a demo seed put there goes, so counts are exact.
  await db.delete(products);
  await db.delete(attributes);
  const taxonRows = await db.select({ id: taxons.id, code: taxons.code }).from(taxons);
  const brandRows = await db.select({ id: brands.id, code: brands.code }).from(brands);
  const taxonId = (code: string) => {
    const row = taxonRows.find((taxon) => taxon.code === code);
    if (!row) throw new Error(`the demo content has no category ${code}`);
    return row.id;
  };
  const brandId = (code: string) => {
    const row = brandRows.find((brand) => brand.code === code);
    if (!row) throw new Error(`the demo content has no brand ${code}`);
    return row.id;
  };

  const productIds = new Map<string, number>();
  const variantIds = new Map<string, number>();
  for (const seed of fixtureProducts) {
    const [product] = await db
      .insert(products)
      .values({
        code: seed.code,
        type: seed.type,
        brandId: brandId(seed.brand),
        mainTaxonId: taxonId(seed.mainTaxon),
        enabled: seed.enabled ?? true,
      })
      .returning({ id: products.id });
    if (!product) throw new Error(`product ${seed.code} insert returned nothing`);
    productIds.set(seed.code, product.id);
    await db.insert(productTranslations).values(locales.map((locale) => ({ productId: product.id, locale, ...seed.text[locale] })));
    for (const [position, variant] of seed.variants.entries()) {
      const [row] = await db
        .insert(productVariants)
        .values({
          code: variant.code,
          productId: product.id,
          reference: variant.reference,
          partSmartCode: variant.partSmartCode,
          priceCents: variant.priceCents,
          ecotaxCents: variant.ecotaxCents ?? 0,
          priceOnRequest: variant.priceOnRequest ?? false,
          stockStatus: variant.stockStatus,
          stockQuantity: variant.stockQuantity,
          mandatoryInformation: variant.mandatory?.mode ?? "standard",
          position,
        })
        .returning({ id: productVariants.id });
      if (!row) throw new Error(`variant ${variant.code} insert returned nothing`);
      variantIds.set(variant.code, row.id);
      await db.insert(productVariantTranslations).values(
        locales.map((locale) => ({
          variantId: row.id,
          locale,
          name: variant.name[locale],
          mandatoryInformation: variant.mandatory?.text?.[locale] ?? null,
        })),
      );
    }
  }
  const productId = (code: string) => productIds.get(code) ?? 0;
  const variantId = (code: string) => variantIds.get(code) ?? 0;

  // The old blade reference is replaced by the new one.
  await db
    .update(productVariants)
    .set({ supersededById: variantId("KR-BL-53-B") })
    .where(eq(productVariants.code, "KR-BL-53-A"));

  // The new blade is also listed with the mower service kits: an additional category.
  await db.insert(productTaxons).values({ productId: productId("KR-BL-53"), taxonId: taxonId("maintenance-kits-lawn-mowers") });

  // ---- attributes ----
  const attributeSeeds = [
    {
      code: "cutting_width",
      type: "number" as const,
      unit: "cm",
      position: 1,
      names: { fr: "Largeur de coupe", en: "Cutting width", de: "Schnittbreite", nl: "Maaibreedte" },
    },
    {
      code: "engine",
      type: "select" as const,
      unit: null,
      position: 2,
      names: { fr: "Motorisation", en: "Engine", de: "Antrieb", nl: "Aandrijving" },
    },
    {
      code: "self_propelled",
      type: "boolean" as const,
      unit: null,
      position: 3,
      names: { fr: "Autotractée", en: "Self-propelled", de: "Radantrieb", nl: "Zelfrijdend" },
    },
    {
      code: "weight",
      type: "number" as const,
      unit: "kg",
      position: 4,
      names: { fr: "Poids", en: "Weight", de: "Gewicht", nl: "Gewicht" },
    },
    {
      code: "warranty",
      type: "text" as const,
      unit: null,
      position: 5,
      names: { fr: "Garantie", en: "Warranty", de: "Garantie", nl: "Garantie" },
    },
  ];
  const attributeRows = await db
    .insert(attributes)
    .values(attributeSeeds.map(({ code, type, unit, position }) => ({ code, type, unit, position, filterable: type !== "text" })))
    .returning({ id: attributes.id, code: attributes.code });
  const attributeId = (code: string) => attributeRows.find((row) => row.code === code)?.id ?? 0;
  await db
    .insert(attributeTranslations)
    .values(
      attributeSeeds.flatMap((seed) =>
        locales.map((locale) => ({ attributeId: attributeId(seed.code), locale, name: seed.names[locale] })),
      ),
    );
  const optionRows = await db
    .insert(attributeOptions)
    .values([
      { attributeId: attributeId("engine"), code: "petrol", position: 1 },
      { attributeId: attributeId("engine"), code: "battery", position: 2 },
    ])
    .returning({ id: attributeOptions.id, code: attributeOptions.code });
  const optionId = (code: string) => optionRows.find((row) => row.code === code)?.id ?? 0;
  const optionLabels = {
    petrol: { fr: "Thermique", en: "Petrol", de: "Benzin", nl: "Benzine" },
    battery: { fr: "Batterie", en: "Battery", de: "Akku", nl: "Accu" },
  };
  await db
    .insert(attributeOptionTranslations)
    .values(
      (["petrol", "battery"] as const).flatMap((code) =>
        locales.map((locale) => ({ optionId: optionId(code), locale, label: optionLabels[code][locale] })),
      ),
    );
  const mower = productId("VD-T53");
  const warranty = {
    fr: "2 ans pièces et main-d'œuvre",
    en: "2 years parts and labour",
    de: "2 Jahre auf Teile und Arbeit",
    nl: "2 jaar op onderdelen en arbeid",
  };
  await db.insert(attributeValues).values([
    { productId: mower, attributeId: attributeId("cutting_width"), numberValue: "53" },
    { productId: mower, attributeId: attributeId("engine"), optionId: optionId("petrol") },
    { productId: mower, attributeId: attributeId("self_propelled"), booleanValue: true },
    { productId: mower, attributeId: attributeId("weight"), numberValue: "38.5" },
    // The battery variant weighs more and has its own engine.
    { productId: mower, variantId: variantId("VD-T53-B"), attributeId: attributeId("weight"), numberValue: "41.2" },
    { productId: mower, variantId: variantId("VD-T53-B"), attributeId: attributeId("engine"), optionId: optionId("battery") },
    ...locales.map((locale) => ({ productId: mower, attributeId: attributeId("warranty"), locale, textValue: warranty[locale] })),
    { productId: productId("SY-CS450"), attributeId: attributeId("weight"), numberValue: "5.6" },
    { productId: productId("SY-CS450"), attributeId: attributeId("engine"), optionId: optionId("petrol") },
  ]);

  // ---- highlights, associations, kit ----
  await db.insert(productHighlights).values([
    { productId: mower, type: "best_seller", position: 1 },
    { productId: mower, type: "new", position: 0 },
  ]);
  await db.insert(productAssociations).values([
    { productId: mower, type: "spare_parts", associatedProductId: productId("KR-BL-53"), position: 2 },
    { productId: mower, type: "spare_parts", associatedProductId: productId("KR-AF-53"), position: 0 },
    { productId: mower, type: "spare_parts", associatedProductId: productId("KR-SP-RN9"), position: 1 },
    { productId: mower, type: "maintenance_kit", associatedProductId: productId("KIT-T53"), position: 0 },
    // Withdrawn products never show.
    { productId: mower, type: "similar", associatedProductId: productId("VD-T48"), position: 0 },
    { productId: productId("SY-CS450"), type: "spare_parts", associatedProductId: productId("KR-CRK-450"), position: 0 },
  ]);
  await db.insert(bundleItems).values([
    { bundleProductId: productId("KIT-T53"), variantId: variantId("KR-AF-53-1"), quantity: 1, position: 0 },
    { bundleProductId: productId("KIT-T53"), variantId: variantId("KR-SP-RN9-1"), quantity: 2, position: 1 },
    { bundleProductId: productId("KIT-T53"), variantId: variantId("KR-BL-53-B"), quantity: 1, position: 2 },
  ]);

  // ---- files ----
  const png = drawPng(160, 120);
  const manualFr = writePdf("T53 Pro - Manuel d'utilisation");
  const manualEn = writePdf("T53 Pro - User manual");
  const explodedView = writePdf("T53 Pro - Vue eclatee");
  await files.put(fixtureFiles.image, png);
  await files.put(fixtureFiles.manualFr, manualFr);
  await files.put(fixtureFiles.manualEn, manualEn);
  await files.put(fixtureFiles.explodedView, explodedView);
  // A customer's invoice in the same store: never public.
  await files.put(fixtureFiles.invoice, writePdf("Facture F-000123"));
  await db.insert(productImages).values({ productId: mower, fileKey: fixtureFiles.image, mime: "image/png", width: 160, height: 120 });
  await db.insert(productDocuments).values([
    {
      productId: mower,
      type: "manual",
      locale: "fr",
      title: "Manuel d'utilisation T53 Pro",
      fileKey: fixtureFiles.manualFr,
      mime: "application/pdf",
      sizeBytes: manualFr.byteLength,
      position: 0,
    },
    {
      productId: mower,
      type: "manual",
      locale: "en",
      title: "T53 Pro user manual",
      fileKey: fixtureFiles.manualEn,
      mime: "application/pdf",
      sizeBytes: manualEn.byteLength,
      position: 0,
    },
    {
      productId: mower,
      type: "exploded_view",
      locale: "fr",
      title: "Vue éclatée T53 Pro",
      fileKey: fixtureFiles.explodedView,
      mime: "application/pdf",
      sizeBytes: explodedView.byteLength,
      position: 1,
    },
  ]);

  return { productIds, variantIds };
}
