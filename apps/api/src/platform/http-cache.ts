import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * An answer serialized once, with the validator that lets clients revalidate it. It is kept as
 * UTF-8 bytes: a string would be encoded again on every send.
 */
export type SerializedAnswer = { body: Buffer; etag: string };

export function serializeAnswer(value: unknown): SerializedAnswer {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `W/"${createHash("sha1").update(body).digest("base64url")}"` };
}

/** How long browsers and proxies may keep the answer, and the request headers it depends on. */
export type CachePolicy = { maxAgeSeconds: number; vary?: string };

/** If-None-Match may list several validators, or `*`. */
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch?.split(",").some((candidate) => {
    const validator = candidate.trim();
    return validator === etag || validator === "*";
  }) === true;

/**
 * Sends a public answer serialized ahead of time: the bytes go out as they are, so a cached answer
 * costs neither a query nor a serialization, and a matching If-None-Match gets a 304 without the
 * body. Answers are localized, hence Vary: Accept-Language unless told otherwise.
 */
export function sendSerialized(request: FastifyRequest, reply: FastifyReply, answer: SerializedAnswer, policy: CachePolicy) {
  reply
    .header("etag", answer.etag)
    .header("cache-control", `public, max-age=${policy.maxAgeSeconds}`)
    .header("vary", policy.vary ?? "accept-language");
  if (matches(request.headers["if-none-match"], answer.etag)) return reply.status(304).send();
  return reply.type("application/json; charset=utf-8").send(answer.body);
}

/** Serializes a public answer once, then sends it as `sendSerialized` does. */
export function sendCacheable(request: FastifyRequest, reply: FastifyReply, body: unknown, policy: CachePolicy) {
  return sendSerialized(request, reply, serializeAnswer(body), policy);
}
