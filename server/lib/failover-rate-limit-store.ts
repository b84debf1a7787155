import { createRequire } from "node:module";
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Redis } from "ioredis";
import type { EventsLog } from "./instance-events.ts";

// The per-IP rate limits' counters (decision 0029): in Redis when REDIS_URL is set, so a limit counts
// across every instance; in this process's memory while Redis does not answer, so an outage costs
// precision (each instance counts alone for a while), never availability and never an unlimited door.
// The two stores are @fastify/rate-limit's own (its Lua script in Redis, its LRU in memory).

type Counter = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counter) => void;
type RouteOptions = Parameters<FastifyRateLimitStore["child"]>[0];
/** The library's stores also have `read` (a peek for `{ increment: false }`), which its types leave out. */
type Store = FastifyRateLimitStore & {
  read?(key: string, callback: Callback, timeWindow: number, max: number): void;
};
type StoreConstructor = new (...args: unknown[]) => Store;

// CommonJS modules without types; the plugin loads them the same way.
const require = createRequire(import.meta.url);
const LocalStore = require("@fastify/rate-limit/store/LocalStore.js") as StoreConstructor;
const RedisStore = require("@fastify/rate-limit/store/RedisStore.js") as StoreConstructor;

const keyPrefix = "ail-rate-limit-";

export type FailoverState = { usingRedis(): boolean };

/**
 * A store class for @fastify/rate-limit's `store` option. `redis` should fail fast when disconnected
 * (no offline queue, a short command timeout): a request never waits on a counter.
 */
export function failoverRateLimitStore(
  redis: Redis,
  log?: EventsLog,
): FastifyRateLimitStoreCtor & FailoverState {
  let failing = false;

  function fellBack(error: Error): void {
    if (!failing)
      log?.error({ err: error }, "rate limits: Redis unreachable, counting in this process meanwhile");
    failing = true;
  }

  class FailoverStore implements Store {
    private readonly remote: Store;
    private readonly local: Store;
    constructor(remote: Store, local: Store) {
      this.remote = remote;
      this.local = local;
    }

    private route(method: "incr" | "read", key: string, callback: Callback, timeWindow: number, max: number) {
      const local = this.local[method]?.bind(this.local);
      const remote = this.remote[method]?.bind(this.remote);
      if (!local || !remote) return callback(new Error(`store has no ${method}`));
      if (redis.status !== "ready") return local(key, callback, timeWindow, max);
      remote(
        key,
        (error, result) => {
          if (error || !result) {
            fellBack(error ?? new Error("no answer"));
            return local(key, callback, timeWindow, max);
          }
          if (failing) log?.info({}, "rate limits: Redis answers again, counting there");
          failing = false;
          callback(null, result);
        },
        timeWindow,
        max,
      );
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.route("incr", key, callback, timeWindow, max);
    }

    read(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.route("read", key, callback, timeWindow, max);
    }

    child(routeOptions: RouteOptions): Store {
      return new FailoverStore(
        this.remote.child(routeOptions) as Store,
        this.local.child(routeOptions) as Store,
      );
    }
  }

  // @fastify/rate-limit constructs the store with its global parameters.
  function Constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
    return new FailoverStore(
      new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, keyPrefix),
      new LocalStore(params.continueExceeding, params.exponentialBackoff),
    );
  }
  return Object.assign(Constructor as unknown as FastifyRateLimitStoreCtor, {
    usingRedis: () => !failing && redis.status === "ready",
  });
}
