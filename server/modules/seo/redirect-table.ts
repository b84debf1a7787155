import type { InstanceEvents } from "#server/lib/instance-events.ts";
import { createTtlCache, dropOnPublicChanges } from "#server/lib/ttl-cache.ts";
import type { SeoRepository, StoredRedirect } from "./repository.ts";

// Every request for a page asks whether a redirect answers it, so the redirects are kept in memory: read once
// per 30 seconds at most, dropped at once by a change here (`invalidate`) and by any signed-in write on any
// instance (the instance events, decision 0028), so a new redirect answers within a second everywhere.
const ttlMs = 30_000;

export function createRedirectTable(repository: SeoRepository, events: InstanceEvents | undefined) {
  const cache = createTtlCache<StoredRedirect[]>(() => repository.listRedirects(), ttlMs);
  dropOnPublicChanges(events, cache);
  return {
    rules: () => cache.get(),
    invalidate: () => cache.invalidate(),
  };
}
export type RedirectTable = ReturnType<typeof createRedirectTable>;
