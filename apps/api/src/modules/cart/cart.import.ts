import type { Locale } from "@portal/domain/i18n/locales";
import { cartLimits } from "@portal/domain/orders/schemas";
import ExcelJS from "exceljs";
import { AppError } from "../../platform/errors";
import type { Upload, UploadPolicy } from "../../platform/uploads/receive";
import type { UploadWorkers } from "../../platform/uploads/workers";

export type SpreadsheetLine = { line: number; reference: string; quantity: number };
export type ParsedSpreadsheet = { lines: SpreadsheetLine[]; invalid: { line: number; value: string }[] };

export type SpreadsheetFormat = "xlsx" | "csv";

/** What the import takes: a workbook or a csv file, by content. */
export const importPolicy: UploadPolicy<SpreadsheetFormat> = { accept: ["xlsx", "csv"], maxBytes: cartLimits.importMaxBytes };

/**
 * The lines of a cart spreadsheet: reference in the first column, quantity in the second (1 when
 * empty). A first row without a number is taken for the header; empty rows are skipped. The file is
 * read by an upload thread, which stops past the header and the most lines an import takes.
 */
export async function parseSpreadsheet(workers: UploadWorkers, upload: Upload<SpreadsheetFormat>): Promise<ParsedSpreadsheet> {
  const read = await workers.readSheet({ format: upload.kind, bytes: upload.bytes, maxRows: cartLimits.importMaxRows + 1, columns: 2 });
  if (!read.ok) throw new AppError(read.reason === "too_many_rows" ? "cart.import_too_many_lines" : "cart.import_file_invalid");
  const lines: SpreadsheetLine[] = [];
  const invalid: ParsedSpreadsheet["invalid"] = [];
  for (const { line, cells } of read.rows) {
    const reference = (cells[0] ?? "").trim();
    const quantityText = (cells[1] ?? "").replace(/\s/g, "");
    if (!reference) continue;
    if (line === 1 && quantityText !== "" && !/^\d+$/.test(quantityText)) continue;
    const quantity = quantityText === "" ? 1 : Number(quantityText);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > cartLimits.maxQuantity || reference.length > 64) {
      invalid.push({ line, value: `${reference} ${quantityText}`.trim().slice(0, 80) });
      continue;
    }
    lines.push({ line, reference, quantity });
  }
  if (lines.length > cartLimits.importMaxRows) throw new AppError("cart.import_too_many_lines");
  return { lines, invalid };
}

const modelHeaders: Record<Locale, [string, string]> = {
  fr: ["Référence", "Quantité"],
  en: ["Reference", "Quantity"],
  de: ["Referenz", "Menge"],
  nl: ["Referentie", "Aantal"],
};

/** The model file offered for download: the header and example lines with real references. */
export async function buildModelFile(format: SpreadsheetFormat, locale: Locale, examples: { reference: string; quantity: number }[]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(modelHeaders[locale][0]);
  sheet.columns = [
    { header: modelHeaders[locale][0], key: "reference", width: 24 },
    { header: modelHeaders[locale][1], key: "quantity", width: 12 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const example of examples) sheet.addRow(example);
  if (format === "xlsx") return Buffer.from(await workbook.xlsx.writeBuffer());
  return Buffer.from(await workbook.csv.writeBuffer({ formatterOptions: { delimiter: ";" } }));
}
