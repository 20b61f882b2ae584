/**
 * The web server: Next's request handler behind our own HTTP server (src/server/web-server.ts),
 * which forwards only the real client address and stops gracefully. `npm start` and the browser
 * tests start it, after `next build`.
 */
import { fileURLToPath } from "node:url";
import next from "next";
import { webConfig } from "./src/lib/config";
import { createWebServer, serve } from "./src/server/web-server";

const port = webConfig.port();
const app = next({ dir: fileURLToPath(new URL(".", import.meta.url)), dev: false, port });
await app.prepare();
await serve(createWebServer(app.getRequestHandler()), { port, onStopped: () => app.close() });
