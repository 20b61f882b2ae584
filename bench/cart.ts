/**
 * Cart and checkout benchmark, beside a Fastify hello world measured in the same run:
 *  - add to cart: POST orders/{token}/items, 200 customers each with a cart of 20 lines (variants
 *    whose stock is not counted), one more unit of one of its lines per request; peak at 50
 *    connections, then latency at half the peak rate (open loop);
 *  - placing an order: PATCH orders/{token}/complete, each on a ready cart of its own prepared
 *    beforehand through the API (2–3 lines, shipping address, bank transfer). A short probe on 300
 *    carts sizes the peak run; the peak run is capped by the number of carts prepared for it
 *    (autocannon's `amount`), so no cart is completed twice; then half the peak rate, open loop,
 *    on as many fresh carts as it sends requests;
 *  - a 5,000-line spreadsheet import (xlsx, distinct references of the catalogue) into a fresh
 *    cart, 3 times: wall time of each and the median;
 *  - 200 simultaneous checkouts for the last 50 units of a part: answers and final stock.
 * Each order queues a confirmation e-mail that the API's outbox sends in the background: before each
 * measure that follows placed orders, the benchmark waits for the API to be idle again.
 *
 *   npm run bench:cart -w @portal/bench                    # PostgreSQL, 100,000 variants
 *   BENCH_DB=pglite npm run bench:cart -w @portal/bench
 *
 * For speed, the benchmark mints its customers and sessions directly instead of registering and
 * logging customers in (Argon2 hashing would take minutes for thousands of them): it inserts
 * customers (with the password hash of a demo customer), companies with an address in Angers (FR,
 * zone 49, no payment on account), enabled memberships holding the right order.place and
 * `sessions` rows (valid one day) with SQL into its own benchmark database, and signs the access
 * tokens itself (HS256) with the JWT_SECRET it gives the API. With PGlite the API is stopped while
 * the benchmark writes into its data folder (one process at a time), and again to read the final
 * stock. BENCH_REUSE=1 keeps an already seeded database; the customers, companies and orders of a
 * previous run are deleted first. BENCH_CHECKOUT_CUSTOMERS (8,000) bounds the carts of one
 * checkout run (a customer has one open cart per company). BENCH_PROFILE=<folder> has the API write
 * a CPU profile there when it stops (open it in Chromium's DevTools, Performance panel).
 */
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { createDb } from "@portal/db/client";
import ExcelJS from "exceljs";
import { SignJWT } from "jose";
import {
  duration,
  fixedRate,
  fixedRateRequests,
  measure,
  prepareDatabase,
  root,
  run,
  start,
  startHelloWorld,
  stop,
  type Target,
  transportOf,
} from "./support";

const kind = process.env.BENCH_DB === "pglite" ? "pglite" : "postgres";
// The cart figures do not depend on the catalogue's size.
const variants = Number(process.env.BENCH_VARIANTS ?? 100_000);
const checkoutCustomers = Number(process.env.BENCH_CHECKOUT_CUSTOMERS ?? 8_000);
const API_PORT = 3221;
const HELLO_PORT = 3222;
const COMPANIES = 4;
const SHOPPERS = 200;
const LINES_PER_CART = 20;
const PROBE_CARTS = 300;
const IMPORT_LINES = 5_000;
const IMPORT_RUNS = 3;
const LAST_UNITS = 50;
const LAST_UNITS_BUYERS = 200;
const EMAIL_DOMAIN = "cart-bench.example";
const COMPANY_PREFIX = "Cart bench ";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const jwtSecret = randomBytes(48).toString("base64url");
const reuse = process.env.BENCH_REUSE === "1";
const database = await prepareDatabase(kind, variants, reuse, "cart");
// Without BENCH_REUSE the data folder starts empty too (prepareDatabase keeps a PGlite one, and e-mails pile up in it).
if (!reuse) rmSync(database.DATA_DIR as string, { recursive: true, force: true });
const env = {
  ...database,
  API_PORT: String(API_PORT),
  LOG_LEVEL: "warn",
  CATALOG_VARIANTS: String(variants),
  JWT_SECRET: jwtSecret,
  // No search index rebuild in the middle of a measure (orders change stock, hence the catalogue).
  SEARCH_REFRESH_SECONDS: "86400",
};
const origin = `http://127.0.0.1:${API_PORT}`;
const shop = `${origin}/api/v2/shop`;

type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;
type QueryClient = { query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }> };

/** Plain SQL on the benchmark database (with PGlite, only while the API is stopped). */
async function withDatabase<T>(work: (query: Query) => Promise<T>): Promise<T> {
  const handle = await createDb(
    kind === "pglite" ? { dataDir: join(database.DATA_DIR as string, "pglite") } : { url: database.DATABASE_URL, poolSize: 2 },
  );
  // pg's Pool and PGlite both answer query(text, params) with { rows }.
  const client = (handle.db as unknown as { $client: QueryClient }).$client;
  try {
    return await work(async <R>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as R[]);
  } finally {
    await handle.close();
  }
}

type Customer = { customerId: number; companyId: number; sessionId: string; bearer: string };

type Fixtures = {
  shoppers: Customer[];
  checkout: Customer[];
  importers: Customer[];
  lastUnitsBuyers: Customer[];
  /** Variant codes whose stock is not counted: the lines of the shoppers' carts, then of the carts to place. */
  cartVariants: string[];
  checkoutVariants: string[];
  importReferences: string[];
  lastUnits: { id: number; code: string };
};

/** The benchmark's companies, customers, memberships and sessions, and the variants it orders. */
async function createFixtures(query: Query): Promise<Fixtures> {
  const benchCompanies = `companies where corporate_name like '${COMPANY_PREFIX}%'`;
  const bench = `(select id from ${benchCompanies})`;
  await query(`delete from orders where company_id in ${bench}`);
  await query(`delete from outbox_messages where recipient like '%@${EMAIL_DOMAIN}'`);
  await query(`delete from customers where email like '%@${EMAIL_DOMAIN}'`);
  await query(`delete from companies where corporate_name like '${COMPANY_PREFIX}%'`);

  const [demo] = await query<{ hash: string }>("select password_hash as hash from customers where email = 'buyer@demo.example'");
  if (!demo) throw new Error("the demo customer buyer@demo.example is missing: is the database seeded?");
  await query(
    `insert into companies (corporate_name, status, street, zip_code, city, country_code, shipping_zip_code, shipping_country_code,
      payment_on_account)
    select '${COMPANY_PREFIX}' || g, 'enabled', '1 rue du Banc d''Essai', '49000', 'Angers', 'FR', '49000', 'FR', false
    from generate_series(1, $1::int) g`,
    [COMPANIES],
  );
  await query(
    `insert into addresses (company_id, firstname, lastname, alias, company, street, postcode, city, country_code)
    select id, 'Camille', 'Banc', 'Dépôt', corporate_name, '1 rue du Banc d''Essai', '49000', 'Angers', 'FR' from ${benchCompanies}`,
  );
  const total = SHOPPERS + LAST_UNITS_BUYERS + IMPORT_RUNS + checkoutCustomers;
  await query(
    `insert into customers (email, password_hash, gender, firstname, lastname, locale_code, email_verified_at)
    select 'buyer' || g || '@${EMAIL_DOMAIN}', $1, 'mr', 'Camille', 'Banc ' || g, 'fr', now() from generate_series(1, $2::int) g`,
    [demo.hash, total],
  );
  await query(
    `insert into company_memberships (customer_id, company_id, enabled)
    select c.id, b.ids[1 + c.id % array_length(b.ids, 1)], true
    from customers c, (select array_agg(id order by id) as ids from ${benchCompanies}) b
    where c.email like '%@${EMAIL_DOMAIN}'`,
  );
  await query(
    `insert into membership_rights (membership_id, "right")
    select m.id, 'order.place' from company_memberships m where m.company_id in ${bench}`,
  );
  const sessions = await query<{ sessionId: string; customerId: number; companyId: number }>(
    `insert into sessions (customer_id, company_id, expires_at)
    select m.customer_id, m.company_id, now() + interval '1 day' from company_memberships m where m.company_id in ${bench}
    returning id as "sessionId", customer_id as "customerId", company_id as "companyId"`,
  );
  await query(
    "analyze customers, companies, addresses, company_memberships, membership_rights, sessions, orders, order_items, outbox_messages",
  );

  // Parts whose stock is not counted, orderable at a price: carts of them never run out.
  const uncounted = await query<{ code: string }>(
    `select v.code from product_variants v join products p on p.id = v.product_id
    where v.enabled and p.enabled and p.type = 'spare_part' and not v.price_on_request and v.price_cents is not null
      and v.superseded_by_id is null and v.stock_status in ('on_order', 'not_managed')
    order by v.id limit $1::int`,
    [LINES_PER_CART + 60],
  );
  const [lastUnits] = await query<{ id: number; code: string }>(
    `select v.id, v.code from product_variants v join products p on p.id = v.product_id
    where v.enabled and p.enabled and p.type = 'spare_part' and not v.price_on_request and v.price_cents is not null
      and v.superseded_by_id is null and v.stock_status = 'on_stock'
    order by v.id limit 1`,
  );
  if (!lastUnits || uncounted.length < LINES_PER_CART + 60) throw new Error("the catalogue lacks orderable parts");
  await query("update product_variants set stock_quantity = $1::int where id = $2::int", [LAST_UNITS, lastUnits.id]);
  // Distinct references spread over the catalogue, each orderable by one (what a buyer's list holds).
  const references = await query<{ reference: string }>(
    `select v.reference from product_variants v join products p on p.id = v.product_id
    where v.enabled and p.enabled and p.type <> 'machine' and v.superseded_by_id is null
      and (v.stock_status <> 'on_stock' or v.stock_quantity > 0) and v.id <> $1::int
    order by md5(v.id::text) limit $2::int`,
    [lastUnits.id, IMPORT_LINES],
  );
  if (references.length < IMPORT_LINES) throw new Error(`the catalogue has fewer than ${IMPORT_LINES} orderable references`);

  // Access tokens as the API signs them (platform/auth/tokens.ts), valid as long as their session.
  const key = new TextEncoder().encode(jwtSecret);
  const customers = await Promise.all(
    sessions
      .sort((a, b) => a.customerId - b.customerId)
      .map(async (session) => {
        const token = await new SignJWT({ sid: session.sessionId, company: session.companyId, companies: [session.companyId] })
          .setProtectedHeader({ alg: "HS256", typ: "JWT" })
          .setSubject(String(session.customerId))
          .setIssuedAt()
          .setExpirationTime("1d")
          .sign(key);
        return { ...session, bearer: `Bearer ${token}` };
      }),
  );
  const firstBuyer = SHOPPERS;
  const firstImporter = firstBuyer + LAST_UNITS_BUYERS;
  const firstCheckout = firstImporter + IMPORT_RUNS;
  return {
    shoppers: customers.slice(0, firstBuyer),
    lastUnitsBuyers: customers.slice(firstBuyer, firstImporter),
    importers: customers.slice(firstImporter, firstCheckout),
    checkout: customers.slice(firstCheckout),
    cartVariants: uncounted.slice(0, LINES_PER_CART).map((row) => row.code),
    checkoutVariants: uncounted.slice(LINES_PER_CART).map((row) => row.code),
    importReferences: references.map((row) => row.reference),
    lastUnits,
  };
}

/** One API call of the preparation, which must answer `expect`. */
async function call<T>(
  method: "GET" | "POST" | "PUT" | "PATCH",
  path: string,
  customer: Customer,
  { body, expect = 200 }: { body?: unknown; expect?: number } = {},
): Promise<T> {
  const contentType = method === "PATCH" ? "application/merge-patch+json" : "application/json";
  const response = await fetch(`${shop}${path}`, {
    method,
    headers: { authorization: customer.bearer, ...(body !== undefined && { "content-type": contentType }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (response.status !== expect) throw new Error(`${method} ${path} answered ${response.status}, not ${expect}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** Runs `work` on every item, `concurrency` at a time, keeping the order. */
async function inParallel<T, R>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

const openCart = async (customer: Customer) => (await call<{ tokenValue: string }>("POST", "/orders", customer, { body: {} })).tokenValue;

const addItem = (customer: Customer, cart: string, productVariant: string) =>
  call("POST", `/orders/${cart}/items`, customer, { body: { productVariant, quantity: 1 }, expect: 201 });

/** A cart ready to be placed, as the checkout leaves it: lines, shipping address, payment method. */
async function readyCart(customer: Customer, lines: readonly string[]): Promise<string> {
  const cart = await openCart(customer);
  for (const code of lines) await addItem(customer, cart, code);
  const book = await call<{ shippingAddresses: { id: number }[] }>("GET", "/addresses", customer);
  const address = book.shippingAddresses[0];
  if (!address) throw new Error(`company ${customer.companyId} has no shipping address`);
  const order = await call<{ payments: { id: number }[] }>("PUT", `/orders/${cart}`, customer, { body: { shippingAddressId: address.id } });
  const payment = order.payments.at(-1);
  if (!payment) throw new Error(`cart ${cart} got no payment with its shipping address`);
  await call("PATCH", `/orders/${cart}/payments/${payment.id}`, customer, { body: { paymentMethod: "bank_transfer" } });
  return cart;
}

const completeTarget = (customer: Customer, cart: string): Target => ({
  path: `/api/v2/shop/orders/${cart}/complete`,
  method: "PATCH",
  headers: { authorization: customer.bearer, "content-type": "application/merge-patch+json" },
  body: "{}",
});

/**
 * `count` ready carts of distinct customers, as completion requests; one more when the runs'
 * prime stride (7919) divides the count, so that cycling through them sends each once.
 */
async function readyCarts(fixtures: Fixtures, count: number): Promise<Target[]> {
  const wanted = count % 7919 === 0 ? count + 1 : count;
  if (wanted > fixtures.checkout.length) {
    throw new Error(`${wanted} carts wanted, ${fixtures.checkout.length} customers: raise BENCH_CHECKOUT_CUSTOMERS`);
  }
  const { checkoutVariants: codes } = fixtures;
  return inParallel(fixtures.checkout.slice(0, wanted), 16, async (customer, index) => {
    const lines = Array.from({ length: 2 + (index % 2) }, (_, line) => codes[(index * 3 + line) % codes.length] as string);
    return completeTarget(customer, await readyCart(customer, lines));
  });
}

const seconds = (from: number) => Math.round((performance.now() - from) / 10) / 100;

/** CPU time the process has used, in clock ticks (Linux), or null where /proc is not available. */
function cpuTicks(child: ChildProcess): number | null {
  const file = `/proc/${child.pid}/stat`;
  if (!existsSync(file)) return null;
  // After the command name: state, ppid… utime and stime are the 12th and 13th fields.
  const stat = readFileSync(file, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * Waits until the API is idle again: every order placed queues its confirmation e-mail, which the
 * API's outbox sends in the background, and the next measure must not pay for the previous one's
 * backlog. Idle is under 5 % of a core for a second (at most three minutes; 5 s without /proc).
 */
async function settle(child: ChildProcess): Promise<number> {
  const from = performance.now();
  const first = cpuTicks(child);
  if (first === null) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    return seconds(from);
  }
  let before = first;
  while (performance.now() - from < 180_000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now: number = cpuTicks(child) ?? before;
    // Clock ticks are hundredths of a second on Linux: 5 in a second is 5 % of a core.
    if (now - before < 5) break;
    before = now;
  }
  return seconds(from);
}

const profileArgs = process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
const startApi = () =>
  start([...profileArgs, "--import", "tsx", "apps/api/src/server.ts"], env, `${origin}/readyz`, 60 * 60 * 1000).then(async (child) => {
    // The search index builds in the background at start: wait for it, so it takes nothing from the measures.
    await fetch(`${shop}/search?itemsPerPage=1`);
    return child;
  });

// The machine may be shared: its load before and after the run tells how far to trust the figures.
const loadAtStart = loadavg()[0];
const started = performance.now();
let api = await startApi();
const secondsToReady = seconds(started);
let hello: ChildProcess | undefined;
try {
  if (kind === "pglite") await stop(api);
  const fixtures = await withDatabase(createFixtures);
  if (kind === "pglite") api = await startApi();
  hello = await startHelloWorld(HELLO_PORT);

  // Add to cart: every shopper's cart holds its 20 lines before the measure.
  const shopperCarts = await inParallel(fixtures.shoppers, 16, async (customer) => {
    const cart = await openCart(customer);
    for (const code of fixtures.cartVariants) await addItem(customer, cart, code);
    return { customer, cart };
  });
  const addTargets: Target[] = fixtures.cartVariants.flatMap((productVariant) =>
    shopperCarts.map(({ customer, cart }) => ({
      path: `/api/v2/shop/orders/${cart}/items`,
      method: "POST" as const,
      headers: { authorization: customer.bearer, "content-type": "application/json" },
      body: JSON.stringify({ productVariant, quantity: 1 }),
    })),
  );

  const helloWorld = await measure(`http://127.0.0.1:${HELLO_PORT}`, ["/"], { halfRate: false });
  const addToCart = await measure(origin, addTargets);

  // Placing orders: a probe sizes the peak run, which is capped by the carts prepared for it.
  let preparing = performance.now();
  const probeTargets = await readyCarts(fixtures, PROBE_CARTS);
  const probePrepareSeconds = seconds(preparing);
  const probe = await run(origin, probeTargets, { connections: 50, amount: probeTargets.length });
  // Timeouts (autocannon gives up after 10 s) are figures; wrong answers or no answer at all are failures.
  if (probe.non2xx > 0 || probe.errors >= probeTargets.length)
    throw new Error(`placing orders failed in the probe: ${JSON.stringify(probe)}`);
  const peakCarts = Math.min(fixtures.checkout.length - 1, Math.max(PROBE_CARTS, Math.ceil(probe.requestsPerSecond * duration * 1.3)));
  preparing = performance.now();
  const peakTargets = await readyCarts(fixtures, peakCarts);
  const peakPrepareSeconds = seconds(preparing);
  const settled: Record<string, number> = { beforeCompletePeak: await settle(api) };
  const peakStarted = performance.now();
  const completePeak = await run(origin, peakTargets, { connections: 50, amount: peakTargets.length });
  const peakSeconds = seconds(peakStarted);
  const halfRate = Math.max(1, Math.round(completePeak.requestsPerSecond / 2));
  preparing = performance.now();
  const halfTargets = await readyCarts(fixtures, fixedRateRequests(halfRate));
  const halfPrepareSeconds = seconds(preparing);
  settled.beforeCompleteHalf = await settle(api);
  const completeHalf = await fixedRate(origin, halfTargets, halfRate);

  // A 5,000-line spreadsheet into a fresh cart, three times.
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Panier");
  sheet.addRow(["Référence", "Quantité"]);
  for (const reference of fixtures.importReferences) sheet.addRow([reference, 1]);
  const spreadsheet = new Uint8Array(await workbook.xlsx.writeBuffer());
  settled.beforeImport = await settle(api);
  const imports: { seconds: number; added: number; notFound: number; unavailable: number; invalid: number; cartLines: number }[] = [];
  for (const customer of fixtures.importers) {
    const cart = await openCart(customer);
    const form = new FormData();
    form.set("file", new Blob([spreadsheet], { type: XLSX }), "panier.xlsx");
    const from = performance.now();
    const response = await fetch(`${shop}/orders/${cart}/import-items`, {
      method: "POST",
      headers: { authorization: customer.bearer },
      body: form,
    });
    const text = await response.text();
    const wall = seconds(from);
    if (response.status !== 200) throw new Error(`import answered ${response.status}: ${text.slice(0, 300)}`);
    const report = JSON.parse(text) as Record<"added" | "notFound" | "unavailable" | "invalid", unknown[]> & {
      order: { items: unknown[] };
    };
    imports.push({
      seconds: wall,
      added: report.added.length,
      notFound: report.notFound.length,
      unavailable: report.unavailable.length,
      invalid: report.invalid.length,
      cartLines: report.order.items.length,
    });
  }
  const importSeconds = imports.map((run) => run.seconds);
  const importMedian = [...importSeconds].sort((a, b) => a - b)[Math.floor(importSeconds.length / 2)] as number;

  // 200 buyers, each with 1 unit of the last 50 in a ready cart, place their orders at once.
  const buyers = await inParallel(fixtures.lastUnitsBuyers, 16, async (customer) => ({
    customer,
    cart: await readyCart(customer, [fixtures.lastUnits.code]),
  }));
  settled.beforeLastUnits = await settle(api);
  const burstStarted = performance.now();
  const answers = await Promise.all(
    buyers.map(async ({ customer, cart }) => {
      const response = await fetch(`${shop}/orders/${cart}/complete`, {
        method: "PATCH",
        headers: { authorization: customer.bearer, "content-type": "application/merge-patch+json" },
        body: "{}",
      });
      const answer = (await response.json()) as { code?: string };
      return { status: response.status, code: answer.code };
    }),
  );
  const burstSeconds = seconds(burstStarted);
  const refused: Record<string, number> = {};
  for (const answer of answers.filter((answer) => answer.status !== 200)) {
    const key = `${answer.status} ${answer.code ?? "?"}`;
    refused[key] = (refused[key] ?? 0) + 1;
  }
  if (kind === "pglite") await stop(api);
  const shelf = await withDatabase(async (query) => {
    const [row] = await query<{ stock: number; orders: number }>(
      `select v.stock_quantity as stock, (select count(*)::int from order_items i join orders o on o.id = i.order_id
        where i.variant_id = v.id and o.state <> 'cart') as orders
      from product_variants v where v.id = $1::int`,
      [fixtures.lastUnits.id],
    );
    return row;
  });
  const placed = answers.filter((answer) => answer.status === 200).length;

  const results = {
    date: new Date().toISOString(),
    database: kind,
    databaseTransport: transportOf(database),
    variants,
    secondsToReady,
    durationSeconds: duration,
    loadAverage: { atStart: loadAtStart, atEnd: loadavg()[0] },
    /** Seconds waited for the API to be idle (e-mail outbox sent) before each measure that follows placed orders. */
    settled,
    helloWorld,
    addToCart: {
      carts: SHOPPERS,
      linesPerCart: LINES_PER_CART,
      ...addToCart,
      target: { requestsPerSecond: 1000, p99AtHalfMs: 20 },
      met: addToCart.peak.requestsPerSecond >= 1000 && (addToCart.halfRate?.p99 ?? Number.POSITIVE_INFINITY) < 20,
    },
    complete: {
      probe: { carts: probeTargets.length, prepareSeconds: probePrepareSeconds, ...probe },
      peak: { carts: peakTargets.length, prepareSeconds: peakPrepareSeconds, seconds: peakSeconds, ...completePeak },
      halfRate: { carts: halfTargets.length, rate: halfRate, prepareSeconds: halfPrepareSeconds, ...completeHalf },
      target: { requestsPerSecond: 200, p99AtHalfMs: 100 },
      met: completePeak.requestsPerSecond >= 200 && completeHalf.p99 < 100,
    },
    import: {
      lines: IMPORT_LINES,
      fileBytes: spreadsheet.length,
      runs: imports,
      medianSeconds: importMedian,
      target: { seconds: 3 },
      met: importMedian < 3,
    },
    lastUnits: {
      variant: fixtures.lastUnits.code,
      stockBefore: LAST_UNITS,
      buyers: LAST_UNITS_BUYERS,
      placed,
      refused,
      seconds: burstSeconds,
      finalStock: shelf?.stock,
      ordersHoldingIt: shelf?.orders,
      met: placed === LAST_UNITS && shelf?.stock === 0 && shelf.orders === LAST_UNITS,
    },
  };
  console.table({
    "hello world peak": helloWorld.peak,
    "add to cart peak": addToCart.peak,
    "add to cart at half": addToCart.halfRate,
    [`complete peak (${peakTargets.length} carts, ${peakSeconds} s)`]: completePeak,
    "complete at half": completeHalf,
  });
  console.table({
    [`import ${IMPORT_LINES} lines`]: {
      ...Object.fromEntries(importSeconds.map((value, index) => [`run ${index + 1} s`, value])),
      median: importMedian,
    },
  });
  console.table({
    [`${LAST_UNITS_BUYERS} checkouts for ${LAST_UNITS} units`]: {
      placed,
      ...refused,
      "final stock": shelf?.stock,
      "orders holding it": shelf?.orders,
    },
  });
  mkdirSync(join(root, "bench/results"), { recursive: true });
  writeFileSync(join(root, `bench/results/cart-${kind}.json`), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Results written to bench/results/cart-${kind}.json`);
} finally {
  if (hello) await stop(hello);
  await stop(api);
}
