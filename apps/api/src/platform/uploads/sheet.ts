import { readCsv } from "./csv";
import { FileRefused, type Refusal } from "./refusal";
import { readXlsx } from "./xlsx";

export type SheetFormat = "xlsx" | "csv";

/** A row with something in the columns asked for: its number in the sheet and the text of each column. */
export type SheetRow = { line: number; cells: string[] };

/** What a reading thread is asked: the rows of the first sheet, at most `maxRows`, `columns` wide. */
export type SheetTask = { format: SheetFormat; bytes: Uint8Array; maxRows: number; columns: number };

export type SheetOutcome = { ok: true; rows: SheetRow[] } | { ok: false; reason: Refusal; detail: string };

/** Reads a spreadsheet where it runs (the reading thread); a refusal is an outcome, anything else a bug. */
export async function readSheet({ format, bytes, ...options }: SheetTask): Promise<SheetOutcome> {
  try {
    return { ok: true, rows: format === "xlsx" ? await readXlsx(bytes, options) : await readCsv(bytes, options) };
  } catch (error) {
    if (error instanceof FileRefused) return { ok: false, reason: error.reason, detail: error.message };
    throw error;
  }
}
