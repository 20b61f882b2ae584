import { inflateSync } from "node:zlib";
import { PDFArray, PDFDocument, type PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { buildComparisonPdf, type ComparisonPdfInput } from "./pdf";

/** The page contents of a PDF as text, inflating compressed streams. */
function contents(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString("latin1");
  const parts = [raw];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      parts.push(inflateSync(Buffer.from(match[1] ?? "", "latin1")).toString("latin1"));
    } catch {
      // Not a Flate stream.
    }
  }
  return parts.join("\n");
}

/** Each page's drawing instructions, inflated. */
async function pageContents(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes);
  return document.getPages().map((page) => {
    const found = page.node.Contents();
    const streams = found instanceof PDFArray ? found.asArray().map((ref) => document.context.lookup(ref)) : [found];
    return streams.map((stream) => inflateSync((stream as PDFRawStream).contents).toString("latin1")).join("\n");
  });
}

/** How the standard fonts write a WinAnsi text: a hex string. */
const hex = (text: string) => Buffer.from(text, "latin1").toString("hex").toUpperCase();

const base: ComparisonPdfInput = {
  title: "Comparatif produits",
  siteName: "Orvane Machines",
  generatedOn: "21 novembre 2026",
  pageLabel: (page, total) => `Page ${page} / ${total}`,
  firstColumn: "Caractéristique",
  emptyText: "Aucun produit à comparer.",
  differenceLegend: "Valeurs différentes",
  language: "fr",
  products: [
    { name: "Tondeuse LM 320", reference: "VRD-LM320" },
    { name: "Tondeuse LM 340", reference: "VRD-LM340" },
    { name: "Débroussailleuse", reference: "VRD-BC1" },
  ],
  rows: [
    { label: "Prix HT", values: ["349,00\u202f€", "449,00\u202f€", null], differs: true, emphasis: true },
    { label: "Cylindrée", values: ["125 cm³", "125 cm³", "125 cm³"], differs: false },
  ],
};

describe("buildComparisonPdf", () => {
  it("produces a PDF with the compared products' names", async () => {
    const bytes = await buildComparisonPdf(base);
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const text = contents(bytes);
    for (const name of ["Tondeuse LM 320", "Tondeuse LM 340", "Débroussailleuse", "Page 1 / 1", "Orvane Machines"]) {
      expect(text, name).toContain(hex(name));
    }
  });

  it("is a landscape A4 document with its title", async () => {
    const document = await PDFDocument.load(await buildComparisonPdf(base));
    const [page] = document.getPages();
    expect(page?.getWidth()).toBeGreaterThan(page?.getHeight() ?? 0);
    expect(Math.round(page?.getWidth() ?? 0)).toBe(842);
    expect(document.getTitle()).toBe("Comparatif produits");
  });

  it("wraps long texts and continues the table on numbered pages", async () => {
    const long = "Un texte très long qui ne tient pas sur une seule ligne de la colonne, ".repeat(4);
    const rows = Array.from({ length: 60 }, (_, index) => ({
      label: `Ligne ${index}`,
      values: [long, "x", "y"],
      differs: index % 2 === 0,
    }));
    const bytes = await buildComparisonPdf({ ...base, rows });
    const document = await PDFDocument.load(bytes);
    const total = document.getPageCount();
    expect(total).toBeGreaterThan(1);
    expect(contents(bytes)).toContain(hex(`Page ${total} / ${total}`));
  });

  it("keeps the legend on the page of the table's last row, however many rows fill the page before it", async () => {
    // About nineteen one-line rows fill the first page.
    for (let count = 16; count <= 22; count++) {
      const rows = Array.from({ length: count }, (_, index) => ({
        label: `Ligne ${index}`,
        values: ["a", "b", "c"],
        differs: index === 0,
      }));
      const pages = await pageContents(await buildComparisonPdf({ ...base, rows }));
      const legendPage = pages.findIndex((page) => page.includes(hex("Valeurs différentes")));
      expect(legendPage, `${count} rows`).toBeGreaterThanOrEqual(0);
      expect(pages[legendPage], `${count} rows`).toContain(hex(`Ligne ${count - 1}`));
    }
  }, 20_000);

  it("says so when nothing is compared", async () => {
    const bytes = await buildComparisonPdf({ ...base, products: [], rows: [] });
    expect(contents(bytes)).toContain(hex("Aucun produit à comparer."));
  });

  it("replaces characters the standard font cannot encode", async () => {
    const bytes = await buildComparisonPdf({ ...base, title: "Vergelijking ≥ 3 → ok" });
    expect(contents(bytes)).toContain(hex("Vergelijking ? 3 ? ok"));
  });
});
