/**
 * Quote PDF benchmark: how long the API takes to write a quote's PDF in the house style
 * (renderQuotePdf: fonts embedded, lines over as many pages as they need), for quotes of 5, 50 and
 * 500 lines. Each size is written 30 times after 3 warm-up runs (the first run also reads and parses
 * the fonts); the median, 95th percentile and worst times and the file's size are reported, with the load
 * average of the machine (shared by others: read the times beside it).
 *
 *   npx tsx bench/quote-pdf.ts     # results in bench/results/quote-pdf.json
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { renderQuotePdf } from "@portal/api/src/modules/quotes/quotes.pdf";
import type { QuoteDetail } from "@portal/domain/quotes/schemas";
import { root } from "./support";

const RUNS = 30;
const WARM_UP = 3;

function quoteOf(lines: number): QuoteDetail & { companyName: string } {
  return {
    number: "Q2026-000042",
    name: "Révision parc de tondeuses autoportées",
    serialNumber: "SN-RT102-004417",
    status: "sent",
    createdAt: "2026-11-20T09:00:00.000Z",
    validUntil: "2026-12-20",
    totalExclVat: 100_000,
    totalInclVat: 120_000,
    customer: { firstname: "Julien", lastname: "Moreau" },
    compliant: true,
    localeCode: "fr",
    shippingAddress: {
      firstname: "Julien",
      lastname: "Moreau",
      company: "Vertmoteur Motoculture SARL",
      street: "12 rue des Artisans",
      postcode: "49000",
      city: "Angers",
      countryCode: "FR",
      phone: "+33 2 41 55 20 10",
    },
    lines: Array.from({ length: lines }, (_, index) => ({
      id: index + 1,
      reference: `ORV-${String(10_000 + index)}`,
      name: `Filtre à air, préfiltre mousse et joint — lot d'atelier ${index + 1}`,
      brand: "Kerlan",
      variantCode: `KR-${index}`,
      productSlug: null,
      quantity: 1 + (index % 7),
      unitPrice: 1_290 + index,
      ecotax: 15,
      total: (1_305 + index) * (1 + (index % 7)),
      priceOnRequest: false,
      compliance: "compliant" as const,
    })),
    totals: { subtotal: 100_000, vatRate: 2000, vat: 20_000, totalInclVat: 120_000 },
    sentAt: "2026-11-21T09:00:00.000Z",
    orderedAt: null,
    orderNumber: null,
    transformRefusal: null,
    companyName: "Vertmoteur Motoculture SARL",
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

const results = [];
for (const lines of [5, 50, 500]) {
  const quote = quoteOf(lines);
  let bytes: Uint8Array = new Uint8Array();
  for (let run = 0; run < WARM_UP; run++) bytes = await renderQuotePdf(quote, "fr");
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    bytes = await renderQuotePdf(quote, "fr");
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const result = {
    lines,
    bytes: bytes.length,
    medianMs: Number(percentile(times, 50).toFixed(1)),
    p95Ms: Number(percentile(times, 95).toFixed(1)),
    maxMs: Number((times.at(-1) as number).toFixed(1)),
  };
  results.push(result);
  console.log(JSON.stringify(result));
}
const dir = join(root, "bench", "results");
mkdirSync(dir, { recursive: true });
writeFileSync(
  join(dir, "quote-pdf.json"),
  `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, loadAverage: loadavg()[0], results }, null, 2)}\n`,
);
