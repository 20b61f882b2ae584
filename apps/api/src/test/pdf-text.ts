import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFStream } from "pdf-lib";

/*
 * The text a PDF of the house style shows, one string per piece of text drawn, page after page:
 * text is drawn in embedded subset fonts as glyph numbers, read back into letters through each
 * font's ToUnicode map (the way a reader copies text out of the document).
 */

const decode = (stream: PDFStream) =>
  new TextDecoder().decode(stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents());

function glyphMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, glyph, unicode] of cmap.matchAll(/<([0-9a-fA-F]{4})> <([0-9a-fA-F]+)>/g)) {
    const units = (unicode as string).match(/.{4}/g) ?? [];
    map.set((glyph as string).toLowerCase(), String.fromCharCode(...units.map((unit) => Number.parseInt(unit, 16))));
  }
  return map;
}

export async function pdfTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const texts: string[] = [];
  for (const page of pdf.getPages()) {
    const maps = new Map<string, Map<string, string>>();
    const fonts = page.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
    for (const [name, ref] of fonts?.entries() ?? []) {
      const toUnicode = pdf.context.lookup(ref, PDFDict).lookup(PDFName.of("ToUnicode")) as PDFStream;
      maps.set(name.decodeText(), glyphMap(decode(toUnicode)));
    }
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref) as PDFStream) : [contents];
    let font = new Map<string, string>();
    for (const stream of streams) {
      if (!stream) continue;
      for (const [, fontName, hex] of decode(stream).matchAll(/\/([^\s/]+) [\d.]+ Tf|<([0-9a-fA-F]*)> Tj/g)) {
        if (fontName) font = maps.get(fontName) ?? new Map();
        else texts.push(((hex as string).toLowerCase().match(/.{4}/g) ?? []).map((glyph) => font.get(glyph) ?? "\ufffd").join(""));
      }
    }
  }
  return texts;
}
