import { and, between, desc, max, min, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { deviceBreakpoints } from "#contracts/seo-analytics.ts";
import type { Database } from "#server/db/client.ts";
import { bootcampApplications } from "#server/db/schema/admissions.ts";
import { analyticsDaily, analyticsRollups, pageViews } from "#server/db/schema/analytics.ts";
import { orders } from "#server/db/schema/checkout.ts";
import { leads } from "#server/db/schema/leads.ts";
import { newsletterSubscribers } from "#server/db/schema/newsletter.ts";
import { checkoutPages, coursePagePattern, programPages } from "./funnel-pages.ts";

/** One row of analytics_daily, or of the same sums made live from today's raw views. */
export type DailyRow = {
  day: string;
  dimension: string;
  key: string;
  views: number;
  visitors: number;
  entries: number;
};

export type GoalCounts = {
  newsletter: number;
  contact: number;
  callback: number;
  application: number;
  purchase: number;
};

/** Joins a campaign's source, medium and name in one key (a character no URL parameter keeps). */
export const campaignSeparator = "\u001f";

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * The sums of every dimension per day over raw page views from `from` to `to` (decision 0059): one SQL used both
 * to write a closed day's roll-up and to read today live, so the two cannot count differently.
 */
function aggregate(from: string, to: string) {
  const device = sql`case
    when screen_width is null or screen_width <= 0 then 'unknown'
    when screen_width < ${deviceBreakpoints.tablet} then 'mobile'
    when screen_width < ${deviceBreakpoints.desktop} then 'tablet'
    else 'desktop' end`;
  const program = sql`(path ~ ${coursePagePattern} and path not in (${inList(checkoutPages)}) or path in (${inList(programPages)}))`;
  const checkout = sql`path in (${inList(checkoutPages)})`;
  const sums = sql`count(*)::int as views, count(distinct visitor_hash)::int as visitors,
    (count(*) filter (where entry))::int as entries`;
  return sql`
    with v as (
      select day::text as day, path, referrer_host, visitor_hash, entry, utm_source, utm_medium, utm_campaign,
        ${device} as device, ${program} as program, ${checkout} as checkout
      from ${pageViews} where ${pageViews.day} between ${from} and ${to}
    )
    select day, 'site' as dimension, '' as key, ${sums} from v group by day
    union all select day, 'page', path, ${sums} from v group by day, path
    union all select day, 'referrer', referrer_host, ${sums} from v where referrer_host is not null
      group by day, referrer_host
    union all select day, 'campaign',
        concat_ws(${campaignSeparator}, utm_source, coalesce(utm_medium, ''), coalesce(utm_campaign, '')), ${sums}
      from v where utm_source is not null group by 1, 3
    union all select day, 'device', device, ${sums} from v group by day, device
    union all select day, 'funnel', 'program', 0, count(distinct visitor_hash)::int, 0 from v where program
      group by day
    union all select day, 'funnel', 'checkout', 0, count(*)::int, 0 from (
        select day, visitor_hash from v group by day, visitor_hash having bool_or(program) and bool_or(checkout)
      ) reached group by day`;
}

export function createReportRepository(db: Database) {
  return {
    /** The last day rolled up, or null before the first roll-up. */
    async lastRolledDay(): Promise<string | null> {
      const [row] = await db.select({ day: max(analyticsRollups.day) }).from(analyticsRollups);
      return row?.day ?? null;
    },

    /** The first day with a page view, or null. */
    async firstViewDay(): Promise<string | null> {
      const [row] = await db.select({ day: min(pageViews.day) }).from(pageViews);
      return row?.day ?? null;
    },

    /**
     * Rolls one closed day up, unless another instance has (its claim row commits with the sums, decision 0030).
     * Answers the day's views, or null when the day was already rolled up.
     */
    async rollUp(day: string): Promise<number | null> {
      return db.transaction(async (tx) => {
        const claimed = await tx
          .insert(analyticsRollups)
          .values({ day, views: 0 })
          .onConflictDoNothing()
          .returning({ day: analyticsRollups.day });
        if (claimed.length === 0) return null;
        await tx.execute(sql`
          insert into ${analyticsDaily} (day, dimension, key, views, visitors, entries)
          select day::date, dimension, key, views, visitors, entries from (${aggregate(day, day)}) sums`);
        const [site] = await tx
          .select({ views: analyticsDaily.views })
          .from(analyticsDaily)
          .where(sql`${analyticsDaily.day} = ${day} and ${analyticsDaily.dimension} = 'site'`);
        const views = site?.views ?? 0;
        await tx.update(analyticsRollups).set({ views }).where(sql`${analyticsRollups.day} = ${day}`);
        return views;
      });
    },

    /** The same sums as a roll-up, made now from raw views (the days not rolled up yet: today). */
    async liveRows(from: string, to: string): Promise<DailyRow[]> {
      const result = await db.execute(aggregate(from, to));
      return (result as unknown as { rows: DailyRow[] }).rows;
    },

    /** Each dimension's key summed over rolled-up days (top lists), most viewed first. */
    async rolledTotals(from: string, to: string): Promise<Omit<DailyRow, "day">[]> {
      const views = sql<number>`sum(${analyticsDaily.views})::int`;
      return db
        .select({
          dimension: analyticsDaily.dimension,
          key: analyticsDaily.key,
          views,
          visitors: sql<number>`sum(${analyticsDaily.visitors})::int`,
          entries: sql<number>`sum(${analyticsDaily.entries})::int`,
        })
        .from(analyticsDaily)
        .where(between(analyticsDaily.day, from, to))
        .groupBy(analyticsDaily.dimension, analyticsDaily.key)
        .orderBy(desc(views));
    },

    /** The site row of each rolled-up day in the range (the daily series). */
    async rolledDays(from: string, to: string): Promise<DailyRow[]> {
      return db
        .select({
          day: analyticsDaily.day,
          dimension: analyticsDaily.dimension,
          key: analyticsDaily.key,
          views: analyticsDaily.views,
          visitors: analyticsDaily.visitors,
          entries: analyticsDaily.entries,
        })
        .from(analyticsDaily)
        .where(and(sql`${analyticsDaily.dimension} = 'site'`, between(analyticsDaily.day, from, to)));
    },

    /** The goals reached from `from` 00:00 UTC until `to` ends, from the records they leave; one round trip. */
    async goals(from: string, to: string): Promise<GoalCounts> {
      const start = new Date(`${from}T00:00:00Z`).toISOString();
      const end = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString();
      const within = (column: AnyPgColumn) => sql`${column} >= ${start} and ${column} < ${end}`;
      const leadsOf = (kind: string) =>
        sql`(select count(*)::int from ${leads} where ${leads.kind} = ${kind} and ${within(leads.createdAt)})`;
      const result = await db.execute(sql`select
        (select count(*)::int from ${newsletterSubscribers} where ${within(newsletterSubscribers.createdAt)}) as newsletter,
        ${leadsOf("contact")} as contact,
        ${leadsOf("callback")} as callback,
        (select count(*)::int from ${bootcampApplications} where ${within(bootcampApplications.createdAt)}) as application,
        -- An order paid in the range is a purchase even if refunded later.
        (select count(*)::int from ${orders} where ${within(orders.paidAt)}) as purchase`);
      const [row] = (result as unknown as { rows: GoalCounts[] }).rows;
      return {
        newsletter: row?.newsletter ?? 0,
        contact: row?.contact ?? 0,
        callback: row?.callback ?? 0,
        application: row?.application ?? 0,
        purchase: row?.purchase ?? 0,
      };
    },
  };
}
export type ReportRepository = ReturnType<typeof createReportRepository>;
