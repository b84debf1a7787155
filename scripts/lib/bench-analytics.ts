import { sql } from "drizzle-orm";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { seoAnalyticsApi } from "#contracts/api/seo-analytics.ts";
import { addDays } from "#contracts/seo-analytics.ts";
import type { Database } from "#server/db/client.ts";
import { createReportRepository } from "#server/modules/analytics/report-repository.ts";
import { rollUpClosedDays } from "#server/modules/analytics/roll-up-days.ts";

// Issue 20's bar: the Analytics page over 1,000,000 (generated) page views answers in <= 300 ms, because it reads
// daily roll-ups and only today's raw rows. The bench adds a year of generated views to this run's database while
// the server is stopped, rolls the closed days up as the server's sweep would, and times the report.

export const analyticsBenchViews = 1_000_000;
export const analyticsBenchDays = 365;
const batch = 100_000;

/**
 * Adds `views` page views over the `days` days ending today: about 300 paths (courses, the bootcamp, checkout,
 * generated posts), five referrers, two campaigns, four screen widths, ~1,500 visitors a day.
 */
export async function seedGeneratedPageViews(db: Database, views: number, days: number): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  for (let start = 1; start <= views; start += batch) {
    const end = Math.min(views, start + batch - 1);
    await db.execute(sql`
      insert into page_views (day, path, referrer_host, screen_width, visitor_hash, entry, utm_source, utm_medium, utm_campaign)
      select ${today}::date - (i % ${days})::int,
        case
          when i % 10 < 2 then '/'
          when i % 10 = 2 then (array['/courses/ai-engineers', '/courses/machine-learning', '/courses/deep-learning',
            '/courses/prompt-engineering', '/courses/ai-business'])[1 + (i / ${days}) % 5]
          when i % 10 = 3 then (array['/ai-bootcamp', '/courses', '/courses/checkout', '/about'])[1 + (i / ${days}) % 4]
          else '/blog/generated-post-' || ((i / ${days}) % 290)
        end,
        case when i % 9 = 0 then (array['www.google.com', 'www.bing.com', 'news.ycombinator.com', 'www.linkedin.com',
          't.co'])[1 + (i / ${days}) % 5] end,
        (array[390, 820, 1440, 1920])[1 + i % 4],
        'bench-' || (i % ${days}) || '-' || ((i / ${days}) % 1500),
        i % 3 = 0,
        case when i % 27 = 0 then (array['newsletter', 'partner'])[1 + (i / ${days}) % 2] end,
        case when i % 27 = 0 then 'email' end,
        case when i % 27 = 0 then 'launch' end
      from generate_series(${start}::int, ${end}::int) as i`);
  }
}

/**
 * Rolls every closed day up, as the server's sweep does (several passes when there are many days). The server has
 * already rolled its demo days up; the generated views sit on those days and before them, which a live site never
 * gets (views are recorded today), so the roll-ups start afresh.
 */
export async function rollUpAll(db: Database): Promise<number> {
  await db.execute(sql`delete from analytics_daily`);
  await db.execute(sql`delete from analytics_rollups`);
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
