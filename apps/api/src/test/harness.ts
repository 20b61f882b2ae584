import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Writable } from "node:stream";
import { createDb, type DbHandle } from "@portal/db/client";
import { seedDemoData } from "@portal/db/seed/index";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../app";
import type { Clock } from "../platform/clock";
import { loadConfig } from "../platform/config";

/** A clock tests can move forward. */
export function createTestClock(start = new Date()): Clock & { advance(seconds: number): void } {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (seconds) => (now += seconds * 1000) };
}

/**
 * A fresh, migrated and seeded database: in-memory PGlite by default, or a throw-away database
 * on the PostgreSQL server named by DATABASE_URL (CI runs the suite both ways).
 */
export async function createTestDatabase(
  serverUrl = process.env.DATABASE_URL,
  onConnectionError?: (error: Error) => void,
): Promise<{ handle: DbHandle; drop(): Promise<void> }> {
  if (!serverUrl) return { handle: await createDb(), drop: async () => {} };
  const name = `portal_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ url: url.toString(), poolSize: 5, onConnectionError });
  return {
    handle,
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      // A pool's last connections may still be closing: give them a moment before forcing them
      // out, which would surface as an error on a client nobody listens to any more.
      for (let attempt = 1; ; attempt++) {
        try {
          await cleaner.query(`drop database if exists ${name}${attempt === 20 ? " with (force)" : ""}`);
          break;
        } catch (error) {
          if (attempt === 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await cleaner.end();
    },
  };
}

export type TestApp = { app: FastifyInstance; db: DbHandle; clock: ReturnType<typeof createTestClock>; close(): Promise<void> };

export type TestDatabaseOptions = {
  /** A PostgreSQL server other than DATABASE_URL's (a test's private one). */
  databaseServer?: string;
  onConnectionError?: (error: Error) => void;
};

/** `logStream` receives the API's JSON log lines (level info and up), for tests of what gets logged. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestDatabaseOptions & { logStream?: Writable } = {},
): Promise<TestApp> {
  const { handle, drop } = await createTestDatabase(options.databaseServer ?? process.env.DATABASE_URL, options.onConnectionError);
  await handle.migrate();
  await seedDemoData(handle.db, { seed: 2026 });
  const clock = createTestClock();
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: mkdtempSync(join(tmpdir(), "portal-api-test-")),
    JWT_SECRET: "test-secret-that-is-long-enough-for-hs256-signing",
    LOG_LEVEL: "silent",
    ...env,
  });
  const logger = options.logStream ? { level: "info", stream: options.logStream } : process.env.TEST_LOG ? { level: "error" } : false;
  const app = await buildApp({ config, db: handle, clock, logger });
  await app.ready();
  return {
    app,
    db: handle,
    clock,
    close: async () => {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}

export const DEMO_PASSWORD = "Demo-pass-2026";

export type Tokens = { token: string; refresh_token: string; customerId: number; company: number | null; expires_in: number };

export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<Tokens> {
  const response = await app.inject({ method: "POST", url: "/api/v2/shop/authentication-token", payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login of ${email} failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Cookies a response set, as a request `cookie` header and a name → value map. */
export function cookiesOf(response: { cookies: { name: string; value: string }[] }) {
  const jar = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
  return {
    jar,
    header: Object.entries(jar)
      .map(([name, value]) => `${name}=${value}`)
      .join("; "),
  };
}
