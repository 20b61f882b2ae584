import { isUtf8 } from "node:buffer";
import { Readable } from "node:stream";
import { parse } from "csv-parse";
import { uploadLimits } from "./limits";
import { FileRefused } from "./refusal";
import type { SheetRow, SheetTask } from "./sheet";

const CHUNK_CHARS = 64 * 1024;

/** Excel in French or German writes `;` between columns, in English `,`: the first line tells. */
export function csvDelimiter(text: string): string {
  const firstLine = text.slice(0, 4096).split(/\r?\n/, 1)[0] ?? "";
  const counts = [";", ",", "\t"].map((delimiter) => [delimiter, firstLine.split(delimiter).length] as const);
  return counts.reduce((best, candidate) => (candidate[1] > best[1] ? candidate : best))[0];
}

/** UTF-8 when the bytes are valid UTF-8, else the 8-bit encoding spreadsheet programs write on Windows. */
const textEncodingOf = (bytes: Uint8Array) => (isUtf8(bytes) ? "utf-8" : "windows-1252");

function* chunksOf(text: string) {
  for (let start = 0; start < text.length; start += CHUNK_CHARS) yield text.slice(start, start + CHUNK_CHARS);
}

/**
 * The records of a csv file with something in their first `columns` fields, numbered by record as a
 * spreadsheet program numbers its rows (empty lines count), streamed through csv-parse with the row
 * limit checked as each record comes. Fields stay text: a reference such as 12-10 is not a date.
 */
export async function readCsv(bytes: Uint8Array, { maxRows, columns }: Pick<SheetTask, "maxRows" | "columns">): Promise<SheetRow[]> {
  // TextDecoder drops a UTF-8 byte order mark.
  const text = new TextDecoder(textEncodingOf(bytes)).decode(bytes);
  const records = Readable.from(chunksOf(text)).pipe(
    parse({
      delimiter: csvDelimiter(text),
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: false,
      max_record_size: uploadLimits.sheet.maxCsvRecordChars,
    }),
  );
  const rows: SheetRow[] = [];
  let line = 0;
  try {
    for await (const record of records as AsyncIterable<string[]>) {
      line++;
      const cells = Array.from({ length: columns }, (_, column) => (record[column] ?? "").slice(0, uploadLimits.sheet.maxCellChars));
      if (cells.every((cell) => cell.trim() === "")) continue;
      rows.push({ line, cells });
      if (rows.length > maxRows) throw new FileRefused("too_many_rows", `more than ${maxRows} rows`);
    }
  } catch (error) {
    if (error instanceof FileRefused) throw error;
    throw new FileRefused("unreadable", (error as Error).message);
  } finally {
    records.destroy();
  }
  return rows;
}
