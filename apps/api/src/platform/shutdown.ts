import type { DbHandle } from "@portal/db/client";
import type { FastifyInstance } from "fastify";

export type ShutdownTimes = {
  /** How long requests in flight may run on before their connections are cut. */
  graceMs: number;
  /** When the process gives up waiting for anything else (the database pool, the outbox). */
  deadlineMs: number;
};

/**
 * Stops the way an orchestrator expects within its 10 seconds: no new connections, requests in
 * flight finish (new requests on kept-alive connections get 503), then the workers and the database
 * are closed. Answers false when something had to be cut short.
 */
export async function stopGracefully(
  app: FastifyInstance,
  db: Pick<DbHandle, "close">,
  { graceMs, deadlineMs }: ShutdownTimes = { graceMs: 7_000, deadlineMs: 9_000 },
): Promise<boolean> {
  let cut = false;
  // A kept-alive connection (the web server keeps some open to the API) would otherwise stay until
  // its keep-alive timeout, over a minute; one whose request finishes meanwhile is closed then.
  const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
  const cutConnections = setTimeout(() => {
    cut = true;
    app.log.warn("requests still running at the end of the grace period: connections cut");
    app.server.closeAllConnections();
  }, graceMs);
  let deadline: NodeJS.Timeout | undefined;
  const givenUp = new Promise<false>((resolve) => {
    deadline = setTimeout(() => {
      app.log.error("shutdown did not finish in time");
      resolve(false);
    }, deadlineMs);
  });
  const closed = (async () => {
    await app.close();
    await db.close();
    return !cut;
  })().catch((error: unknown) => {
    app.log.error({ err: error }, "shutdown failed");
    return false;
  });
  try {
    return await Promise.race([closed, givenUp]);
  } finally {
    clearInterval(closeIdle);
    clearTimeout(cutConnections);
    clearTimeout(deadline);
  }
}
