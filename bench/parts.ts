/**
 * The spare-parts catalogue's page: the server's time to first byte of exploded-view pages (a
 * logged-in buyer, sequential requests over every view of the demo machines, then the same view
 * again and again), and the JavaScript the page loads on a first visit, compressed as it travels:
 * every script Chromium fetches for the page, with its transfer size (Lighthouse's network log, as
 * bench/pages.ts measures), beside the customer's home page, the shell every customer page carries.
 * The page must stay under 150 KB of compressed JavaScript.
 *
 *   npm run bench:parts -w @portal/bench                               # PostgreSQL, demo catalogue
 *   BENCH_DB=pglite npm run bench:parts -w @portal/bench
 *   BENCH_PORTAL_URL=http://127.0.0.1:3000 npm run bench:parts -w @portal/bench   # a portal already running
 */
import type { ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { prepareDatabase, root, start, stop, transportOf } from "./support";

const BUDGET_BYTES = 150 * 1024;
const kind = process.env.BENCH_DB === "pglite" ? "pglite" : "postgres";
const variants = Number(process.env.BENCH_VARIANTS ?? 3_000);
const WEB_PORT = 3250;
const API_PORT = 3251;
const samples = Number(process.env.BENCH_SAMPLES ?? 60);

let portal: ChildProcess | undefined;
let env: NodeJS.ProcessEnv = {};
let base = process.env.BENCH_PORTAL_URL;
if (!base) {
  env = {
    ...(await prepareDatabase(kind, variants, process.env.BENCH_REUSE === "1", "parts")),
    PORT: String(WEB_PORT),
    API_PORT: String(API_PORT),
    LOG_LEVEL: "warn",
    CATALOG_VARIANTS: String(variants),
  };
  portal = await start(["--import", "tsx", "scripts/start.ts"], env, `http://127.0.0.1:${WEB_PORT}/fr`, 60 * 60 * 1000);
  base = `http://127.0.0.1:${WEB_PORT}`;
}

/** Logs the buyer in through the portal's own origin: the page reads its session cookies. */
async function sessionCookie(): Promise<string> {
  const response = await fetch(new URL("/api/v2/shop/authentication-token", base), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "buyer@demo.example", password: "Demo-pass-2026" }),
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function api<T>(path: string, cookie: string): Promise<T> {
  const response = await fetch(new URL(path, base), { headers: { cookie, accept: "application/json" } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

async function timeToFirstByte(url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { redirect: "manual", headers: { cookie } });
  const elapsed = performance.now() - started;
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return elapsed;
}

/** The scripts a first visit loads and their compressed bytes, by Lighthouse's network log in Debian's Chromium. */
async function scriptsOf(url: string, cookie: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      onlyCategories: ["performance"],
      logLevel: "error",
      extraHeaders: { cookie },
    });
    const requests =
      (result?.lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)
        ?.items ?? [];
    const scripts = requests.filter((item) => item.resourceType === "Script");
    return { scripts: scripts.length, bytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) };
  } finally {
    await chrome.kill();
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) * 10) / 10;
};

try {
  const cookie = await sessionCookie();
  const models = await api<{ items: { code: string }[] }>("/api/v2/shop/partsmart/models?itemsPerPage=50", cookie);
  const views: string[] = [];
  for (const model of models.items) {
    const found = await api<{ assemblies: { code: string }[] }>(`/api/v2/shop/partsmart/models/${encodeURIComponent(model.code)}`, cookie);
    for (const assembly of found.assemblies) views.push(`/fr/partsmart?model=${encodeURIComponent(model.code)}&assembly=${assembly.code}`);
  }
  if (views.length === 0) throw new Error("no exploded view in the catalogue");

  // Warm-up: the first renders compile and cache what every page shares.
  for (const view of views.slice(0, 5)) await timeToFirstByte(new URL(view, base).href, cookie);
  const spread: number[] = [];
  for (let index = 0; index < samples; index++)
    spread.push(await timeToFirstByte(new URL(views[index % views.length] as string, base).href, cookie));
  const same: number[] = [];
  for (let index = 0; index < samples; index++) same.push(await timeToFirstByte(new URL(views[0] as string, base).href, cookie));

  // First-load JavaScript, as Chromium fetches it on a first visit (compressed as served), for the
  // view and, as the shell every customer page carries, the customer's home page.
  const [view, shell] = [
    await scriptsOf(new URL(views[0] as string, base).href, cookie),
    await scriptsOf(new URL("/fr", base).href, cookie),
  ];

  const result = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, loadAverageAtEnd: loadavg()[0] },
    database: process.env.BENCH_PORTAL_URL ? "as running" : kind,
    transport: process.env.BENCH_PORTAL_URL ? "as running" : transportOf(env),
    views: views.length,
    timeToFirstByteMs: {
      acrossViews: { samples, p50: percentile(spread, 50), p90: percentile(spread, 90), p99: percentile(spread, 99) },
      sameView: { samples, p50: percentile(same, 50), p90: percentile(same, 90), p99: percentile(same, 99) },
    },
    firstLoadJavaScript: {
      scripts: view.scripts,
      compressedBytes: view.bytes,
      customerHomeCompressedBytes: shell.bytes,
      pageOwnCompressedBytes: view.bytes - shell.bytes,
      budgetBytes: BUDGET_BYTES,
      withinBudget: view.bytes < BUDGET_BYTES,
    },
  };
  mkdirSync(join(root, "bench/results"), { recursive: true });
  writeFileSync(join(root, "bench/results/parts.json"), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  if (!result.firstLoadJavaScript.withinBudget) process.exitCode = 1;
} finally {
  if (portal) await stop(portal);
}
