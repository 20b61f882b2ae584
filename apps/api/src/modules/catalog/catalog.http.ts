import type { FastifyReply, FastifyRequest } from "fastify";
import type { Clock } from "../../platform/clock";
import { type SerializedAnswer, sendSerialized, serializeAnswer } from "../../platform/http-cache";
import { createTtlCache } from "../../platform/ttl-cache";

/** How long browsers and proxies may keep a catalogue answer before revalidating it. */
export const PUBLIC_MAX_AGE = 60;

export type AnswerCache = ReturnType<typeof createTtlCache<SerializedAnswer>>;

/**
 * Catalogue answers kept 30 s once asked for twice (see the README): cleared when an order empties
 * a shelf, so no page goes on saying "in stock" once the last unit is sold.
 */
export const createAnswerCache = (clock: Clock): AnswerCache =>
  createTtlCache<SerializedAnswer>({ clock, ttlSeconds: 30, maxEntries: 5000, admitOnSecondRequest: true });

/**
 * Answers from the in-process cache, keyed by language and what identifies the answer; builds,
 * serializes and keeps it on a miss.
 */
export function cachedAnswerSender(answers: AnswerCache, vary: string) {
  return async (request: FastifyRequest, reply: FastifyReply, key: string, build: () => Promise<unknown>) => {
    const answer = await answers.get(`${request.locale}|${key}`, async () => serializeAnswer(await build()));
    return sendSerialized(request, reply, answer, { maxAgeSeconds: PUBLIC_MAX_AGE, vary });
  };
}
