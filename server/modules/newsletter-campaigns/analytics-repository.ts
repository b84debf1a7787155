import { sql } from "drizzle-orm";
import { newsletterAnalyticsLimits as limits } from "#contracts/newsletter-analytics.ts";
import type { Database } from "#server/db/client.ts";

type Rows<T> = { rows: T[] };

export type CampaignCountsRow = {
  id: string;
  subject: string;
  status: string;
  startedAt: Date | string | null;
  recipients: number;
  sent: number;
  delivered: number;
  bounced: number;
  complained: number;
  opened: number;
  proxyOpened: number;
  clicked: number;
  unsubscribed: number;
  conversions: number;
  perSubscriber: boolean;
};

// The analytics' reads (decision 0067). The campaign's own counts are columns raised as events came
// (analytics-counts-repository.ts); what depends on other tables is counted here over the campaign's
// recipient rows only: mails handed to the server (the outbox), unsubscribes within 7 days of the mail,
// and conversions (an enrollment or a bootcamp application within 7 days of a click).
export function createAnalyticsRepository(db: Database) {
  const campaignsWhere = (where: ReturnType<typeof sql>) => sql`
    with picked as (
      select * from newsletter_campaigns c where ${where}
      order by c.started_at desc nulls last, c.id limit ${limits.campaigns}),
    sent as (
      select r.campaign_id, count(*)::int as n from newsletter_campaign_recipients r
      join mail_outbox o on o.id = r.mail_id and o.status in ('sent', 'outbox')
      where r.campaign_id in (select id from picked) group by r.campaign_id),
    left_list as (
      select r.campaign_id, count(*)::int as n from newsletter_campaign_recipients r
      join newsletter_subscribers s on s.id = r.subscriber_id
      where r.campaign_id in (select id from picked) and r.queued_at is not null
        and s.unsubscribed_at >= r.queued_at
        and s.unsubscribed_at < r.queued_at + make_interval(days => ${limits.unsubscribeDays})
      group by r.campaign_id),
    converted as (
      select r.campaign_id, count(*)::int as n from newsletter_campaign_recipients r
      where r.campaign_id in (select id from picked) and r.clicked_at is not null and (
        exists (
          select 1 from users u join enrollments e on e.user_id = u.id
          where lower(u.email) = r.email and e.created_at >= r.clicked_at
            and e.created_at < r.clicked_at + make_interval(days => ${limits.conversionDays}))
        or exists (
          select 1 from bootcamp_applications a
          where lower(a.email) = r.email and a.created_at >= r.clicked_at
            and a.created_at < r.clicked_at + make_interval(days => ${limits.conversionDays})))
      group by r.campaign_id)
    select p.id, p.subject, p.status, p.started_at as "startedAt", p.recipient_count as recipients,
      coalesce(sent.n, 0) as sent, p.delivered, p.bounced, p.complained, p.opened,
      p.proxy_opened as "proxyOpened", p.clicked, coalesce(left_list.n, 0) as unsubscribed,
      coalesce(converted.n, 0) as conversions, p.per_subscriber_tracking as "perSubscriber"
    from picked p
    left join sent on sent.campaign_id = p.id
    left join left_list on left_list.campaign_id = p.id
    left join converted on converted.campaign_id = p.id
    order by p.started_at desc nulls last, p.id`;

  return {
    /** The campaigns that started sending, newest first. */
    async campaigns(): Promise<CampaignCountsRow[]> {
      const result = (await db.execute(
        campaignsWhere(sql`c.started_at is not null`),
      )) as unknown as Rows<CampaignCountsRow>;
      return result.rows;
    },

    async campaign(id: string): Promise<CampaignCountsRow | undefined> {
      const result = (await db.execute(
        campaignsWhere(sql`c.id = ${id}::uuid`),
      )) as unknown as Rows<CampaignCountsRow>;
      return result.rows[0];
    },

    async links(id: string) {
      const result = (await db.execute(sql`
        select url, clicks, unique_clicks as "uniqueClicks" from newsletter_campaign_links
        where campaign_id = ${id}::uuid order by clicks desc, url limit 200`)) as unknown as Rows<{
        url: string;
        clicks: number;
        uniqueClicks: number;
      }>;
      return result.rows;
    },

    async totals() {
      const result = (await db.execute(sql`
        select count(*) filter (where status = 'subscribed')::int as subscribed,
          count(*) filter (where status = 'pending')::int as pending,
          count(*) filter (where status = 'unsubscribed')::int as unsubscribed
        from newsletter_subscribers`)) as unknown as Rows<{
        subscribed: number;
        pending: number;
        unsubscribed: number;
      }>;
      return result.rows[0] ?? { subscribed: 0, pending: 0, unsubscribed: 0 };
    },

    /** Per UTC day from `from`: new subscriptions (consents), confirmations, unsubscribes. */
    async growth(from: Date) {
      const since = sql`${from.toISOString()}::timestamptz`;
      const perDay = (column: ReturnType<typeof sql>) => sql`
        select (${column} at time zone 'UTC')::date as day, count(*)::int as n
        from newsletter_subscribers where ${column} >= ${since} group by 1`;
      const result = (await db.execute(sql`
        with days as (
          select generate_series((${since} at time zone 'UTC')::date, (now() at time zone 'UTC')::date,
                                 interval '1 day')::date as day),
          subscribed as (${perDay(sql`coalesce(consent_at, created_at)`)}),
          confirmed as (${perDay(sql`confirmed_at`)}),
          unsubscribed as (${perDay(sql`unsubscribed_at`)})
        select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(s.n, 0) as subscribed,
          coalesce(c.n, 0) as confirmed, coalesce(u.n, 0) as unsubscribed
        from days d
        left join subscribed s on s.day = d.day
        left join confirmed c on c.day = d.day
        left join unsubscribed u on u.day = d.day
        order by d.day`)) as unknown as Rows<{
        day: string;
        subscribed: number;
        confirmed: number;
        unsubscribed: number;
      }>;
      return result.rows;
    },

    async sources(from: Date) {
      const result = (await db.execute(sql`
        select coalesce(consent_form, source) as source, count(*)::int as count
        from newsletter_subscribers
        where coalesce(consent_at, created_at) >= ${from.toISOString()}::timestamptz
        group by 1 order by 2 desc, 1 limit 50`)) as unknown as Rows<{ source: string; count: number }>;
      return result.rows;
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
