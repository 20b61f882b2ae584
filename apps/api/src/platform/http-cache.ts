import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Answers a public, cacheable body with an ETag; a matching If-None-Match gets a 304 without
 * the body. Vary on Accept-Language because answers are localized.
 */
export function sendCacheable(request: FastifyRequest, reply: FastifyReply, body: unknown, maxAgeSeconds: number) {
  const etag = `W/"${createHash("sha1").update(JSON.stringify(body)).digest("base64url")}"`;
  reply.header("etag", etag).header("cache-control", `public, max-age=${maxAgeSeconds}`).header("vary", "accept-language");
  if (request.headers["if-none-match"] === etag) return reply.status(304).send();
  return reply.send(body);
}
