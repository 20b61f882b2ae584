import { createHash } from "node:crypto";
import type { DocumentKind } from "@portal/domain/documents/rules";
import type { FileStore } from "@portal/domain/files/file-store";
import { type Locale, locales } from "@portal/domain/i18n/locales";
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../client";
import { libraryDocumentFiles, libraryDocumentProducts, libraryDocuments } from "../schema/index";
import { hexColor, PdfPage, pageHeight, pageWidth, renderPdf, wrap } from "./catalog/pdf";
import { company, palette } from "./content/identity";

/*
 * The documentation library's demo documents, for every brand: the catalogue's manuals, exploded
 * views and technical sheets (the same files, linked by their keys, never a second copy), service
 * bulletins and training documents (some in French and English only, so readers of German or Dutch
 * see the marked fallback), a published price list, and last year's price list, now withdrawn.
 */

type Seeded = {
  kind: DocumentKind;
  brandId: number;
  productIds: number[];
  publishedFrom: Date;
  publishedUntil: Date | null;
  files: { locale: Locale; title: string; fileKey: string; fileKind: "pdf" | "xlsx"; sizeBytes: number }[];
  downloads: number;
};

/** Same inputs, same token. */
const tokenOf = (name: string) => createHash("sha256").update(`library-document:${name}`).digest("hex").slice(0, 32);

const bulletins: { topic: Record<Locale, string>; body: Record<Locale, string>; languages: Locale[]; from: string }[] = [
  {
    topic: {
      fr: "Couple de serrage des lames",
      en: "Blade bolt tightening torque",
      de: "Anzugsmoment der Messerschrauben",
      nl: "Aanhaalmoment van de meshouten",
    },
    body: {
      fr: "Le couple de serrage des vis de lame passe à 45 N·m pour toutes les machines listées. Contrôlez-le à chaque révision et après tout choc contre un obstacle.",
      en: "The blade bolt tightening torque is raised to 45 N·m for every machine listed. Check it at each service and after any impact against an obstacle.",
      de: "Das Anzugsmoment der Messerschrauben beträgt für alle aufgeführten Maschinen nun 45 N·m. Prüfen Sie es bei jeder Inspektion und nach jedem Aufprall auf ein Hindernis.",
      nl: "Het aanhaalmoment van de mesbouten wordt voor alle vermelde machines verhoogd naar 45 N·m. Controleer het bij elke onderhoudsbeurt en na elke botsing met een obstakel.",
    },
    languages: ["fr", "en", "de", "nl"],
    from: "2026-02-02T08:00:00Z",
  },
  {
    topic: {
      fr: "Nouveau filtre à air haute capacité",
      en: "New high-capacity air filter",
      de: "Neuer Hochleistungs-Luftfilter",
      nl: "Nieuw luchtfilter met hoge capaciteit",
    },
    body: {
      fr: "Un filtre à air haute capacité remplace l'ancien modèle. Il s'adapte sans modification et double l'intervalle de nettoyage en conditions poussiéreuses.",
      en: "A high-capacity air filter replaces the former model. It fits without modification and doubles the cleaning interval in dusty conditions.",
      de: "Ein Hochleistungs-Luftfilter ersetzt das bisherige Modell. Er passt ohne Änderung und verdoppelt das Reinigungsintervall bei staubigen Bedingungen.",
      nl: "Een luchtfilter met hoge capaciteit vervangt het vorige model. Het past zonder aanpassing en verdubbelt het reinigingsinterval in stoffige omstandigheden.",
    },
    languages: ["fr", "en"],
    from: "2026-05-11T08:00:00Z",
  },
  {
    topic: {
      fr: "Mise à jour du programme d'entretien",
      en: "Maintenance schedule update",
      de: "Aktualisierung des Wartungsplans",
      nl: "Bijwerking van het onderhoudsschema",
    },
    body: {
      fr: "Le remplacement de la bougie et du filtre à carburant est désormais recommandé toutes les 100 heures. Les kits d'entretien d'origine regroupent ces pièces sous une seule référence.",
      en: "Replacing the spark plug and the fuel filter is now recommended every 100 hours. Genuine maintenance kits bring these parts together under a single reference.",
      de: "Der Austausch von Zündkerze und Kraftstofffilter wird nun alle 100 Betriebsstunden empfohlen. Original-Wartungssets fassen diese Teile unter einer Teilenummer zusammen.",
      nl: "Het vervangen van de bougie en het brandstoffilter wordt nu om de 100 draaiuren aanbevolen. Originele onderhoudskits bundelen deze onderdelen onder één artikelnummer.",
    },
    languages: ["fr"],
    from: "2026-09-14T08:00:00Z",
  },
];

const trainings: { topic: Record<Locale, string>; body: Record<Locale, string>; languages: Locale[]; from: string }[] = [
  {
    topic: {
      fr: "Formation atelier : diagnostic moteur",
      en: "Workshop training: engine diagnosis",
      de: "Werkstattschulung: Motordiagnose",
      nl: "Werkplaatstraining: motordiagnose",
    },
    body: {
      fr: "Support de la formation atelier : démarrage difficile, perte de puissance, fumées. Méthode pas à pas, mesures et valeurs de référence.",
      en: "Workshop training handout: hard starting, loss of power, smoke. Step-by-step method, measurements and reference values.",
      de: "Unterlagen der Werkstattschulung: schwerer Start, Leistungsverlust, Rauch. Schrittweise Methode, Messungen und Referenzwerte.",
      nl: "Cursusmateriaal werkplaatstraining: moeilijk starten, vermogensverlies, rook. Stapsgewijze methode, metingen en referentiewaarden.",
    },
    languages: ["fr", "en", "de", "nl"],
    from: "2026-01-20T08:00:00Z",
  },
  {
    topic: {
      fr: "Formation vente : présenter la gamme",
      en: "Sales training: presenting the range",
      de: "Verkaufsschulung: das Programm vorstellen",
      nl: "Verkooptraining: het gamma voorstellen",
    },
    body: {
      fr: "Les arguments clés de chaque famille de machines, les questions fréquentes des clients et les accessoires à proposer.",
      en: "The key arguments for each family of machines, customers' frequent questions and the accessories to offer.",
      de: "Die wichtigsten Argumente jeder Maschinenfamilie, häufige Kundenfragen und die passenden Zubehörteile.",
      nl: "De belangrijkste argumenten per machinefamilie, veelgestelde vragen van klanten en de aan te bieden accessoires.",
    },
    languages: ["en", "fr"],
    from: "2026-03-09T08:00:00Z",
  },
];

const words = {
  bulletin: { fr: "Bulletin de service", en: "Service bulletin", de: "Service-Mitteilung", nl: "Servicebulletin" },
  training: { fr: "Formation", en: "Training", de: "Schulung", nl: "Training" },
  priceList: { fr: "Tarif public", en: "Public price list", de: "Preisliste", nl: "Prijslijst" },
  reference: { fr: "Référence", en: "Reference", de: "Teilenummer", nl: "Referentie" },
  name: { fr: "Désignation", en: "Name", de: "Bezeichnung", nl: "Omschrijving" },
  price: { fr: "Prix HT", en: "Price excl. VAT", de: "Preis netto", nl: "Prijs excl. btw" },
  onRequest: { fr: "Sur demande", en: "On request", de: "Auf Anfrage", nl: "Op aanvraag" },
  applies: { fr: "Machines concernées", en: "Machines concerned", de: "Betroffene Maschinen", nl: "Betrokken machines" },
} satisfies Record<string, Record<Locale, string>>;

const blue = hexColor(palette.main);
const orange = hexColor(palette.secondary);
const ink = hexColor(palette.third);
const white: [number, number, number] = [255, 255, 255];
const margin = 50;

/** A one-subject document of the house: header band, title, subtitle, paragraphs, then table rows. */
function renderSimplePdf(heading: string, title: string, paragraphs: string[], rows: [string, string, string][] = []): Uint8Array {
  const pages = [new PdfPage()];
  let page = pages[0] as PdfPage;
  const band = () => {
    page.rect(0, 0, pageWidth, 64, { fill: blue });
    page.rect(0, 64, pageWidth, 4, { fill: orange });
    page.text(margin, 40, 16, "ORVANE MACHINES", { bold: true, color: white });
    page.textRight(pageWidth - margin, 40, 10, heading, { color: white });
  };
  band();
  let y = 112;
  page.text(margin, y, 20, title, { bold: true, color: blue });
  y += 30;
  for (const paragraph of paragraphs) {
    for (const line of wrap(paragraph, 10.5, pageWidth - margin * 2)) {
      page.text(margin, y, 10.5, line, { color: ink });
      y += 15;
    }
    y += 8;
  }
  for (const [index, row] of rows.entries()) {
    if (y > pageHeight - 70) {
      page = new PdfPage();
      pages.push(page);
      band();
      y = 100;
    }
    if (index === 0) page.rect(margin, y - 11, pageWidth - margin * 2, 15, { fill: blue });
    const color = index === 0 ? white : ink;
    page.text(margin + 4, y, 9, row[0], { bold: index === 0, color });
    page.text(margin + 120, y, 9, row[1].slice(0, 60), { bold: index === 0, color });
    page.textRight(pageWidth - margin - 4, y, 9, row[2], { bold: index === 0, color });
    y += 15;
  }
  page.text(margin, pageHeight - 32, 7.5, company.legalName, { color: ink });
  return renderPdf(pages, { title, author: company.legalName });
}

async function put(files: FileStore, key: string, bytes: Uint8Array) {
  await files.put(key, bytes);
  return bytes.byteLength;
}

export async function seedDocuments(db: Database, options: { files: FileStore }) {
  const brands = await queryRows<{ id: number; code: string; name: string }>(
    db,
    sql`select id, code, name from brands order by position, id`,
  );
  const seeded: (Seeded & { name: string })[] = [];

  // The catalogue's documents of each range, grouped by brand and file (the same key, one per language).
  const linked = await queryRows<{
    brandId: number;
    productId: number;
    type: DocumentKind;
    locale: Locale;
    title: string;
    fileKey: string;
    sizeBytes: string | number;
  }>(
    db,
    sql`select p.brand_id as "brandId", p.id as "productId", d.type, d.locale, d.title, d.file_key as "fileKey", d.size_bytes as "sizeBytes"
    from product_documents d join products p on p.id = d.product_id
    where p.type = 'machine' order by p.brand_id, d.file_key, p.id`,
  );
  const groups = new Map<string, Seeded & { name: string }>();
  for (const row of linked) {
    const stem = row.fileKey.replace(/-(fr|en|de|nl)\.pdf$/, "");
    const name = `${row.brandId}:${stem}`;
    let group = groups.get(name);
    if (!group) {
      group = {
        name,
        kind: row.type,
        brandId: row.brandId,
        productIds: [],
        publishedFrom: new Date("2026-01-05T08:00:00Z"),
        publishedUntil: null,
        files: [],
        downloads: 0,
      };
      groups.set(name, group);
    }
    if (!group.productIds.includes(row.productId)) group.productIds.push(row.productId);
    if (!group.files.some((file) => file.locale === row.locale))
      group.files.push({ locale: row.locale, title: row.title, fileKey: row.fileKey, fileKind: "pdf", sizeBytes: Number(row.sizeBytes) });
  }
  seeded.push(...groups.values());

  for (const brand of brands) {
    const machines = await queryRows<{ id: number; name: string }>(
      db,
      sql`select p.id, t.name from products p join product_translations t on t.product_id = p.id and t.locale = 'fr'
      where p.brand_id = ${brand.id} and p.type = 'machine' and p.enabled order by p.id limit 6`,
    );
    const machineIds = machines.map((machine) => machine.id);
    for (const [index, bulletin] of bulletins.entries()) {
      const number = `SB-${brand.code.slice(0, 3).toUpperCase()}-26-${String(index + 1).padStart(2, "0")}`;
      const productIds = machineIds.slice(index, index + 3);
      const files: Seeded["files"] = [];
      for (const locale of bulletin.languages) {
        const title = `${words.bulletin[locale]} ${number} – ${bulletin.topic[locale]}`;
        const key = `documents/${brand.code}/bulletin-${index + 1}-${locale}.pdf`;
        const applies = `${words.applies[locale]} : ${machines
          .filter((machine) => productIds.includes(machine.id))
          .map((machine) => machine.name)
          .join(", ")}`;
        const sizeBytes = await put(
          options.files,
          key,
          renderSimplePdf(`${words.bulletin[locale]} ${number}`, bulletin.topic[locale], [
            brand.name,
            bulletin.body[locale],
            ...(productIds.length ? [applies] : []),
          ]),
        );
        files.push({ locale, title, fileKey: key, fileKind: "pdf", sizeBytes });
      }
      seeded.push({
        name: `${brand.code}:bulletin:${index}`,
        kind: "service_bulletin",
        brandId: brand.id,
        productIds,
        publishedFrom: new Date(bulletin.from),
        publishedUntil: null,
        files,
        downloads: 3 + index * 2,
      });
    }
    for (const [index, training] of trainings.entries()) {
      const files: Seeded["files"] = [];
      for (const locale of training.languages) {
        const key = `documents/${brand.code}/training-${index + 1}-${locale}.pdf`;
        const title = `${training.topic[locale]} – ${brand.name}`;
        const sizeBytes = await put(options.files, key, renderSimplePdf(words.training[locale], title, [training.body[locale]]));
        files.push({ locale, title, fileKey: key, fileKind: "pdf", sizeBytes });
      }
      seeded.push({
        name: `${brand.code}:training:${index}`,
        kind: "training",
        brandId: brand.id,
        productIds: [],
        publishedFrom: new Date(training.from),
        publishedUntil: null,
        files,
        downloads: 5 - index,
      });
    }
    // The published price list: the brand's first references at their list price.
    const references = await queryRows<{ reference: string; name: string; priceCents: number | null }>(
      db,
      sql`select v.reference, t.name, v.price_cents as "priceCents" from product_variants v join products p on p.id = v.product_id
      join product_variant_translations t on t.variant_id = v.id and t.locale = 'fr'
      where p.brand_id = ${brand.id} and v.enabled order by v.reference limit 120`,
    );
    for (const year of [2025, 2026]) {
      const files: Seeded["files"] = [];
      for (const locale of locales) {
        const key = `documents/${brand.code}/price-list-${year}-${locale}.pdf`;
        const title = `${words.priceList[locale]} ${brand.name} ${year}`;
        const money = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" });
        const rows: [string, string, string][] = [
          [words.reference[locale], words.name[locale], words.price[locale]],
          ...references.map((row): [string, string, string] => [
            row.reference,
            row.name,
            row.priceCents === null ? words.onRequest[locale] : money.format(row.priceCents / 100).replace(/[\u202f\u00a0]/g, " "),
          ]),
        ];
        const sizeBytes = await put(options.files, key, renderSimplePdf(words.priceList[locale], title, [`${brand.name} · ${year}`], rows));
        files.push({ locale, title, fileKey: key, fileKind: "pdf", sizeBytes });
      }
      seeded.push({
        name: `${brand.code}:price-list:${year}`,
        kind: "price_list",
        brandId: brand.id,
        productIds: [],
        publishedFrom: new Date(`${year}-01-01T00:00:00Z`),
        // Last year's list was withdrawn when this year's came out.
        publishedUntil: year === 2025 ? new Date("2026-01-01T00:00:00Z") : null,
        files,
        downloads: year === 2025 ? 41 : 17,
      });
    }
  }

  for (const document of seeded) {
    const [row] = await db
      .insert(libraryDocuments)
      .values({
        token: tokenOf(document.name),
        kind: document.kind,
        brandId: document.brandId,
        publishedFrom: document.publishedFrom,
        publishedUntil: document.publishedUntil,
        downloadCount: document.downloads,
      })
      .returning({ id: libraryDocuments.id });
    if (!row) throw new Error("library document not inserted");
    await db.insert(libraryDocumentFiles).values(document.files.map((file) => ({ ...file, documentId: row.id })));
    if (document.productIds.length)
      await db.insert(libraryDocumentProducts).values(document.productIds.map((productId) => ({ documentId: row.id, productId })));
  }
}
