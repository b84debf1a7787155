import type { UpcomingBatch } from "../../../contracts/batches.ts";
import { createTtlCache } from "../../lib/ttl-cache.ts";
import type { CatalogRepository } from "./repository.ts";

const upcomingLimit = 20;

export function createCatalogService(deps: {
  repository: CatalogRepository;
  now?: () => Date;
  cacheMs?: number;
}) {
  const now = deps.now ?? (() => new Date());
  // Every page's banner reads this; seat counts may lag by cacheMs, checkout re-reads them.
  const upcoming = createTtlCache(
    () => deps.repository.listUpcomingBatches(now().toISOString().slice(0, 10), upcomingLimit),
    deps.cacheMs ?? 5000,
  );
  return {
    listUpcomingBatches(): Promise<UpcomingBatch[]> {
      return upcoming.get();
    },
    invalidate(): void {
      upcoming.invalidate();
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
