/**
 * `npm start`: builds the web app when its build is missing or stale, starts the API (which
 * migrates and seeds an empty database) and the web server, then prints one `ready` line.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DEMO_PASSWORD, demoLogins } from "@portal/db/seed/accounts";

const root = fileURLToPath(new URL("..", import.meta.url));
const webDir = join(root, "apps/web");
const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 3001);
const env = { ...process.env, PORT: String(port), API_PORT: String(apiPort), NODE_ENV: "production" };

/** A fingerprint of everything the web build depends on: sizes and modification times. */
function sourceFingerprint(): string {
  const hash = createHash("sha1");
  const walk = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path).sort()) if (entry !== "node_modules" && entry !== ".next") walk(join(path, entry));
    } else hash.update(`${path}:${stat.size}:${stat.mtimeMs}\n`);
  };
  for (const path of [
    "apps/web/src",
    "apps/web/messages",
    "apps/web/public",
    "apps/web/next.config.ts",
    "apps/web/precompress.ts",
    "apps/web/package.json",
    "packages/domain/src",
  ])
    walk(join(root, path));
  return hash.digest("hex");
}

function ensureWebBuild() {
  const stamp = join(webDir, ".next/source-fingerprint");
  const fingerprint = sourceFingerprint();
  if (existsSync(join(webDir, ".next/BUILD_ID")) && existsSync(stamp) && readFileSync(stamp, "utf8") === fingerprint) return;
  console.log("Building the web app (first start, or its sources changed)…");
  const build = spawnSync("npm", ["run", "build"], { cwd: webDir, stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stamp, fingerprint);
}

async function waitFor(url: string, child: ChildProcess, label: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${label} did not answer ${url} within ${timeoutMs / 1000} s`);
}

const started = Date.now();
ensureWebBuild();

const children: ChildProcess[] = [];
const running = () => children.filter((child) => child.exitCode === null && child.signalCode === null);
let stopping = false;
/**
 * Passes the stop on to the API and the web server, which finish their requests in flight, and
 * exits once both have: within 10 s, as orchestrators expect, killing whatever still runs at 9.5 s.
 */
const stopAll = (code: number) => {
  if (stopping) return;
  stopping = true;
  const left = running();
  for (const child of left) child.kill("SIGTERM");
  setTimeout(() => {
    for (const child of running()) child.kill("SIGKILL");
    process.exit(code);
  }, 9_500).unref();
  void Promise.all(left.map((child) => new Promise((resolve) => child.once("exit", resolve)))).then(() => process.exit(code));
};
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => stopAll(0));

const api = spawn(process.execPath, ["--import", "tsx", "apps/api/src/server.ts"], { cwd: root, env, stdio: "inherit" });
children.push(api);
api.once("exit", (code) => stopAll(code ?? 1));
try {
  // The web renders from the API: start it once the API answers, so no page is served without data.
  // Seeding a large benchmark catalogue takes minutes; a failing API stops the wait at once.
  await waitFor(`http://127.0.0.1:${apiPort}/readyz`, api, "API", 60 * 60_000);
  // Our server around Next's handler (apps/web/server.ts): real client addresses, graceful stop.
  const web = spawn(process.execPath, ["--import", "tsx", "server.ts"], { cwd: webDir, env, stdio: ["ignore", "ignore", "inherit"] });
  children.push(web);
  web.once("exit", (code) => stopAll(code ?? 1));
  await waitFor(`http://127.0.0.1:${port}/fr`, web, "web");
  const database = process.env.DATABASE_URL ? "PostgreSQL" : `PGlite in ${process.env.DATA_DIR ?? "./data"}`;
  console.log(
    `\nready http://localhost:${port} — API http://localhost:${apiPort}/api/v2/docs — ${database} — ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
  for (const login of demoLogins) console.log(`  ${login.email.padEnd(24)} ${login.role}`);
} catch (error) {
  console.error((error as Error).message);
  stopAll(1);
}
