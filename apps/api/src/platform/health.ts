import type { Database } from "@portal/db/client";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { databaseUnavailable } from "./errors";

const probes = new Set(["/healthz", "/readyz"]);

/**
 * Until the database is migrated (the API starts listening before, and waits for a database that is
 * down), every request but the probes answers 503 with Retry-After. Registered before the routes.
 */
export function gateUntilDatabasePrepared(app: FastifyInstance, databasePrepared: () => boolean) {
  app.addHook("onRequest", async (request) => {
    if (!databasePrepared() && !probes.has(request.url)) throw databaseUnavailable();
  });
}

/**
 * Liveness (the process answers) and readiness (its database is migrated and answers, Redis too
 * when used, and nothing is still warming up: a load balancer sends no traffic to an instance
 * building its caches).
 */
export function registerHealth(
  app: FastifyInstance,
  deps: { db: Database; redis?: Redis; databasePrepared: () => boolean; warming?: () => boolean },
) {
  app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));
  app.get("/readyz", { schema: { hide: true } }, async (_request, reply) => {
    if (!deps.databasePrepared()) return reply.status(503).send({ status: "starting" });
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
