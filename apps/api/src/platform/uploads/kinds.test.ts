import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { entry, inlineRow, sheetXml, workbook, zip } from "../../test/zip-files";
import { detectKind } from "./kinds";

const bytes = (...values: number[]) => Buffer.from(values);

async function excelJsWorkbook() {
  const book = new ExcelJS.Workbook();
  book.addWorksheet("Panier").addRow(["AF-53-01", 2]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe("detectKind", () => {
  it.each([
    ["a PDF", Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n"), "pdf"],
    ["a PNG", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52), "png"],
    ["a JPEG", bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1), "jpeg"],
    ["a workbook built byte by byte", workbook(entry("sheet", sheetXml(inlineRow(1, ["AF-53-01", "2"])))), "xlsx"],
    ["any zip archive (opening it tells whether it holds a workbook)", zip([entry("notes.txt", "hello")]), "xlsx"],
    ["csv in UTF-8", Buffer.from("Référence;Quantité\nAF-53-01;2\n"), "csv"],
    ["csv in UTF-8 with a byte order mark", Buffer.from("\ufeffReference,Quantity\r\nAF-53-01,2\r\n"), "csv"],
    ["csv from Excel on Windows (windows-1252)", Buffer.from("R\xe9f\xe9rence;Quantit\xe9\r\nAF-53-01;2\r\n", "latin1"), "csv"],
    ["tab-separated text", Buffer.from("AF-53-01\t2\n"), "csv"],
    ["an HTML page named .xlsx", Buffer.from("<!DOCTYPE html><html><body><table><tr><td>AF-53-01</td></tr></table></body></html>"), null],
    ["an HTML table saved as a spreadsheet, after blank lines", Buffer.from("\n\n  <table><tr><td>AF-53-01</td></tr></table>"), null],
    ["an XML document", Buffer.from('<?xml version="1.0"?><rows><row>AF-53-01</row></rows>'), null],
    ["a GIF", Buffer.from("GIF89a\x01\x00\x01\x00\x80\x00\x00", "latin1"), null],
    ["an executable", Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200)]), null],
    ["text with a NUL byte far from the start", Buffer.concat([Buffer.from("A;1\n".repeat(5_000)), bytes(0)]), null],
    ["bytes with control characters", bytes(0x41, 0x01, 0x02, 0x03, 0x42), null],
    ["nothing", Buffer.alloc(0), null],
  ])("%s → %s", async (_, content, kind) => {
    expect(await detectKind(content)).toBe(kind);
  });

  it("knows a workbook written by a spreadsheet library", async () => {
    expect(await detectKind(await excelJsWorkbook())).toBe("xlsx");
  });
});
