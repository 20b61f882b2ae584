import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "./errors";

export type Limiter = {
  /** Counts one event; false when the key is over its limit. */
  consume(key: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  /** Tells whether the key is already over its limit, without counting. */
  isBlocked(key: string): Promise<{ blocked: boolean; retryAfterSeconds: number }>;
  reset(key: string): Promise<void>;
};

export type LimiterFactory = (name: string, points: number, durationSeconds: number) => Limiter;

/** Fixed-window limiters: in-process by default, shared through Redis when REDIS_URL is set. */
export function createLimiterFactory(redis?: Redis): LimiterFactory {
  return (name, points, duration) => {
    const limiter = redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `rl:${name}`, points, duration, useRedisPackage: false })
      : new RateLimiterMemory({ keyPrefix: name, points, duration });
    return {
      async consume(key) {
        try {
          await limiter.consume(key);
          return { allowed: true, retryAfterSeconds: 0 };
        } catch (result) {
          if (result instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.ceil(result.msBeforeNext / 1000) };
          throw result;
        }
      },
      async isBlocked(key) {
        const result = await limiter.get(key);
        if (result && result.consumedPoints >= points) return { blocked: true, retryAfterSeconds: Math.ceil(result.msBeforeNext / 1000) };
        return { blocked: false, retryAfterSeconds: 0 };
      },
      async reset(key) {
        await limiter.delete(key);
      },
    };
  };
}

/** Counts one request against a limiter; over the limit, answers 429 with the wait in retry-after. */
export async function throttle(limiter: Limiter, key: string) {
  const result = await limiter.consume(key);
  if (!result.allowed) throw new AppError("request.too_many", { headers: { "retry-after": String(result.retryAfterSeconds) } });
}
