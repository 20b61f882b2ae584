/**
 * Warranty claim benchmark: the demo dealer files claims one after another, each with a 2 MB photo
 * (a JPEG of noise, which compresses about as little as a real photo) and a small PDF, as the web's
 * form sends them: POST /api/v2/shop/machine-warranties, multipart. Each submission is timed from
 * the first byte sent to the answer (the photo is typed, re-encoded without its metadata, written to
 * the file store, and the claim written in one transaction): the median and the 99th percentile.
 *
 *   npx tsx bench/warranty-claim.ts                   # PGlite; results in bench/results/warranty-claim-pglite.json
 *   BENCH_DB=postgres npx tsx bench/warranty-claim.ts # the local PostgreSQL server
 *   BENCH_REUSE=1 npx tsx bench/warranty-claim.ts     # keep the seeded database
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { prepareDatabase, root, start, stop, transportOf } from "./support";

const kind = process.env.BENCH_DB === "postgres" ? "postgres" : "pglite";
const API_PORT = 3241;
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 60);
const PHOTO_BYTES = 2 * 1024 * 1024;
const origin = `http://127.0.0.1:${API_PORT}`;
const shop = `${origin}/api/v2/shop`;
const variants = 600;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};
const round = (ms: number) => Math.round(ms * 10) / 10;

/** A JPEG of noise of at least `bytes`: grown until it is big enough. */
async function photoOf(bytes: number): Promise<Buffer> {
  for (let side = 900; ; side += 100) {
    const photo = await sharp({
      create: {
        width: side,
        height: Math.round(side * 0.75),
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 92 })
      .withMetadata({ exif: { IFD0: { Make: "Bench", Model: "Camera" } } })
      .toBuffer();
    if (photo.length >= bytes) return photo;
  }
}

const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");

function multipart(parts: { name: string; filename?: string; type?: string; content: Buffer | string }[]) {
  const boundary = "----portal-warranty-bench";
  const body = Buffer.concat([
    ...parts.flatMap(({ name, filename, type, content }) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ""}\r\n` +
          `${type ? `Content-Type: ${type}\r\n` : ""}\r\n`,
      ),
      Buffer.from(content),
      Buffer.from("\r\n"),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const database = await prepareDatabase(kind, variants, process.env.BENCH_REUSE === "1", "warranty");
const env = {
  ...database,
  API_PORT: String(API_PORT),
  LOG_LEVEL: "warn",
  CATALOG_VARIANTS: String(variants),
  ACCESS_TOKEN_TTL: "86400",
  SEARCH_REFRESH_SECONDS: "86400",
};
const loadAtStart = loadavg()[0];
const api = await start(["--import", "tsx", "apps/api/src/server.ts"], env, `${origin}/readyz`, 30 * 60 * 1000);
try {
  const login = await fetch(`${shop}/authentication-token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "buyer@demo.example", password: "Demo-pass-2026" }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  const authorization = `Bearer ${((await login.json()) as { token: string }).token}`;
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${shop}/${path}`, { headers: { authorization } });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<T>;
  };
  const machines = await get<{ items: { code: string }[] }>("product-variants?product.typology=machine&itemsPerPage=10");
  const variantCode = machines.items[0]?.code;
  const [invoice] = await get<{ invoiceNumber: string }[]>("reference-invoices?reference=ATELIER");
  if (!variantCode || !invoice) throw new Error("no machine in the catalogue or no invoice of the dealer");

  const photo = await photoOf(PHOTO_BYTES);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const claim = (index: number) =>
    JSON.stringify({
      mode: "simple",
      variantCode,
      serialNumber: `BENCH-${String(index).padStart(5, "0")}`,
      purchaseDate: day(-400),
      incident: { code: "engine_wont_start", date: day(-2), description: "The engine stops after a few minutes." },
      commissioningDate: day(-390),
      hoursOfService: 200,
      labourUnits: 6,
      parts: [{ reference: "ATELIER", name: "Starter", quantity: 1, invoiceNumber: invoice.invoiceNumber }],
      documents: [{ fileField: "documents[0]", comment: "Photo of the engine" }, { fileField: "documents[1]" }],
    });

  const times: number[] = [];
  for (let index = 0; index < SUBMISSIONS; index++) {
    const { body, contentType } = multipart([
      { name: "claim", content: claim(index) },
      { name: "documents[0]", filename: "engine.jpg", type: "image/jpeg", content: photo },
      { name: "documents[1]", filename: "invoice.pdf", type: "application/pdf", content: pdf },
    ]);
    const startedAt = performance.now();
    const response = await fetch(`${shop}/machine-warranties`, {
      method: "POST",
      headers: { authorization, "content-type": contentType },
      body,
    });
    const answer = await response.text();
    times.push(performance.now() - startedAt);
    if (response.status !== 201) throw new Error(`submission ${index}: ${response.status} ${answer}`);
  }
  // The first submissions warm the code paths; the figures are those of the rest.
  const measured = times.slice(5);
  const figures = {
    database: kind,
    transport: transportOf(env),
    submissions: measured.length,
    photoBytes: photo.length,
    medianMs: round(percentile(measured, 50)),
    p99Ms: round(percentile(measured, 99)),
    maxMs: round(Math.max(...measured)),
    firstMs: round(times[0] as number),
    loadAverageAtStart: loadAtStart,
    at: new Date().toISOString(),
  };
  console.log(JSON.stringify(figures, null, 2));
  mkdirSync(join(root, "bench/results"), { recursive: true });
  writeFileSync(join(root, `bench/results/warranty-claim-${kind}.json`), `${JSON.stringify(figures, null, 2)}\n`);
} finally {
  await stop(api);
}
