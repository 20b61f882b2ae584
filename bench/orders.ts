/**
 * Orders list benchmark, beside a Fastify hello world measured in the same run: the buyer of the
 * demo company holding 100,000 placed orders (the demo data at SEED_SCALE=250) reads its orders
 * list, GET /api/v2/shop/orders, newest first by keyset pages of 20: the first page, pages deep in
 * the history (cursors collected by walking it beforehand), and the first page of each filter (machines,
 * spare parts, off-web, a date range). Peak throughput at 50 connections, then latency at half the
 * peak rate (open loop).
 *
 *   npm run bench:orders -w @portal/bench                    # PostgreSQL
 *   BENCH_REUSE=1 npm run bench:orders -w @portal/bench      # keep the seeded database
 *
 * The API seeds the database itself at its first start (the demo data at SEED_SCALE, 250 by
 * default: a few minutes on PostgreSQL), then the buyer logs in once through the API.
 */

import type { ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { measure, prepareDatabase, root, start, startHelloWorld, stop, type Target, transportOf } from "./support";

const kind = process.env.BENCH_DB === "pglite" ? "pglite" : "postgres";
const scale = Number(process.env.SEED_SCALE ?? 250);
const variants = 3_000;
const API_PORT = 3231;
const HELLO_PORT = 3232;
const DEEP_PAGES = 400;
const reuse = process.env.BENCH_REUSE === "1";
const database = await prepareDatabase(kind, variants, reuse, `orders_s${scale}`);
const env = {
  ...database,
  API_PORT: String(API_PORT),
  LOG_LEVEL: "warn",
  CATALOG_VARIANTS: String(variants),
  SEED_SCALE: String(scale),
  ACCESS_TOKEN_TTL: "86400",
  SEARCH_REFRESH_SECONDS: "86400",
  // Logins of the one buyer: not the measure.
  LOGIN_ATTEMPTS_PER_ADDRESS: "1000",
};
const origin = `http://127.0.0.1:${API_PORT}`;
const seconds = (from: number) => Math.round((performance.now() - from) / 10) / 100;

const loadAtStart = loadavg()[0];
const started = performance.now();
const api = await start(["--import", "tsx", "apps/api/src/server.ts"], env, `${origin}/readyz`, 60 * 60 * 1000);
const secondsToReady = seconds(started);
let hello: ChildProcess | undefined;
try {
  const login = await fetch(`${origin}/api/v2/shop/authentication-token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "buyer@demo.example", password: "Demo-pass-2026" }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const get = async (path: string) => {
    const response = await fetch(`${origin}${path}`, { headers });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<{ items: { number: string }[]; nextCursor: string | null }>;
  };

  // Walk the history once: how many orders the buyer sees, and cursors spread along it.
  const cursors: string[] = [];
  let cursor: string | null = null;
  let counted = 0;
  const walking = performance.now();
  do {
    const page: { items: unknown[]; nextCursor: string | null } = await get(
      `/api/v2/shop/orders?itemsPerPage=100${cursor ? `&cursor=${cursor}` : ""}`,
    );
    counted += page.items.length;
    cursor = page.nextCursor;
    if (cursor) cursors.push(cursor);
  } while (cursor);
  const walkSeconds = seconds(walking);
  const step = Math.max(1, Math.floor(cursors.length / DEEP_PAGES));
  const deep = cursors.filter((_, index) => index % step === 0);

  const list = "/api/v2/shop/orders";
  const targets: Target[] = [
    ...Array.from({ length: 40 }, () => list),
    ...deep.map((value) => `${list}?cursor=${value}`),
    `${list}?type=machine`,
    `${list}?type=part`,
    `${list}?origin=off_web`,
    `${list}?origin=web&type=machine`,
    `${list}?from=2025-01-01&to=2025-06-30`,
    `${list}?search=Chantier`,
  ].map((path) => ({ path, headers }));

  hello = await startHelloWorld(HELLO_PORT);
  const helloWorld = await measure(`http://127.0.0.1:${HELLO_PORT}`, ["/"], { halfRate: false });
  const orders = await measure(origin, targets);

  const results = {
    date: new Date().toISOString(),
    database: kind,
    transport: transportOf(env),
    seedScale: scale,
    secondsToReady,
    loadAverage: { atStart: loadAtStart, atEnd: loadavg()[0] },
    ordersSeenByTheBuyer: counted,
    walk: { pagesOf100: cursors.length + 1, seconds: walkSeconds },
    targets: { firstPage: 40, deepPages: deep.length, filtered: 6 },
    helloWorld,
    ordersList: orders,
    halfRateP99VersusHelloWorldPeakP99: `${orders.halfRate?.p99} ms vs ${helloWorld.peak.p99} ms`,
  };
  console.table({
    "hello world peak": helloWorld.peak,
    "orders list peak": orders.peak,
    "orders list at half": orders.halfRate,
  });
  mkdirSync(join(root, "bench/results"), { recursive: true });
  writeFileSync(join(root, `bench/results/orders-${kind}.json`), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Results written to bench/results/orders-${kind}.json (${counted} orders seen)`);
} finally {
  if (hello) await stop(hello);
  await stop(api);
}
