/**
 * Registered machines list benchmark, beside a Fastify hello world measured in the same run: the
 * buyer of the dealer Vertmoteur, whose company holds 50,000 registered machines (the demo data at
 * SEED_SCALE=250), reads GET /api/v2/shop/machine-registrations, newest first by pages of 20 with a
 * total: the first page, pages deep in the list (offsets), and searches by serial number, model,
 * brand and end customer's name. Peak throughput at 50 connections, then latency at half the peak
 * rate and at a fixed 100 requests a second (open loop), for both the list and the hello world.
 *
 *   npm run bench:machines -w @portal/bench                  # PostgreSQL
 *   BENCH_REUSE=1 npm run bench:machines -w @portal/bench    # keep the seeded database
 *
 * The API seeds the database itself at its first start (the demo data at SEED_SCALE, 250 by
 * default), then the buyer logs in once through the API.
 */

import type { ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { fixedRate, measure, prepareDatabase, root, start, startHelloWorld, stop, type Target, transportOf } from "./support";

const kind = process.env.BENCH_DB === "pglite" ? "pglite" : "postgres";
const scale = Number(process.env.SEED_SCALE ?? 250);
const variants = 3_000;
const API_PORT = 3241;
const HELLO_PORT = 3242;
const FIXED_RATE = Number(process.env.BENCH_FIXED_RATE ?? 100);
const reuse = process.env.BENCH_REUSE === "1";
const database = await prepareDatabase(kind, variants, reuse, `machines_s${scale}`);
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
  const list = "/api/v2/shop/machine-registrations";
  const first = await fetch(`${origin}${list}?itemsPerPage=20`, { headers });
  if (!first.ok) throw new Error(`${list}: ${first.status} ${await first.text()}`);
  const page = (await first.json()) as { totalItems: number; items: { serialNumber: string; model: string; endCustomer: string }[] };
  const lastPage = Math.max(1, Math.ceil(page.totalItems / 20));
  const sample = page.items[5] ?? page.items[0];
  if (!sample) throw new Error("the buyer's company has no registered machine");

  const searches = [
    sample.serialNumber,
    sample.serialNumber.slice(0, 6),
    sample.model.slice(0, 7),
    sample.endCustomer,
    sample.endCustomer.split(" ")[0] ?? sample.endCustomer,
    "jardins",
  ];
  const targets: Target[] = [
    ...Array.from({ length: 40 }, () => list),
    ...Array.from({ length: 40 }, (_, index) => `${list}?page=${2 + Math.floor(((lastPage - 2) * index) / 40)}`),
    ...searches.map((q) => `${list}?q=${encodeURIComponent(q)}`),
  ].map((path) => ({ path, headers }));

  hello = await startHelloWorld(HELLO_PORT);
  const helloWorld = await measure(`http://127.0.0.1:${HELLO_PORT}`, ["/"]);
  const helloFixed = await fixedRate(`http://127.0.0.1:${HELLO_PORT}`, ["/"], FIXED_RATE);
  const machines = await measure(origin, targets);
  const machinesFixed = await fixedRate(origin, targets, FIXED_RATE);

  const results = {
    date: new Date().toISOString(),
    database: kind,
    transport: transportOf(env),
    seedScale: scale,
    secondsToReady,
    loadAverage: { atStart: loadAtStart, atEnd: loadavg()[0] },
    machinesOfTheCompany: page.totalItems,
    targets: { firstPage: 40, deepPages: 40, searches: searches.length },
    helloWorld: { ...helloWorld, fixedRate: { rate: FIXED_RATE, ...helloFixed } },
    machinesList: { ...machines, fixedRate: { rate: FIXED_RATE, ...machinesFixed } },
    fixedRateP50P99VersusHelloWorld: `${machinesFixed.p50}/${machinesFixed.p99} ms vs ${helloFixed.p50}/${helloFixed.p99} ms at ${FIXED_RATE}/s`,
  };
  console.table({
    "hello world peak": helloWorld.peak,
    [`hello world at ${FIXED_RATE}/s`]: helloFixed,
    "machines list peak": machines.peak,
    "machines list at half": machines.halfRate,
    [`machines list at ${FIXED_RATE}/s`]: machinesFixed,
  });
  mkdirSync(join(root, "bench/results"), { recursive: true });
  writeFileSync(join(root, `bench/results/machines-${kind}.json`), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Results written to bench/results/machines-${kind}.json (${page.totalItems} machines)`);
} finally {
  if (hello) await stop(hello);
  await stop(api);
}
