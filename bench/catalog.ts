/**
 * Catalogue API benchmark: GET products/{code} uncached (random codes over a set far larger than
 * the answer cache) and cached (a few hot codes), at 50 connections for the peak and at half the
 * peak rate for latency, beside a Fastify hello world measured in the same run.
 *
 *   npm run bench:catalog -w @portal/bench                 # PostgreSQL, 1,000,000 variants
 *   BENCH_DB=pglite BENCH_VARIANTS=100000 npm run bench:catalog -w @portal/bench
 *
 * BENCH_REUSE=1 keeps an already seeded benchmark database (PostgreSQL) or data folder (PGlite).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";

const root = fileURLToPath(new URL("..", import.meta.url));
const kind = process.env.BENCH_DB === "pglite" ? "pglite" : "postgres";
const variants = Number(process.env.BENCH_VARIANTS ?? (kind === "pglite" ? 100_000 : 1_000_000));
const reuse = process.env.BENCH_REUSE === "1";
const duration = Number(process.env.BENCH_DURATION ?? 10);
const API_PORT = 3211;
const HELLO_PORT = 3212;

async function prepareDatabase(): Promise<NodeJS.ProcessEnv> {
  if (kind === "pglite") {
    const dataDir = join(tmpdir(), `portal-bench-catalog-${variants}`);
    if (!reuse || !existsSync(dataDir)) mkdirSync(dataDir, { recursive: true });
    return { DATA_DIR: dataDir, DATABASE_URL: "" };
  }
  const server = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `portal_bench_catalog_${variants}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  const exists = (await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount;
  if (!reuse || !exists) {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  }
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString(), DATA_DIR: join(tmpdir(), `portal-bench-catalog-files-${variants}`) };
}

function start(command: string[], env: NodeJS.ProcessEnv, readyUrl: string, timeoutMs: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, command, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`${command.join(" ")} exited with ${child.exitCode}`));
      if (Date.now() > deadline) return reject(new Error(`${readyUrl} not ready in time`));
      try {
        if ((await fetch(readyUrl)).ok) return resolve(child);
      } catch {
        // not yet
      }
      setTimeout(poll, 500);
    };
    poll();
  });
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

type Figures = { requestsPerSecond: number; p50: number; p90: number; p99: number; non2xx: number; errors: number };

async function run(url: string, paths: string[], options: { connections: number; overallRate?: number }): Promise<Figures> {
  let index = 0;
  const result = await autocannon({
    url,
    duration,
    connections: options.connections,
    overallRate: options.overallRate,
    requests: [
      {
        setupRequest: (request) => {
          index = (index + 7919) % paths.length;
          return { ...request, path: paths[index] };
        },
      },
    ],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Peak throughput at 50 connections, then latency at half that rate. */
async function measure(url: string, paths: string[]) {
  const peak = await run(url, paths, { connections: 50 });
  const halfRate = await run(url, paths, { connections: 50, overallRate: Math.max(1, Math.round(peak.requestsPerSecond / 2)) });
  return { peak, halfRate };
}

const env = { ...(await prepareDatabase()), API_PORT: String(API_PORT), LOG_LEVEL: "warn", CATALOG_VARIANTS: String(variants) };
const seedStarted = Date.now();
const api = await start(["--import", "tsx", "apps/api/src/server.ts"], env, `http://127.0.0.1:${API_PORT}/readyz`, 60 * 60 * 1000);
const secondsToReady = (Date.now() - seedStarted) / 1000;
const hello = await start(
  ["--import", "tsx", "bench/hello-world.ts"],
  { PORT: String(HELLO_PORT) },
  `http://127.0.0.1:${HELLO_PORT}/`,
  30_000,
);
try {
  const shop = `http://127.0.0.1:${API_PORT}`;
  // Codes over many sitemap pages: far more than the answer cache holds, so most reads miss it.
  const codes: string[] = [];
  for (let page = 1; page <= 20; page++) {
    const answer = (await (await fetch(`${shop}/api/v2/shop/sitemap-products?page=${page}`)).json()) as { items?: { code: string }[] };
    const items = answer.items ?? [];
    codes.push(...items.map((item) => item.code));
    if (items.length === 0) break;
  }
  const uncachedPaths = codes.map((code) => `/api/v2/shop/products/${encodeURIComponent(code)}`);
  const cachedPaths = uncachedPaths.slice(0, 50);
  for (const path of cachedPaths) await fetch(shop + path);

  const results = {
    date: new Date().toISOString(),
    database: kind,
    variants,
    secondsToReady,
    sampledCodes: codes.length,
    helloWorld: await measure(`http://127.0.0.1:${HELLO_PORT}`, ["/"]),
    productUncached: await measure(shop, uncachedPaths),
    productCached: await measure(shop, cachedPaths),
  };
  console.table({
    "hello world peak": results.helloWorld.peak,
    "hello world at half": results.helloWorld.halfRate,
    "products/{code} uncached peak": results.productUncached.peak,
    "products/{code} uncached at half": results.productUncached.halfRate,
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
