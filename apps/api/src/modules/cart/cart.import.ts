import { Readable } from "node:stream";
import type { Locale } from "@portal/domain/i18n/locales";
import { cartLimits } from "@portal/domain/orders/schemas";
import ExcelJS from "exceljs";
import { AppError } from "../../platform/errors";

export type SpreadsheetLine = { line: number; reference: string; quantity: number };
export type ParsedSpreadsheet = { lines: SpreadsheetLine[]; invalid: { line: number; value: string }[] };

export type SpreadsheetFormat = "xlsx" | "csv";

/** xlsx files are zip archives ("PK"); anything else is read as text. */
export const formatOf = (content: Buffer): SpreadsheetFormat => (content[0] === 0x50 && content[1] === 0x4b ? "xlsx" : "csv");

/** Excel in French or German writes `;` between columns, in English `,`: the first line tells. */
function csvDelimiter(content: Buffer): string {
  const firstLine = content.subarray(0, 4096).toString("utf8").split(/\r?\n/, 1)[0] ?? "";
  const counts = [";", ",", "\t"].map((delimiter) => [delimiter, firstLine.split(delimiter).length] as const);
  return counts.reduce((best, candidate) => (candidate[1] > best[1] ? candidate : best))[0];
}

async function readWorksheet(content: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    if (formatOf(content) === "xlsx") {
      await workbook.xlsx.load(content as unknown as ArrayBuffer);
    } else {
      // Cells stay text: a reference such as 12-10 must not become a date.
      await workbook.csv.read(Readable.from(content), {
        parserOptions: { delimiter: csvDelimiter(content) },
        map: (value: unknown) => value,
      });
    }
  } catch {
    throw new AppError("cart.import_file_invalid");
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError("cart.import_file_invalid");
  return sheet;
}

const cellText = (cell: ExcelJS.Cell) => String(cell.text ?? "").trim();

/**
 * The lines of a cart spreadsheet: reference in the first column, quantity in the second (1 when
 * empty). A first row without a number is taken for the header; empty rows are skipped.
 */
export async function parseSpreadsheet(content: Buffer): Promise<ParsedSpreadsheet> {
  if (content.length === 0) throw new AppError("cart.import_file_invalid");
  const sheet = await readWorksheet(content);
  if (sheet.actualRowCount > cartLimits.importMaxRows + 1) throw new AppError("cart.import_too_many_lines");
  const lines: SpreadsheetLine[] = [];
  const invalid: ParsedSpreadsheet["invalid"] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const reference = cellText(row.getCell(1));
    const quantityText = cellText(row.getCell(2)).replace(/\s/g, "");
    if (!reference) return;
    if (line === 1 && quantityText !== "" && !/^\d+$/.test(quantityText)) return;
    const quantity = quantityText === "" ? 1 : Number(quantityText);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > cartLimits.maxQuantity || reference.length > 64) {
      invalid.push({ line, value: `${reference} ${quantityText}`.trim().slice(0, 80) });
      return;
    }
    lines.push({ line, reference, quantity });
  });
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
