import { describe, expect, it } from "vitest";
import { cleanFileName, storedFileLimits } from "./stored-files";

describe("cleanFileName", () => {
  it.each([
    ["facture.pdf", "pdf", "facture.pdf"],
    ["C:\\Users\\jean\\Facture 2026.PDF", "pdf", "Facture 2026.pdf"],
    ["../../etc/passwd", "pdf", "passwd.pdf"],
    ["photo.jpeg", "jpeg", "photo.jpg"],
    ["rapport.pdf", "png", "rapport.png"],
    ['a"b<c>.png', "png", "abc.png"],
    ["line\nbreak\u202e.png", "png", "linebreak.png"],
    ["", "pdf", "document.pdf"],
    ["   .pdf", "pdf", "document.pdf"],
  ] as const)("%j as %s → %j", (given, kind, expected) => {
    expect(cleanFileName(given, kind)).toBe(expected);
  });

  it("keeps names within the column's length, extension included", () => {
    const name = cleanFileName(`${"x".repeat(500)}.pdf`, "pdf");
    expect(name.length).toBeLessThanOrEqual(storedFileLimits.nameLength);
    expect(name.endsWith(".pdf")).toBe(true);
  });
});
