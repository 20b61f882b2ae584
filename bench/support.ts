/** What the benchmarks share: starting a server and waiting for it, and autocannon runs. */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
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

/** Peak throughput at 50 connections, then latency at half that rate. */
export async function measure(url: string, paths: string[]) {
  const peak = await run(url, paths, { connections: 50 });
  const halfRate = await run(url, paths, { connections: 50, overallRate: Math.max(1, Math.round(peak.requestsPerSecond / 2)) });
  return { peak, halfRate };
}
