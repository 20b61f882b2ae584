import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { canStartPostgres, type PrivatePostgres, startPrivatePostgres } from "@portal/db/private-postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const serverFile = fileURLToPath(new URL("./server.ts", import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  return typeof address === "object" && address ? address.port : 0;
}

async function until(ms: number, attempt: () => Promise<boolean>) {
  const deadline = Date.now() + ms;
  while (!(await attempt().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms`);
    await sleep(150);
  }
}

// The API as `npm start` runs it, in a process of its own: what it does at start-up and on SIGTERM.
describe.runIf(canStartPostgres && !process.env.DATABASE_URL)("the API process", () => {
  let pg: PrivatePostgres;
  let api: ChildProcess;
  let port: number;
  let output = "";
  const url = (path: string) => `http://127.0.0.1:${port}${path}`;

  beforeAll(async () => {
    pg = await startPrivatePostgres();
    pg.stop();
    port = await freePort();
    api = spawn(process.execPath, ["--import", "tsx", serverFile], {
      env: {
        ...process.env,
        DATABASE_URL: pg.url,
        API_PORT: String(port),
        DATA_DIR: mkdtempSync(join(tmpdir(), "portal-server-test-")),
        SEED_DEMO: "false",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    api.stdout?.on("data", (chunk) => (output += chunk));
    api.stderr?.on("data", (chunk) => (output += chunk));
  }, 60_000);
  afterAll(() => {
    if (api.exitCode === null) api.kill("SIGKILL");
    pg?.destroy();
  });

  it("starts while its database is down, answers 503 meanwhile, and gets ready once the database is back", async () => {
    await until(30_000, async () => (await fetch(url("/healthz"))).ok);
    const readiness = await fetch(url("/readyz"));
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ status: "starting" });
    const early = await fetch(url("/api/v2/shop/countries"));
    expect(early.status).toBe(503);
    expect(early.headers.get("retry-after")).toBe("5");
    expect(((await early.json()) as { code: string }).code).toBe("server.unavailable");

    pg.start();
    await until(60_000, async () => (await fetch(url("/readyz"))).status === 200);
    expect((await fetch(url("/api/v2/shop/countries"))).status).toBe(200);
    expect(api.exitCode, output).toBeNull();
  }, 120_000);

  it("on SIGTERM stops taking connections, finishes the request in flight and exits within 10 seconds", async () => {
    // A request whose body is still arriving when the signal comes.
    const body = JSON.stringify({ email: "nobody@example.com", password: "Not-the-password-1" });
    const socket = connect(port, "127.0.0.1");
    await once(socket, "connect");
    socket.write(
      `POST /api/v2/shop/authentication-token HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    const socketClosed = once(socket, "close");
    await sleep(200);

    const signalled = Date.now();
    const exited = once(api, "exit");
    api.kill("SIGTERM");
    await sleep(1_000);
    await expect(fetch(url("/healthz"))).rejects.toThrow();
    // The client keeps its connection open, as the web server's keep-alive pool does: the API closes it.
    socket.write(body.slice(10));
    const [code] = await exited;
    await socketClosed;
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(code, output).toBe(0);
    expect(answer, output).toMatch(/^HTTP\/1\.1 401/);
  }, 30_000);
});
