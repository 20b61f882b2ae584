/**
 * Runs the API tests on the embedded PGlite, then again on PostgreSQL when DATABASE_URL is set
 * (each test file creates and drops its own database there).
 */
import { spawnSync } from "node:child_process";

function run(label: string, env: NodeJS.ProcessEnv) {
  console.log(`\n── API tests on ${label} ──`);
  const result = spawnSync("npx", ["vitest", "run", "--project", "api"], { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { DATABASE_URL, ...withoutDatabase } = process.env;
run("PGlite", withoutDatabase);
if (DATABASE_URL) run(`PostgreSQL (${new URL(DATABASE_URL).host})`, process.env);
