import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptsBrotli, precompressAssets, servePrecompressed } from "./precompressed-assets";

describe("which browsers take Brotli", () => {
  it.each([
    ["gzip, deflate, br, zstd", true],
    ["br;q=0.5", true],
    ["gzip, br;q=0", false],
    ["gzip, deflate", false],
    ["brotli", false],
    ["", false],
  ])("%j → %s", (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});

describe("the build's assets, Brotli-compressed once and served from their copy", () => {
  let dir: string;
  let server: Server;
  let base: string;
  const script = `/* a chunk */ ${"export const words = ['a script worth compressing'];\n".repeat(200)}`;
  // Next answers what the copy does not: here, a marker.
  const next = "answered by Next";

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "precompressed-"));
    await mkdir(join(dir, "static/chunks"), { recursive: true });
    await writeFile(join(dir, "static/chunks/app.js"), script);
    await writeFile(join(dir, "static/chunks/tiny.js"), "export {};");
    await writeFile(join(dir, "static/chunks/picture.png"), Buffer.alloc(4096, 7));
    await writeFile(join(dir, "secret.js"), script);
    await writeFile(join(dir, "secret.js.br"), "not for anyone");
    const handle = servePrecompressed(join(dir, "static"));
    server = createServer(async (request, response) => {
      if (!(await handle(request, response))) response.end(next);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.close();
    await rm(dir, { recursive: true, force: true });
  });

  // fetch() would decode Brotli itself and hide the headers' truth: read the raw bytes over http.
  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const call = request(`${base}${path}`, { method, headers }, (response) => {
        const parts: Buffer[] = [];
        response.on("data", (part: Buffer) => parts.push(part));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts) }));
      });
      call.on("error", reject);
      call.end();
    });

  it("writes a smaller copy beside scripts, not beside tiny files nor pictures", async () => {
    const summary = await precompressAssets(join(dir, "static"));
    expect(summary.files).toBe(1);
    expect(summary.compressedBytes).toBeLessThan(summary.bytes / 10);
    expect(brotliDecompressSync(await readFile(join(dir, "static/chunks/app.js.br"))).toString()).toBe(script);
    await expect(stat(join(dir, "static/chunks/tiny.js.br"))).rejects.toThrow();
    await expect(stat(join(dir, "static/chunks/picture.png.br"))).rejects.toThrow();
  });

  it("sends the copy, as the script it stands for, to a browser that takes Brotli", async () => {
    const answer = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip, deflate, br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.byteLength);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);

    const again = await get("/_next/static/chunks/app.js", { "accept-encoding": "br", "if-none-match": String(answer.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);

    const head = await get("/_next/static/chunks/app.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
  });

  it("leaves to Next every other request", async () => {
    const cases: [string, Record<string, string>][] = [
      ["/_next/static/chunks/app.js", { "accept-encoding": "gzip" }],
      ["/_next/static/chunks/app.js", { "accept-encoding": "br;q=0" }],
      ["/_next/static/chunks/tiny.js", { "accept-encoding": "br" }],
      ["/_next/static/chunks/missing.js", { "accept-encoding": "br" }],
      ["/fr/partsmart", { "accept-encoding": "br" }],
      // Out of the static folder, encoded or not: never served from here.
      ["/_next/static/../secret.js", { "accept-encoding": "br" }],
      ["/_next/static/%2e%2e/secret.js", { "accept-encoding": "br" }],
      ["/_next/static/chunks/%E0%A4%A.js", { "accept-encoding": "br" }],
    ];
    for (const [path, headers] of cases) {
      const answer = await get(path, headers);
      expect(answer.body.toString(), path).toBe(next);
      expect(answer.headers["content-encoding"], path).toBeUndefined();
    }
  });
});
