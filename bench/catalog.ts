/**
 * Catalogue API benchmark: GET products/{code} uncached (codes no run asked for before) and cached
 * (a few hot codes), at 50 connections for the peak and at half the peak rate for latency, beside a
 * Fastify hello world measured in the same run: its smallest answer, and a ready-made answer of a
 * product answer's size at both half rates.
 *
 *   npm run bench:catalog -w @portal/bench                 # PostgreSQL, 1,000,000 variants
 *   BENCH_DB=pglite BENCH_VARIANTS=100000 npm run bench:catalog -w @portal/bench
 *
 * BENCH_REUSE=1 keeps an already seeded benchmark database (PostgreSQL) or data folder (PGlite).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fixedRate, measure, measureFresh, prepareDatabase, root, start, startHelloWorld, stop, transportOf } from "./support";

const kind = process.env.BENCH_DB === "pglite" ? "pglite" : "postgres";
const variants = Number(process.env.BENCH_VARIANTS ?? (kind === "pglite" ? 100_000 : 1_000_000));
const API_PORT = 3211;
const HELLO_PORT = 3212;

const env = {
  ...(await prepareDatabase(kind, variants, process.env.BENCH_REUSE === "1")),
  API_PORT: String(API_PORT),
  LOG_LEVEL: "warn",
  CATALOG_VARIANTS: String(variants),
};
const seedStarted = Date.now();
const api = await start(["--import", "tsx", "apps/api/src/server.ts"], env, `http://127.0.0.1:${API_PORT}/readyz`, 60 * 60 * 1000);
const secondsToReady = (Date.now() - seedStarted) / 1000;
const hello = await startHelloWorld(HELLO_PORT);
try {
  const shop = `http://127.0.0.1:${API_PORT}`;
  // Codes over many sitemap pages, each read once: the answer cache keeps only what is asked for again.
  const codes: string[] = [];
  for (let page = 1; page <= 40; page++) {
    const answer = (await (await fetch(`${shop}/api/v2/shop/sitemap-products?page=${page}`)).json()) as { items?: { code: string }[] };
    const items = answer.items ?? [];
    codes.push(...items.map((item) => item.code));
    if (items.length === 0) break;
  }
  const uncachedPaths = codes.map((code) => `/api/v2/shop/products/${encodeURIComponent(code)}`);
  const cachedPaths = uncachedPaths.slice(-50);
  // Asked for twice: the cache keeps an answer from its second request on.
  for (let round = 0; round < 2; round++) for (const path of cachedPaths) await fetch(shop + path);

  // The mean size of the hot answers: the yardstick answers as many bytes.
  let answerBytes = 0;
  for (const path of cachedPaths) answerBytes += (await (await fetch(shop + path)).arrayBuffer()).byteLength;
  answerBytes = Math.round(answerBytes / cachedPaths.length);

  const yardstick = `http://127.0.0.1:${HELLO_PORT}`;
  const helloWorld = await measure(yardstick, ["/"], { halfRate: false });
  const productUncached = await measureFresh(shop, uncachedPaths.slice(0, -50));
  const productCached = await measure(shop, cachedPaths);
  const uncachedRate = productUncached.halfRate.requestsPerSecond;
  const cachedRate = productCached.halfRate?.requestsPerSecond ?? 1;
  const results = {
    date: new Date().toISOString(),
    database: kind,
    databaseTransport: transportOf(env),
    variants,
    secondsToReady,
    sampledCodes: codes.length,
    answerBytes,
    // The floor of this machine and load generator at the rates the latencies were measured: the
    // smallest answer, and a ready-made one of a product answer's size with the same headers.
    helloWorld: {
      ...helloWorld,
      atUncachedHalfRate: await fixedRate(yardstick, ["/"], uncachedRate),
      sameSizeAtUncachedHalfRate: await fixedRate(yardstick, [`/bytes/${answerBytes}`], uncachedRate),
      sameSizeAtCachedHalfRate: await fixedRate(yardstick, [`/bytes/${answerBytes}`], cachedRate),
    },
    productUncached,
    productCached,
  };
  console.table({
    "hello world peak": results.helloWorld.peak,
    "hello world at the uncached half rate": results.helloWorld.atUncachedHalfRate,
    [`${answerBytes} bytes ready-made at the uncached half rate`]: results.helloWorld.sameSizeAtUncachedHalfRate,
    [`${answerBytes} bytes ready-made at the cached half rate`]: results.helloWorld.sameSizeAtCachedHalfRate,
    "products/{code} uncached peak": results.productUncached.peak,
    ...Object.fromEntries(
      results.productUncached.halfRateRuns.map((figures, index) => [`products/{code} uncached at half, run ${index + 1}`, figures]),
    ),
    "products/{code} cached peak": results.productCached.peak,
    "products/{code} cached at half": results.productCached.halfRate,
  });
  mkdirSync(join(root, "bench/results"), { recursive: true });
  writeFileSync(join(root, `bench/results/catalog-${kind}.json`), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Results written to bench/results/catalog-${kind}.json`);
} finally {
  await stop(hello);
  await stop(api);
}
