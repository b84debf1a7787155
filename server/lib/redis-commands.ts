import { Redis } from "ioredis";

/**
 * The Redis connection for counters (rate limits, throttles; decision 0029). It fails fast: no offline
 * queue, at most 250 ms per command, so a request never waits on Redis; callers count in memory instead.
 * It keeps reconnecting in the background. Errors are reported by the callers once, not per attempt.
 */
export function createCommandRedis(url: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 250,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  redis.on("error", () => {});
  return redis;
}
