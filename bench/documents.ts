/**
 * Live price list benchmark: how long the API takes to build a brand's price list of 5,000
 * references at a company's prices, as a workbook (ExcelJS, streamed writer) and as a PDF
 * (pdf-lib, standard fonts, raw page content, 136 landscape pages). Each format is built 15 times after 2
 * warm-up runs; the median, 95th percentile and worst times and the file's size are reported,
 * beside a Fastify hello world's peak throughput measured in the same run and the load average (the
 * machine is shared: read the times beside them).
 *
 *   npx tsx bench/documents.ts     # results in bench/results/documents.json
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { priceListPdf, priceListWorkbook } from "@portal/api/src/modules/documents/documents.price-list";
import type { PriceListRow } from "@portal/api/src/modules/documents/documents.queries";
import { root, run, startHelloWorld, stop } from "./support";

const RUNS = 15;
const WARM_UP = 2;
const REFERENCES = 5_000;
const HELLO_PORT = 3252;

const stocks = ["on_stock", "on_order", "not_managed"] as const;
const rows: PriceListRow[] = Array.from({ length: REFERENCES }, (_, index) => ({
  reference: `KRL-${String(100_000 + index)}`,
  name: `Filtre à air, préfiltre mousse et joint — modèle ${index % 97}`,
  family: ["Filtres", "Lames et couteaux", "Transmission", "Allumage", "Visserie"][index % 5] as string,
  stockStatus: stocks[index % 3] as PriceListRow["stockStatus"],
  priceCents: index % 50 === 0 ? null : 490 + ((index * 37) % 40_000),
  priceOnRequest: index % 50 === 0,
  supersededBy: index % 40 === 0 ? `KRL-${String(100_000 + index + 1)}` : null,
}));
const list = {
  brand: "Kerlan",
  company: "Vertmoteur Motoculture SARL",
  discountBasisPoints: 1_000,
  issuedAt: new Date(),
  locale: "fr" as const,
  rows,
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

const hello = await startHelloWorld(HELLO_PORT);
const helloWorld = await run(`http://127.0.0.1:${HELLO_PORT}`, ["/"], { connections: 50 });
await stop(hello);
console.log(JSON.stringify({ helloWorldRequestsPerSecond: helloWorld.requestsPerSecond }));

const results = [];
for (const [format, build] of [
  ["xlsx", () => priceListWorkbook(list)],
  ["pdf", () => priceListPdf(list)],
] as const) {
  let bytes: Uint8Array = new Uint8Array();
  for (let index = 0; index < WARM_UP; index++) bytes = await build();
  const times: number[] = [];
  for (let index = 0; index < RUNS; index++) {
    const started = performance.now();
    bytes = await build();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const result = {
    format,
    references: REFERENCES,
    bytes: bytes.length,
    medianMs: Number(percentile(times, 50).toFixed(1)),
    p95Ms: Number(percentile(times, 95).toFixed(1)),
    maxMs: Number((times.at(-1) as number).toFixed(1)),
  };
  results.push(result);
  console.log(JSON.stringify(result));
}
const dir = join(root, "bench", "results");
mkdirSync(dir, { recursive: true });
writeFileSync(
  join(dir, "documents.json"),
  `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, loadAverage: loadavg()[0], helloWorld, results }, null, 2)}\n`,
);
