import { Readable } from "node:stream";
import ExcelJS from "exceljs";

/** The workbook an answer carried, read back as a spreadsheet program reads it. */
export async function readWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([bytes]));
  return workbook;
}
