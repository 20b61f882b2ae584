/**
 * Page speed: starts the portal as `npm start` does (production build) on a generated catalogue,
 * then measures the server's time to first byte of product, category and search pages (sequential
 * requests over many different pages), and runs Lighthouse in Debian's Chromium on a product and a
 * category page (the median of three runs): performance and accessibility scores and the JavaScript the
 * page loads (compressed).
 *
 *   BENCH_REUSE=1 npm run bench:pages -w @portal/bench                 # PostgreSQL, 1,000,000 variants
 *   BENCH_DB=pglite BENCH_VARIANTS=100000 npm run bench:pages -w @portal/bench
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { prepareDatabase, root, start, stop, transportOf } from "./support";

const kind = process.env.BENCH_DB === "pglite" ? "pglite" : "postgres";
const variants = Number(process.env.BENCH_VARIANTS ?? (kind === "pglite" ? 100_000 : 1_000_000));
const WEB_PORT = 3230;
const API_PORT = 3231;
const samples = Number(process.env.BENCH_SAMPLES ?? 40);

const env = {
  ...(await prepareDatabase(kind, variants, process.env.BENCH_REUSE === "1")),
  PORT: String(WEB_PORT),
  API_PORT: String(API_PORT),
  LOG_LEVEL: "warn",
  CATALOG_VARIANTS: String(variants),
};
const portal = await start(["--import", "tsx", "scripts/start.ts"], env, `http://127.0.0.1:${WEB_PORT}/fr`, 60 * 60 * 1000);

/** Milliseconds until the response headers arrive, then the body is read (and discarded). */
async function timeToFirstByte(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { redirect: "manual" });
  const elapsed = performance.now() - started;
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return elapsed;
}

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) * 10) / 10;
  return { samples: sorted.length, p50: at(50), p90: at(90), p99: at(99) };
}

async function ttfb(urls: string[]) {
  for (const url of urls.slice(0, 3)) await timeToFirstByte(url); // first renders compile nothing, but fill caches of the layout
  const times: number[] = [];
  for (const url of urls) times.push(await timeToFirstByte(url));
  return percentiles(times);
}

async function audit(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      onlyCategories: ["performance", "accessibility"],
      logLevel: "error",
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    const requests =
      (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
    const scriptBytes = requests.filter((item) => item.resourceType === "Script").reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    return {
      url,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      firstContentfulPaintMs: Math.round(lhr.audits["first-contentful-paint"]?.numericValue ?? 0),
      largestContentfulPaintMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
      totalBlockingTimeMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
      javascriptKilobytesCompressed: Math.round(scriptBytes / 102.4) / 10,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse's score of one load swings with whatever else the machine does (its own advice is the
 * median of several runs): the run with the median performance score, and every run's score.
 */
async function auditMedian(url: string, runs = 3) {
  const audits = [];
  for (let run = 0; run < runs; run++) audits.push(await audit(url));
  const sorted = [...audits].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor(sorted.length / 2)] as (typeof audits)[number];
  return { ...median, performanceRuns: audits.map((entry) => entry.performance) };
}

try {
  const web = `http://127.0.0.1:${WEB_PORT}`;
  const shop = `http://127.0.0.1:${API_PORT}/api/v2/shop`;
  const sitemap = (await (await fetch(`${shop}/sitemap-products?page=2`)).json()) as {
    items: { localizations: { locale: string; slug: string }[] }[];
  };
  const productUrls = sitemap.items
    .slice(0, samples)
    .map((item) => `${web}/fr/produit/${item.localizations.find((localization) => localization.locale === "fr")?.slug}`);
  const taxons = (await (await fetch(`${shop}/taxons`, { headers: { "accept-language": "fr" } })).json()) as {
    slug: string;
    children: { slug: string }[];
  }[];
  const categorySlugs = taxons.flatMap((taxon) => [taxon.slug, ...taxon.children.map((child) => child.slug)]);
  const categoryUrls = Array.from({ length: samples }, (_, at) => {
    const slug = categorySlugs[at % categorySlugs.length];
    return `${web}/fr/categorie/${slug}${at >= categorySlugs.length ? `?page=${1 + Math.floor(at / categorySlugs.length)}` : ""}`;
  });
  const searchUrls = ["filtre", "bougie", "lame", "courroie", "tondeuse", "joint", "roulement", "carburateur"].flatMap((word) =>
    [1, 2, 3, 4, 5].map((page) => `${web}/fr/recherche?q=${word}&page=${page}`),
  );

  const results = {
    date: new Date().toISOString(),
    database: kind,
    databaseTransport: transportOf(env),
    variants,
    timeToFirstByteMs: { product: await ttfb(productUrls), category: await ttfb(categoryUrls), search: await ttfb(searchUrls) },
    lighthouse: {
      product: await auditMedian(productUrls[0] ?? web),
      category: await auditMedian(`${web}/fr/categorie/${categorySlugs[1] ?? ""}`),
    },
  };
  console.log(JSON.stringify(results, null, 2));
  mkdirSync(join(root, "bench/results"), { recursive: true });
  writeFileSync(join(root, `bench/results/pages-${kind}.json`), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Results written to bench/results/pages-${kind}.json`);
} finally {
  await stop(portal);
}
