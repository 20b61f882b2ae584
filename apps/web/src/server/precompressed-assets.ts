import { createReadStream } from "node:fs";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, resolve, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import { transportHeaders } from "../lib/proxy/security-headers";

/*
 * The build's scripts and style sheets, sent Brotli-compressed. Next compresses its answers with
 * gzip on the fly; Brotli at its best quality takes a fifth off the scripts' bytes but is far too
 * slow to run per request, so every asset is compressed once, after `next build`, beside itself
 * (`x.js.br`), and served from there to browsers that accept it. Others get Next's gzip, unchanged.
 */

const compress = promisify(brotliCompress);

/** The build's static assets worth compressing, with the type they are sent as. */
const contentTypes: Record<string, string> = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=UTF-8",
};

/** Below this size a compressed copy gains less than its headers cost. */
const minimumBytes = 1024;

const staticPrefix = "/_next/static/";

async function* filesUnder(directory: string): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes `x.br` beside every script and style sheet of `staticDir` that compression makes smaller. */
export async function precompressAssets(staticDir: string): Promise<{ files: number; bytes: number; compressedBytes: number }> {
  const summary = { files: 0, bytes: 0, compressedBytes: 0 };
  for await (const path of filesUnder(staticDir)) {
    if (!(extname(path) in contentTypes)) continue;
    const source = await readFile(path);
    if (source.byteLength < minimumBytes) continue;
    const compressed = await compress(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: extname(path) === ".svg" ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
      },
    });
    if (compressed.byteLength >= source.byteLength) continue;
    await writeFile(`${path}.br`, compressed);
    summary.files += 1;
    summary.bytes += source.byteLength;
    summary.compressedBytes += compressed.byteLength;
  }
  return summary;
}

/** Whether the request's Accept-Encoding takes Brotli (and does not refuse it with q=0). */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  return value.split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (coding?.trim() !== "br") return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * A handler that answers a request for a built asset with its Brotli copy, when the browser takes
 * Brotli and the copy exists; it returns false (and touches nothing) for every other request.
 */
export function servePrecompressed(staticDir: string) {
  const root = resolve(staticDir);
  return async (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    const pathname = (request.url ?? "").split("?")[0] ?? "";
    if (!pathname.startsWith(staticPrefix) || !acceptsBrotli(request.headers["accept-encoding"])) return false;
    let relative: string;
    try {
      relative = decodeURIComponent(pathname.slice(staticPrefix.length));
    } catch {
      return false;
    }
    const type = contentTypes[extname(relative)];
    const file = resolve(root, relative);
    // Nothing outside the build's static folder, whatever the address says.
    if (!type || relative.includes("\0") || !file.startsWith(root + sep)) return false;
    const copy = await stat(`${file}.br`).catch(() => null);
    if (!copy?.isFile()) return false;

    const etag = `"br-${copy.size.toString(16)}-${Math.floor(copy.mtimeMs).toString(16)}"`;
    for (const { key, value } of transportHeaders) response.setHeader(key, value);
    response.setHeader("Content-Type", type);
    response.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    response.setHeader("Vary", "Accept-Encoding");
    response.setHeader("ETag", etag);
    if (request.headers["if-none-match"] === etag) {
      response.statusCode = 304;
      response.end();
      return true;
    }
    response.setHeader("Content-Encoding", "br");
    response.setHeader("Content-Length", copy.size);
    if (request.method === "HEAD") {
      response.end();
      return true;
    }
    await new Promise<void>((done, fail) => {
      createReadStream(`${file}.br`).on("error", fail).pipe(response).on("finish", done).on("close", done);
    });
    return true;
  };
}
