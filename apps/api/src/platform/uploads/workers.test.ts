import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterEach, describe, expect, it } from "vitest";
import { entry, inlineRow, sheetXml, streamedEntry, workbook } from "../../test/zip-files";
import { AppError } from "../errors";
import { uploadLimits } from "./limits";
import { createUploadWorkers, type UploadWorkers } from "./workers";

const small = workbook(entry("sheet", sheetXml(inlineRow(1, ["AF-53-01", "2"]))));
const task = (bytes: Buffer) => ({ format: "xlsx" as const, bytes, maxRows: 10_001, columns: 2 });

/** A sheet of `count` rows with nothing in the columns read: every row is parsed, none is kept. */
function* busyRows(count: number) {
  yield sheetXml("").replace("</sheetData></worksheet>", "");
  for (let line = 1; line <= count; line++) yield `<row><c/><c/><c><v>${line % 1000}</v></c></row>`;
  yield "</sheetData></worksheet>";
}

/** One cell of some 38 MB of text: the XML parser holds it whole before handing it on. */
function* giantText() {
  yield sheetXml("").replace("</sheetData></worksheet>", '<row r="1"><c r="A1" t="str"><v>');
  // Blocks longer than deflate's window: they compress a few times only, as the archive's ratio limit wants.
  const block = Array.from({ length: 14_000 }, (_, index) => index)
    .join(",")
    .slice(0, 64 * 1024);
  for (let chunk = 0; chunk < 600; chunk++) yield block;
  yield "</v></c></row></sheetData></worksheet>";
}

async function failure(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

let pool: UploadWorkers | undefined;
afterEach(() => pool?.close());

describe("upload workers", () => {
  it("read a file in a thread while the event loop goes on", async () => {
    pool = createUploadWorkers();
    expect(await pool.readSheet(task(small))).toEqual({ ok: true, rows: [{ line: 1, cells: ["AF-53-01", "2"] }] });
    const busy = workbook(await streamedEntry("sheet", busyRows(600_000)));
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    expect(await pool.readSheet(task(busy))).toEqual({ ok: true, rows: [] });
    delay.disable();
    // The thread chewed for a while; the event loop never waited long meanwhile.
    expect(performance.now() - started).toBeGreaterThan(100);
    expect(delay.max / 1e6).toBeLessThan(200);
  });

  it("stop a thread past the time bound, refuse the file and read the next one with a fresh thread", async () => {
    pool = createUploadWorkers({ ...uploadLimits.worker, timeoutMs: 500 });
    const busy = workbook(await streamedEntry("sheet", busyRows(1_500_000)));
    const refused = await failure(pool.readSheet(task(busy)));
    expect(refused.code).toBe("upload.unsafe");
    expect(refused.options.detail).toBe("the file was not read in 500 ms");
    expect(await pool.readSheet(task(small))).toMatchObject({ ok: true });
  });

  it("stop a thread past its heap bound and refuse the file", async () => {
    pool = createUploadWorkers({ ...uploadLimits.worker, maxOldGenerationSizeMb: 32 });
    const greedy = workbook(await streamedEntry("sheet", giantText()));
    const refused = await failure(pool.readSheet(task(greedy)));
    expect(refused.code).toBe("upload.unsafe");
    expect(refused.options.detail).toBe("the file needs more memory than a reading thread has");
    expect(await pool.readSheet(task(small))).toMatchObject({ ok: true });
  });

  it("tell requests past the waiting line to come back later", async () => {
    pool = createUploadWorkers({ ...uploadLimits.worker, threads: 1, maxWaiting: 1 });
    const reads = [pool.readSheet(task(small)), pool.readSheet(task(small))];
    expect((await failure(pool.readSheet(task(small)))).code).toBe("server.unavailable");
    expect(await Promise.all(reads)).toHaveLength(2);
  });
});
