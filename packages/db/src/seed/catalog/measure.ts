/**
 * Times the catalogue seed: `npx tsx packages/db/src/seed/catalog/measure.ts 100000`.
 * Uses the PostgreSQL database in DATABASE_URL (migrated, without a catalogue yet), or an in-memory
 * PGlite without it. Pictures and documents are kept in memory.
 */
import type { FileStore } from "@portal/domain/files/file-store";
import { createDb, withTransaction } from "../../client";
import { seedContent } from "../content";
import { createRandom } from "../random";
import { seedCatalog } from "./index";

const variants = Number(process.argv[2] ?? 100_000);
if (!Number.isInteger(variants) || variants <= 0) throw new Error("usage: measure.ts <number of variants>");

const files = new Map<string, Uint8Array>();
const store: FileStore = {
  put: async (key, bytes) => void files.set(key, bytes),
  get: async (key) => files.get(key) ?? null,
  exists: async (key) => files.has(key),
};

const handle = await createDb({ url: process.env.DATABASE_URL });
try {
  await handle.migrate();
  let seconds = 0;
  let summary = { products: 0, variants: 0 };
  await withTransaction(handle.db, async (tx) => {
    await seedContent(tx, createRandom(2026));
    const started = performance.now();
    summary = await seedCatalog(tx, createRandom(2026), { files: store, variants });
    seconds = (performance.now() - started) / 1000;
  });
  const bytes = [...files.values()].reduce((sum, file) => sum + file.byteLength, 0);
  console.log(
    `${handle.kind}: ${summary.products} products, ${summary.variants} variants, ${files.size} files (${Math.round(bytes / 1024)} KiB) in ${seconds.toFixed(1)} s`,
  );
} finally {
  await handle.close();
}
