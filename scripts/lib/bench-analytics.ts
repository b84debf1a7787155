import { endpointUrl } from "#contracts/api/endpoint.ts";
import { seoAnalyticsApi } from "#contracts/api/seo-analytics.ts";
import { addDays } from "#contracts/seo-analytics.ts";
import type { Database } from "#server/db/client.ts";
import { forgetRollUps } from "#server/db/seed-generated-page-views.ts";
import { createReportRepository } from "#server/modules/analytics/report-repository.ts";
import { rollUpClosedDays } from "#server/modules/analytics/roll-up-days.ts";

// Issue 20's bar: the Analytics page over 1,000,000 (generated) page views answers in <= 300 ms, because it reads
// daily roll-ups and only today's raw rows. The bench adds a year of generated views to this run's database while
// the server is stopped, rolls the closed days up as the server's sweep would, and times the report.

export const analyticsBenchViews = 1_000_000;
export const analyticsBenchDays = 365;

/**
 * Rolls every closed day up, as the server's sweep does (several passes when there are many days). The server has
 * already rolled its demo days up; the generated views sit on those days and before them, which a live site never
 * gets (views are recorded today), so the roll-ups start afresh.
 */
export async function rollUpAll(db: Database): Promise<number> {
  await forgetRollUps(db);
  const repository = createReportRepository(db);
  let total = 0;
  for (;;) {
    const rolled = await rollUpClosedDays({ repository, now: () => new Date() });
    total += rolled;
    if (rolled === 0) return total;
  }
}

/** The report over the whole generated year, today included: the widest range the page offers. */
export function analyticsBenchUrl(): string {
  const today = new Date().toISOString().slice(0, 10);
  return endpointUrl(seoAnalyticsApi.overview, {
    query: { from: addDays(today, -(analyticsBenchDays - 1)), to: today },
  });
}

/** `rounds` requests one after another: their times in ms, sorted. */
export async function timeSerial(url: string, cookie: string, rounds: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}
