/**
 * Search benchmark: GET search with text and facets (common and rare words, typos, references,
 * brand / stock / category filters), a word matching about a tenth of the catalogue, and
 * search-as-you-type suggestions; peak at 50 connections and latency at half the peak, beside a
 * Fastify hello world measured in the same run.
 *
 *   BENCH_REUSE=1 npm run bench:search -w @portal/bench                # PostgreSQL, 1,000,000 variants
 *   BENCH_DB=pglite BENCH_VARIANTS=100000 npm run bench:search -w @portal/bench
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { measure, prepareDatabase, root, start, startHelloWorld, stop, transportOf } from "./support";

const kind = process.env.BENCH_DB === "pglite" ? "pglite" : "postgres";
const variants = Number(process.env.BENCH_VARIANTS ?? (kind === "pglite" ? 100_000 : 1_000_000));
const API_PORT = 3221;
const HELLO_PORT = 3222;

const env = {
  ...(await prepareDatabase(kind, variants, process.env.BENCH_REUSE === "1")),
  API_PORT: String(API_PORT),
  LOG_LEVEL: "warn",
  CATALOG_VARIANTS: String(variants),
};
const started = Date.now();
const api = await start(["--import", "tsx", "apps/api/src/server.ts"], env, `http://127.0.0.1:${API_PORT}/readyz`, 60 * 60 * 1000);
const hello = await startHelloWorld(HELLO_PORT);
try {
  const shop = `http://127.0.0.1:${API_PORT}/api/v2/shop`;
  // The first search waits for the index to be built: its time is the index's build time.
  const indexStarted = Date.now();
  const all = (await (await fetch(`${shop}/search?itemsPerPage=1`)).json()) as { total: number };
  const secondsToIndex = (Date.now() - indexStarted) / 1000;
  const secondsToReady = (Date.now() - started) / 1000;

  // Words of the generated catalogue, from frequent to rare, and how many products each matches.
  const words = ["filtre", "bougie", "lame", "courroie", "carburateur", "tondeuse", "roulement", "poignee", "joint", "ressort"];
  const counts: Record<string, number> = {};
  for (const word of words) {
    counts[word] = ((await (await fetch(`${shop}/search?query=${word}&itemsPerPage=1`)).json()) as { total: number }).total;
  }
  const tenth = words.reduce((best, word) =>
    Math.abs((counts[word] ?? 0) - all.total / 10) < Math.abs((counts[best] ?? 0) - all.total / 10) ? word : best,
  );
  const sitemap = (await (await fetch(`${shop}/sitemap-product-variants?page=3`)).json()) as { items: { code: string }[] };
  const references = sitemap.items.slice(0, 50).map((item) => item.code);

  const filters = [
    "",
    "&brand=verdalis",
    "&stockStatus=on_stock",
    "&taxon=spare-parts&sort=price-asc",
    "&brand=kerlan&brand=sylvor&sort=name",
  ];
  const searchPaths = [
    ...words.flatMap((word) => filters.map((filter) => `/api/v2/shop/search?query=${word}${filter}`)),
    ...["tondeuze", "courroi", "filtre%20a%20air", "lame%20tondeuse"].map((query) => `/api/v2/shop/search?query=${query}`),
    ...references.map((reference) => `/api/v2/shop/search?query=${encodeURIComponent(reference)}`),
  ];
  const tenthPaths = filters.map((filter) => `/api/v2/shop/search?query=${tenth}${filter}`);
  const suggestionPaths = [
    ...["fi", "fil", "filt", "bou", "boug", "lam", "cour", "tond", "debrou", "carbu", "moteu"].map(
      (prefix) => `/api/v2/shop/search-suggestions?query=${prefix}`,
    ),
    ...references.map((reference) => `/api/v2/shop/search-suggestions?query=${encodeURIComponent(reference.slice(0, 6))}`),
  ];

  const base = `http://127.0.0.1:${API_PORT}`;
  const results = {
    date: new Date().toISOString(),
    database: kind,
    databaseTransport: transportOf(env),
    variants,
    products: all.total,
    secondsToReady,
    secondsToIndex,
    wordCounts: counts,
    tenthWord: { word: tenth, matches: counts[tenth] },
    helloWorld: await measure(`http://127.0.0.1:${HELLO_PORT}`, ["/"], { halfRate: false }),
    search: await measure(base, searchPaths),
    searchTenth: await measure(base, tenthPaths),
    suggestions: await measure(base, suggestionPaths),
  };
  console.table({
    "hello world peak": results.helloWorld.peak,
    "search peak": results.search.peak,
    "search at half": results.search.halfRate,
    [`search "${tenth}" (${counts[tenth]}) peak`]: results.searchTenth.peak,
    [`search "${tenth}" at half`]: results.searchTenth.halfRate,
    "suggestions peak": results.suggestions.peak,
    "suggestions at half": results.suggestions.halfRate,
  });
  mkdirSync(join(root, "bench/results"), { recursive: true });
  writeFileSync(join(root, `bench/results/search-${kind}.json`), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Results written to bench/results/search-${kind}.json (index built in ${secondsToIndex} s)`);
} finally {
  await stop(hello);
  await stop(api);
}
