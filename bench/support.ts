/** What the benchmarks share: starting a server and waiting for it, and autocannon runs. */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";

export const root = fileURLToPath(new URL("..", import.meta.url));
export const duration = Number(process.env.BENCH_DURATION ?? 10);

/**
 * The benchmark database: a PostgreSQL database per catalogue size, or a PGlite folder. BENCH_REUSE=1
 * keeps one already seeded (seeding a million variants takes minutes).
 */
export async function prepareDatabase(kind: "postgres" | "pglite", variants: number, reuse: boolean): Promise<NodeJS.ProcessEnv> {
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

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

export type Figures = { requestsPerSecond: number; p50: number; p90: number; p99: number; non2xx: number; errors: number };

/** One autocannon run cycling through `paths` (a prime stride, so neighbours differ). */
export async function run(url: string, paths: string[], options: { connections: number; overallRate?: number }): Promise<Figures> {
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

/**
 * Latency at a fixed rate, open loop: requests leave on a regular schedule whatever the answers do,
 * and each latency counts from when its request was due, so a stall shows as the wait it causes.
 * (autocannon's `overallRate` sends each second's requests in one burst, which measures the burst.)
 */
export async function fixedRate(url: string, paths: string[], rate: number, connections = 50): Promise<Figures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let sent = 0;
  let index = 0;
  const started = performance.now();
  const total = Math.round(rate * duration);
  const pending = new Set<Promise<void>>();
  const send = (due: number) => {
    index = (index + 7919) % paths.length;
    const done = new Promise<void>((resolve) => {
      const request = http.get(`${url}${paths[index]}`, { agent }, (response) => {
        if ((response.statusCode ?? 0) >= 300) non2xx++;
        response.resume();
        response.on("end", () => {
          latencies.push(performance.now() - due);
          resolve();
        });
      });
      request.on("error", () => {
        errors++;
        resolve();
      });
    });
    pending.add(done);
    done.then(() => pending.delete(done));
  };
  while (sent < total) {
    const now = performance.now();
    // Every request whose time has come leaves now, with its due time kept.
    while (sent < total && started + (sent * 1000) / rate <= now) send(started + (sent++ * 1000) / rate);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0) * 10) / 10;
  return { requestsPerSecond: Math.round(latencies.length / duration), p50: at(50), p90: at(90), p99: at(99), non2xx, errors };
}

/**
 * Peak throughput at 50 connections, then latency at half that rate. A hello world's half rate is
 * more than this Node load generator sends on a 2-core machine: its peak is the yardstick.
 */
export async function measure(url: string, paths: string[], { halfRate = true } = {}) {
  const peak = await run(url, paths, { connections: 50 });
  if (!halfRate) return { peak, halfRate: null };
  return { peak, halfRate: await fixedRate(url, paths, Math.max(1, Math.round(peak.requestsPerSecond / 2))) };
}
