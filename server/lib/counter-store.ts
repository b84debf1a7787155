import type { Redis } from "ioredis";
import type { EventsLog } from "./instance-events.ts";

// Counters of failed attempts in a time window, for the sign-in, password and mail throttles
// (server/modules/auth/attempt-throttle.ts; decision 0029). In process memory by default; in Redis with
// REDIS_URL, so every instance counts one account's failures together; in memory again whenever Redis
// does not answer, so an outage loosens the throttles to per-instance counting, never switches them off.

export type Window = { count: number; resetAt: number };

export type CounterStore = {
  /** The key's count in its current window, or undefined when it has none (or it ended). */
  read(key: string): Promise<Window | undefined>;
  /** Counts one more; the first count of a window starts it, `windowMs` long. */
  add(key: string, windowMs: number): Promise<void>;
  clear(key: string): Promise<void>;
};

export function createMemoryCounterStore(now: () => number = Date.now, maxKeys = 100_000): CounterStore {
  const windows = new Map<string, Window>();
  function live(key: string): Window | undefined {
    const current = windows.get(key);
    if (current && current.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return current;
  }
  return {
    async read(key) {
      const current = live(key);
      return current && { ...current };
    },
    async add(key, windowMs) {
      const current = live(key);
      if (current) current.count += 1;
      else windows.set(key, { count: 1, resetAt: now() + windowMs });
      if (windows.size > maxKeys) {
        // Bounded memory under a spray of random logins: the oldest tenth goes.
        for (const old of [...windows.keys()].slice(0, Math.ceil(maxKeys / 10))) windows.delete(old);
      }
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}

/**
 * Counters in Redis under `ail-throttle:<name>:<key>`, falling back to `fallback` for any call Redis
 * does not answer. `redis` should fail fast (no offline queue, a short command timeout).
 */
export function createRedisCounterStore(
  redis: Redis,
  name: string,
  fallback: CounterStore,
  log?: EventsLog,
  now: () => number = Date.now,
): CounterStore {
  const prefix = `ail-throttle:${name}:`;
  let failing = false;

  async function attempt<T>(remote: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (redis.status !== "ready") return local();
    try {
      const result = await remote();
      if (failing) log?.info({ store: name }, "throttles: Redis answers again, counting there");
      failing = false;
      return result;
    } catch (error) {
      if (!failing)
        log?.error(
          { err: error, store: name },
          "throttles: Redis unreachable, counting in this process meanwhile",
        );
      failing = true;
      return local();
    }
  }

  return {
    read: (key) =>
      attempt(
        async () => {
          const [count, ttl] =
            (await redis
              .multi()
              .get(prefix + key)
              .pttl(prefix + key)
              .exec()) ?? [];
          const value = Number(count?.[1] ?? 0);
          const left = Number(ttl?.[1] ?? -2);
          if (!value || left <= 0) return undefined;
          return { count: value, resetAt: now() + left };
        },
        () => fallback.read(key),
      ),
    add: (key, windowMs) =>
      attempt(
        async () => {
          // INCR, then start the window only if none runs (NX): one atomic step, whoever counts.
          await redis
            .multi()
            .incr(prefix + key)
            .pexpire(prefix + key, windowMs, "NX")
            .exec();
        },
        () => fallback.add(key, windowMs),
      ),
    clear: (key) =>
      attempt(
        async () => {
          await redis.del(prefix + key);
          await fallback.clear(key);
        },
        () => fallback.clear(key),
      ),
  };
}

/** Makes one store per throttle name: Redis-backed when a connection is given, memory otherwise. */
export type CounterStores = (name: string) => CounterStore;

export function counterStores(redis?: Redis, log?: EventsLog): CounterStores {
  return (name) => {
    const memory = createMemoryCounterStore();
    return redis ? createRedisCounterStore(redis, name, memory, log) : memory;
  };
}
