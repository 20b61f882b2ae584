import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

export type ComparisonPdfInput = {
  title: string;
  /** Shown in the header band, right-aligned (the site's name). */
  siteName: string;
  /** The document's date as read in its language, for the footer. */
  generatedOn: string;
  /** Footer text of a page, e.g. "Page 1 / 2". */
  pageLabel: (page: number, total: number) => string;
  /** Header of the first column (the characteristic names). */
  firstColumn: string;
  /** Shown instead of the table when nothing is compared. */
  emptyText: string;
  /** A one-line legend of the highlighted rows. */
  differenceLegend: string;
  products: { name: string; reference: string }[];
  rows: { label: string; values: (string | null)[]; differs: boolean; emphasis?: boolean }[];
  /** Brand colour of the header band, `#rrggbb`. */
  brandColor?: string;
  accentColor?: string;
  author?: string;
  /** BCP 47 language of the texts. */
  language: string;
};

// Landscape A4, in points.
const PAGE_WIDTH = 841.89;
const PAGE_HEIGHT = 595.28;
const MARGIN = 36;
const HEADER_HEIGHT = 58;
const FOOTER_HEIGHT = 28;
const FONT_SIZE = 9;
const LINE_HEIGHT = 11.5;
const CELL_PADDING = 5;
const LABEL_COLUMN = 190;
const LEGEND_HEIGHT = 24;

const ink = rgb(0.09, 0.1, 0.11);
const muted = rgb(0.3, 0.33, 0.37);
const border = rgb(0.84, 0.86, 0.89);
const zebra = rgb(0.965, 0.97, 0.975);
const highlight = rgb(1, 0.953, 0.878);

function hexColor(hex: string | undefined, fallback: ReturnType<typeof rgb>) {
  const match = hex ? /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim()) : null;
  if (!match) return fallback;
  const [, r = "0", g = "0", b = "0"] = match;
  return rgb(Number.parseInt(r, 16) / 255, Number.parseInt(g, 16) / 255, Number.parseInt(b, 16) / 255);
}

/**
 * Text the standard fonts can encode (WinAnsi covers the accents of fr, de, nl and en): the narrow
 * spaces `Intl` puts in French numbers become plain no-break spaces, anything else unknown a "?".
 */
export function toWinAnsi(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  let result = "";
  for (const character of text.normalize("NFC")) {
    const code = character.codePointAt(0) ?? 0x3f;
    if (code === 0x202f || code === 0x2009 || code === 0x2007) result += "\u00a0";
    else if (character === "\n") result += character;
    else if (character === "\t" || character === "\r") result += " ";
    else result += supported.has(code) ? character : "?";
  }
  return result;
}

/** Splits `text` into lines no wider than `width`, breaking long words when they alone are too wide. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = "";
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines.length > 0 ? lines : [""];
}

type Cell = { lines: string[]; bold: boolean };

/** The comparison table as a landscape A4 PDF, with a header band and numbered pages. */
export async function buildComparisonPdf(input: ComparisonPdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const brand = hexColor(input.brandColor, rgb(0.06, 0.23, 0.37));
  const accent = hexColor(input.accentColor, rgb(0.95, 0.57, 0));
  const clean = (text: string) => toWinAnsi(text, regular);

  pdf.setTitle(clean(input.title));
  pdf.setSubject(clean(input.products.map((product) => product.name).join(" / ")));
  if (input.author) pdf.setAuthor(clean(input.author));
  pdf.setCreator(clean(input.siteName));
  pdf.setLanguage(input.language);

  const tableWidth = PAGE_WIDTH - 2 * MARGIN;
  const columns = Math.max(input.products.length, 1);
  const valueColumn = (tableWidth - LABEL_COLUMN) / columns;
  const textWidth = (column: number) => (column === 0 ? LABEL_COLUMN : valueColumn) - 2 * CELL_PADDING;
  const columnX = (column: number) => MARGIN + (column === 0 ? 0 : LABEL_COLUMN + (column - 1) * valueColumn);

  const cellsOf = (texts: string[], boldColumns: (column: number) => boolean): Cell[] =>
    texts.map((text, column) => {
      const font = boldColumns(column) ? bold : regular;
      return { lines: wrapText(clean(text), font, FONT_SIZE, textWidth(column)), bold: boldColumns(column) };
    });
  const heightOf = (cells: Cell[]) => Math.max(...cells.map((cell) => cell.lines.length)) * LINE_HEIGHT + 2 * CELL_PADDING;

  const headerCells = cellsOf([input.firstColumn, ...input.products.map((product) => `${product.name}\n${product.reference}`)], () => true);
  const pages: PDFPage[] = [];
  let y = 0;
  const page = (): PDFPage => {
    const last = pages.at(-1);
    if (!last) throw new Error("no page yet");
    return last;
  };

  const drawCells = (cells: Cell[], height: number, fill: ReturnType<typeof rgb> | null, color = ink) => {
    // Short of the top edge, so the line above the row stays visible.
    if (fill) page().drawRectangle({ x: MARGIN, y: y - height, width: tableWidth, height: height - 0.75, color: fill });
    cells.forEach((cell, column) => {
      cell.lines.forEach((line, index) => {
        page().drawText(line, {
          x: columnX(column) + CELL_PADDING,
          y: y - CELL_PADDING - (index + 1) * LINE_HEIGHT + 2.5,
          size: FONT_SIZE,
          font: cell.bold ? bold : regular,
          color,
        });
      });
      if (column > 0) {
        page().drawLine({ start: { x: columnX(column), y }, end: { x: columnX(column), y: y - height }, thickness: 0.75, color: border });
      }
    });
    page().drawLine({
      start: { x: MARGIN, y: y - height },
      end: { x: MARGIN + tableWidth, y: y - height },
      thickness: 0.75,
      color: border,
    });
    y -= height;
  };

  const newPage = (withTableHeader: boolean) => {
    const added = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    pages.push(added);
    added.drawRectangle({ x: 0, y: PAGE_HEIGHT - HEADER_HEIGHT, width: PAGE_WIDTH, height: HEADER_HEIGHT, color: brand });
    added.drawRectangle({ x: 0, y: PAGE_HEIGHT - HEADER_HEIGHT - 3, width: PAGE_WIDTH, height: 3, color: accent });
    added.drawText(clean(input.title), { x: MARGIN, y: PAGE_HEIGHT - 36, size: 17, font: bold, color: rgb(1, 1, 1) });
    const site = clean(input.siteName);
    added.drawText(site, {
      x: PAGE_WIDTH - MARGIN - bold.widthOfTextAtSize(site, 11),
      y: PAGE_HEIGHT - 34,
      size: 11,
      font: bold,
      color: rgb(1, 1, 1),
    });
    y = PAGE_HEIGHT - HEADER_HEIGHT - 3 - 22;
    if (withTableHeader) {
      added.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + tableWidth, y }, thickness: 0.75, color: border });
      drawCells(headerCells, heightOf(headerCells), rgb(0.93, 0.94, 0.95));
    }
  };

  const hasTable = input.products.length > 0;
  newPage(hasTable);
  if (!hasTable) {
    page().drawText(clean(input.emptyText), { x: MARGIN, y, size: 12, font: regular, color: ink });
  } else {
    const legend = input.rows.some((row) => row.differs);
    input.rows.forEach((row, index) => {
      const cells = cellsOf(
        [row.label, ...input.products.map((_, column) => row.values[column] ?? "–")],
        (column) => column === 0 || row.emphasis === true,
      );
      const height = heightOf(cells);
      // The legend goes with the last row: a page holding only the legend explains nothing.
      const needed = height + (legend && index === input.rows.length - 1 ? LEGEND_HEIGHT : 0);
      if (y - needed < MARGIN + FOOTER_HEIGHT) newPage(true);
      drawCells(cells, height, row.differs ? highlight : index % 2 === 1 ? zebra : null);
      if (row.differs) page().drawRectangle({ x: MARGIN, y, width: 3, height: height - 0.75, color: accent });
    });
    if (legend) {
      page().drawRectangle({ x: MARGIN, y: y - 18, width: 10, height: 10, color: highlight, borderColor: accent, borderWidth: 1 });
      page().drawText(clean(input.differenceLegend), { x: MARGIN + 16, y: y - 16, size: 8.5, font: regular, color: muted });
    }
  }

  const date = clean(input.generatedOn);
  pages.forEach((current, index) => {
    current.drawLine({
      start: { x: MARGIN, y: MARGIN + 10 },
      end: { x: PAGE_WIDTH - MARGIN, y: MARGIN + 10 },
      thickness: 0.5,
      color: border,
    });
    current.drawText(date, { x: MARGIN, y: MARGIN - 4, size: 8, font: regular, color: muted });
    const label = clean(input.pageLabel(index + 1, pages.length));
    current.drawText(label, {
      x: PAGE_WIDTH - MARGIN - regular.widthOfTextAtSize(label, 8),
      y: MARGIN - 4,
      size: 8,
      font: regular,
      color: muted,
    });
  });

  return pdf.save();
}
