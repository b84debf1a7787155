import type { ItemsDeps } from "./items-deps.ts";

/**
 * One pass of the scheduled publisher of episodes and openings: those whose time has come go live, each once
 * across instances (one UPDATE per kind; a second instance's pass finds them published already).
 */
export async function publishDueItems(
  deps: Pick<ItemsDeps, "db" | "episodes" | "openings" | "now" | "pagesChanged">,
): Promise<number> {
  const now = deps.now();
  const episodes = await deps.db.transaction((tx) => deps.episodes.publishDue(now, tx));
  const openings = await deps.db.transaction((tx) => deps.openings.publishDue(now, tx));
  const count = episodes.length + openings.length;
  if (count > 0) deps.pagesChanged();
  return count;
}
