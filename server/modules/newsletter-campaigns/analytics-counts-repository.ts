import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";

type Rows<T> = { rows: T[] };

// The campaigns' counts (decision 0067), raised as events arrive: each recipient row keeps the first time of
// each kind (delivered, bounced, complained, opened, opened by a proxy only, clicked), and the campaign's
// count rises only when that first time is set, in the same statement, so a count is always the number of
// recipients with that timestamp and never needs recounting over the raw events.
export function createAnalyticsCountsRepository(db: Database) {
  /** Sets the recipient's first `column` and raises the campaign's `counter`; answers the campaign or null. */
  async function first(
    mailId: string,
    column: "delivered_at" | "bounced_at" | "complained_at" | "clicked_at",
    counter: "delivered" | "bounced" | "complained" | "clicked",
    at: Date,
  ): Promise<string | null> {
    const result = (await db.execute(sql`
      with r as (
        update newsletter_campaign_recipients set ${sql.raw(column)} = ${at.toISOString()}::timestamptz
        where mail_id = ${mailId}::uuid and ${sql.raw(column)} is null
        returning campaign_id)
      update newsletter_campaigns c set ${sql.raw(counter)} = c.${sql.raw(counter)} + 1
      from r where c.id = r.campaign_id
      returning c.id`)) as unknown as Rows<{ id: string }>;
    return result.rows[0]?.id ?? null;
  }

  return {
    /**
     * An event on a campaign whose tracking is aggregate (its one pixel and links carry the campaign's id):
     * the campaign's opened, proxy-opened or clicked count loads and clicks, the link its clicks. False when
     * `id` is no such campaign.
     */
    async aggregate(id: string, event: { kind: "open"; proxy: boolean } | { kind: "click"; url: string }) {
      const counter = event.kind === "click" ? "clicked" : event.proxy ? "proxy_opened" : "opened";
      const result = (await db.execute(sql`
        update newsletter_campaigns set ${sql.raw(counter)} = ${sql.raw(counter)} + 1
        where id = ${id}::uuid and not per_subscriber_tracking returning id`)) as unknown as Rows<{
        id: string;
      }>;
      if (result.rows.length === 0) return false;
      if (event.kind === "click")
        await db.execute(sql`
          insert into newsletter_campaign_links (campaign_id, url, clicks, unique_clicks)
          values (${id}::uuid, ${event.url}, 1, 0)
          on conflict (campaign_id, url) do update set clicks = newsletter_campaign_links.clicks + 1`);
      return true;
    },

    /**
     * An open by the reader: the recipient's first counts once, and a recipient counted as opened by a proxy
     * alone moves to opened.
     */
    async humanOpen(mailId: string, at: Date): Promise<void> {
      await db.execute(sql`
        with r as (
          update newsletter_campaign_recipients set opened_at = ${at.toISOString()}::timestamptz
          where mail_id = ${mailId}::uuid and opened_at is null
          returning campaign_id, proxy_opened_at is not null as was_proxy)
        update newsletter_campaigns c
        set opened = c.opened + 1, proxy_opened = c.proxy_opened - (case when r.was_proxy then 1 else 0 end)
        from r where c.id = r.campaign_id`);
    },

    /** An open by a privacy proxy: counts only while the recipient has no open of their own. */
    async proxyOpen(mailId: string, at: Date): Promise<void> {
      await db.execute(sql`
        with r as (
          update newsletter_campaign_recipients set proxy_opened_at = ${at.toISOString()}::timestamptz
          where mail_id = ${mailId}::uuid and proxy_opened_at is null and opened_at is null
          returning campaign_id)
        update newsletter_campaigns c set proxy_opened = c.proxy_opened + 1 from r where c.id = r.campaign_id`);
    },

    /**
     * A click: the recipient's first click counts once, the link's clicks always, its unique clicks when this
     * is the recipient's first click of it (the mail's click events of that URL, this one included, are one).
     */
    async click(mailId: string, url: string, at: Date): Promise<void> {
      const campaignId = await first(mailId, "clicked_at", "clicked", at);
      const result = (await db.execute(sql`
        select r.campaign_id as "campaignId",
          (select count(*)::int from mail_tracking_events e
            where e.mail_id = ${mailId}::uuid and e.kind = 'click' and e.url = ${url}) as "sameLink"
        from newsletter_campaign_recipients r where r.mail_id = ${mailId}::uuid`)) as unknown as Rows<{
        campaignId: string;
        sameLink: number;
      }>;
      const row = result.rows[0];
      if (!row && !campaignId) return;
      const id = row?.campaignId ?? campaignId;
      await db.execute(sql`
        insert into newsletter_campaign_links (campaign_id, url, clicks, unique_clicks)
        values (${id}::uuid, ${url}, 1, ${(row?.sameLink ?? 1) <= 1 ? 1 : 0})
        on conflict (campaign_id, url) do update
        set clicks = newsletter_campaign_links.clicks + 1,
            unique_clicks = newsletter_campaign_links.unique_clicks + excluded.unique_clicks`);
    },

    delivered: (mailId: string, at: Date) => first(mailId, "delivered_at", "delivered", at),
    bounced: (mailId: string, at: Date) => first(mailId, "bounced_at", "bounced", at),
    complained: (mailId: string, at: Date) => first(mailId, "complained_at", "complained", at),
  };
}
export type AnalyticsCountsRepository = ReturnType<typeof createAnalyticsCountsRepository>;
