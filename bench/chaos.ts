/**
 * `npm run chaos`: what a checkout load goes through when the database or the API fails, on a
 * PostgreSQL server of its own (Debian's binaries) so that it can be killed and restarted:
 *
 *  1. connections killed: every session of the server is terminated, several times, under load;
 *  2. database restarted: the server is stopped for a few seconds, then started again;
 *  3. API killed (SIGKILL) in the middle of order placements, then started again;
 *  4. API stopped (SIGTERM) in the middle of order placements, then started again.
 *
 * Buyers (the demo accounts) place orders in a loop through the HTTP API, as browsers would: each
 * call is retried while it fails with 503 or a refused connection, and placing an order is retried
 * on the same cart (which answers the order already placed, if any). Afterwards the database is
 * checked against what the buyers were told: no order lost, none doubled, no shelf below zero,
 * stock taken exactly once per ordered unit, one confirmation e-mail per order.
 *
 * Results: bench/results/chaos.json. Bounded: about two minutes.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { canStartPostgres, startPrivatePostgres } from "@portal/db/private-postgres";
import pg from "pg";
import { root } from "./support";

if (!canStartPostgres) {
  console.error("chaos needs PostgreSQL's server binaries (Debian's postgresql package)");
  process.exit(1);
}

const API_PORT = 3241;
const api = `http://127.0.0.1:${API_PORT}`;
const BUYERS = ["buyer@demo.example", "admin@demo.example", "limited@demo.example", "newcompany@demo.example", "particulier@demo.example"];
const PASSWORD = "Demo-pass-2026";
const SHELF = 5_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const pgServer = await startPrivatePostgres();
const dataDir = mkdtempSync(join(tmpdir(), "portal-chaos-"));
const env = {
  ...process.env,
  DATABASE_URL: pgServer.url,
  API_PORT: String(API_PORT),
  DATA_DIR: dataDir,
  LOG_LEVEL: "error",
  JWT_SECRET: "chaos-secret-long-enough-for-hs256-signing-0123",
  LOGIN_ATTEMPTS_PER_ADDRESS: "100000",
  SEARCH_REFRESH_SECONDS: "86400",
};

function startApi(): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "apps/api/src/server.ts"], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
}
async function until(condition: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`not reached within ${timeoutMs} ms`);
}
const apiReady = () => until(async () => (await fetch(`${api}/readyz`)).status === 200, 300_000);

// ---- the load ----

type Event = { at: number; status: number; path: string };
const events: Event[] = [];
/** What the buyers were told: every order number answered, by cart token. */
const answered = new Map<string, string>();
/** Every cart the buyers tried to place, with the quantity of the part in it. */
const attempted = new Map<string, number>();
let variantCode = "";
let running = true;

async function call(token: string, method: string, path: string, body?: unknown): Promise<Response> {
  for (;;) {
    let status = 0;
    try {
      const response = await fetch(`${api}/api/v2/shop/${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { "content-type": method === "PATCH" ? "application/merge-patch+json" : "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      status = response.status;
      events.push({ at: Date.now(), status, path: path.replace(/[A-Za-z0-9_-]{16,}/g, ":token") });
      if (status !== 503 && status < 500) return response;
      await response.body?.cancel();
    } catch {
      // The API is down (killed or restarting): as a browser would, try again shortly.
      events.push({ at: Date.now(), status: 0, path });
    }
    await sleep(200);
  }
}

async function loginAs(email: string): Promise<string> {
  for (;;) {
    try {
      const response = await fetch(`${api}/api/v2/shop/authentication-token`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      if (response.ok) return ((await response.json()) as { token: string }).token;
    } catch {
      // not up yet
    }
    await sleep(300);
  }
}

async function buyer(email: string) {
  const token = await loginAs(email);
  while (running) {
    const open = (await (await call(token, "POST", "orders", {})).json()) as { tokenValue: string };
    const fresh = (await (await call(token, "DELETE", `orders/${open.tokenValue}`)).json()) as { tokenValue: string };
    const quantity = 1 + Math.floor(Math.random() * 3);
    const added = await call(token, "POST", `orders/${fresh.tokenValue}/items`, { productVariant: variantCode, quantity });
    if (added.status !== 201) {
      await added.body?.cancel();
      continue;
    }
    await added.body?.cancel();
    const book = (await (await call(token, "GET", "addresses")).json()) as { shippingAddresses: { id: number }[] };
    await (await call(token, "PUT", `orders/${fresh.tokenValue}`, { shippingAddressId: book.shippingAddresses[0]?.id })).body?.cancel();
    const cart = (await (await call(token, "GET", `orders/${fresh.tokenValue}`)).json()) as { payments: { id: number }[] };
    await (
      await call(token, "PATCH", `orders/${fresh.tokenValue}/payments/${cart.payments[0]?.id}`, { paymentMethod: "bank_transfer" })
    ).body?.cancel();
    attempted.set(fresh.tokenValue, quantity);
    const placed = await call(token, "PATCH", `orders/${fresh.tokenValue}/complete`, {});
    if (placed.status === 200) answered.set(fresh.tokenValue, ((await placed.json()) as { order: { number: string } }).order.number);
    else await placed.body?.cancel();
  }
}

// ---- the run ----

let apiProcess = startApi();
await apiReady();
const admin = new pg.Client({ connectionString: pgServer.url });
await admin.connect();
const [part] = (
  await admin.query<{ code: string }>(
    `select v.code from product_variants v join products p on p.id = v.product_id
    where p.type = 'spare_part' and v.enabled and p.enabled and not v.price_on_request and v.price_cents > 0 order by v.id limit 1`,
  )
).rows;
await admin.end();
if (!part) throw new Error("no spare part in the demo catalogue");
variantCode = part.code;
const setShelf = new pg.Client({ connectionString: pgServer.url });
await setShelf.connect();
await setShelf.query("update product_variants set stock_status = 'on_stock', stock_quantity = $2 where code = $1", [variantCode, SHELF]);
await setShelf.end();

const started = Date.now();
const load = Promise.all(BUYERS.map((email) => buyer(email)));
type Phase = { name: string; from: number; faultEnds: number; recoveredAt: number | null };
const phases: Phase[] = [];

/** The first order placed after `from`: when checkout works again. */
async function recovery(from: number): Promise<number> {
  await until(async () => events.some((event) => event.at > from && event.status === 200 && event.path.endsWith("/complete")), 120_000);
  return events.find((event) => event.at > from && event.status === 200 && event.path.endsWith("/complete"))?.at ?? Date.now();
}

async function phase(name: string, fault: () => Promise<void>) {
  await sleep(5_000);
  const from = Date.now();
  await fault();
  const faultEnds = Date.now();
  const recoveredAt = await recovery(faultEnds);
  phases.push({ name, from, faultEnds, recoveredAt });
  console.log(`${name}: checkout again ${((recoveredAt - faultEnds) / 1000).toFixed(1)} s after the fault ended`);
}

await sleep(5_000);
await phase("connections killed (5 times, 400 ms apart)", async () => {
  for (let kill = 0; kill < 5; kill++) {
    pgServer.killConnections();
    await sleep(400);
  }
});
await phase("database restarted (down 4 s)", async () => {
  pgServer.stop("fast");
  await sleep(4_000);
  pgServer.start();
});
await phase("API killed (SIGKILL) during order placement", async () => {
  await until(async () => events.some((event) => event.at > Date.now() - 50 && event.path.endsWith("/complete")), 10_000);
  apiProcess.kill("SIGKILL");
  await new Promise((resolve) => apiProcess.once("exit", resolve));
  apiProcess = startApi();
});
await phase("API stopped (SIGTERM) during order placement", async () => {
  await until(async () => events.some((event) => event.at > Date.now() - 50 && event.path.endsWith("/complete")), 10_000);
  const signalled = Date.now();
  apiProcess.kill("SIGTERM");
  await new Promise((resolve) => apiProcess.once("exit", resolve));
  console.log(`  the API stopped ${((Date.now() - signalled) / 1000).toFixed(1)} s after SIGTERM`);
  apiProcess = startApi();
});
await sleep(5_000);
running = false;
await Promise.race([load, sleep(30_000)]);

// ---- the checks ----

const check = new pg.Client({ connectionString: pgServer.url });
await check.connect();
const placed = (
  await check.query<{ token: string; number: string; quantity: number }>(
    `select o.token_value as token, o.number, coalesce(sum(i.quantity), 0)::int as quantity
    from orders o join order_items i on i.order_id = o.id join product_variants v on v.id = i.variant_id
    where o.state <> 'cart' and v.code = $1 group by o.id`,
    [variantCode],
  )
).rows;
const [shelf] = (await check.query<{ left: number }>("select stock_quantity as left from product_variants where code = $1", [variantCode]))
  .rows;
const [negative] = (await check.query<{ count: number }>("select count(*)::int as count from product_variants where stock_quantity < 0"))
  .rows;
const [mails] = (
  await check.query<{ orders: number; mails: number }>(
    `select count(distinct payload->>'orderNumber')::int as orders, count(*)::int as mails from outbox_messages where kind = 'order_confirmation'`,
  )
).rows;
await check.end();

const placedByToken = new Map(placed.map((row) => [row.token, row]));
const lost = [...answered].filter(([token, number]) => placedByToken.get(token)?.number !== number).length;
const unknownCarts = placed.filter((row) => !attempted.has(row.token)).length;
// A cart becomes at most one order (the row itself changes state); an order confirmed twice would show here.
const doubled = placed.length - new Set(placed.map((row) => row.number)).size + (mails ? mails.mails - mails.orders : 0);
const unitsOrdered = placed.reduce((sum, row) => sum + row.quantity, 0);
const faultWindows = phases.map((entry) => [entry.from, entry.recoveredAt ?? entry.faultEnds] as const);
const inFault = (at: number) => faultWindows.some(([from, to]) => at >= from && at <= to);
const serverErrors = events.filter((event) => event.status >= 500 && event.status !== 503);
const result = {
  date: new Date().toISOString(),
  machine: { cores: 2, loadAverage: loadavg().map((value) => Math.round(value * 100) / 100) },
  seconds: Math.round((Date.now() - started) / 1000),
  buyers: BUYERS.length,
  requests: events.length,
  phases: phases.map((entry) => ({
    name: entry.name,
    faultSeconds: Math.round((entry.faultEnds - entry.from) / 100) / 10,
    secondsToRecover: entry.recoveredAt === null ? null : Math.round((entry.recoveredAt - entry.faultEnds) / 100) / 10,
    unavailable503: events.filter((event) => event.status === 503 && event.at >= entry.from && event.at <= (entry.recoveredAt ?? 0)).length,
    refusedConnections: events.filter((event) => event.status === 0 && event.at >= entry.from && event.at <= (entry.recoveredAt ?? 0))
      .length,
  })),
  errors5xxOtherThan503: {
    duringFaults: serverErrors.filter((event) => inFault(event.at)).length,
    outsideFaults: serverErrors.filter((event) => !inFault(event.at)).length,
  },
  unavailable503OutsideFaults: events.filter((event) => event.status === 503 && !inFault(event.at)).length,
  orders: {
    answered: answered.size,
    placed: placed.length,
    placedWithoutAnAnswer: placed.filter((row) => !answered.has(row.token)).length,
    lost,
    doubled,
    unknownCarts,
    confirmationEmails: mails?.mails ?? 0,
  },
  stock: {
    shelf: SHELF,
    unitsOrdered,
    left: shelf?.left ?? null,
    takenExactlyOnce: (shelf?.left ?? -1) === SHELF - unitsOrdered,
    variantsBelowZero: negative?.count ?? null,
  },
};
writeFileSync(join(root, "bench/results/chaos.json"), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));

apiProcess.kill("SIGTERM");
await new Promise((resolve) => apiProcess.once("exit", resolve));
pgServer.destroy();
const healthy =
  lost === 0 &&
  doubled === 0 &&
  (negative?.count ?? 1) === 0 &&
  result.stock.takenExactlyOnce &&
  result.errors5xxOtherThan503.outsideFaults === 0;
process.exit(healthy ? 0 : 1);
