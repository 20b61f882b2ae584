import { describe, expect, it } from "vitest";
import { FileDrop, fileProblem, formatFileSize } from "./file-drop";
import { renderMarkup } from "./test-render";

const file = (name: string, type: string, size: number) => ({ name, type, size });
const accept = ".xlsx,.csv,text/csv";

describe("fileProblem", () => {
  it.each([
    ["order.xlsx", "", 1000, null],
    ["ORDER.CSV", "text/csv", 1000, null],
    ["order.txt", "text/csv", 1000, null],
    ["order.pdf", "application/pdf", 1000, "type"],
    ["order.csv", "text/csv", 5 * 1024 * 1024 + 1, "size"],
    ["order.csv", "text/csv", 5 * 1024 * 1024, null],
  ] as const)("%s (%s, %i bytes) → %s", (name, type, size, expected) => {
    expect(fileProblem(file(name, type, size), accept, 5 * 1024 * 1024)).toBe(expected);
  });

  it("matches media type families", () => {
    expect(fileProblem(file("photo.jpg", "image/jpeg", 10), "image/*,application/pdf")).toBeNull();
    expect(fileProblem(file("notes.txt", "text/plain", 10), "image/*,application/pdf")).toBe("type");
  });
});

describe("formatFileSize", () => {
  it("speaks the reader's language", () => {
    expect(formatFileSize(5 * 1024 * 1024, "en")).toBe("5 MB");
    expect(formatFileSize(5 * 1024 * 1024, "fr")).toBe("5\u202fMo");
    expect(formatFileSize(1536, "en")).toBe("2 kB");
  });
});

describe("FileDrop", () => {
  it("is operated by a labelled button described by the file chosen and what is accepted", () => {
    const markup = renderMarkup(
      <FileDrop
        id="import"
        label="File to import"
        accept={accept}
        acceptLabel="Excel or CSV"
        maxBytes={5 * 1024 * 1024}
        file={null}
        onChange={() => {}}
      />,
    );
    expect(markup).toMatch(
      /<button id="import" type="button"[^>]*aria-labelledby="import-label import"[^>]*aria-describedby="import-name import-rules"/,
    );
    expect(markup).toContain(">Choose a file</button>");
    expect(markup).toContain('<p id="import-name"');
    expect(markup).toContain("No file chosen");
    expect(markup).toContain("Accepted formats: Excel or CSV, up to 5 MB");
    expect(markup).toMatch(/<input type="file" accept="\.xlsx,\.csv,text\/csv" hidden=""/);
  });

  it("shows an error and ties it to the button", () => {
    const markup = renderMarkup(
      <FileDrop id="doc" label="Invoice" accept=".pdf" acceptLabel="PDF" file={null} onChange={() => {}} error="Choose the invoice." />,
    );
    expect(markup).toMatch(/aria-describedby="doc-name doc-rules doc-error"/);
    expect(markup).toContain('aria-invalid="true"');
    expect(markup).toMatch(/<p id="doc-error"[^>]*>.*Choose the invoice\.<\/p>/);
  });
});
