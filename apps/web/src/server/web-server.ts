import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

export type WebServer = {
  server: Server;
  /** Stops accepting, lets the requests in flight finish, and resolves once every connection is closed. */
  stop: (graceMs?: number) => Promise<void>;
};

/** How long requests in flight get to finish once the server is asked to stop; then they are cut. */
export const STOP_GRACE_MS = 8_000;
/** The whole stop, Next's own cleanup included: orchestrators wait 10 s before they kill. */
export const STOP_DEADLINE_MS = 9_500;

/**
 * The web's HTTP server around Next's request handler.
 *
 * The API believes the X-Forwarded-For this server forwards to it (it is a trusted proxy there):
 * a client's own header would let it pose as any address, and reset its login rate limit with
 * each request. Only the address of whoever is connected goes on.
 */
export function createWebServer(handle: RequestHandler): WebServer {
  let stopping = false;
  const server = createServer((request, response) => {
    request.headers["x-forwarded-for"] = request.socket.remoteAddress ?? "";
    if (stopping) response.setHeader("connection", "close");
    // A kept-alive connection whose last request just finished would hold the stop open.
    response.on("finish", () => {
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
    handle(request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    });
  });

  const stop = (graceMs = STOP_GRACE_MS) =>
    new Promise<void>((resolve) => {
      stopping = true;
      const cut = setTimeout(() => server.closeAllConnections(), graceMs);
      cut.unref();
      server.close(() => {
        clearTimeout(cut);
        resolve();
      });
      server.closeIdleConnections();
    });

  return { server, stop };
}

type ServeOptions = {
  port: number;
  hostname?: string;
  /** Cleanup once no request is left, such as Next's own. */
  onStopped?: () => Promise<void>;
};

/**
 * Listens until SIGTERM or SIGINT, then stops accepting, finishes the requests in flight and
 * exits: within STOP_DEADLINE_MS whatever those requests do.
 */
export async function serve(web: WebServer, { port, hostname, onStopped }: ServeOptions): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    web.server.once("error", reject);
    web.server.listen(port, hostname, resolve);
  });
  const shutdown = async () => {
    setTimeout(() => process.exit(1), STOP_DEADLINE_MS).unref();
    await web.stop();
    await onStopped?.();
    process.exit(0);
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}
