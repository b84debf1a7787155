import type { InstanceEvents } from "./instance-events.ts";

/**
 * Remembers one async value for `ttlMs`. Concurrent callers during a refresh share one load, so a
 * burst of page views costs one query. Used only for public, rarely-changing reads (decision 0005).
 */
export function createTtlCache<T>(load: () => Promise<T>, ttlMs: number, now: () => number = Date.now) {
  let value: { data: T; expires: number } | undefined;
  let pending: Promise<T> | undefined;

  return {
    async get(): Promise<T> {
      if (value && value.expires > now()) return value.data;
      pending ??= load()
        .then((data) => {
          value = { data, expires: now() + ttlMs };
          return data;
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
    /** After a write on this instance; other instances catch up within ttlMs. */
    invalidate(): void {
      value = undefined;
    },
  };
}

/**
 * Public reads kept by several instances (decision 0028): a signed-in write on any instance (an admin
 * changing a batch, say) drops them everywhere, not only where the write happened.
 */
export function dropOnPublicChanges(
  events: InstanceEvents | undefined,
  ...caches: { invalidate(): void }[]
): void {
  events?.subscribe((event) => {
    if (event.kind !== "pages-changed" && event.kind !== "resync") return;
    for (const cache of caches) cache.invalidate();
  });
}
