import type { Database } from "@portal/db/client";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";

/**
 * Liveness (the process answers) and readiness (its database, and Redis when used, answer too, and
 * nothing is still warming up: a load balancer sends no traffic to an instance building its caches).
 */
export function registerHealth(app: FastifyInstance, deps: { db: Database; redis?: Redis; warming?: () => boolean }) {
  app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));
  app.get("/readyz", { schema: { hide: true } }, async (_request, reply) => {
    try {
      await deps.db.execute(sql`select 1`);
      if (deps.redis) await deps.redis.ping();
      if (deps.warming?.()) return reply.status(503).send({ status: "warming" });
      return { status: "ready" };
    } catch (error) {
      reply.log.warn({ err: error }, "not ready");
      return reply.status(503).send({ status: "unavailable" });
    }
  });
}
