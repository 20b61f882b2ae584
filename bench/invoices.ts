/**
 * Invoices benchmark: `GET invoices` for a company holding many invoices (first pages, filtered
 * pages and deep keyset pages), its peak at 50 connections and its latency at half that rate, beside
 * a Fastify hello world of the same run; the ERP import of 10,000 invoices a call, which fills the
 * company; and the time to generate an invoice's Factur-X PDF.
 *
 *   npm run bench:invoices -w @portal/bench                 # PostgreSQL, 100,000 invoices
 *   BENCH_DB=pglite BENCH_INVOICES=20000 npm run bench:invoices -w @portal/bench
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { vatOf } from "@portal/domain/pricing/vat";
import { measure, prepareDatabase, root, start, startHelloWorld, stop, type Target, transportOf } from "./support";

const kind = process.env.BENCH_DB === "pglite" ? "pglite" : "postgres";
const invoiceCount = Number(process.env.BENCH_INVOICES ?? (kind === "pglite" ? 20_000 : 100_000));
const BATCH = 10_000;
const API_PORT = 3221;
const HELLO_PORT = 3222;
const DEMO_PASSWORD = "Demo-pass-2026";

const env = {
  ...(await prepareDatabase(kind, invoiceCount, false, "invoices")),
  API_PORT: String(API_PORT),
  LOG_LEVEL: "warn",
  CATALOG_VARIANTS: "3000",
  // The bench logs in a few times from one address.
  LOGIN_ATTEMPTS_PER_ADDRESS: "1000",
};
const api = await start(["--import", "tsx", "apps/api/src/server.ts"], env, `http://127.0.0.1:${API_PORT}/readyz`, 30 * 60 * 1000);
const hello = await startHelloWorld(HELLO_PORT);
const shop = `http://127.0.0.1:${API_PORT}`;

async function json<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const response = await fetch(shop + path, {
    ...init,
    headers: { "content-type": "application/json", ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
  });
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  return response.json() as Promise<T>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

try {
  const staff = await json<{ token: string }>("/api/v2/admin/authentication-token", {
    method: "POST",
    body: JSON.stringify({ email: "staff@demo.example", password: DEMO_PASSWORD }),
  });
  const key = await json<{ key: string }>("/api/v2/admin/api-keys", {
    method: "POST",
    token: staff.token,
    body: JSON.stringify({ name: "Bench ERP", scopes: ["invoices"] }),
  });

  // ---- the ERP fills Vertmoteur (client code C10001) with invoices, 10,000 a call ----
  const importSeconds: number[] = [];
  for (let start = 0; start < invoiceCount; start += BATCH) {
    const items = Array.from({ length: Math.min(BATCH, invoiceCount - start) }, (_, offset) => {
      const index = start + offset;
      const amount = 2_000 + ((index * 7_919) % 200_000);
      const vat = vatOf(amount, 2_000);
      const day = new Date(Date.UTC(2024, 0, 1) + (index % 1_000) * 86_400_000).toISOString().slice(0, 10);
      return {
        externalId: `BENCH-${index}`,
        number: `BENCH-${String(index).padStart(7, "0")}`,
        kind: "invoice",
        clientCode: "C10001",
        issueDate: day,
        dueDate: day,
        vatRateBasisPoints: 2_000,
        lines: [
          { kind: "item", reference: "ATELIER", description: "Pièces et main-d’œuvre", quantity: 1, unitPrice: amount, total: amount },
        ],
        totalExclVat: amount,
        totalVat: vat,
        totalInclVat: amount + vat,
        paidAmount: index % 3 === 0 ? amount + vat : 0,
        deliveredCustomer: "Vertmoteur Motoculture SARL",
        city: "Angers",
      };
    });
    const started = performance.now();
    const report = await json<{ created: number }>("/api/v2/admin/invoices", {
      method: "PUT",
      token: key.key,
      body: JSON.stringify({ items }),
    });
    importSeconds.push((performance.now() - started) / 1000);
    if (report.created !== items.length) throw new Error(`imported ${report.created} of ${items.length}`);
  }

  // ---- the list, as the buyer (who sees all of the company's invoices) ----
  const buyer = await json<{ token: string }>("/api/v2/shop/authentication-token", {
    method: "POST",
    body: JSON.stringify({ email: "buyer@demo.example", password: DEMO_PASSWORD }),
  });
  const headers = { authorization: `Bearer ${buyer.token}` };
  // Cursors deep in the list, walked once.
  const cursors: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 200; page++) {
    const answer: { nextCursor: string | null } = await json(`/api/v2/shop/invoices?itemsPerPage=100${cursor ? `&cursor=${cursor}` : ""}`, {
      token: buyer.token,
    });
    if (!answer.nextCursor) break;
    cursor = answer.nextCursor;
    if (page % 20 === 19) cursors.push(cursor);
  }
  const paths = [
    "/api/v2/shop/invoices",
    "/api/v2/shop/invoices?status=overdue",
    "/api/v2/shop/invoices?status=paid&from=2024-06-01&to=2024-12-31",
    ...cursors.map((next) => `/api/v2/shop/invoices?cursor=${next}`),
  ];
  const targets: Target[] = paths.map((path) => ({ path, headers }));
  const answerBytes = Math.round(
    (await Promise.all(paths.map(async (path) => (await (await fetch(shop + path, { headers })).arrayBuffer()).byteLength))).reduce(
      (sum, bytes) => sum + bytes,
      0,
    ) / paths.length,
  );

  const yardstick = `http://127.0.0.1:${HELLO_PORT}`;
  const helloWorld = await measure(yardstick, ["/"]);
  const list = await measure(shop, targets);

  // ---- the Factur-X PDF of an invoice, one at a time ----
  const pdfMs: number[] = [];
  for (let index = 0; index < 30; index++) {
    const started = performance.now();
    const response = await fetch(`${shop}/api/v2/shop/invoices/BENCH-${String(index).padStart(7, "0")}/pdf`, { headers });
    const bytes = (await response.arrayBuffer()).byteLength;
    if (!response.ok || bytes < 1000) throw new Error(`PDF ${index}: ${response.status}`);
    pdfMs.push(performance.now() - started);
  }

  const results = {
    date: new Date().toISOString(),
    database: kind,
    databaseTransport: transportOf(env),
    invoices: invoiceCount,
    erpImportSecondsPer10000: importSeconds,
    answerBytes,
    helloWorld,
    invoicesList: list,
    facturXPdf: {
      count: pdfMs.length,
      medianMs: Math.round(median(pdfMs)),
      p95Ms: Math.round(percentile(pdfMs, 0.95)),
      firstMs: Math.round(pdfMs[0] ?? 0),
    },
  };
  console.table({
    "hello world peak": helloWorld.peak,
    "hello world at half": helloWorld.halfRate,
    "GET invoices peak": list.peak,
    "GET invoices at half": list.halfRate,
  });
  console.log("ERP import, seconds per 10,000:", importSeconds.map((seconds) => seconds.toFixed(1)).join(", "));
  console.log("Factur-X PDF:", results.facturXPdf);
  mkdirSync(join(root, "bench/results"), { recursive: true });
  writeFileSync(join(root, `bench/results/invoices-${kind}.json`), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Results written to bench/results/invoices-${kind}.json`);
} finally {
  await stop(hello);
  await stop(api);
}
