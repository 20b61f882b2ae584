import { company, palette, postalAddress } from "../content/identity";
import { attributeSeeds } from "./attributes";
import { type MachineFamily, type MachineFamilyKey, partsOf } from "./lines";
import { machineShortDescription, machineTips, modelLabel, specValues } from "./machine-text";
import type { MachineSeed, Specs } from "./machines";
import { type PartFamilyKey, partFamily } from "./part-families";
import { hexColor, PdfPage, pageHeight, pageWidth, type Rgb, renderPdf, textWidth, wrap } from "./pdf";
import { formatNumber, type Locale, type Translated } from "./text";

export const machineDocumentTypes = ["manual", "exploded_view", "technical_sheet"] as const;
export type MachineDocumentType = (typeof machineDocumentTypes)[number];

const typeLabels: Record<MachineDocumentType, Translated> = {
  manual: { fr: "Manuel d'utilisation", en: "Operator's manual", de: "Bedienungsanleitung", nl: "Gebruikershandleiding" },
  exploded_view: { fr: "Vue éclatée", en: "Exploded view", de: "Explosionszeichnung", nl: "Explosietekening" },
  technical_sheet: { fr: "Fiche technique", en: "Technical data sheet", de: "Technisches Datenblatt", nl: "Technische fiche" },
};

export const documentTitle = (family: MachineFamily, type: MachineDocumentType, locale: Locale) =>
  `${typeLabels[type][locale]} – ${family.plural[locale]}`;

export const documentKey = (family: MachineFamilyKey, type: MachineDocumentType, locale: Locale) =>
  `catalog/documents/${family}-${type.replace("_", "-")}-${locale}.pdf`;

const words = {
  models: { fr: "Modèles couverts", en: "Models covered", de: "Abgedeckte Modelle", nl: "Behandelde modellen" },
  safety: { fr: "Consignes de sécurité", en: "Safety instructions", de: "Sicherheitshinweise", nl: "Veiligheidsvoorschriften" },
  advice: { fr: "Conseils d'utilisation", en: "Operating advice", de: "Anwendungstipps", nl: "Gebruikstips" },
  schedule: { fr: "Programme d'entretien", en: "Maintenance schedule", de: "Wartungsplan", nl: "Onderhoudsschema" },
  part: { fr: "Pièce", en: "Part", de: "Teil", nl: "Onderdeel" },
  interval: { fr: "Remplacement", en: "Replacement", de: "Austausch", nl: "Vervanging" },
  item: { fr: "Rep.", en: "Item", de: "Pos.", nl: "Pos." },
  description: { fr: "Désignation", en: "Description", de: "Bezeichnung", nl: "Omschrijving" },
  quantity: { fr: "Qté", en: "Qty", de: "Menge", nl: "Aantal" },
  model: { fr: "Modèle", en: "Model", de: "Modell", nl: "Model" },
  range: { fr: "La gamme", en: "The range", de: "Das Programm", nl: "Het gamma" },
  page: { fr: "Page", en: "Page", de: "Seite", nl: "Pagina" },
  pto: { fr: "Prise de force", en: "PTO", de: "Zapfwelle", nl: "Aftakas" },
  wear: { fr: "Selon l'usure", en: "When worn", de: "Nach Verschleiß", nl: "Bij slijtage" },
  hours: { fr: "Toutes les {h} heures", en: "Every {h} hours", de: "Alle {h} Betriebsstunden", nl: "Om de {h} draaiuren" },
  kits: {
    fr: "Les kits d'entretien d'origine regroupent sous une seule référence les pièces d'une révision. Retrouvez-les sur la fiche de votre machine dans le portail.",
    en: "Genuine maintenance kits bring together the parts for a service under a single reference. Find them on your machine's page in the portal.",
    de: "Original-Wartungssets fassen die Teile einer Inspektion unter einer einzigen Teilenummer zusammen. Sie finden sie auf der Seite Ihrer Maschine im Portal.",
    nl: "Originele onderhoudskits bundelen de onderdelen voor een onderhoudsbeurt onder één artikelnummer. U vindt ze op de pagina van uw machine in het portaal.",
  },
  references: {
    fr: "Les références exactes dépendent du numéro de série : consultez la liste des pièces de votre modèle dans le portail.",
    en: "Exact references depend on the serial number: see the parts list of your model in the portal.",
    de: "Die genauen Teilenummern hängen von der Seriennummer ab: Siehe Teileliste Ihres Modells im Portal.",
    nl: "De exacte referenties hangen af van het serienummer: raadpleeg de onderdelenlijst van uw model in het portaal.",
  },
  indicative: {
    fr: "Valeurs indicatives, susceptibles d'évoluer sans préavis. Niveaux sonores mesurés selon la directive 2000/14/CE.",
    en: "Indicative values, subject to change without notice. Noise levels measured according to Directive 2000/14/EC.",
    de: "Richtwerte, Änderungen vorbehalten. Geräuschwerte gemessen nach Richtlinie 2000/14/EG.",
    nl: "Indicatieve waarden, onder voorbehoud van wijzigingen. Geluidsniveaus gemeten volgens Richtlijn 2000/14/EG.",
  },
} satisfies Record<string, Translated>;

const safetyRules: Translated<string[]> = {
  fr: [
    "Lisez entièrement ce manuel avant la première utilisation et conservez-le avec la machine.",
    "Portez les équipements de protection individuelle adaptés : lunettes ou visière, protections auditives, gants et chaussures de sécurité.",
    "Éloignez les personnes et les animaux de la zone de travail.",
    "Arrêtez le moteur et débranchez l'antiparasite de bougie ou retirez la batterie avant tout entretien, nettoyage ou transport.",
    "N'utilisez que des pièces et accessoires d'origine : la conformité et la garantie de la machine en dépendent.",
  ],
  en: [
    "Read this manual in full before first use and keep it with the machine.",
    "Wear suitable personal protective equipment: safety glasses or visor, hearing protection, gloves and safety footwear.",
    "Keep people and animals away from the work area.",
    "Stop the engine and disconnect the spark plug cap or remove the battery before any maintenance, cleaning or transport.",
    "Use only genuine parts and accessories: the machine's compliance and warranty depend on them.",
  ],
  de: [
    "Lesen Sie diese Anleitung vor dem ersten Gebrauch vollständig durch und bewahren Sie sie bei der Maschine auf.",
    "Tragen Sie geeignete persönliche Schutzausrüstung: Schutzbrille oder Visier, Gehörschutz, Handschuhe und Sicherheitsschuhe.",
    "Halten Sie Personen und Tiere vom Arbeitsbereich fern.",
    "Stellen Sie vor jeder Wartung, Reinigung und jedem Transport den Motor ab und ziehen Sie den Zündkerzenstecker ab oder entnehmen Sie den Akku.",
    "Verwenden Sie nur Originalteile und Originalzubehör: Konformität und Garantie der Maschine hängen davon ab.",
  ],
  nl: [
    "Lees deze handleiding volledig vóór het eerste gebruik en bewaar ze bij de machine.",
    "Draag geschikte persoonlijke beschermingsmiddelen: veiligheidsbril of vizier, gehoorbescherming, handschoenen en veiligheidsschoenen.",
    "Houd personen en dieren uit de buurt van de werkzone.",
    "Zet de motor af en maak de bougiedop los of verwijder de accu vóór elk onderhoud, elke reiniging of elk transport.",
    "Gebruik alleen originele onderdelen en accessoires: de conformiteit en de garantie van de machine hangen ervan af.",
  ],
};

/** Replacement interval in operating hours, or when the part is worn. */
const serviceIntervals: Partial<Record<PartFamilyKey, number | "wear">> = {
  "air-filter": 50,
  "fuel-filter": 100,
  "oil-filter": 100,
  "hydraulic-filter": 200,
  "spark-plug": 100,
  "starter-rope": "wear",
  "mower-blade": "wear",
  "brush-blade": "wear",
  "hedge-blade": "wear",
  "chipper-knife": "wear",
  anvil: "wear",
  "line-spool": "wear",
  "saw-chain": "wear",
  "guide-bar": "wear",
  "chain-sprocket": 100,
  "drive-belt": 200,
  "deck-belt": 200,
  "anti-vibration": 300,
  "ram-seal-kit": 500,
  "hydraulic-hose": 500,
  bearing: 300,
  "hardware-kit": "wear",
};

const ink: Rgb = hexColor(palette.third);
const brandBlue: Rgb = hexColor(palette.main);
const orange: Rgb = hexColor(palette.secondary);
const grey: Rgb = [110, 118, 128];
const rule: Rgb = [205, 212, 220];
const tint: Rgb = hexColor(palette.toolsBackground);
const steel: Rgb = [195, 203, 212];
const white: Rgb = [255, 255, 255];

const margin = 50;
const contentWidth = pageWidth - margin * 2;

type Column = { label: string; width: number; align?: "right" };

/** Lays out one document, opening new pages as content flows. */
class Layout {
  readonly pages: PdfPage[] = [];
  private y = 0;

  constructor(
    private readonly heading: string,
    private readonly subtitle: string,
  ) {
    this.newPage();
  }

  get page(): PdfPage {
    return this.pages[this.pages.length - 1] as PdfPage;
  }

  get top(): number {
    return this.y;
  }

  newPage(): void {
    this.pages.push(new PdfPage());
    const page = this.page;
    page.rect(0, 0, pageWidth, 64, { fill: brandBlue });
    page.rect(0, 64, pageWidth, 4, { fill: orange });
    page.text(margin, 40, 16, "ORVANE MACHINES", { bold: true, color: white });
    page.textRight(pageWidth - margin, 40, 10, this.heading, { color: white });
    this.y = 100;
    if (this.pages.length === 1) {
      page.text(margin, this.y + 12, 22, this.heading, { bold: true, color: brandBlue });
      page.text(margin, this.y + 36, 13, this.subtitle, { color: ink });
      this.y += 58;
    }
  }

  ensure(height: number): void {
    if (this.y + height > pageHeight - 70) this.newPage();
  }

  skip(height: number): void {
    this.y += height;
  }

  title(text: string): void {
    this.ensure(40);
    this.y += 10;
    this.page.text(margin, this.y + 12, 13, text, { bold: true, color: brandBlue });
    this.page.line(margin, this.y + 18, margin + contentWidth, this.y + 18, { stroke: rule, lineWidth: 0.8 });
    this.y += 28;
  }

  paragraph(text: string, size = 10, color: Rgb = ink): void {
    for (const row of wrap(text, size, contentWidth)) {
      this.ensure(size + 4);
      this.page.text(margin, this.y + size, size, row, { color });
      this.y += size + 4;
    }
    this.y += 6;
  }

  bullets(items: string[]): void {
    for (const item of items) {
      const rows = wrap(item, 10, contentWidth - 16);
      this.ensure(rows.length * 14);
      this.page.circle(margin + 4, this.y + 7, 2, { fill: orange });
      for (const row of rows) {
        this.page.text(margin + 14, this.y + 10, 10, row, { color: ink });
        this.y += 14;
      }
      this.y += 3;
    }
    this.y += 4;
  }

  table(columns: Column[], rows: string[][], size = 9): void {
    const rowHeight = size + 7;
    const labels = columns.map((column) => wrap(column.label, size, column.width - 12, true));
    const headerHeight = Math.max(...labels.map((rows) => rows.length)) * (size + 2) + 8;
    const header = () => {
      this.page.rect(margin, this.y, contentWidth, headerHeight, { fill: brandBlue });
      let x = margin;
      columns.forEach((column, index) => {
        (labels[index] ?? []).forEach((label, row) => {
          const top = this.y + size + 4 + row * (size + 2);
          if (column.align === "right") this.page.textRight(x + column.width - 6, top, size, label, { bold: true, color: white });
          else this.page.text(x + 6, top, size, label, { bold: true, color: white });
        });
        x += column.width;
      });
      this.y += headerHeight;
    };
    this.ensure(rowHeight * 3);
    header();
    rows.forEach((row, index) => {
      if (this.y + rowHeight > pageHeight - 70) {
        this.newPage();
        header();
      }
      if (index % 2 === 1) this.page.rect(margin, this.y, contentWidth, rowHeight, { fill: tint });
      let x = margin;
      row.forEach((cell, column) => {
        const spec = columns[column] as Column;
        let value = cell;
        // Long designations are cut rather than spilling into the next column.
        while (value.length > 3 && textWidth(value, size) > spec.width - 10) value = `${value.slice(0, -2).trimEnd()}…`;
        if (spec.align === "right") this.page.textRight(x + spec.width - 6, this.y + size + 3, size, value, { color: ink });
        else this.page.text(x + 6, this.y + size + 3, size, value, { color: ink });
        x += spec.width;
      });
      this.y += rowHeight;
    });
    this.page.line(margin, this.y, margin + contentWidth, this.y, { stroke: rule, lineWidth: 0.8 });
    this.y += 12;
  }

  /** Footer on every page, once the page count is known. */
  finish(locale: Locale): PdfPage[] {
    const address = `${company.legalName} · ${postalAddress[locale].replace(/^Orvane Machines SAS, /, "")} · ${company.email}`;
    this.pages.forEach((page, index) => {
      page.line(margin, pageHeight - 48, margin + contentWidth, pageHeight - 48, { stroke: rule, lineWidth: 0.8 });
      page.text(margin, pageHeight - 32, 7.5, address, { color: grey });
      page.textRight(margin + contentWidth, pageHeight - 32, 7.5, `${words.page[locale]} ${index + 1}/${this.pages.length}`, {
        color: grey,
      });
    });
    return this.pages;
  }
}

/** The machine whose configuration the generic documents describe: the first combustion model of the range. */
function referenceMachine(machines: MachineSeed[]): MachineSeed {
  const reference = machines.find((machine) => machine.engine === "petrol" || machine.engine === "diesel") ?? machines[0];
  if (!reference) throw new Error("a range without machines has no documents");
  return reference;
}

export const traitsOf = (machine: MachineSeed) => ({
  engine: machine.engine,
  drive: specValues(machine, "drive_type")[0],
  hasCatcher: specValues(machine, "collection_capacity_l").length > 0,
  kind: machine.kind,
});

function modelsLine(machines: MachineSeed[], locale: Locale): string {
  // French typography puts a space before the colon.
  const colon = locale === "fr" ? " : " : ": ";
  return `${words.models[locale]}${colon}${machines.map(modelLabel).join(", ")}`;
}

function intervalText(interval: number | "wear", locale: Locale): string {
  return interval === "wear" ? words.wear[locale] : words.hours[locale].replace("{h}", String(interval));
}

function manual(family: MachineFamily, machines: MachineSeed[], locale: Locale, layout: Layout): void {
  layout.paragraph(modelsLine(machines, locale), 9, grey);
  layout.title(words.safety[locale]);
  layout.bullets(safetyRules[locale]);
  layout.title(words.advice[locale]);
  for (const paragraph of machineTips[family.key][locale].split("\n\n")) layout.paragraph(paragraph);
  layout.title(words.schedule[locale]);
  const keys = new Set(machines.flatMap((machine) => partsOf(family, traitsOf(machine))));
  const rows = [...keys].flatMap((key) => {
    const interval = serviceIntervals[key];
    return interval === undefined ? [] : [[partFamily(key).text[locale].name, intervalText(interval, locale)]];
  });
  layout.table(
    [
      { label: words.part[locale], width: 300 },
      { label: words.interval[locale], width: contentWidth - 300 },
    ],
    rows,
  );
  layout.paragraph(words.kits[locale], 9, grey);
}

/** A schematic exploded view: the main assembly in the middle, numbered parts above and below it on leader lines. */
function explodedView(family: MachineFamily, machines: MachineSeed[], locale: Locale, layout: Layout): void {
  const parts = partsOf(family, traitsOf(referenceMachine(machines)));
  const page = layout.page;
  const top = layout.top;
  const height = 220;
  const cx = pageWidth / 2;
  const cy = top + height / 2;
  page.rect(margin, top, contentWidth, height, { fill: [248, 249, 251], stroke: rule, lineWidth: 0.6 });
  page.rect(cx - 90, cy - 22, 180, 44, { fill: brandBlue });
  page.rect(cx - 60, cy - 32, 70, 10, { fill: ink });
  page.circle(cx + 50, cy + 2, 12, { fill: steel, stroke: ink, lineWidth: 1 });
  const perRow = Math.ceil(parts.length / 2);
  parts.forEach((_, index) => {
    const upper = index < perRow;
    const column = upper ? index : index - perRow;
    const count = upper ? perRow : parts.length - perRow;
    const px = margin + (contentWidth / count) * (column + 0.5);
    const py = upper ? top + 50 : top + height - 38;
    page.line(px, py + (upper ? 12 : -12), cx + (px - cx) * 0.4, upper ? cy - 22 : cy + 22, { stroke: grey, lineWidth: 0.6, dash: [3, 2] });
    if (index % 3 === 0) page.circle(px, py, 10, { fill: steel, stroke: ink, lineWidth: 0.8 });
    else if (index % 3 === 1) page.rect(px - 13, py - 7, 26, 14, { fill: steel, stroke: ink, lineWidth: 0.8 });
    else page.rect(px - 7, py - 11, 14, 22, { fill: orange });
    const ly = upper ? py - 24 : py + 24;
    page.circle(px, ly, 8, { fill: white, stroke: brandBlue, lineWidth: 1 });
    const label = String(index + 1);
    page.text(px - textWidth(label, 7.5, true) / 2, ly + 2.7, 7.5, label, { bold: true, color: brandBlue });
  });
  layout.skip(height + 14);
  layout.table(
    [
      { label: words.item[locale], width: 50 },
      { label: words.description[locale], width: contentWidth - 110 },
      { label: words.quantity[locale], width: 60, align: "right" },
    ],
    parts.map((key, index) => [String(index + 1), partFamily(key).text[locale].name, "1"]),
    8.5,
  );
  layout.paragraph(words.references[locale], 9, grey);
}

const keyColumn: Record<MachineFamilyKey, keyof Specs> = {
  "lawn-mower": "cutting_width_cm",
  "ride-on-mower": "cutting_width_cm",
  "brush-cutter": "cutting_width_cm",
  "hedge-trimmer": "blade_length_cm",
  chainsaw: "bar_length_cm",
  "log-splitter": "splitting_force_t",
  "wood-chipper": "max_branch_diameter_cm",
};

function attributeLabel(code: string, locale: Locale): string {
  const attribute = attributeSeeds.find((candidate) => candidate.code === code);
  if (!attribute) return code;
  return attribute.unit ? `${attribute.name[locale]} (${attribute.unit})` : attribute.name[locale];
}

function technicalSheet(family: MachineFamily, machines: MachineSeed[], locale: Locale, layout: Layout): void {
  const numbers = (machine: MachineSeed, code: keyof Specs) => {
    const values = specValues(machine, code) as number[];
    return values.length ? values.map((value) => formatNumber(locale, value)).join(" / ") : "–";
  };
  const engines = attributeSeeds.find((attribute) => attribute.code === "engine_type");
  const engineLabel = (machine: MachineSeed) =>
    machine.engine === null
      ? words.pto[locale]
      : ((engines && "options" in engines ? engines.options.find((option) => option.code === machine.engine)?.label[locale] : undefined) ??
        machine.engine);
  const key = keyColumn[family.key];
  layout.table(
    [
      { label: words.model[locale], width: 115 },
      { label: attributeLabel("engine_type", locale), width: 90 },
      { label: attributeLabel("power_kw", locale), width: 65, align: "right" },
      { label: attributeLabel(key, locale), width: 90, align: "right" },
      { label: attributeLabel("weight_kg", locale), width: 55, align: "right" },
      { label: attributeLabel("noise_db", locale), width: contentWidth - 415, align: "right" },
    ],
    machines.map((machine) => [
      modelLabel(machine),
      engineLabel(machine),
      numbers(machine, "power_kw"),
      numbers(machine, key),
      numbers(machine, "weight_kg"),
      numbers(machine, "noise_db"),
    ]),
    8.5,
  );
  layout.paragraph(words.indicative[locale], 9, grey);
  layout.title(words.range[locale]);
  layout.bullets(machines.map((machine) => `${modelLabel(machine)} – ${machineShortDescription(machine)[locale]}`));
}

/** One document of a machine range, in one language. */
export function renderDocument(family: MachineFamily, type: MachineDocumentType, locale: Locale, machines: MachineSeed[]): Uint8Array {
  const layout = new Layout(typeLabels[type][locale], family.plural[locale]);
  if (type === "manual") manual(family, machines, locale, layout);
  else if (type === "exploded_view") explodedView(family, machines, locale, layout);
  else technicalSheet(family, machines, locale, layout);
  return renderPdf(layout.finish(locale), { title: documentTitle(family, type, locale), author: company.legalName });
}
