import { spawn } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWebServer, type RequestHandler } from "./web-server";

const portOf = (server: Server) => (server.address() as AddressInfo).port;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${portOf(server)}`;
}

describe("the client address the API sees", () => {
  // The API reads a client's address as Fastify does, believing the loopback proxies (its TRUST_PROXY default).
  let api: FastifyInstance;
  let apiUrl: string;
  // Next's proxy to the API passes the request's X-Forwarded-For on as it finds it.
  const forwardToApi: RequestHandler = async (request, response) => {
    const answer = await fetch(`${apiUrl}/address`, { headers: { "x-forwarded-for": String(request.headers["x-forwarded-for"] ?? "") } });
    response.end(await answer.text());
  };

  beforeAll(async () => {
    api = Fastify({ trustProxy: "127.0.0.1,::1,::ffff:127.0.0.1" });
    api.get("/address", async (request) => request.ip);
    apiUrl = await api.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => api.close());

  const addressSeen = async (handlerServer: Server, headers: Record<string, string>) => {
    const url = await listen(handlerServer);
    try {
      return await (await fetch(`${url}/api/v2/shop/authentication-token`, { headers })).text();
    } finally {
      handlerServer.close();
    }
  };

  it("is the connected peer's, whatever X-Forwarded-For the client sends", async () => {
    expect(await addressSeen(createWebServer(forwardToApi).server, { "x-forwarded-for": "203.0.113.7" })).toBe("127.0.0.1");
    expect(await addressSeen(createWebServer(forwardToApi).server, { "x-forwarded-for": "198.51.100.1, 203.0.113.7" })).toBe("127.0.0.1");
    expect(await addressSeen(createWebServer(forwardToApi).server, {})).toBe("127.0.0.1");
  });

  it("would be the forged one behind a server that passes the header on", async () => {
    const plain = createServer((request, response) => void forwardToApi(request, response));
    expect(await addressSeen(plain, { "x-forwarded-for": "203.0.113.7" })).toBe("203.0.113.7");
  });
});

describe("stopping on SIGTERM", () => {
  const serverModule = fileURLToPath(new URL("./web-server.ts", import.meta.url));

  /** The web server in a process of its own, whose requests take `delayMs` to answer (forever with -1). */
  function startServer(delayMs: number) {
    const script = `
      import { createWebServer, serve } from ${JSON.stringify(serverModule)};
      const web = createWebServer(async (request, response) => {
        if (${delayMs} >= 0) setTimeout(() => response.end("done"), ${delayMs});
      });
      await serve(web, { port: 0, hostname: "127.0.0.1" });
      console.log("port " + web.server.address().port);
    `;
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      child.once("exit", (code) => resolve({ code, at: Date.now() })),
    );
    const port = new Promise<number>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => {
        const found = /port (\d+)/.exec(chunk.toString());
        if (found) resolve(Number(found[1]));
      });
      child.once("exit", () => reject(new Error("the server exited before listening")));
    });
    return { child, exited, port };
  }

  it("finishes the request in flight, refuses new ones and exits", async () => {
    const { child, exited, port } = startServer(1_500);
    const url = `http://127.0.0.1:${await port}/slow`;
    const slow = fetch(url).then((response) => response.text());
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = Date.now();
    child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(fetch(url)).rejects.toThrow();
    expect(await slow).toBe("done");
    const { code, at } = await exited;
    expect(code).toBe(0);
    expect(at - signalled).toBeLessThan(3_000);
  }, 20_000);

  it("exits within 10 seconds even when a request never ends", async () => {
    const { child, exited, port } = startServer(-1);
    const stuck = fetch(`http://127.0.0.1:${await port}/stuck`).catch(() => "cut");
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = Date.now();
    child.kill("SIGTERM");
    const { at } = await exited;
    expect(at - signalled).toBeLessThan(10_000);
    expect(await stuck).toBe("cut");
  }, 20_000);
});
