import type { UpcomingBatch } from "../../../contracts/batches.ts";
import type { CatalogRepository } from "./repository.ts";

const upcomingLimit = 20;

export function createCatalogService(deps: { repository: CatalogRepository; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    listUpcomingBatches(): Promise<UpcomingBatch[]> {
      const today = now().toISOString().slice(0, 10);
      return deps.repository.listUpcomingBatches(today, upcomingLimit);
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
