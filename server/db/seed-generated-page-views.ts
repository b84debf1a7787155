import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";

// Generated page views for `npm run bench` (issue 20's analytics bar: the report over 1,000,000 views), written with
// one generate_series per 100,000 rows. Never part of the seed.

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

/** Drops every roll-up so the next sweep rolls every day up again (views added to days already rolled up). */
export async function forgetRollUps(db: Database): Promise<void> {
  await db.execute(sql`delete from analytics_daily`);
  await db.execute(sql`delete from analytics_rollups`);
}
