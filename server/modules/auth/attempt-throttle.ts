import { type CounterStore, createMemoryCounterStore } from "#server/lib/counter-store.ts";

// Per-account throttling before any hashing: after `maxFailures` failures within `windowMs`, further
// attempts for that account are refused until the window ends. The window is at most 15 minutes, so an
// attacker cannot keep a real user locked out longer than that per burst. Counters live in process memory,
// or in Redis with REDIS_URL so all instances count together (server/lib/counter-store.ts, decision 0029).
export function createAttemptThrottle(options: {
  maxFailures: number;
  windowMs: number;
  now?: () => number;
  store?: CounterStore;
}) {
  const now = options.now ?? Date.now;
  const store = options.store ?? createMemoryCounterStore(now);

  return {
    /** Seconds to wait, or 0 when an attempt may proceed. */
    async retryAfterSeconds(key: string): Promise<number> {
      const current = await store.read(key);
      if (!current || current.count < options.maxFailures) return 0;
      return Math.max(1, Math.ceil((current.resetAt - now()) / 1000));
    },
    async recordFailure(key: string): Promise<void> {
      await store.add(key, options.windowMs);
    },
    async reset(key: string): Promise<void> {
      await store.clear(key);
    },
  };
}
export type AttemptThrottle = ReturnType<typeof createAttemptThrottle>;
