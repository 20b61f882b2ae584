/**
 * Zip archives and workbooks built byte by byte for tests, including the ones no zip library would
 * write: entries that lie about their size, archives of thousands of entries, sheets that inflate a
 * thousand times.
 */
import { Readable } from "node:stream";
import { createDeflateRaw, deflateRawSync } from "node:zlib";

export type ZipEntry = {
  name: string;
  /** The entry's bytes as stored (deflated). */
  compressed: Buffer;
  /** Uncompressed size written in the headers: the real one unless a test wants a lie. */
  size: number;
  crc: number;
};

const CRC_TABLE = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** An entry deflated from its content; `size` replaces the size its headers declare. */
export function entry(name: string, content: string | Buffer, { size }: { size?: number } = {}): ZipEntry {
  const bytes = Buffer.from(content);
  return { name, compressed: deflateRawSync(bytes), size: size ?? bytes.length, crc: crc32(bytes) };
}

/**
 * An entry deflated as it is generated, for contents of hundreds of megabytes that are never held
 * whole. Its CRC is left at 0: readers check it only at the end, past the limits these files test.
 */
export async function streamedEntry(name: string, parts: Iterable<string>, { size }: { size?: number } = {}): Promise<ZipEntry> {
  let inflated = 0;
  // Parts are gathered into chunks of about 1 MB: a stream of millions of tiny writes is slow.
  const chunked = function* () {
    let chunk = "";
    for (const part of parts) {
      chunk += part;
      if (chunk.length < 1 << 20) continue;
      inflated += Buffer.byteLength(chunk);
      yield chunk;
      chunk = "";
    }
    inflated += Buffer.byteLength(chunk);
    yield chunk;
  };
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from(chunked()).pipe(createDeflateRaw())) chunks.push(chunk as Buffer);
  return { name, compressed: Buffer.concat(chunks), size: size ?? inflated, crc: 0 };
}

/** A zip archive of deflated entries: local headers and data, then the central directory. */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, compressed, size, crc } of entries) {
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, compressed);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const RELATIONSHIPS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** A worksheet part around rows written as XML. */
export const sheetXml = (rows: string) => `${XML_DECLARATION}<worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`;

/** A shared strings part of the given strings. */
export const sharedStringsXml = (strings: string[]) =>
  `${XML_DECLARATION}<sst xmlns="${MAIN}" count="${strings.length}">${strings.map((text) => `<si><t>${text}</t></si>`).join("")}</sst>`;

/** A row of inline strings, from column A. */
export const inlineRow = (line: number, cells: string[]) =>
  `<row r="${line}">${cells.map((text, column) => `<c r="${String.fromCharCode(65 + column)}${line}" t="inlineStr"><is><t>${text}</t></is></c>`).join("")}</row>`;

/**
 * The entries of a minimal workbook as spreadsheet programs write it: content types, package and
 * workbook relationships, the workbook, its one sheet and, when given, its shared strings.
 */
export function workbookEntries(sheet: ZipEntry, sharedStrings?: ZipEntry): ZipEntry[] {
  const sheetType = "application/vnd.openxmlformats-officedocument.spreadsheetml";
  return [
    entry(
      "[Content_Types].xml",
      `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/xl/workbook.xml" ContentType="${sheetType}.sheet.main+xml"/>` +
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${sheetType}.worksheet+xml"/>` +
        `<Override PartName="/xl/sharedStrings.xml" ContentType="${sheetType}.sharedStrings+xml"/></Types>`,
    ),
    entry(
      "_rels/.rels",
      `${XML_DECLARATION}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    entry(
      "xl/workbook.xml",
      `${XML_DECLARATION}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="Panier" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    entry(
      "xl/_rels/workbook.xml.rels",
      `${XML_DECLARATION}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    { ...sheet, name: "xl/worksheets/sheet1.xml" },
    ...(sharedStrings ? [{ ...sharedStrings, name: "xl/sharedStrings.xml" }] : []),
  ];
}

/** A workbook file whose sheet (and shared strings) are the given entries. */
export const workbook = (sheet: ZipEntry, sharedStrings?: ZipEntry) => zip(workbookEntries(sheet, sharedStrings));
