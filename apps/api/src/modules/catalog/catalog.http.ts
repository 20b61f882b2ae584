import type { FastifyReply, FastifyRequest } from "fastify";
import { type createTtlCache, type SerializedAnswer, serializeAnswer } from "./catalog.cache";

/** How long browsers and proxies may keep a catalogue answer before revalidating it. */
export const PUBLIC_MAX_AGE = 60;

export type AnswerCache = ReturnType<typeof createTtlCache<SerializedAnswer>>;

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch?.split(",").some((candidate) => candidate.trim() === etag) === true;

/**
 * Sends an answer serialized ahead of time, with the same headers as `sendCacheable`: the bytes
 * go out as they are, so a cached answer costs neither a query nor a serialization.
 */
export function sendSerialized(request: FastifyRequest, reply: FastifyReply, answer: SerializedAnswer, vary: string) {
  reply.header("etag", answer.etag).header("cache-control", `public, max-age=${PUBLIC_MAX_AGE}`).header("vary", vary);
  if (matches(request.headers["if-none-match"], answer.etag)) return reply.status(304).send();
  return reply.type("application/json; charset=utf-8").send(answer.body);
}

/**
 * Answers from the in-process cache, keyed by language and what identifies the answer; builds,
 * serializes and keeps it on a miss.
 */
export function cachedAnswerSender(answers: AnswerCache, vary: string) {
  return async (request: FastifyRequest, reply: FastifyReply, key: string, build: () => Promise<unknown>) => {
    const answer = await answers.get(`${request.locale}|${key}`, async () => serializeAnswer(await build()));
    return sendSerialized(request, reply, answer, vary);
  };
}
