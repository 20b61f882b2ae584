import { describe, expect, it } from "vitest";
import { entry, streamedEntry, zip } from "../../test/zip-files";
import { uploadLimits } from "./limits";
import { FileRefused } from "./refusal";
import { openZip } from "./zip";

const MB = 1024 * 1024;

/** `count` lines of varied text: it compresses as a sheet does, a few to a few dozen times. */
function* lines(count: number) {
  for (let line = 1; line <= count; line++) yield `<row r="${line}"><c r="A${line}"><v>${(line * 7919) % 100_003}</v></c></row>`;
}

function* zeros(megabytes: number) {
  for (let index = 0; index < megabytes; index++) yield "\0".repeat(MB);
}

async function refusal(work: () => Promise<unknown>): Promise<FileRefused> {
  const error = await work().then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(FileRefused);
  return error as FileRefused;
}

async function readAll(bytes: Buffer, name: string) {
  const archive = await openZip(bytes);
  try {
    let total = 0;
    for await (const chunk of archive.read(name)) total += chunk.length;
    return total;
  } finally {
    archive.close();
  }
}

describe("openZip", () => {
  it("lists the entries and inflates the one asked for", async () => {
    const archive = await openZip(zip([entry("a.xml", "<a/>"), entry("b/c.xml", "x".repeat(10_000))]));
    expect([archive.has("a.xml"), archive.has("b/c.xml"), archive.has("d.xml")]).toEqual([true, true, false]);
    const chunks: Buffer[] = [];
    for await (const chunk of archive.read("b/c.xml")) chunks.push(chunk);
    expect(Buffer.concat(chunks).toString()).toBe("x".repeat(10_000));
    archive.close();
  });

  it("refuses an archive of more entries than the limit from its directory", async () => {
    const many = Array.from({ length: uploadLimits.zip.maxEntries + 1 }, (_, index) => entry(`e${index}.xml`, "<e/>"));
    const refused = await refusal(() => openZip(zip(many)));
    expect(refused.reason).toBe("unsafe");
    expect(refused.message).toContain(`${uploadLimits.zip.maxEntries + 1} entries`);
  });

  it("refuses an entry declaring more than the limit, before inflating anything", async () => {
    const huge = entry("xl/worksheets/sheet1.xml", "<worksheet/>", { size: 3_000_000_000 });
    expect((await refusal(() => openZip(zip([huge])))).reason).toBe("unsafe");
  });

  it("refuses entries declaring more than the limit together", async () => {
    // Each small enough for the ratio not to apply.
    const size = uploadLimits.zip.ratioFromBytes;
    const parts = Array.from({ length: uploadLimits.zip.maxTotalBytes / size + 1 }, (_, index) => entry(`p${index}.xml`, "<p/>", { size }));
    const refused = await refusal(() => openZip(zip(parts)));
    expect(refused.message).toContain("the entries declare more than");
  });

  it("refuses an entry inflating past the ratio a sheet reaches, from its declared sizes", async () => {
    // 40 MB of zeros deflate to about 40 KB: a thousand times.
    const bomb = await streamedEntry("xl/worksheets/sheet1.xml", zeros(40));
    expect(bomb.size).toBeLessThan(uploadLimits.zip.maxEntryBytes);
    const refused = await refusal(() => openZip(zip([bomb])));
    expect(refused.message).toMatch(/inflates \d+ times/);
  });

  it("takes an entry compressed as sheets are, past the size the ratio applies from", async () => {
    const sheet = await streamedEntry("sheet.xml", lines(100_000));
    expect(sheet.size).toBeGreaterThan(uploadLimits.zip.ratioFromBytes);
    expect(await readAll(zip([sheet]), "sheet.xml")).toBe(sheet.size);
  });

  it("stops inflating an entry as soon as it passes the size its directory declares", async () => {
    // Declares 1,000 bytes, inflates to 32 MB: reading stops within a chunk of the lie.
    const liar = await streamedEntry("xl/worksheets/sheet1.xml", zeros(32), { size: 1_000 });
    expect(liar.compressed.length).toBeLessThan(MB);
    const started = performance.now();
    const refused = await refusal(() => readAll(zip([liar]), "xl/worksheets/sheet1.xml"));
    expect(refused.reason).toBe("unsafe");
    expect(refused.message).toContain("inflates past its declared 1000 bytes");
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("says a damaged archive is unreadable", async () => {
    expect((await refusal(() => openZip(Buffer.from("PK\x03\x04 not really a zip")))).reason).toBe("unreadable");
    const archive = zip([entry("a.xml", "<a>some text to deflate</a>")]);
    // The entry's data overwritten: the directory is intact, inflating fails.
    archive.fill(0xff, 30 + "a.xml".length, 30 + "a.xml".length + 8);
    expect((await refusal(() => readAll(archive, "a.xml"))).reason).toBe("unreadable");
  });
});
