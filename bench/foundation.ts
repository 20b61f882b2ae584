/**
 * Foundation benchmarks: starts the portal as `npm start` does (existing build), records the time
 * to `ready`, then loads login, GET customers/{id} and the home page with autocannon — on PGlite,
 * and on PostgreSQL when a server is reachable. A Fastify hello world runs beside them as the
 * machine's yardstick. Results go to bench/results/foundation.json.
 *
 *   npm run bench
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { duration, postgresServer, type RunOptions, root, run, start, startHelloWorld, stop } from "./support";

const WEB_PORT = 3200;
const API_PORT = 3201;
const HELLO_PORT = 3202;
const connections = 10;

/** One URL at 10 connections. */
function load(url: string, options: Omit<RunOptions, "connections"> = {}) {
  const { origin, pathname } = new URL(url);
  return run(origin, [pathname], { connections, ...options });
}

async function startPortal(env: NodeJS.ProcessEnv) {
  const started = Date.now();
  const child = await start(
    ["--import", "tsx", "scripts/start.ts"],
    { ...env, PORT: String(WEB_PORT), API_PORT: String(API_PORT), LOG_LEVEL: "warn" },
    `http://127.0.0.1:${WEB_PORT}/fr`,
    30 * 60 * 1000,
  );
  return { child, secondsToReady: (Date.now() - started) / 1000 };
}

async function benchPortal(label: string, env: NodeJS.ProcessEnv) {
  // First start seeds the database (and builds the web app if needed); the second is the one measured.
  await stop((await startPortal(env)).child);
  const { child, secondsToReady } = await startPortal(env);
  try {
    const api = `http://127.0.0.1:${API_PORT}/api/v2/shop`;
    const credentials = JSON.stringify({ email: "buyer@demo.example", password: "Demo-pass-2026" });
    const login = { method: "POST", headers: { "content-type": "application/json" }, body: credentials } as const;
    const answer = await fetch(`${api}/authentication-token`, login);
    const session = (await answer.json()) as { customerId: number; token: string };
    const figures = {
      secondsToReady,
      login: await load(`${api}/authentication-token`, login),
      customer: await load(`${api}/customers/${session.customerId}`, { headers: { authorization: `Bearer ${session.token}` } }),
      homePage: await load(`http://127.0.0.1:${WEB_PORT}/fr`),
    };
    console.log(`\n${label}: ready in ${secondsToReady.toFixed(1)} s`);
    console.table({ login: figures.login, "GET customers/{id}": figures.customer, "home page": figures.homePage });
    return figures;
  } finally {
    await stop(child);
  }
}

async function benchHelloWorld() {
  const hello = await startHelloWorld(HELLO_PORT);
  try {
    const figures = await load(`http://127.0.0.1:${HELLO_PORT}/`);
    console.log("\nFastify hello world (yardstick)");
    console.table({ "hello world": figures });
    return figures;
  } finally {
    await stop(hello);
  }
}

async function postgresUrl(): Promise<string | null> {
  const server = await postgresServer();
  const client = new pg.Client({ connectionString: server });
  try {
    await client.connect();
    await client.query("drop database if exists portal_bench with (force)");
    await client.query("create database portal_bench");
    const url = new URL(server);
    url.pathname = "/portal_bench";
    return url.toString();
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

// The benchmark measures throughput, not the brute-force guard.
const common = { LOGIN_ATTEMPTS_PER_ADDRESS: "10000000", LOGIN_FAILURES_PER_ACCOUNT: "10000000" };
const results: Record<string, unknown> = { date: new Date().toISOString(), durationSeconds: duration, connections };
results.helloWorld = await benchHelloWorld();
results.pglite = await benchPortal("PGlite", { ...common, DATA_DIR: mkdtempSync(join(tmpdir(), "portal-bench-")), DATABASE_URL: "" });
const url = await postgresUrl();
if (url)
  results.postgres = await benchPortal("PostgreSQL", {
    ...common,
    DATABASE_URL: url,
    DATA_DIR: mkdtempSync(join(tmpdir(), "portal-bench-pg-")),
  });
else console.log("No PostgreSQL server reachable: PostgreSQL figures skipped.");

mkdirSync(join(root, "bench/results"), { recursive: true });
writeFileSync(join(root, "bench/results/foundation.json"), `${JSON.stringify(results, null, 2)}\n`);
console.log("\nResults written to bench/results/foundation.json");
