/**
 * Upload benchmark: the cart import's largest accepted spreadsheets and what any upload does to the
 * API's other requests.
 *  - the largest files the import accepts, xlsx and csv: by rows (a header and 10,000 lines) and by
 *    bytes (as close to the 5 MB limit as their 10,001 rows get with a comment column), each imported
 *    3 times into a fresh cart: the median wall time, and the first import's (it starts the reading
 *    thread);
 *  - hostile files (zip bombs, a million rows, entity declarations, deep nesting, the heaviest sheet
 *    within the limits, wrong types, two files...): the answer and its time;
 *  - during each upload, /healthz is asked again and again (one at a time, 10 ms apart): its worst
 *    latency is the longest the upload held the API's event loop, beside /healthz's idle latency.
 * It runs on PGlite, whose SQL runs in the API's own thread, then on PostgreSQL when a server answers
 * on this machine (the database's work is then another process's). The references of the largest
 * files are made up, so each import is the file's reading plus one lookup of 10,000 references.
 *
 *   npx tsx bench/uploads.ts                 # the demo catalogue; results in bench/results/uploads.json
 *   BENCH_REUSE=1 npx tsx bench/uploads.ts   # keeps the databases of a previous run
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import {
  entry,
  inlineRow,
  sharedStringsXml,
  sheetXml,
  streamedEntry,
  workbook,
  workbookEntries,
  zip,
} from "@portal/api/src/test/zip-files";
import { cartLimits } from "@portal/domain/orders/schemas";
import ExcelJS from "exceljs";
import pg from "pg";
import { postgresServer, prepareDatabase, root, start, stop } from "./support";

const API_PORT = 3231;
const RUNS = 3;
const origin = `http://127.0.0.1:${API_PORT}`;
const shop = `${origin}/api/v2/shop`;
const LINES = cartLimits.importMaxRows;

const seconds = (from: number) => Math.round(performance.now() - from) / 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

type File = { name: string; content: Uint8Array };

// ---- the files ----

const references = Array.from({ length: LINES }, (_, index) => `BENCH-${String(index + 1).padStart(6, "0")}`);

/** A comment of `length` characters that compresses about as little as free text does. */
const comment = (line: number, length: number) => {
  let text = "";
  for (let index = 0; text.length < length; index++) text += ((line * 7919 + index * 104_729) % 1_000_003).toString(36);
  return text.slice(0, length);
};

async function xlsxOf(commentLength: number): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Panier");
  sheet.addRow(["Référence", "Quantité", ...(commentLength > 0 ? ["Commentaire"] : [])]);
  references.forEach((reference, index) => {
    sheet.addRow([reference, 1 + (index % 9), ...(commentLength > 0 ? [comment(index, commentLength)] : [])]);
  });
  return new Uint8Array(await book.xlsx.writeBuffer());
}

function csvOf(commentLength: number): Uint8Array {
  const rows = references.map(
    (reference, index) => `${reference};${1 + (index % 9)}${commentLength > 0 ? `;${comment(index, commentLength)}` : ""}`,
  );
  return Buffer.from(`Référence;Quantité${commentLength > 0 ? ";Commentaire" : ""}\n${rows.join("\n")}\n`);
}

/** The largest file of its kind under the size limit: the comment column is widened as far as it fits. */
async function largestOf(build: (commentLength: number) => Uint8Array | Promise<Uint8Array>): Promise<Uint8Array> {
  const limit = cartLimits.importMaxBytes;
  let length = 100;
  let file = await build(length);
  length = Math.floor((length * limit) / file.length);
  for (;;) {
    file = await build(length);
    if (file.length <= limit) return file;
    length = Math.floor(length * 0.98);
  }
}

/** A sheet of `thousands` times the same thousand rows. */
function* rowsOf(thousands: number, row: (index: number) => string) {
  yield sheetXml("").replace("</sheetData></worksheet>", "");
  const block = Array.from({ length: 1000 }, (_, index) => row(index)).join("");
  for (let repeat = 0; repeat < thousands; repeat++) yield block;
  yield "</sheetData></worksheet>";
}

async function hostileFiles(): Promise<Record<string, File[]>> {
  const bomb = await streamedEntry(
    "sheet",
    rowsOf(8 * 1024, () => '<row><c t="s"><v>0</v></c></row>'),
  );
  const millionRows = await streamedEntry(
    "sheet",
    rowsOf(1000, (index) => `<row><c t="s"><v>${index}</v></c></row>`),
  );
  // The heaviest sheet the limits let through: some 60 MB of rows with nothing in the columns read.
  const heaviest = await streamedEntry(
    "sheet",
    rowsOf(1500, (index) => `<row><c/><c/><c><v>${index}</v></c></row>`),
  );
  const laughs =
    '<?xml version="1.0"?><!DOCTYPE sst [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">' +
    '<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">]>' +
    '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>&d;&d;&d;&d;</t></si></sst>';
  const firstString = entry("sheet", sheetXml('<row r="1"><c r="A1" t="s"><v>0</v></c></row>'));
  const oneLine = entry("sheet", sheetXml(inlineRow(1, ["AF-53-01", "1"])));
  const xlsx = (content: Uint8Array) => [{ name: "panier.xlsx", content }];
  return {
    "zip bomb (256 MB sheet, declared)": xlsx(workbook(bomb)),
    "zip bomb declaring 4 KB": xlsx(workbook({ ...bomb, size: 4096 })),
    "sheet declaring 4 GB": xlsx(workbook({ ...oneLine, size: 4_000_000_000 })),
    "1,001 entries": xlsx(
      zip([...workbookEntries(oneLine), ...Array.from({ length: 1000 }, (_, index) => entry(`xl/media/image${index}.png`, "x"))]),
    ),
    "billion laughs": xlsx(workbook(firstString, entry("shared", laughs))),
    "nesting 50,000 deep": xlsx(workbook(entry("sheet", sheetXml(`${"<x>".repeat(50_000)}${"</x>".repeat(50_000)}`)))),
    "a million rows": xlsx(workbook(millionRows, entry("shared", sharedStringsXml(["AF-53-01"])))),
    "heaviest sheet within the limits": xlsx(workbook(heaviest)),
    "csv of 10,002 lines": [{ name: "panier.csv", content: Buffer.from("AF-53-01;1\n".repeat(LINES + 2)) }],
    "HTML named .xlsx": xlsx(
      Buffer.from(`<html><body><table>${"<tr><td>AF-53-01</td><td>1</td></tr>".repeat(1000)}</table></body></html>`),
    ),
    "csv over 5 MB": [{ name: "panier.csv", content: Buffer.alloc(cartLimits.importMaxBytes + 1, "AF-53-01;1\n") }],
    "two files": [
      { name: "a.csv", content: Buffer.from("AF-53-01;1\n") },
      { name: "b.csv", content: Buffer.from("AF-53-01;1\n") },
    ],
  };
}

// ---- the API ----

async function login(): Promise<string> {
  const response = await fetch(`${shop}/authentication-token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "buyer@demo.example", password: "Demo-pass-2026" }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  return `Bearer ${((await response.json()) as { token: string }).token}`;
}

async function freshCart(authorization: string): Promise<string> {
  const headers = { authorization, "content-type": "application/json" };
  const cart = (await (await fetch(`${shop}/orders`, { method: "POST", headers, body: "{}" })).json()) as { tokenValue: string };
  const emptied = await fetch(`${shop}/orders/${cart.tokenValue}`, { method: "DELETE", headers: { authorization } });
  return ((await emptied.json()) as { tokenValue: string }).tokenValue;
}

async function healthzMs(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}/healthz`);
  await response.arrayBuffer();
  return performance.now() - started;
}

/** One import, with /healthz asked one request after another (10 ms apart) for as long as it runs. */
async function importWhileProbing(authorization: string, files: File[]) {
  const cart = await freshCart(authorization);
  const form = new FormData();
  for (const file of files) form.append("file", new Blob([file.content]), file.name);
  let pending = true;
  const started = performance.now();
  const answer = fetch(`${shop}/orders/${cart}/import-items`, { method: "POST", headers: { authorization }, body: form })
    .then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> }))
    .finally(() => {
      pending = false;
    });
  const latencies: number[] = [];
  while (pending) {
    latencies.push(await healthzMs());
    await sleep(10);
  }
  const { status, body } = await answer;
  const added = Array.isArray(body.added) ? body.added.length : undefined;
  const notFound = Array.isArray(body.notFound) ? body.notFound.length : undefined;
  return {
    bytes: files.reduce((total, file) => total + file.content.length, 0),
    status,
    ...(typeof body.code === "string" ? { code: body.code, detail: body.detail } : { linesRead: (added ?? 0) + (notFound ?? 0) }),
    seconds: seconds(started),
    healthz: { samples: latencies.length, maxMs: Math.round(Math.max(0, ...latencies)), medianMs: Math.round(median(latencies) ?? 0) },
  };
}

console.log("Building the files...");
const largest = {
  "xlsx, 10,000 lines": await xlsxOf(0),
  "csv, 10,000 lines": csvOf(0),
  "xlsx, 10,000 lines, largest under 5 MB": await largestOf(xlsxOf),
  "csv, 10,000 lines, largest under 5 MB": await largestOf(csvOf),
};
const hostile = await hostileFiles();

/** Whether a PostgreSQL server answers on this machine. */
async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: await postgresServer() });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Every measure against an API on `kind`. */
async function measureOn(kind: "pglite" | "postgres") {
  const database = await prepareDatabase(kind, 3000, process.env.BENCH_REUSE === "1", "uploads");
  const env = { ...database, API_PORT: String(API_PORT), LOG_LEVEL: "warn", SEARCH_REFRESH_SECONDS: "86400" };
  const startedAt = performance.now();
  const api = await start(["--import", "tsx", "apps/api/src/server.ts"], env, `${origin}/readyz`, 30 * 60 * 1000);
  const secondsToReady = seconds(startedAt);
  try {
    const authorization = await login();
    const idle: number[] = [];
    for (let index = 0; index < 100; index++) {
      idle.push(await healthzMs());
      await sleep(10);
    }

    const accepted: Record<string, unknown> = {};
    for (const [label, content] of Object.entries(largest)) {
      const name = label.startsWith("xlsx") ? "panier.xlsx" : "panier.csv";
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await importWhileProbing(authorization, [{ name, content }]));
      if (runs.some((run) => run.status !== 200)) throw new Error(`${label} was refused: ${JSON.stringify(runs)}`);
      accepted[label] = { bytes: content.length, rows: LINES + 1, medianSeconds: median(runs.map((run) => run.seconds)), runs };
      console.log(kind, label, JSON.stringify(accepted[label]));
    }

    const refused: Record<string, Awaited<ReturnType<typeof importWhileProbing>>> = {};
    for (const [label, files] of Object.entries(hostile)) {
      refused[label] = await importWhileProbing(authorization, files);
      console.log(kind, label, JSON.stringify(refused[label]));
    }

    const worst = (results: { healthz: { maxMs: number } }[]) => Math.max(...results.map((result) => result.healthz.maxMs));
    return {
      secondsToReady,
      healthzIdle: { samples: idle.length, medianMs: Math.round(median(idle)), maxMs: Math.round(Math.max(...idle)) },
      /** The longest /healthz waited while a file was imported: the worst an upload held the event loop. */
      worstHealthzMs: {
        duringLargestAccepted: worst(
          Object.values(accepted).flatMap((result) => (result as { runs: { healthz: { maxMs: number } }[] }).runs),
        ),
        duringRefused: worst(Object.values(refused)),
      },
      accepted,
      refused,
    };
  } finally {
    await stop(api);
  }
}

const loadAtStart = loadavg()[0];
const pglite = await measureOn("pglite");
const postgres = (await postgresAnswers()) ? await measureOn("postgres") : null;
const results = { date: new Date().toISOString(), loadAverage: { atStart: loadAtStart, atEnd: loadavg()[0] }, pglite, postgres };
mkdirSync(join(root, "bench/results"), { recursive: true });
writeFileSync(join(root, "bench/results/uploads.json"), `${JSON.stringify(results, null, 2)}\n`);
for (const [kind, figures] of Object.entries({ pglite, postgres })) {
  if (figures)
    console.log(
      kind,
      `healthz idle ${JSON.stringify(figures.healthzIdle)}, worst during uploads ${JSON.stringify(figures.worstHealthzMs)}`,
    );
}
console.log("Results written to bench/results/uploads.json");
