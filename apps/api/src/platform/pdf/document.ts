import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import fontkit, { type Font } from "@pdf-lib/fontkit";
import type { Locale } from "@portal/domain/i18n/locales";
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";

/*
 * The house style of the portal's documents (quotes, orders, invoices and credit notes): an A4
 * page with the manufacturer's name and the document's title, its references, the parties, a table
 * of lines that continues over as many pages as it needs (its header repeated), the totals, notes
 * and a footer with the legal lines and the page number. Text is set in DejaVu Sans, embedded (a
 * PDF/A-3 invoice must embed its fonts, and it covers every letter of the four languages).
 */

export type DocumentColumn = { label: string; width: number; align?: "left" | "right" };
export type DocumentTotal = { label: string; value: string; strong?: boolean };

export type DocumentSpec = {
  /** The issuer: name on the header, address and contact lines under it. */
  issuer: { name: string; lines: string[] };
  /** The title of the document (`Facture`, `Devis`…) and its number. */
  title: string;
  number: string;
  /** References at the top right: date, due date, order number… */
  meta: { label: string; value: string }[];
  /** Address blocks side by side (customer, delivery, billing), each with a label. */
  parties: { label: string; lines: string[] }[];
  /** Column widths are relative; the table fills the page's width. */
  columns: DocumentColumn[];
  rows: string[][];
  totals: DocumentTotal[];
  notes: string[];
  /** Legal lines at the bottom of every page; `pageOf(page, pages)` writes the page number. */
  footer: string[];
  pageOf: (page: number, pages: number) => string;
  /** The accent of titles and rules (the portal's main colour by default). */
  accent?: string;
  /** Written in the file's properties. */
  subject?: string;
  locale: Locale;
};

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { x: 48, top: 48, bottom: 64 };
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN.x;
const INK = rgb(0.13, 0.15, 0.18);
const MUTED = rgb(0.4, 0.43, 0.47);
const RULE = rgb(0.82, 0.85, 0.88);
const BAND = rgb(0.94, 0.95, 0.97);
const SIZES = { body: 9, small: 7.5, label: 7.5, title: 20, brand: 15, total: 10.5 } as const;
const ROW_PADDING = 5;
const LINE_GAP = 1.25;

function hex(colour: string) {
  const value = Number.parseInt(colour.replace("#", ""), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

const require = createRequire(import.meta.url);
let fontFiles: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;
function loadFonts() {
  fontFiles ??= Promise.all(
    ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"].map((file) => readFile(require.resolve(`dejavu-fonts-ttf/ttf/${file}`))),
  ).then(([regular, bold]) => ({ regular: new Uint8Array(regular as Buffer), bold: new Uint8Array(bold as Buffer) }));
  return fontFiles;
}

/*
 * Parsing a font is most of a short document's time: each font file is parsed once and the parsed
 * font is reused. Every document still takes its own subset of it and embeds that (the subset is
 * written synchronously, so documents rendered side by side never interleave in the shared font).
 */
const parsedFonts = new WeakMap<Uint8Array, Font>();
const reusingFontkit = {
  create(bytes: Uint8Array): Font {
    let font = parsedFonts.get(bytes);
    if (!font) {
      font = fontkit.create(bytes);
      parsedFonts.set(bytes, font);
    }
    return font;
  },
};

/** Intl writes thin no-break spaces in numbers and dates: a plain no-break space reads the same everywhere. */
const printable = (text: string) => text.replace(/[\u202f\u2009]/g, "\u00a0");

/** The lines `text` takes at `size` within `width`, broken between words (inside a word too long for a line). */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of printable(text).split("\n")) {
    let line = "";
    for (const word of paragraph.split(" ")) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/**
 * The rows that start a new page, given each row's height and the room for rows on the first page
 * and on the next ones. The last row goes over with the totals when they would not fit after it, so
 * that no page holds the totals alone.
 */
export function pageBreaks(heights: readonly number[], room: { first: number; next: number; totals: number }): number[] {
  const breaks: number[] = [];
  let left = room.first;
  heights.forEach((height, index) => {
    const needed = index === heights.length - 1 ? height + room.totals : height;
    // On a page just begun, a row goes in whatever its height: a new page would hold it no better.
    if (needed > left && left < room.next) {
      breaks.push(index);
      left = room.next;
    }
    left -= height;
  });
  return breaks;
}

/** Renders a document in the house style; answers the PDF's bytes. */
export async function renderDocumentPdf(spec: DocumentSpec): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(reusingFontkit);
  const files = await loadFonts();
  const regular = await pdf.embedFont(files.regular, { subset: true });
  const bold = await pdf.embedFont(files.bold, { subset: true });
  const accent = hex(spec.accent ?? "#0f3b5f");
  pdf.setTitle(`${spec.title} ${spec.number}`);
  pdf.setAuthor(spec.issuer.name);
  pdf.setCreator(spec.issuer.name);
  pdf.setProducer(spec.issuer.name);
  pdf.setLanguage(spec.locale);
  if (spec.subject) pdf.setSubject(spec.subject);

  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;

  const text = (value: string, x: number, at: number, options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb> } = {}) =>
    page.drawText(printable(value), {
      x,
      y: at,
      font: options.font ?? regular,
      size: options.size ?? SIZES.body,
      color: options.color ?? INK,
    });
  const rightText = (
    value: string,
    right: number,
    at: number,
    options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb> } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? SIZES.body;
    text(value, right - font.widthOfTextAtSize(printable(value), size), at, options);
  };

  function newPage() {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    pages.push(page);
    y = PAGE.height - MARGIN.top;
  }

  // ---- header: issuer on the left, title, number and references on the right ----
  newPage();
  page.drawRectangle({ x: 0, y: PAGE.height - 6, width: PAGE.width, height: 6, color: accent });
  text(spec.issuer.name, MARGIN.x, y - SIZES.brand, { font: bold, size: SIZES.brand, color: accent });
  let left = y - SIZES.brand - 8;
  for (const line of spec.issuer.lines) {
    text(line, MARGIN.x, left - SIZES.small, { size: SIZES.small, color: MUTED });
    left -= SIZES.small * 1.45;
  }
  const right = PAGE.width - MARGIN.x;
  rightText(spec.title, right, y - SIZES.title, { font: bold, size: SIZES.title, color: accent });
  rightText(spec.number, right, y - SIZES.title - 16, { font: bold, size: 11 });
  let meta = y - SIZES.title - 36;
  for (const entry of spec.meta) {
    const labelWidth = regular.widthOfTextAtSize(printable(entry.value), SIZES.body);
    rightText(entry.value, right, meta);
    rightText(entry.label, right - labelWidth - 8, meta, { size: SIZES.label, color: MUTED });
    meta -= SIZES.body * 1.6;
  }
  y = Math.min(left, meta) - 18;

  // ---- parties ----
  if (spec.parties.length > 0) {
    const gap = 16;
    const width = (CONTENT_WIDTH - gap * (spec.parties.length - 1)) / spec.parties.length;
    let lowest = y;
    spec.parties.forEach((party, index) => {
      const x = MARGIN.x + index * (width + gap);
      page.drawRectangle({ x, y: y - 2, width, height: 1, color: RULE });
      text(party.label.toUpperCase(), x, y - 14, { font: bold, size: SIZES.label, color: MUTED });
      let at = y - 28;
      for (const line of party.lines.flatMap((entry) => wrap(entry, regular, SIZES.body, width))) {
        text(line, x, at);
        at -= SIZES.body * 1.4;
      }
      lowest = Math.min(lowest, at);
    });
    y = lowest - 14;
  }

  // ---- lines ----
  const totalWeight = spec.columns.reduce((sum, column) => sum + column.width, 0);
  const widths = spec.columns.map((column) => (column.width / totalWeight) * CONTENT_WIDTH);
  const starts = widths.map((_, index) => MARGIN.x + widths.slice(0, index).reduce((sum, width) => sum + width, 0));
  const bottom = MARGIN.bottom + 12;

  function tableHeader() {
    const height = SIZES.label + 2 * ROW_PADDING + 2;
    page.drawRectangle({ x: MARGIN.x, y: y - height, width: CONTENT_WIDTH, height, color: BAND });
    spec.columns.forEach((column, index) => {
      const label = column.label.toUpperCase();
      const at = y - ROW_PADDING - SIZES.label;
      if (column.align === "right")
        rightText(label, (starts[index] ?? 0) + (widths[index] ?? 0) - 6, at, { font: bold, size: SIZES.label, color: MUTED });
      else text(label, (starts[index] ?? 0) + 6, at, { font: bold, size: SIZES.label, color: MUTED });
    });
    y -= height;
  }

  const totalsHeight = spec.totals.length * SIZES.total * 1.8 + 24;
  const headerHeight = SIZES.label + 2 * ROW_PADDING + 2;
  const cellsOf = spec.rows.map((row) => row.map((cell, index) => wrap(cell, regular, SIZES.body, (widths[index] ?? 0) - 12)));
  const heights = cellsOf.map((cells) => Math.max(1, ...cells.map((lines) => lines.length)) * SIZES.body * LINE_GAP + 2 * ROW_PADDING);
  const pageRoom = PAGE.height - MARGIN.top - bottom - headerHeight;
  const breaks = new Set(pageBreaks(heights, { first: y - bottom - headerHeight, next: pageRoom, totals: totalsHeight }));
  // Too little room left for the first row: the table starts on the next page.
  if (breaks.has(0)) newPage();
  tableHeader();
  cellsOf.forEach((cells, rowIndex) => {
    if (rowIndex > 0 && breaks.has(rowIndex)) {
      newPage();
      tableHeader();
    }
    cells.forEach((lines, index) => {
      lines.forEach((line, lineIndex) => {
        const at = y - ROW_PADDING - SIZES.body - lineIndex * SIZES.body * LINE_GAP + 1;
        if (spec.columns[index]?.align === "right") rightText(line, (starts[index] ?? 0) + (widths[index] ?? 0) - 6, at);
        else text(line, (starts[index] ?? 0) + 6, at);
      });
    });
    y -= heights[rowIndex] ?? 0;
    page.drawRectangle({ x: MARGIN.x, y, width: CONTENT_WIDTH, height: 0.6, color: RULE });
  });

  // ---- totals, kept together on one page ----
  if (y - totalsHeight < bottom) newPage();
  y -= 14;
  const totalsLeft = PAGE.width - MARGIN.x - 220;
  for (const total of spec.totals) {
    const font = total.strong ? bold : regular;
    const size = total.strong ? SIZES.total + 1 : SIZES.total;
    if (total.strong) {
      page.drawRectangle({ x: totalsLeft, y: y + 4, width: 220, height: 1.2, color: accent });
      y -= 4;
    }
    text(total.label, totalsLeft, y - size, { font, size, color: total.strong ? INK : MUTED });
    rightText(total.value, right, y - size, { font, size });
    y -= size * 1.8;
  }

  // ---- notes ----
  y -= 10;
  for (const note of spec.notes.flatMap((entry) => [...wrap(entry, regular, SIZES.body, CONTENT_WIDTH), ""])) {
    if (y - SIZES.body < bottom) newPage();
    if (note) text(note, MARGIN.x, y - SIZES.body, { color: MUTED });
    y -= SIZES.body * (note ? 1.45 : 0.8);
  }

  // ---- footer on every page, once the number of pages is known ----
  pages.forEach((each, index) => {
    page = each;
    page.drawRectangle({ x: MARGIN.x, y: MARGIN.bottom - 8, width: CONTENT_WIDTH, height: 0.6, color: RULE });
    let at = MARGIN.bottom - 8 - SIZES.small - 4;
    for (const line of spec.footer.flatMap((entry) => wrap(entry, regular, SIZES.small, CONTENT_WIDTH - 70))) {
      text(line, MARGIN.x, at, { size: SIZES.small, color: MUTED });
      at -= SIZES.small * 1.4;
    }
    rightText(spec.pageOf(index + 1, pages.length), right, MARGIN.bottom - 8 - SIZES.small - 4, { size: SIZES.small, color: MUTED });
  });

  return pdf.save();
}

/** Amounts as each language writes euros. */
export function formatMoney(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(cents / 100);
}

/** A calendar date as each language writes it (the date of the value, whatever the server's zone). */
export function formatDate(value: Date | string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(value));
}
