/** What the benchmarks share: starting a server and waiting for it, and autocannon runs. */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";

export const root = fileURLToPath(new URL("..", import.meta.url));
export const duration = Number(process.env.BENCH_DURATION ?? 10);

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
    if (!reuse || !existsSync(dataDir)) mkdirSync(dataDir, { recursive: true });
    return { DATA_DIR: dataDir, DATABASE_URL: "" };
  }
  const server = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
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
 * each target once when there are at least as many targets (see `run`).
 */
export async function fixedRate(url: string, targets: Target[], rate: number, connections = 50): Promise<Figures> {
  const { hostname, port } = new URL(url);
  const requests = targets.map((target) => {
    const { path, method = "GET", headers = {}, body } = typeof target === "string" ? { path: target } : target;
    const head = [`${method} ${path} HTTP/1.1`, `Host: ${hostname}:${port}`, "Connection: keep-alive"];
    for (const [name, value] of Object.entries(headers)) head.push(`${name}: ${value}`);
    const payload = body === undefined ? null : Buffer.from(body);
    if (payload) head.push(`Content-Length: ${payload.length}`);
    const request = Buffer.from(`${head.join("\r\n")}\r\n\r\n`);
    return payload ? Buffer.concat([request, payload]) : request;
  });
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let index = 0;
  const total = fixedRateRequests(rate);
  let recordFrom = Number.POSITIVE_INFINITY;
  const waiting: number[] = [];
  const idle: Connection[] = [];
  let finished = 0;
  let allDone: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    allDone = resolve;
  });

  type Connection = { socket: net.Socket; busy: boolean; due: number; received: Buffer; bodyLeft: number; status: number };
  const complete = (connection: Connection, failed: boolean) => {
    connection.busy = false;
    if (connection.due < recordFrom) {
      // Warming up.
    } else if (failed) errors++;
    else {
      latencies.push(performance.now() - connection.due);
      if (connection.status < 200 || connection.status >= 300) non2xx++;
    }
    if (++finished === total) allDone();
    const next = waiting.shift();
    if (next === undefined) idle.push(connection);
    else send(connection, next);
  };
  const send = (connection: Connection, due: number) => {
    connection.busy = true;
    connection.due = due;
    connection.received = Buffer.alloc(0);
    connection.bodyLeft = -1;
    index = (index + 7919) % requests.length;
    connection.socket.write(requests[index] as Buffer);
  };
  let stopped = false;
  // Connects, and connects again when the server closes the connection (an idle keep-alive timeout,
  // or an error, counted against the request it carried).
  const connect = (connection: Connection) =>
    new Promise<void>((resolve) => {
      const socket = net.connect(Number(port), hostname, resolve);
      connection.socket = socket;
      socket.setNoDelay(true);
      socket.on("error", () => {});
      socket.on("close", () => {
        if (stopped) return;
        connect(connection);
        if (connection.busy) complete(connection, true);
      });
      socket.on("data", (chunk) => {
        if (connection.bodyLeft < 0) {
          connection.received = Buffer.concat([connection.received, chunk]);
          const headerEnd = connection.received.indexOf("\r\n\r\n");
          if (headerEnd < 0) return;
          const head = connection.received.toString("latin1", 0, headerEnd);
          connection.status = Number(head.slice(9, 12));
          // Every answer measured here carries its length (JSON bodies and 304s); a chunked one would stall and show.
          const length = /\r\ncontent-length: *(\d+)/i.exec(head);
          connection.bodyLeft = Number(length?.[1] ?? 0) - (connection.received.length - headerEnd - 4);
        } else connection.bodyLeft -= chunk.length;
        if (connection.bodyLeft <= 0) complete(connection, false);
      });
    });
  const open = async () => {
    const connection: Connection = { socket: new net.Socket(), busy: false, due: 0, received: Buffer.alloc(0), bodyLeft: -1, status: 0 };
    await connect(connection);
    return connection;
  };
  idle.push(...(await Promise.all(Array.from({ length: connections }, open))));

  // The peak run just before left this process plenty of garbage: collected now, it cannot stall
  // the generator mid-run and show as the server's latency (the scripts run with --expose-gc).
  (globalThis as { gc?: () => void }).gc?.();
  const started = performance.now();
  recordFrom = started + warmUpMs;
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    // Every request whose time has come leaves now, or waits for a free connection, with its due time kept.
    while (sent < total && started + (sent * 1000) / rate <= now) {
      const due = started + (sent++ * 1000) / rate;
      const connection = idle.pop();
      if (connection) send(connection, due);
      else waiting.push(due);
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await done;
  stopped = true;
  for (const connection of idle) connection.socket.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0) * 10) / 10;
  return { requestsPerSecond: Math.round(latencies.length / duration), p50: at(50), p90: at(90), p99: at(99), non2xx, errors };
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
