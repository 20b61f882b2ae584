/**
 * A small PDF 1.4 writer: A4 pages, the two standard Helvetica faces (no embedded font), text,
 * lines, rectangles and circles. Enough for manuals, data sheets and exploded views, with a correct
 * cross-reference table so every viewer opens the files without repairing them.
 */

export const pageWidth = 595.28;
export const pageHeight = 841.89;

export type Rgb = [number, number, number];

/** Helvetica advance widths (1/1000 em) for ASCII 32–126, from the standard font metrics. */
const helveticaWidths = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278,
  278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556,
  556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** Characters outside Latin-1 that WinAnsiEncoding still has, with their byte. */
const winAnsiExtras: Record<string, number> = {
  "€": 0x80,
  "‚": 0x82,
  "„": 0x84,
  "…": 0x85,
  Œ: 0x8c,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
  "™": 0x99,
  œ: 0x9c,
  Ÿ: 0x9f,
};

function winAnsiByte(char: string): number {
  const extra = winAnsiExtras[char];
  if (extra !== undefined) return extra;
  const code = char.codePointAt(0) ?? 0x3f;
  if (code === 0x202f || code === 0x2009) return 0x20;
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code;
  return 0x3f;
}

/** A PDF string literal; bytes above ASCII are written as octal escapes so the file stays 7-bit text. */
function pdfString(text: string): string {
  let out = "(";
  for (const char of text) {
    const byte = winAnsiByte(char);
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 0x80) out += String.fromCharCode(byte);
    else out += `\\${byte.toString(8).padStart(3, "0")}`;
  }
  return `${out})`;
}

/** Width of a text in points, accents counted as their base letter. */
export function textWidth(text: string, size: number, bold = false): number {
  let units = 0;
  for (const char of text.normalize("NFD").replace(/[\u0300-\u036f]/g, "")) {
    const code = char.charCodeAt(0);
    units += code >= 32 && code <= 126 ? (helveticaWidths[code - 32] ?? 556) : 556;
  }
  return (units / 1000) * size * (bold ? 1.07 : 1);
}

/** Splits a paragraph into lines no wider than `width`. */
export function wrap(text: string, size: number, width: number, bold = false): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && textWidth(candidate, size, bold) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}

const n = (value: number) => (Math.round(value * 100) / 100).toString();
const color = (rgb: Rgb) => rgb.map((channel) => n(channel / 255)).join(" ");

export function hexColor(hex: string): Rgb {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

type Paint = { fill?: Rgb; stroke?: Rgb; lineWidth?: number; dash?: number[] };

/** One page; coordinates in points from the top-left corner, as a layout reads. */
export class PdfPage {
  private readonly ops: string[] = [];

  text(x: number, top: number, size: number, value: string, options: { bold?: boolean; color?: Rgb } = {}): void {
    const y = pageHeight - top;
    this.ops.push(
      `BT /${options.bold ? "F2" : "F1"} ${n(size)} Tf ${color(options.color ?? [0, 0, 0])} rg ${n(x)} ${n(y)} Td ${pdfString(value)} Tj ET`,
    );
  }

  /** Text whose right edge sits at `right`. */
  textRight(right: number, top: number, size: number, value: string, options: { bold?: boolean; color?: Rgb } = {}): void {
    this.text(right - textWidth(value, size, options.bold), top, size, value, options);
  }

  line(x1: number, top1: number, x2: number, top2: number, paint: Paint = {}): void {
    this.ops.push(`q ${this.strokeStyle(paint)} ${n(x1)} ${n(pageHeight - top1)} m ${n(x2)} ${n(pageHeight - top2)} l S Q`);
  }

  rect(x: number, top: number, width: number, height: number, paint: Paint): void {
    this.ops.push(
      `q ${this.strokeStyle(paint)} ${this.fillStyle(paint)} ${n(x)} ${n(pageHeight - top - height)} ${n(width)} ${n(height)} re ${this.paintOp(paint)} Q`,
    );
  }

  /** A circle drawn with four Bézier arcs. */
  circle(cx: number, cy: number, r: number, paint: Paint): void {
    const k = 0.5523 * r;
    const y = pageHeight - cy;
    const d = [
      `${n(cx + r)} ${n(y)} m`,
      `${n(cx + r)} ${n(y + k)} ${n(cx + k)} ${n(y + r)} ${n(cx)} ${n(y + r)} c`,
      `${n(cx - k)} ${n(y + r)} ${n(cx - r)} ${n(y + k)} ${n(cx - r)} ${n(y)} c`,
      `${n(cx - r)} ${n(y - k)} ${n(cx - k)} ${n(y - r)} ${n(cx)} ${n(y - r)} c`,
      `${n(cx + k)} ${n(y - r)} ${n(cx + r)} ${n(y - k)} ${n(cx + r)} ${n(y)} c`,
    ].join(" ");
    this.ops.push(`q ${this.strokeStyle(paint)} ${this.fillStyle(paint)} ${d} ${this.paintOp(paint)} Q`);
  }

  content(): string {
    return this.ops.join("\n");
  }

  private strokeStyle(paint: Paint): string {
    const parts = [`${n(paint.lineWidth ?? 1)} w`, `[${(paint.dash ?? []).join(" ")}] 0 d`];
    if (paint.stroke) parts.push(`${color(paint.stroke)} RG`);
    return parts.join(" ");
  }

  private fillStyle(paint: Paint): string {
    return paint.fill ? `${color(paint.fill)} rg` : "";
  }

  private paintOp(paint: Paint): string {
    if (paint.fill && paint.stroke) return "B";
    return paint.fill ? "f" : "S";
  }
}

/** UTF-16 hex string, the safe way to store non-ASCII text in the document information. */
function infoString(text: string): string {
  let hex = "FEFF";
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, "0").toUpperCase();
  return `<${hex}>`;
}

/** Serialises the pages into a complete PDF file. No dates are written: the same input gives the same bytes. */
export function renderPdf(pages: PdfPage[], info: { title: string; author: string }): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add("");
  const pagesId = add("");
  const regular = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  const bold = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
  const infoId = add(`<< /Title ${infoString(info.title)} /Author ${infoString(info.author)} /Producer (Orvane Machines) >>`);
  const kids: number[] = [];
  for (const page of pages) {
    const content = page.content();
    const stream = add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${n(pageWidth)} ${n(pageHeight)}] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${stream} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] = `<< /Type /Pages /Kids [${kids.map((id) => `${id} 0 R`).join(" ")}] /Count ${kids.length} >>`;

  // Everything after the binary-marker comment is 7-bit, so string length equals byte length.
  const header = "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n";
  let body = header;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${infoId} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF`;
  return new Uint8Array(Buffer.from(body, "latin1"));
}
