import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";

// Generated newsletter data for `npm run bench:newsletter` (issue 22's scale bars), written while the server is
// stopped: confirmed subscribers, and tracking events on a sent campaign's mails with the counts the
// campaigns' listeners would have raised from them (decision 0067).

/** `count` confirmed subscribers reader<n>@bench.test with the given source. */
export async function seedBenchSubscribers(db: Database, count: number, source: string): Promise<void> {
  await db.execute(sql`
    insert into newsletter_subscribers (email, status, source, consent_at, consent_form, confirmed_at)
    select 'reader' || g || '@bench.test', 'subscribed', ${source}, now(), 'site-newsletter', now()
    from generate_series(1, ${count}) g`);
}

/**
 * `events` opens and clicks spread over the campaign's mails (7 in 10 opens, 2 in 10 by a privacy proxy; clicks
 * over five links), then each recipient's first times, the campaign's counts and its links' clicks as the
 * listeners would have set them one event at a time.
 */
export async function seedCampaignTrackingEvents(
  db: Database,
  campaignId: string,
  events: number,
): Promise<void> {
  await db.execute(sql`
      with mails as (
        select mail_id, row_number() over (order by mail_id) as n from newsletter_campaign_recipients
        where campaign_id = ${campaignId} and mail_id is not null),
      total as (select count(*) as c from mails)
      insert into mail_tracking_events (mail_id, kind, url, proxy, occurred_at)
      select m.mail_id,
        case when g % 10 < 7 then 'open' else 'click' end,
        case when g % 10 < 7 then null else 'https://ailabs.test/' || (g % 5) end,
        g % 10 < 2,
        now() - (g % 86400) * interval '1 second'
      from generate_series(1, ${events}) g
      join mails m on m.n = 1 + (g::bigint * 7919) % (select c from total)`);
  await db.execute(sql`
      update newsletter_campaign_recipients r set
        opened_at = e.human_open, proxy_opened_at = case when e.human_open is null then e.proxy_open end,
        clicked_at = e.first_click
      from (
        select mail_id,
          min(occurred_at) filter (where kind = 'open' and not proxy or kind = 'click') as human_open,
          min(occurred_at) filter (where kind = 'open' and proxy) as proxy_open,
          min(occurred_at) filter (where kind = 'click') as first_click
        from mail_tracking_events group by mail_id) e
      where r.mail_id = e.mail_id and r.campaign_id = ${campaignId}`);
  await db.execute(sql`
      update newsletter_campaigns c set
        opened = (select count(*) from newsletter_campaign_recipients where campaign_id = c.id and opened_at is not null),
        proxy_opened = (select count(*) from newsletter_campaign_recipients where campaign_id = c.id and proxy_opened_at is not null),
        clicked = (select count(*) from newsletter_campaign_recipients where campaign_id = c.id and clicked_at is not null)
      where c.id = ${campaignId}`);
  await db.execute(sql`
      insert into newsletter_campaign_links (campaign_id, url, clicks, unique_clicks)
      select ${campaignId}::uuid, url, count(*), count(distinct mail_id) from mail_tracking_events
      where kind = 'click' group by url`);
}
