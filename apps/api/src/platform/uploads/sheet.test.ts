import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import {
  entry,
  inlineRow,
  sharedStringsXml,
  sheetXml,
  streamedEntry,
  workbook,
  workbookEntries,
  type ZipEntry,
  zip,
} from "../../test/zip-files";
import { uploadLimits } from "./limits";
import { readSheet, type SheetFormat } from "./sheet";

const read = (format: SheetFormat, bytes: Buffer, maxRows = 100) => readSheet({ format, bytes, maxRows, columns: 2 });

async function rowsOf(format: SheetFormat, bytes: Buffer) {
  const outcome = await read(format, bytes);
  if (!outcome.ok) throw new Error(`${outcome.reason}: ${outcome.detail}`);
  return outcome.rows.map((row) => [row.line, ...row.cells]);
}

const sheet = (rows: string) => entry("sheet", sheetXml(rows));
const shared = (strings: string[]) => entry("shared", sharedStringsXml(strings));

/** A sheet of `count` rows with a reference in column A, as a large order list would be. */
function* manyRows(count: number) {
  yield sheetXml("").replace("</sheetData></worksheet>", "");
  // Without row numbers, and with varied values: it compresses as real sheets do, about 15 times.
  for (let line = 1; line <= count; line++) yield `<row><c t="s"><v>${line % 1000}</v></c></row>`;
  yield "</sheetData></worksheet>";
}

describe("readSheet, xlsx", () => {
  it("reads the first two columns of a workbook written by a spreadsheet library", async () => {
    const book = new ExcelJS.Workbook();
    const first = book.addWorksheet("Commande");
    first.addRow(["Reference", "Quantity", "Comment"]);
    first.addRow(["KT53-2026", 3, "urgent"]);
    first.addRow([12345, 1.5]);
    first.addRow([]);
    first.addRow(["12-10", null]);
    book.addWorksheet("Other").addRow(["NOT-READ", 9]);
    expect(await rowsOf("xlsx", Buffer.from(await book.xlsx.writeBuffer()))).toEqual([
      [1, "Reference", "Quantity"],
      [2, "KT53-2026", "3"],
      [3, "12345", "1.5"],
      [5, "12-10", ""],
    ]);
  });

  it("reads shared, inline, rich, numeric and boolean cells where their references put them", async () => {
    const rows =
      '<row r="2"><c r="B2" t="s"><v>1</v></c><c r="A2" t="s"><v>0</v></c></row>' +
      '<row r="4"><c r="C4"><v>7</v></c></row>' +
      '<row r="6"><c t="inlineStr"><is><t>AF-53-01</t></is></c><c><v>2.50</v></c></row>' +
      '<row r="7"><c t="s"><v>2</v></c><c t="b"><v>1</v></c></row>' +
      '<row><c t="str"><f>A1</f><v>FORMULA</v></c><c t="e"><v>#N/A</v></c></row>';
    const strings =
      '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      "<si><t>BL-53-B</t></si><si><t>4</t></si>" +
      '<si><r><t>CRK</t></r><r><rPr><b/></rPr><t xml:space="preserve">-450</t></r><rPh sb="0" eb="1"><t>ignored</t></rPh></si></sst>';
    expect(await rowsOf("xlsx", workbook(sheet(rows), entry("shared", strings)))).toEqual([
      [2, "BL-53-B", "4"],
      [6, "AF-53-01", "2.5"],
      [7, "CRK-450", "true"],
      [8, "FORMULA", "#N/A"],
    ]);
  });

  it("reads elements written with a namespace prefix", async () => {
    const prefixed =
      '<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>' +
      '<x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>AF-53-01</x:t></x:is></x:c><x:c r="B1"><x:v>3</x:v></x:c></x:row>' +
      "</x:sheetData></x:worksheet>";
    expect(await rowsOf("xlsx", workbook(entry("sheet", prefixed)))).toEqual([[1, "AF-53-01", "3"]]);
  });

  it("reads the workbook's first sheet wherever its relationship points", async () => {
    const entries = workbookEntries(sheet(inlineRow(1, ["SECOND", "1"])));
    const relationships = entries.find((part) => part.name === "xl/_rels/workbook.xml.rels") as ZipEntry;
    const moved = entry(
      relationships.name,
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="/xl/worksheets/first.xml"/>' +
        "</Relationships>",
    );
    const first = entry("xl/worksheets/first.xml", sheetXml(inlineRow(1, ["FIRST", "2"])));
    const bytes = zip([...entries.filter((part) => part !== relationships), moved, first]);
    expect(await rowsOf("xlsx", bytes)).toEqual([[1, "FIRST", "2"]]);
  });

  it("never inflates the parts it does not need", async () => {
    const damaged = { ...entry("xl/styles.xml", "<styleSheet/>"), compressed: Buffer.alloc(64, 0xff) };
    const laughs = entry("xl/comments1.xml", '<!DOCTYPE lolz [<!ENTITY lol "lol">]><comments>&lol;</comments>');
    const bytes = zip([...workbookEntries(sheet(inlineRow(1, ["AF-53-01", "2"]))), damaged, laughs]);
    expect(await rowsOf("xlsx", bytes)).toEqual([[1, "AF-53-01", "2"]]);
  });

  it("refuses entity declarations, the start of a billion laughs", async () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE sst [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">' +
      '<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>' +
      '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>&lol3;</t></si></sst>';
    const outcome = await read("xlsx", workbook(sheet('<row r="1"><c t="s"><v>0</v></c></row>'), entry("shared", laughs)));
    expect(outcome).toMatchObject({ ok: false, reason: "unsafe", detail: "xl/sharedStrings.xml declares a document type" });
  });

  it("refuses nesting deeper than a workbook goes", async () => {
    const depth = 100_000;
    const nested = `<worksheet><sheetData>${"<a>".repeat(depth)}${"</a>".repeat(depth)}</sheetData></worksheet>`;
    const outcome = await read("xlsx", workbook(entry("sheet", nested)));
    expect(outcome).toMatchObject({ ok: false, reason: "unsafe" });
    if (!outcome.ok) expect(outcome.detail).toContain(`nests deeper than ${uploadLimits.sheet.maxXmlDepth}`);
  });

  it("reads a giant shared strings part only up to the last string the rows use", async () => {
    function* strings(count: number) {
      yield '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';
      for (let index = 0; index < count; index++) yield `<si><t>S-${index}</t></si>`;
      // Past what is read: the end of the part is never reached, even broken.
      yield "<broken";
    }
    const giant = await streamedEntry("shared", strings(2_000_000));
    const bytes = workbook(sheet('<row r="1"><c t="s"><v>3</v></c><c><v>1</v></c></row>'), giant);
    const started = performance.now();
    expect(await rowsOf("xlsx", bytes)).toEqual([[1, "S-3", "1"]]);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("refuses a cell asking for more shared strings than a workbook can hold", async () => {
    const index = uploadLimits.sheet.maxSharedStrings;
    const outcome = await read("xlsx", workbook(sheet(`<row r="1"><c t="s"><v>${index}</v></c></row>`), shared(["A"])));
    expect(outcome).toMatchObject({ ok: false, reason: "unsafe" });
  });

  it("stops at the row past the limit, without reading the rest of a million rows", async () => {
    const bytes = workbook(await streamedEntry("sheet", manyRows(1_000_000)), shared(["AF-53-01"]));
    const started = performance.now();
    expect(await read("xlsx", bytes, 10_001)).toEqual({ ok: false, reason: "too_many_rows", detail: "more than 10001 rows" });
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it("says what is not a workbook or not well-formed", async () => {
    expect(await read("xlsx", zip([entry("notes.txt", "hello")]))).toMatchObject({ ok: false, reason: "type" });
    expect(await read("xlsx", workbook(entry("sheet", "<worksheet><sheetData><row></sheetData>")))).toMatchObject({
      ok: false,
      reason: "unreadable",
    });
    const withoutSheet = zip(workbookEntries(sheet("")).filter((part) => part.name !== "xl/worksheets/sheet1.xml"));
    expect(await read("xlsx", withoutSheet)).toMatchObject({ ok: false, reason: "unreadable" });
  });
});

describe("readSheet, csv", () => {
  it("numbers records as rows, empty lines included, and keeps every field as text", async () => {
    const csv = ["Référence;Quantité", "AF-53-01;2", "", '"12-10";"1"', ' "BL;53" ;3;extra', '"CRK\n450";', ";"].join("\r\n");
    expect(await rowsOf("csv", Buffer.from(csv))).toEqual([
      [1, "Référence", "Quantité"],
      [2, "AF-53-01", "2"],
      [4, "12-10", "1"],
      [5, ' "BL', '53" '],
      [6, "CRK\n450", ""],
    ]);
  });

  it.each([
    ["commas", "Reference,Quantity\nAF-53-01,2"],
    ["tabs", "Reference\tQuantity\nAF-53-01\t2"],
    ["semicolons", "Reference;Quantity\nAF-53-01;2"],
  ])("tells the delimiter from the first line (%s)", async (_, csv) => {
    expect(await rowsOf("csv", Buffer.from(csv))).toEqual([
      [1, "Reference", "Quantity"],
      [2, "AF-53-01", "2"],
    ]);
  });

  it("reads text from Excel on Windows and drops a byte order mark", async () => {
    expect(await rowsOf("csv", Buffer.from("R\xe9f\xe9rence;Quantit\xe9\r\n", "latin1"))).toEqual([[1, "Référence", "Quantité"]]);
    expect(await rowsOf("csv", Buffer.from("\ufeffAF-53-01;2\n"))).toEqual([[1, "AF-53-01", "2"]]);
  });

  it("stops at the row past the limit", async () => {
    const csv = Buffer.from("AF-53-01;1\n".repeat(200_000));
    expect(await read("csv", csv, 10_001)).toEqual({ ok: false, reason: "too_many_rows", detail: "more than 10001 rows" });
  });

  it("says a quote never closed is unreadable, without making one record of the whole file", async () => {
    const csv = Buffer.from(`AF-53-01;"2\n${"BL-53-B;1\n".repeat(20_000)}`);
    expect(await read("csv", csv)).toMatchObject({ ok: false, reason: "unreadable" });
  });
});
