/**
 * Foundation benchmarks: starts the portal as `npm start` does (existing build), records the time
 * to `ready`, then loads login, GET customers/{id} and the home page with autocannon — on PGlite,
 * and on PostgreSQL when a server is reachable. A Fastify hello world runs beside them as the
 * machine's yardstick. Results go to bench/results/foundation.json.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import Fastify from "fastify";
import pg from "pg";

const root = fileURLToPath(new URL("..", import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 10);
const WEB_PORT = 3200;
const API_PORT = 3201;

type Figures = { requestsPerSecond: number; p50: number; p99: number; errors: number; non2xx: number };

async function load(options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ duration, connections: 10, ...options });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function startPortal(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; secondsToReady: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(WEB_PORT), API_PORT: String(API_PORT), LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (/^ready /m.test(output)) resolve({ child, secondsToReady: (Date.now() - started) / 1000 });
    });
    child.once("exit", (code) => reject(new Error(`portal exited (${code}) before ready:\n${output}`)));
  });
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

async function benchPortal(label: string, env: NodeJS.ProcessEnv) {
  // First start seeds the database (and builds the web app if needed); the second is the one measured.
  const first = await startPortal(env);
  await stop(first.child);
  const { child, secondsToReady } = await startPortal(env);
  try {
    const api = `http://127.0.0.1:${API_PORT}/api/v2/shop`;
    const credentials = JSON.stringify({ email: "buyer@demo.example", password: "Demo-pass-2026" });
    const answer = await fetch(`${api}/authentication-token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: credentials,
    });
    const session = (await answer.json()) as { customerId: number; token: string };
    const figures = {
      secondsToReady,
      login: await load({
        url: `${api}/authentication-token`,
        method: "POST",
        headers: { "content-type": "application/json" },
        body: credentials,
      }),
      customer: await load({ url: `${api}/customers/${session.customerId}`, headers: { authorization: `Bearer ${session.token}` } }),
      homePage: await load({ url: `http://127.0.0.1:${WEB_PORT}/fr` }),
    };
    console.log(`\n${label}: ready in ${secondsToReady.toFixed(1)} s`);
    console.table({ login: figures.login, "GET customers/{id}": figures.customer, "home page": figures.homePage });
    return figures;
  } finally {
    await stop(child);
  }
}

async function benchHelloWorld() {
  const app = Fastify();
  app.get("/", async () => ({ hello: "world" }));
  await app.listen({ port: 3202, host: "127.0.0.1" });
  const figures = await load({ url: "http://127.0.0.1:3202/" });
  await app.close();
  console.log("\nFastify hello world (yardstick)");
  console.table({ "hello world": figures });
  return figures;
}

async function postgresUrl(): Promise<string | null> {
  const server = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
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
const results: Record<string, unknown> = { date: new Date().toISOString(), durationSeconds: duration, connections: 10 };
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
