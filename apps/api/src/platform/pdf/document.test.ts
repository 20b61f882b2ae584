import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfTexts } from "../../test/pdf-text";
import { type DocumentSpec, formatDate, formatMoney, pageBreaks, renderDocumentPdf } from "./document";

const spec = (rows: number): DocumentSpec => ({
  locale: "fr",
  issuer: { name: "Orvane Machines", lines: ["12 rue des Forges, 49300 Cholet"] },
  title: "Facture",
  number: "F2026-000001",
  meta: [{ label: "Date", value: formatDate("2026-11-26", "fr") }],
  parties: [{ label: "Client", lines: ["Vertmoteur Motoculture SARL", "49300 Cholet"] }],
  columns: [
    { label: "Référence", width: 1 },
    { label: "Désignation", width: 3 },
    { label: "Total HT", width: 1, align: "right" },
  ],
  rows: Array.from({ length: rows }, (_, index) => [
    `REF-${index}`,
    "Filtre à air, préfiltre mousse — œillet",
    formatMoney(1290 * index, "fr"),
  ]),
  totals: [{ label: "Total TTC", value: formatMoney(154_800, "fr"), strong: true }],
  notes: ["Paiement à 30 jours."],
  footer: ["Orvane Machines SAS"],
  pageOf: (page, pages) => `Page ${page} / ${pages}`,
});

describe("pageBreaks", () => {
  it.each([
    // heights, room on the first page and the next ones, totals → rows that start a page
    [[10, 10, 10], { first: 100, next: 100, totals: 20 }, []],
    [[40, 40, 40], { first: 100, next: 200, totals: 10 }, [2]],
    // The last row fits, the totals would not: the last row goes over with them.
    [[40, 40], { first: 90, next: 200, totals: 20 }, [1]],
    // A row taller than a page is placed on a page of its own, not moved on for ever.
    [[300, 10], { first: 100, next: 200, totals: 10 }, [0, 1]],
    [[], { first: 100, next: 200, totals: 10 }, []],
  ])("%j in %j → %j", (heights, room, expected) => {
    expect(pageBreaks(heights, room)).toEqual(expected);
  });
});

describe("renderDocumentPdf", () => {
  it("embeds its fonts, names itself, and continues the lines over as many pages as they need", async () => {
    const short = await PDFDocument.load(await renderDocumentPdf(spec(5)));
    const long = await PDFDocument.load(await renderDocumentPdf(spec(120)));
    expect(short.getPageCount()).toBe(1);
    expect(long.getPageCount()).toBeGreaterThanOrEqual(3);
    expect(long.getTitle()).toBe("Facture F2026-000001");
    // Every font carries its glyphs (FontFile2): a PDF/A document embeds all of them.
    const fonts = long.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict && object.get(PDFName.of("Type")) === PDFName.of("FontDescriptor"));
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    for (const descriptor of fonts) expect(descriptor.get(PDFName.of("FontFile2"))).toBeDefined();
  });

  it("reuses the parsed fonts, yet each document embeds the letters it shows, even when written side by side", async () => {
    const numbers = ["F2026-000001", "Ångström-ÿ", "Œuvre-ß"];
    const documents = await Promise.all(numbers.map((number, index) => renderDocumentPdf({ ...spec(3 + index * 40), number })));
    for (const [index, bytes] of documents.entries()) {
      const texts = await pdfTexts(bytes);
      expect(texts).toContain(numbers[index]);
      expect(texts).toContain("Filtre à air, préfiltre mousse — œillet");
      for (const other of numbers.filter((_, each) => each !== index)) expect(texts).not.toContain(other);
    }
  });

  it("writes amounts and dates as each language does", () => {
    expect(formatMoney(123_456, "fr").replace(/\s/g, " ")).toBe("1 234,56 €");
    expect(formatMoney(123_456, "en")).toBe("€1,234.56");
    expect(formatDate("2026-11-26T23:30:00Z", "de")).toBe("26. November 2026");
  });
});
