import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";

// Other runs on the same machine may hold the default ports: E2E_PORT moves both.
const PORT = Number(process.env.E2E_PORT ?? 3300);
const API_PORT = PORT + 1;
// Workers inherit the environment: journeys read the portal's outbox of e-mails under this folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "portal-e2e-"));

/**
 * Journeys run in Debian's Chromium against the production build, started the way `npm start`
 * does it, on a fresh embedded database seeded with the demo data.
 */
export default defineConfig({
  testDir: "./tests",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  outputDir: "./test-results",
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"],
    },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  webServer: {
    command: "node --import tsx ../scripts/start.ts",
    url: `http://127.0.0.1:${PORT}/fr`,
    timeout: 600_000,
    reuseExistingServer: false,
    // Stopped as a deployment stops it: SIGTERM, and `npm start` has 10 s to finish and exit.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      API_PORT: String(API_PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      // Many logins from one address in a few seconds: the guard has its own API tests.
      LOGIN_ATTEMPTS_PER_ADDRESS: "100000",
    },
  },
});
