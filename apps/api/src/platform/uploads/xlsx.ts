import { posix } from "node:path";
import { uploadLimits } from "./limits";
import { FileRefused } from "./refusal";
import type { SheetRow, SheetTask } from "./sheet";
import { parseXml } from "./xml";
import { openZip, type Zip } from "./zip";

const CONTENT_TYPES = "[Content_Types].xml";
const WORKBOOK = "xl/workbook.xml";
const WORKBOOK_RELATIONSHIPS = "xl/_rels/workbook.xml.rels";

/** A cell as read from the sheet: its text, or the index of its text among the shared strings. */
type RawCell = string | { shared: number };
type RawRow = { line: number; cells: RawCell[] };

const capped = (text: string) => (text.length > uploadLimits.sheet.maxCellChars ? text.slice(0, uploadLimits.sheet.maxCellChars) : text);

/** "C12" → 2: the column of a cell reference, from 0. */
function columnOf(reference: string): number | null {
  const letters = /^[A-Z]{1,3}/.exec(reference)?.[0];
  if (!letters) return null;
  return [...letters].reduce((column, letter) => column * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

/** A relationship target, relative to the workbook's folder unless it starts at the root. */
const partPath = (target: string) => (target.startsWith("/") ? target.slice(1) : posix.normalize(posix.join("xl", target)));

/** The first sheet of the workbook and the shared strings, found through the workbook's relationships. */
async function workbookParts(zip: Zip): Promise<{ sheet: string; sharedStrings: string | null }> {
  // Set by the parser's callbacks, which control flow analysis does not follow.
  let sheetId = null as string | null;
  await parseXml(zip.read(WORKBOOK), WORKBOOK, {
    open(name, attributes) {
      // The relationship id is `r:id`, whatever the prefix is called.
      if (name === "sheet" && sheetId === null) sheetId = Object.entries(attributes).find(([key]) => key.endsWith(":id"))?.[1] ?? "";
    },
    done: () => sheetId !== null,
  });
  const targets = new Map<string, { type: string; path: string }>();
  if (zip.has(WORKBOOK_RELATIONSHIPS)) {
    await parseXml(zip.read(WORKBOOK_RELATIONSHIPS), WORKBOOK_RELATIONSHIPS, {
      open(name, { Id: id, Type: type = "", Target: target }) {
        if (name === "Relationship" && id && target) targets.set(id, { type, path: partPath(target) });
      },
    });
  }
  const sheet = (sheetId && targets.get(sheetId)?.path) || "xl/worksheets/sheet1.xml";
  const shared = [...targets.values()].find((target) => target.type.endsWith("/sharedStrings"))?.path;
  return { sheet, sharedStrings: shared ?? (zip.has("xl/sharedStrings.xml") ? "xl/sharedStrings.xml" : null) };
}

/** A cell's text as a spreadsheet program shows it, formats aside. */
function cellValue(type: string, text: string): RawCell {
  switch (type) {
    case "s": {
      const index = Number(text);
      if (!Number.isInteger(index) || index < 0) return "";
      if (index >= uploadLimits.sheet.maxSharedStrings) throw new FileRefused("unsafe", `a cell uses shared string ${index}`);
      return { shared: index };
    }
    case "b":
      return text === "1" ? "true" : text === "0" ? "false" : text;
    case "n":
      return text !== "" && Number.isFinite(Number(text)) ? String(Number(text)) : text;
    default:
      // An inline string, a formula's text, an error (#N/A) or a date written as text.
      return text;
  }
}

const isFilled = (cell: RawCell | undefined) => cell !== undefined && (typeof cell !== "string" || cell.trim() !== "");

/**
 * The rows of a sheet with something in their first `columns` columns, streamed: the row limit is
 * checked as each row ends, and reading stops at the end of the sheet's data (what follows, such as
 * merged cells and print settings, is never inflated).
 */
async function readRows(zip: Zip, path: string, { maxRows, columns }: Pick<SheetTask, "maxRows" | "columns">): Promise<RawRow[]> {
  const rows: RawRow[] = [];
  let row: RawRow | null = null;
  let line = 0;
  let cell: { column: number; type: string; text: string } | null = null;
  let nextColumn = 0;
  let capturing = false;
  let inInlineString = false;
  let inPhonetic = false;
  let finished = false;
  await parseXml(zip.read(path), path, {
    open(name, attributes) {
      if (name === "row") {
        // Rows without their number follow the previous one.
        line = Number(attributes.r) || line + 1;
        row = { line, cells: [] };
        nextColumn = 0;
      } else if (name === "c" && row) {
        const column = (attributes.r ? columnOf(attributes.r) : null) ?? nextColumn;
        nextColumn = column + 1;
        cell = column < columns ? { column, type: attributes.t ?? "n", text: "" } : null;
      } else if (name === "v") capturing = cell !== null;
      else if (name === "is") inInlineString = true;
      else if (name === "rPh") inPhonetic = true;
      else if (name === "t") capturing = cell !== null && inInlineString && !inPhonetic;
    },
    text(text) {
      if (capturing && cell) cell.text = capped(cell.text + text);
    },
    close(name) {
      if (name === "v" || name === "t") capturing = false;
      else if (name === "is") inInlineString = false;
      else if (name === "rPh") inPhonetic = false;
      else if (name === "c" && cell && row) {
        row.cells[cell.column] = cellValue(cell.type, cell.text);
        cell = null;
      } else if (name === "row" && row) {
        if (row.cells.some(isFilled)) rows.push(row);
        if (rows.length > maxRows) throw new FileRefused("too_many_rows", `more than ${maxRows} rows`);
        row = null;
      } else if (name === "sheetData") finished = true;
    },
    done: () => finished,
  });
  return rows;
}

/** The shared strings the rows use, read up to the last of them only; the others are skipped, not kept. */
async function readSharedStrings(zip: Zip, path: string, wanted: Set<number>): Promise<Map<number, string>> {
  const last = Math.max(...wanted);
  const strings = new Map<number, string>();
  let index = -1;
  let text: string | null = null;
  let capturing = false;
  let inPhonetic = false;
  await parseXml(zip.read(path), path, {
    open(name) {
      if (name === "si") text = wanted.has(++index) ? "" : null;
      else if (name === "rPh") inPhonetic = true;
      else if (name === "t") capturing = text !== null && !inPhonetic;
    },
    text(value) {
      if (capturing && text !== null) text = capped(text + value);
    },
    close(name) {
      if (name === "t") capturing = false;
      else if (name === "rPh") inPhonetic = false;
      else if (name === "si" && text !== null) {
        strings.set(index, text);
        text = null;
      }
    },
    done: () => index >= last && text === null,
  });
  return strings;
}

/**
 * The rows of a workbook's first sheet (xlsx), reading only the parts that needs: the workbook and its
 * relationships to find the sheet, the sheet, and the shared strings its cells use. Styles, drawings,
 * comments and the other sheets are never inflated.
 */
export async function readXlsx(bytes: Uint8Array, options: Pick<SheetTask, "maxRows" | "columns">): Promise<SheetRow[]> {
  const zip = await openZip(bytes);
  try {
    if (!zip.has(CONTENT_TYPES) || !zip.has(WORKBOOK)) throw new FileRefused("type", "an archive without a workbook");
    const parts = await workbookParts(zip);
    const rows = await readRows(zip, parts.sheet, options);
    const wanted = new Set(rows.flatMap((row) => row.cells.flatMap((cell) => (typeof cell === "object" ? [cell.shared] : []))));
    const strings = wanted.size > 0 && parts.sharedStrings ? await readSharedStrings(zip, parts.sharedStrings, wanted) : new Map();
    return rows.map((row) => ({
      line: row.line,
      cells: Array.from({ length: options.columns }, (_, column) => {
        const cell = row.cells[column] ?? "";
        return typeof cell === "string" ? cell : (strings.get(cell.shared) ?? "");
      }),
    }));
  } finally {
    zip.close();
  }
}
