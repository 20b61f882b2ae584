import { PassThrough } from "node:stream";
import type { Locale } from "@portal/domain/i18n/locales";
import { discountedPrice } from "@portal/domain/pricing/totals";
import ExcelJS from "exceljs";
import { PDFDocument, type PDFFont, StandardFonts } from "pdf-lib";
import { formatDate } from "../../platform/pdf/document";
import { documentWords, houseIssuer } from "../../platform/pdf/parts";
import type { PriceListRow } from "./documents.queries";

/*
 * The live price list of a brand at the company's own prices: every enabled reference with its
 * list price and the company's net price (the catalogue's and the cart's discount, from the same
 * rule), as a workbook or in the house style's PDF.
 */

type Words = {
  title: string;
  sheet: string;
  company: string;
  reference: string;
  name: string;
  brand: string;
  family: string;
  stock: string;
  listPrice: string;
  netPrice: string;
  supersededBy: string;
  onRequest: string;
  discount: (percent: string) => string;
  stockLabels: Record<PriceListRow["stockStatus"], string>;
};

const words: Record<Locale, Words> = {
  fr: {
    title: "Tarif",
    sheet: "Tarif",
    company: "Client",
    reference: "Référence",
    name: "Désignation",
    brand: "Marque",
    family: "Famille",
    stock: "Stock",
    listPrice: "Prix public HT",
    netPrice: "Votre prix net HT",
    supersededBy: "Remplacée par",
    onRequest: "Sur demande",
    discount: (percent) => `Prix nets calculés avec votre remise de ${percent}. Prix en euros hors taxes, à la date d'édition.`,
    stockLabels: { on_stock: "En stock", on_order: "Sur commande", not_managed: "Non géré" },
  },
  en: {
    title: "Price list",
    sheet: "Price list",
    company: "Customer",
    reference: "Reference",
    name: "Name",
    brand: "Brand",
    family: "Family",
    stock: "Stock",
    listPrice: "List price excl. VAT",
    netPrice: "Your net price excl. VAT",
    supersededBy: "Superseded by",
    onRequest: "On request",
    discount: (percent) => `Net prices computed with your ${percent} discount. Prices in euros excluding VAT, as of the date of issue.`,
    stockLabels: { on_stock: "In stock", on_order: "On order", not_managed: "Not managed" },
  },
  de: {
    title: "Preisliste",
    sheet: "Preisliste",
    company: "Kunde",
    reference: "Teilenummer",
    name: "Bezeichnung",
    brand: "Marke",
    family: "Familie",
    stock: "Lager",
    listPrice: "Listenpreis netto",
    netPrice: "Ihr Nettopreis",
    supersededBy: "Ersetzt durch",
    onRequest: "Auf Anfrage",
    discount: (percent) => `Nettopreise mit Ihrem Rabatt von ${percent} berechnet. Preise in Euro ohne MwSt., Stand am Ausgabedatum.`,
    stockLabels: { on_stock: "Auf Lager", on_order: "Auf Bestellung", not_managed: "Nicht geführt" },
  },
  nl: {
    title: "Prijslijst",
    sheet: "Prijslijst",
    company: "Klant",
    reference: "Referentie",
    name: "Omschrijving",
    brand: "Merk",
    family: "Familie",
    stock: "Voorraad",
    listPrice: "Catalogusprijs excl. btw",
    netPrice: "Uw nettoprijs excl. btw",
    supersededBy: "Vervangen door",
    onRequest: "Op aanvraag",
    discount: (percent) => `Nettoprijzen berekend met uw korting van ${percent}. Prijzen in euro exclusief btw, op de uitgiftedatum.`,
    stockLabels: { on_stock: "Op voorraad", on_order: "Op bestelling", not_managed: "Niet beheerd" },
  },
};

export type PriceList = {
  brand: string;
  company: string;
  discountBasisPoints: number;
  issuedAt: Date;
  locale: Locale;
  rows: PriceListRow[];
};

/** A line's net price for the company, or null when the price is given on request. */
export const netPriceOf = (row: PriceListRow, discountBasisPoints: number) =>
  row.priceOnRequest || row.priceCents === null ? null : discountedPrice(row.priceCents, discountBasisPoints);

const percentOf = (basisPoints: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(basisPoints / 10_000);

export async function priceListWorkbook(list: PriceList): Promise<Buffer> {
  const w = words[list.locale];
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on("data", (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false, useStyles: true });
  workbook.creator = houseIssuer.issuer.name;
  const sheet = workbook.addWorksheet(w.sheet, { views: [{ state: "frozen", ySplit: 1 }] });
  const euros = { numFmt: "#,##0.00 [$€-x-euro2]" };
  sheet.columns = [
    { header: w.reference, key: "reference", width: 18 },
    { header: w.name, key: "name", width: 44 },
    { header: w.brand, key: "brand", width: 14 },
    { header: w.family, key: "family", width: 26 },
    { header: w.stock, key: "stock", width: 16 },
    { header: w.listPrice, key: "listPrice", width: 18, style: euros },
    { header: w.netPrice, key: "netPrice", width: 20, style: euros },
    { header: w.supersededBy, key: "supersededBy", width: 18 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of list.rows) {
    const net = netPriceOf(row, list.discountBasisPoints);
    sheet
      .addRow({
        reference: row.reference,
        name: row.name,
        brand: list.brand,
        family: row.family,
        stock: w.stockLabels[row.stockStatus],
        listPrice: row.priceOnRequest || row.priceCents === null ? w.onRequest : row.priceCents / 100,
        netPrice: net === null ? w.onRequest : net / 100,
        supersededBy: row.supersededBy ?? "",
      })
      .commit();
  }
  sheet.commit();
  const done = new Promise<void>((resolve, reject) => {
    output.on("end", resolve);
    output.on("error", reject);
  });
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}

const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 36;
const ROW = 12;
const SIZE = 7.5;

/** WinAnsi codes of the characters past Latin-1 it holds; the standard fonts' encoding covers the four languages. */
const winAnsiExtras: Record<string, number> = {
  "€": 0x80,
  "‚": 0x82,
  ƒ: 0x83,
  "„": 0x84,
  "…": 0x85,
  "†": 0x86,
  "‡": 0x87,
  ˆ: 0x88,
  "‰": 0x89,
  Š: 0x8a,
  "‹": 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
  "˜": 0x98,
  "™": 0x99,
  š: 0x9a,
  "›": 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** The character's WinAnsi code; anything the encoding lacks prints as "?". */
function winAnsiCode(char: string): number {
  const code = char.codePointAt(0) ?? 0x3f;
  if (code === 0x202f || code === 0x2009) return 0x20;
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code;
  return winAnsiExtras[char] ?? 0x3f;
}

/** Advance widths (1/1000 em) of the 256 codes, read once from the font's metrics. */
function widthTable(font: PDFFont): number[] {
  const widths = new Array<number>(256).fill(0);
  for (let code = 0x20; code < 256; code++) {
    const char = Object.entries(winAnsiExtras).find(([, value]) => value === code)?.[0] ?? String.fromCharCode(code);
    try {
      widths[code] = font.widthOfTextAtSize(char, 1000);
    } catch {
      widths[code] = 0;
    }
  }
  return widths;
}

const hexOf = (codes: number[]) => `<${codes.map((code) => code.toString(16).padStart(2, "0")).join("")}>`;
const n = (value: number) => (Math.round(value * 100) / 100).toString();

/**
 * The live list as a PDF: landscape A4, the brand, the company and the date on every page, the
 * table's header repeated, a cell too long for its column cut with an ellipsis. Set in the PDF
 * standard fonts (nothing to embed) and written as raw page content: thousands of references take
 * a fraction of a second, where drawing each cell through the library's objects took seconds.
 */
export async function priceListPdf(list: PriceList): Promise<Uint8Array> {
  const w = words[list.locale];
  const shared = documentWords[list.locale];
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const metrics = { regular: widthTable(regular), bold: widthTable(bold) };
  const title = `${w.title} ${list.brand}`;
  pdf.setTitle(title);
  pdf.setAuthor(houseIssuer.issuer.name);
  pdf.setCreator(houseIssuer.issuer.name);
  pdf.setProducer(houseIssuer.issuer.name);
  pdf.setLanguage(list.locale);
  const euros = new Intl.NumberFormat(list.locale, { style: "currency", currency: "EUR" });
  const money = (cents: number | null) => (cents === null ? w.onRequest : euros.format(cents / 100));
  const columns: { label: string; width: number; right?: boolean }[] = [
    { label: w.reference, width: 0.12 },
    { label: w.name, width: 0.27 },
    { label: w.brand, width: 0.08 },
    { label: w.family, width: 0.15 },
    { label: w.stock, width: 0.09 },
    { label: w.listPrice, width: 0.1, right: true },
    { label: w.netPrice, width: 0.1, right: true },
    { label: w.supersededBy, width: 0.09 },
  ];
  const tableWidth = PAGE.width - 2 * MARGIN;
  const xs: number[] = [];
  columns.reduce((x, column) => {
    xs.push(x);
    return x + column.width * tableWidth;
  }, MARGIN);

  /** The text's codes, cut to `width` points at `size` with an ellipsis, and the width it takes. */
  const fit = (text: string, size: number, width: number, face: "regular" | "bold" = "regular") => {
    const table = metrics[face];
    const codes = Array.from(text, winAnsiCode);
    const room = (width * 1000) / size;
    let total = 0;
    for (const code of codes) total += table[code] ?? 0;
    if (total <= room) return { codes, width: (total * size) / 1000 };
    const ellipsis = table[0x85] ?? 0;
    let used = ellipsis;
    let kept = 0;
    while (kept < codes.length && used + (table[codes[kept] as number] ?? 0) <= room) used += table[codes[kept++] as number] ?? 0;
    return { codes: [...codes.slice(0, kept), 0x85], width: (used * size) / 1000 };
  };

  const ink = "0.13 0.15 0.18 rg";
  const accent = "0.06 0.23 0.37";
  const muted = "0.4 0.43 0.47 rg";
  const rowsPerPage = Math.floor((PAGE.height - 2 * MARGIN - 70) / ROW);
  const pages = Math.max(1, Math.ceil(list.rows.length / rowsPerPage));
  const issued = formatDate(list.issuedAt, list.locale);
  const note = w.discount(percentOf(list.discountBasisPoints, list.locale));

  for (let index = 0; index < pages; index++) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    const F1 = page.node.newFontDictionary("Helvetica", regular.ref).asString();
    const F2 = page.node.newFontDictionary("Helvetica-Bold", bold.ref).asString();
    const out: string[] = [];
    const text = (x: number, y: number, size: number, codes: number[], face: "regular" | "bold", colour: string) =>
      out.push(`BT ${colour} ${face === "bold" ? F2 : F1} ${n(size)} Tf ${n(x)} ${n(y)} Td ${hexOf(codes)} Tj ET`);
    const put = (
      x: number,
      y: number,
      size: number,
      value: string,
      face: "regular" | "bold",
      colour: string,
      width: number,
      right = false,
    ) => {
      const fitted = fit(value, size, width, face);
      text(right ? x + width - fitted.width : x, y, size, fitted.codes, face, colour);
    };
    let y = PAGE.height - MARGIN - 14;
    put(MARGIN, y, 13, houseIssuer.issuer.name, "bold", `${accent} rg`, 150);
    put(MARGIN + 150, y, 13, title, "bold", `${accent} rg`, 300);
    put(PAGE.width - MARGIN - 260, y, 9, `${list.company} · ${issued}`, "regular", muted, 260, true);
    y -= 16;
    put(MARGIN, y, SIZE, note, "regular", muted, tableWidth);
    y -= 22;
    out.push(`${accent} rg ${n(MARGIN)} ${n(y - 4)} ${n(tableWidth)} ${n(ROW + 2)} re f`);
    columns.forEach((column, at) => {
      put((xs[at] as number) + 3, y, SIZE, column.label, "bold", "1 1 1 rg", column.width * tableWidth - 6, column.right);
    });
    y -= ROW + 2;
    const slice = list.rows.slice(index * rowsPerPage, (index + 1) * rowsPerPage);
    slice.forEach((row, line) => {
      if (line % 2 === 1) out.push(`0.94 0.95 0.97 rg ${n(MARGIN)} ${n(y - 3.5)} ${n(tableWidth)} ${ROW} re f`);
      const cells = [
        row.reference,
        row.name,
        list.brand,
        row.family,
        w.stockLabels[row.stockStatus],
        money(row.priceOnRequest ? null : row.priceCents),
        money(netPriceOf(row, list.discountBasisPoints)),
        row.supersededBy ?? "",
      ];
      cells.forEach((cell, at) => {
        const column = columns[at] as (typeof columns)[number];
        if (cell) put((xs[at] as number) + 3, y, SIZE, cell, "regular", ink, column.width * tableWidth - 6, column.right);
      });
      y -= ROW;
    });
    put(MARGIN, MARGIN - 12, SIZE, houseIssuer.footer.join(" · "), "regular", muted, 400);
    put(PAGE.width - MARGIN - 120, MARGIN - 12, SIZE, shared.pageOf(index + 1, pages), "regular", muted, 120, true);
    page.node.addContentStream(pdf.context.register(pdf.context.flateStream(out.join("\n"))));
  }
  return pdf.save({ useObjectStreams: true });
}
