/** What the benchmarks share: starting a server and waiting for it, and autocannon runs. */
import { type ChildProcess, fork, spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import type { OpenLoopJob } from "./fixed-rate";

export const root = fileURLToPath(new URL("..", import.meta.url));
export const duration = Number(process.env.BENCH_DURATION ?? 10);

/** Where a PostgreSQL server on this machine keeps its Unix socket (Debian's default). */
const LOCAL_SOCKET_DIR = "/var/run/postgresql";

/**
 * The PostgreSQL server to measure against: DATABASE_URL, or the local one. A local server is
 * reached through its Unix socket when it accepts us there, as an API deployed beside its database
 * would be: each query then skips the loopback TCP stack, which on a two-core machine costs the API
 * and the server a good part of their time. Otherwise over TCP on 127.0.0.1:5432.
 */
export async function postgresServer(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const socket = `postgres://postgres@localhost/postgres?host=${encodeURIComponent(LOCAL_SOCKET_DIR)}`;
  if (existsSync(join(LOCAL_SOCKET_DIR, ".s.PGSQL.5432"))) {
    const client = new pg.Client({ connectionString: socket });
    try {
      await client.connect();
      return socket;
    } catch {
      // Not allowed over the socket (peer authentication as another user): TCP below.
    } finally {
      await client.end().catch(() => {});
    }
  }
  return "postgres://postgres@127.0.0.1:5432/postgres";
}

/** How a benchmark's API reaches its database, written beside its figures. */
export function transportOf(env: NodeJS.ProcessEnv): "in process" | "unix socket" | "tcp" {
  if (!env.DATABASE_URL) return "in process";
  return new URL(env.DATABASE_URL).searchParams.get("host")?.startsWith("/") ? "unix socket" : "tcp";
}

/**
 * The benchmark database: a PostgreSQL database per catalogue size, or a PGlite folder. BENCH_REUSE=1
 * keeps one already seeded (seeding a million variants takes minutes). A benchmark that writes
 * (orders, stock) names a database of its own, so the read-only ones keep theirs untouched.
 */
export async function prepareDatabase(
  kind: "postgres" | "pglite",
  variants: number,
  reuse: boolean,
  name = "catalog",
): Promise<NodeJS.ProcessEnv> {
  if (kind === "pglite") {
    const dataDir = join(tmpdir(), `portal-bench-${name}-${variants}`);
    // A fresh folder unless asked to reuse: data left by an earlier schema would not migrate.
    if (!reuse) rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    return { DATA_DIR: dataDir, DATABASE_URL: "" };
  }
  const server = await postgresServer();
  const database = `portal_bench_${name}_${variants}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  const exists = (await admin.query("select 1 from pg_database where datname = $1", [database])).rowCount;
  if (!reuse || !exists) {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.query(`create database ${database}`);
  }
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${database}`;
  return { DATABASE_URL: url.toString(), DATA_DIR: join(tmpdir(), `portal-bench-${name}-files-${variants}`) };
}

export function start(command: string[], env: NodeJS.ProcessEnv, readyUrl: string, timeoutMs: number): Promise<ChildProcess> {
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

/** The machine's yardstick, a Fastify hello world in a process of its own, on `port`. */
export function startHelloWorld(port: number): Promise<ChildProcess> {
  return start(["--import", "tsx", "bench/hello-world.ts"], { PORT: String(port) }, `http://127.0.0.1:${port}/`, 30_000);
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

export type Figures = { requestsPerSecond: number; p50: number; p90: number; p99: number; non2xx: number; errors: number };

type Method = "GET" | "POST" | "PUT" | "PATCH";

/** One request of a run: a path to GET, or a request with its own method, headers and body. */
export type Target = string | { path: string; method?: Method; headers?: Record<string, string>; body?: string };

export type RunOptions = {
  connections: number;
  overallRate?: number;
  method?: Method;
  headers?: Record<string, string>;
  body?: string;
  /**
   * Stops after this many requests instead of after BENCH_DURATION seconds. With no more requests
   * than targets (and a length the stride does not divide), each target is sent once: requests
   * that may not be repeated (placing an order) need one target each.
   */
  amount?: number;
};

/** One autocannon run cycling through `targets` (a prime stride, so neighbours differ). */
export async function run(url: string, targets: Target[], options: RunOptions): Promise<Figures> {
  let index = 0;
  const result = await autocannon({
    url,
    duration,
    connections: options.connections,
    overallRate: options.overallRate,
    // autocannon refuses a method, headers, body or amount given as undefined.
    ...(options.method && { method: options.method }),
    ...(options.headers && { headers: options.headers }),
    ...(options.body !== undefined && { body: options.body }),
    ...(options.amount !== undefined && { amount: options.amount }),
    requests: [
      {
        setupRequest: (request) => {
          index = (index + 7919) % targets.length;
          const target = targets[index] as Target;
          if (typeof target === "string") return { ...request, path: target };
          return {
            ...request,
            path: target.path,
            method: target.method ?? request.method,
            headers: { ...request.headers, ...target.headers },
            body: target.body ?? request.body,
          };
        },
      },
    ],
  });
  return {
    // A run bounded by its number of requests ends within a second: its average is over its duration.
    requestsPerSecond: Math.round(options.amount === undefined ? result.requests.average : result.requests.total / result.duration),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

// The first second of a fixed-rate run warms the generator and the connections up and is not recorded.
const warmUpMs = 1000;

/** How many requests `fixedRate` sends at `rate`, its warm-up second included. */
export const fixedRateRequests = (rate: number) => Math.round(rate * (duration + warmUpMs / 1000));

/**
 * Latency at a fixed rate, open loop: requests leave on a regular schedule whatever the answers do,
 * and each latency counts from when its request was due, so a stall shows as the wait it causes.
 * (autocannon's `overallRate` sends each second's requests in one burst, which measures the burst.)
 * It speaks HTTP/1.1 over raw keep-alive sockets: the generator shares the machine with the server,
 * and node:http would cost it several times more per request, which at 15,000 requests per second
 * measured the generator instead of the server. It sends `fixedRateRequests(rate)` requests in all,
 * each target once when there are at least as many targets (see `run`), from a process of its own
 * (fixed-rate.ts).
 */
export async function fixedRate(url: string, targets: Target[], rate: number, connections = 50): Promise<Figures> {
  const job: OpenLoopJob = { url, targets, rate, total: fixedRateRequests(rate), warmUpMs, durationSeconds: duration, connections };
  const generator = fork(join(root, "bench/fixed-rate.ts"), {
    cwd: root,
    execArgv: ["--import", "tsx", "--single-threaded-gc", "--expose-gc"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const figures = new Promise<Figures>((resolve, reject) => {
    generator.once("message", (message) => resolve(message as Figures));
    generator.once("exit", (code) => reject(new Error(`the load generator exited with ${code}`)));
  });
  generator.send(job);
  return figures;
}

/**
 * Peak throughput at 50 connections, then latency at half that rate. A hello world's half rate is
 * more than this Node load generator sends on a 2-core machine: its peak is the yardstick.
 */
export async function measure(url: string, targets: Target[], { halfRate = true } = {}) {
  const peak = await run(url, targets, { connections: 50 });
  if (!halfRate) return { peak, halfRate: null };
  return { peak, halfRate: await fixedRate(url, targets, Math.max(1, Math.round(peak.requestsPerSecond / 2))) };
}

/**
 * `measure` for answers that must not have been asked for before (uncached reads): the peak run and
 * each of `runs` half-rate runs take targets none of the others took. The half-rate runs are
 * repeated because one run's 99th percentile swings with whatever else the machine does; the run
 * with the median p99 is the figure, and every run is kept.
 */
export async function measureFresh(url: string, targets: Target[], { peakTargets = 60_000, runs = 3 } = {}) {
  const peak = await run(url, targets.slice(0, peakTargets), { connections: 50 });
  const rate = Math.max(1, Math.round(peak.requestsPerSecond / 2));
  const halfRateRuns: Figures[] = [];
  let from = peakTargets;
  for (let index = 0; index < runs; index++) {
    const needed = fixedRateRequests(rate);
    if (from + needed > targets.length) throw new Error(`${targets.length} targets are too few for ${runs} fresh runs at ${rate}/s`);
    halfRateRuns.push(await fixedRate(url, targets.slice(from, from + needed), rate));
    from += needed;
  }
  const byP99 = [...halfRateRuns].sort((a, b) => a.p99 - b.p99);
  return { peak, halfRate: byP99[Math.floor(byP99.length / 2)] as Figures, halfRateRuns };
}
