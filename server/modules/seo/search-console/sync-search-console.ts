import type { SearchConsoleProvider } from "#server/providers/search-console/search-console-provider.ts";
import { normalizePath } from "../normalize-path.ts";
import type { SearchConsoleDay, SearchConsoleRepository } from "./search-console-repository.ts";

/** Google settles a day's numbers two to three days later; the newest days are read again on each sync. */
const settleDays = 3;
/** The first sync reads this far back (Search Console keeps 16 months; Keywords shows 12 weeks). */
const firstSyncDays = 90;
const pageSize = 25_000;
/** At most this many rows a sync (four pages of Google's largest answer). */
const maxRows = 100_000;
const claimMs = 10 * 60_000;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

/**
 * Reads Search Console's rows per day, page and query into search_console_daily (issue 20, Keywords): from the day
 * before the last one read minus the settling days (the first time 90 days back) through two days ago, replacing
 * those days whole. One instance at a time (a claimed row, decision 0030); a failure keeps its words for the pages.
 * Pages of other hosts are left out. Answers how many rows it stored.
 */
export async function syncSearchConsole(deps: {
  provider: SearchConsoleProvider | null;
  repository: SearchConsoleRepository;
  publicUrl: string;
  now: () => Date;
}): Promise<number> {
  if (!deps.provider) return 0;
  const now = deps.now();
  const claim = await deps.repository.claim(now, new Date(now.getTime() + claimMs));
  if (claim === "busy") return 0;
  const to = addDays(dayOf(now), -2);
  const from = claim.syncedThrough
    ? addDays(claim.syncedThrough, -settleDays)
    : addDays(to, -(firstSyncDays - 1));
  try {
    const origin = new URL(deps.publicUrl).origin;
    const rows = new Map<string, SearchConsoleDay>();
    for (let startRow = 0; startRow < maxRows; startRow += pageSize) {
      const page = await deps.provider.query({
        startDate: from,
        endDate: to,
        dimensions: ["date", "page", "query"],
        rowLimit: pageSize,
        startRow,
      });
      for (const row of page) {
        const [day, pageUrl, query] = row.keys;
        if (!day || !pageUrl || query === undefined) continue;
        let url: URL;
        try {
          url = new URL(pageUrl);
        } catch {
          continue;
        }
        const path = url.origin === origin ? normalizePath(url.pathname) : null;
        if (!path) continue;
        // A page with and without a trailing slash, or with a fragment, is one path here.
        const key = `${day}\n${path}\n${query}`;
        const held = rows.get(key);
        const positionSum = row.position * row.impressions;
        rows.set(
          key,
          held
            ? {
                ...held,
                clicks: held.clicks + row.clicks,
                impressions: held.impressions + row.impressions,
                positionSum: held.positionSum + positionSum,
              }
            : { day, path, query, clicks: row.clicks, impressions: row.impressions, positionSum },
        );
      }
      if (page.length < pageSize) break;
    }
    await deps.repository.replaceDays(from, to, [...rows.values()], deps.now());
    return rows.size;
  } catch (error) {
    await deps.repository.fail(error instanceof Error ? error.message : String(error));
    throw error;
  }
}
