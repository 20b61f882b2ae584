import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema/index";

export type Schema = typeof schema;
/** The one database type the rest of the code sees, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DbHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the database's start-up lock, so that of several API processes
   * starting together one migrates and seeds while the others wait.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

// Any constant shared by every process of the portal: the key of PostgreSQL's advisory start-up lock.
const STARTUP_LOCK = 7_264_001;

export type DbOptions = {
  /** PostgreSQL connection string; without it an embedded PGlite is used. */
  url?: string;
  /** PGlite data folder; without it PGlite lives in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /** Told of errors on connections no query is waiting on (the server restarted, a connection was killed). */
  onConnectionError?: (error: Error) => void;
};

const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

/** The PostgreSQL pool behind each database made here (PGlite has no pool: one connection, in-process). */
const pools = new WeakMap<Database, pg.Pool>();

/**
 * The rows of a query built with drizzle's `sql`, typed by the caller: both drivers answer
 * `{ rows }`, which drizzle's `execute` leaves untyped.
 */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export type TransactionOptions = { readOnly?: boolean };

/** Handles of the PostgreSQL transactions withTransaction opened: a transaction inside one is a savepoint of it. */
const transactionHandles = new WeakSet<Database>();

/**
 * A transaction inside a transaction: its work is undone alone when it throws, and committed with
 * the outer one. (A plain `begin` on the outer transaction's connection would be ignored by
 * PostgreSQL and its `commit` would commit the outer transaction early.)
 */
async function withSavepoint<T>(tx: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  await tx.execute(sql`savepoint nested`);
  try {
    const result = await work(tx);
    await tx.execute(sql`release savepoint nested`);
    return result;
  } catch (error) {
    await tx.execute(sql`rollback to savepoint nested`);
    throw error;
  }
}

/**
 * Runs `work` in one transaction: committed when it returns, rolled back when it throws. The one way
 * the code opens a transaction. On PostgreSQL a connection whose rollback failed (the server
 * restarted, the connection was killed) is dropped rather than given back to the pool, and one
 * that failed at `begin` is given back too: drizzle's own `transaction` kept it checked out
 * for ever, and an outage long enough to do that to every connection of the pool left the API
 * waiting for connections after the database came back.
 */
export async function withTransaction<T>(db: Database, work: (tx: Database) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  if (transactionHandles.has(db)) return withSavepoint(db, work);
  const pool = pools.get(db);
  if (!pool) {
    return db.transaction((tx) => work(tx as unknown as Database), options.readOnly ? { accessMode: "read only" } : undefined);
  }
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(options.readOnly ? "begin read only" : "begin");
    const tx = drizzlePg(client, { schema }) as unknown as Database;
    transactionHandles.add(tx);
    const result = await work(tx);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

export async function createDb(options: DbOptions = {}): Promise<DbHandle> {
  if (options.url) {
    // A request waits at most a few seconds for a connection, so an outage answers 503 rather than hanging.
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, connectionTimeoutMillis: 5_000 });
    // A connection the server drops emits an error on its client, idle in the pool or checked out
    // between two queries of a transaction; an error event nobody listens to would end the process.
    const onError = (error: Error) => options.onConnectionError?.(error);
    pool.on("error", onError);
    pool.on("connect", (client) => client.on("error", onError));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    pools.set(db, pool);
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(db as never, { migrationsFolder }),
      async exclusively(work) {
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
          return await work();
        } finally {
          // Ending the session releases the lock too, should the unlock itself fail.
          await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // The extensions the migrations create must be loaded into the WASM build first.
  const extensions = { pg_trgm, unaccent };
  const client = await PGlite.create(options.dataDir ? { dataDir: options.dataDir, extensions } : { extensions });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    // One process owns a PGlite data folder.
    exclusively: (work) => work(),
    close: () => client.close(),
  };
}
