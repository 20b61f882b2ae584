/**
 * The web server: Next's request handler behind our own HTTP server (src/server/web-server.ts),
 * which forwards only the real client address and stops gracefully. `npm start` and the browser
 * tests start it, after `npm run build` (Next's build, then the Brotli copies of its assets).
 */
import { fileURLToPath } from "node:url";
import next from "next";
import { webConfig } from "./src/lib/config";
import { servePrecompressed } from "./src/server/precompressed-assets";
import { createWebServer, serve } from "./src/server/web-server";

const port = webConfig.port();
const dir = fileURLToPath(new URL(".", import.meta.url));
const app = next({ dir, dev: false, port });
await app.prepare();
const handle = app.getRequestHandler();
const precompressed = servePrecompressed(fileURLToPath(new URL("./.next/static", import.meta.url)));
await serve(
  createWebServer(async (request, response) => {
    if (!(await precompressed(request, response))) await handle(request, response);
  }),
  { port, onStopped: () => app.close() },
);
