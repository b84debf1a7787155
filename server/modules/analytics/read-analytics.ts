import {
  type AnalyticsOverview,
  addDays,
  analyticsDefaultDays,
  analyticsMaxDays,
  analyticsMessages,
  analyticsTopRows,
  type Device,
  daysBetween,
  devices,
  funnelSteps,
  type Goal,
  goals,
  previousRange,
  type Traffic,
} from "#contracts/seo-analytics.ts";
import { HttpError } from "#server/http-error.ts";
import { campaignSeparator, type DailyRow, type ReportRepository } from "./report-repository.ts";

export type AnalyticsRange = { from?: string | undefined; to?: string | undefined };

const zero = (): Traffic => ({ views: 0, visitors: 0, entries: 0 });
const add = (sum: Traffic, row: Traffic) => {
  sum.views += row.views;
  sum.visitors += row.visitors;
  sum.entries += row.entries;
};
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const traffic = ({ views, visitors, entries }: Traffic): Traffic => ({ views, visitors, entries });

/** The range asked for, with the defaults filled and checked against today (400 with the field to fix). */
export function resolveRange(range: AnalyticsRange, today: string): { from: string; to: string } {
  const to = range.to ?? today;
  if (to > today) throw new HttpError(400, analyticsMessages.rangeFuture, "to");
  const from = range.from ?? addDays(to, -(analyticsDefaultDays - 1));
  if (from > to) throw new HttpError(400, analyticsMessages.rangeBackwards, "from");
  if (daysBetween(from, to) > analyticsMaxDays)
    throw new HttpError(400, analyticsMessages.rangeTooLong, "from");
  return { from, to };
}

/**
 * The Analytics page's report (issue 20, decision 0059): the range and the period before it, from the daily
 * roll-ups and, for the days not rolled up yet (today), the same sums made live from raw views. `top` limits each
 * list (the CSV export asks for all). Visitors over several days are the sum of each day's (days cannot be linked).
 */
export async function readAnalytics(
  deps: { repository: ReportRepository; now: () => Date },
  asked: AnalyticsRange,
  top: number = analyticsTopRows,
): Promise<AnalyticsOverview> {
  const today = dayOf(deps.now());
  const range = resolveRange(asked, today);
  const before = previousRange(range);
  const lastRolled = await deps.repository.lastRolledDay();
  // Rolled days are one unbroken run ending at lastRolled (roll-up-days.ts); the rest are read raw.
  const liveFrom = lastRolled && lastRolled >= before.from ? addDays(lastRolled, 1) : before.from;
  const rolledTo = (to: string) => (lastRolled && lastRolled < to ? lastRolled : to);
  const rolledFrom = range.from;
  const [live, rolledDays, rolledTotals, goalsNow, goalsBefore] = await Promise.all([
    liveFrom <= range.to ? deps.repository.liveRows(liveFrom, range.to) : Promise.resolve([]),
    lastRolled && lastRolled >= before.from
      ? deps.repository.rolledDays(before.from, rolledTo(range.to))
      : Promise.resolve([]),
    lastRolled && lastRolled >= rolledFrom
      ? deps.repository.rolledTotals(rolledFrom, rolledTo(range.to))
      : Promise.resolve([]),
    deps.repository.goals(range.from, range.to),
    deps.repository.goals(before.from, before.to),
  ]);

  // The range's sums per dimension and key: the rolled sums plus the live rows inside the range.
  const sums = new Map<string, Traffic & { dimension: string; key: string }>();
  const sumInto = (row: Omit<DailyRow, "day">) => {
    const id = `${row.dimension}\n${row.key}`;
    const sum = sums.get(id) ?? { dimension: row.dimension, key: row.key, ...zero() };
    add(sum, row);
    sums.set(id, sum);
  };
  for (const row of rolledTotals) sumInto(row);
  for (const row of live) if (row.day >= range.from) sumInto(row);
  const dimension = (name: string) => [...sums.values()].filter((row) => row.dimension === name);
  const byViews = (a: Traffic & { key: string }, b: Traffic & { key: string }) =>
    b.views - a.views || a.key.localeCompare(b.key);
  const byEntries = (a: Traffic & { key: string }, b: Traffic & { key: string }) =>
    b.entries - a.entries || byViews(a, b);

  // Each day's site row, zeros where nothing was viewed.
  const perDay = new Map<string, Traffic>();
  for (const row of [...rolledDays, ...live]) if (row.dimension === "site") perDay.set(row.day, traffic(row));
  const length = daysBetween(range.from, range.to);
  const days = Array.from({ length }, (_, i) => {
    const day = addDays(range.from, i);
    return {
      day,
      ...(perDay.get(day) ?? zero()),
      previous: perDay.get(addDays(before.from, i)) ?? zero(),
    };
  });
  const totals = zero();
  const previousTotals = zero();
  for (const day of days) {
    add(totals, day);
    add(previousTotals, day.previous);
  }

  const funnel = (key: string) => sums.get(`funnel\n${key}`)?.visitors ?? 0;
  const rate = (count: number, visitors: number) => (visitors > 0 ? count / visitors : 0);
  const goalRows = goals.map((goal: Goal) => ({
    goal,
    count: goalsNow[goal],
    previous: goalsBefore[goal],
    rate: rate(goalsNow[goal], totals.visitors),
    previousRate: rate(goalsBefore[goal], previousTotals.visitors),
  }));
  const funnelCounts = {
    visit: totals.visitors,
    program: funnel("program"),
    checkout: funnel("checkout"),
    purchase: goalsNow.purchase,
  };

  const pages = dimension("page");
  return {
    range,
    previousRange: before,
    totals,
    previousTotals,
    days,
    pages: pages
      .sort(byViews)
      .slice(0, top)
      .map((row) => ({ path: row.key, ...traffic(row) })),
    entryPages: pages
      .filter((row) => row.entries > 0)
      .sort(byEntries)
      .slice(0, top)
      .map((row) => ({ path: row.key, ...traffic(row) })),
    referrers: dimension("referrer")
      .sort(byEntries)
      .slice(0, top)
      .map((row) => ({ host: row.key, ...traffic(row) })),
    campaigns: dimension("campaign")
      .sort(byEntries)
      .slice(0, top)
      .map((row) => {
        const [source = "", medium = "", campaign = ""] = row.key.split(campaignSeparator);
        return { source, medium, campaign, ...traffic(row) };
      }),
    devices: dimension("device")
      .filter((row): row is typeof row & { key: Device } => (devices as readonly string[]).includes(row.key))
      .sort(byViews)
      .map((row) => ({ device: row.key, ...traffic(row) })),
    goals: goalRows,
    funnel: funnelSteps.map((step) => ({ step, count: funnelCounts[step] })),
    includesToday: range.to === today,
  };
}
