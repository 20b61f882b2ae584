import type { FileStore } from "@portal/domain/files/file-store";
import type { SQL } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { createDb, type DbHandle, queryRows } from "../client";
import { seedDemoData } from "./index";

/** A file store in memory, whose files a test can read back through `stored`. */
export function memoryFileStore(): FileStore & { stored: Map<string, Uint8Array> } {
  const stored = new Map<string, Uint8Array>();
  return {
    stored,
    put: async (key, bytes) => void stored.set(key, bytes),
    get: async (key) => stored.get(key) ?? null,
    exists: async (key) => stored.has(key),
  };
}

/**
 * The demo data of seed 2026 in a fresh embedded database, written once for a test file and
 * closed after it; `query` reads it with SQL.
 */
export function seededDemo(options: { catalogVariants: number; files?: FileStore }) {
  let handle: DbHandle | undefined;
  const open = () => {
    if (!handle) throw new Error("the demo database is read before it is seeded");
    return handle;
  };
  beforeAll(async () => {
    handle = await createDb();
    await handle.migrate();
    await seedDemoData(handle.db, { seed: 2026, files: options.files ?? memoryFileStore(), catalogVariants: options.catalogVariants });
  }, 300_000);
  afterAll(() => handle?.close());
  return { query: <T>(text: SQL) => queryRows<T>(open().db, text) };
}
