import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createLocalFileStore } from "./files";

describe("local file store", () => {
  it("keeps bytes under its folder and refuses keys that climb out", async () => {
    const store = createLocalFileStore(mkdtempSync(join(tmpdir(), "files-")));
    await store.put("products/manuals/m.pdf", new TextEncoder().encode("%PDF-1.4"));
    expect(new TextDecoder().decode((await store.get("products/manuals/m.pdf")) ?? new Uint8Array())).toBe("%PDF-1.4");
    expect(await store.exists("products/manuals/m.pdf")).toBe(true);
    expect(await store.get("products/missing.pdf")).toBeNull();
    await expect(store.put("../escape.txt", new Uint8Array())).rejects.toThrow(/invalid file key/);
  });
});
