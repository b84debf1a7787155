import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { CampaignAudience } from "#contracts/newsletter-campaigns.ts";
import type { Database } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/schema/mail.ts";
import { newsletterCampaigns } from "#server/db/schema/newsletter-campaigns.ts";
import type { NewMail } from "#server/modules/mail/repository.ts";
import { audienceRows } from "./audience-repository.ts";

export type DueCampaign = {
  id: string;
  subject: string;
  preheader: string;
  body: string;
  audience: CampaignAudience;
};
export type PendingRecipient = {
  email: string;
  subscriberId: string | null;
  name: string | null;
  /** Whether the address may still get the campaign now (subscribed, not paused). */
  reachable: boolean;
};
export type SendingCampaign = {
  id: string;
  subject: string;
  body: string;
  perSubscriberTracking: boolean;
  renderedHtml: string;
  renderedText: string;
  lastSendAt: Date;
};

type Rows<T> = { rows: T[] };

// The sending side of campaigns (issue 22). Each step is one transaction that locks what it changes, so two
// instances, or one restarted mid-send, never mail a recipient twice: starting a campaign claims it and
// makes its recipient rows (one per address, the idempotency key); each turn claims the campaign row
// (SKIP LOCKED: one sender at a time, which also makes the rate global), queues the mails of up to `limit`
// pending recipients into the outbox and marks them queued with the mail's id, in the same transaction.
export function createSendingRepository(db: Database) {
  return {
    /** Scheduled campaigns whose time has come (not locked: `start` decides who starts each). */
    async due(now: Date): Promise<DueCampaign[]> {
      const result = (await db.execute(sql`
        select id, subject, preheader, body, audience from ${newsletterCampaigns}
        where status = 'scheduled' and scheduled_at <= ${now.toISOString()}::timestamptz
        order by scheduled_at limit 5`)) as unknown as Rows<DueCampaign>;
      return result.rows;
    },

    /**
     * Scheduled -> sending, with the rendered mail and a recipient row for every address of the audience, in
     * one transaction; false when another instance started it first (or it was cancelled meanwhile).
     */
    async start(
      campaign: DueCampaign,
      rendered: { html: string; text: string; perSubscriberTracking: boolean },
      now: Date,
    ): Promise<{ started: boolean; recipients: number }> {
      return db.transaction(async (tx) => {
        const claimed = (await tx.execute(sql`
          update ${newsletterCampaigns}
          set status = 'sending', started_at = ${now.toISOString()}::timestamptz,
              last_send_at = ${now.toISOString()}::timestamptz, rendered_html = ${rendered.html},
              rendered_text = ${rendered.text}, per_subscriber_tracking = ${rendered.perSubscriberTracking},
              version = version + 1, updated_at = ${now.toISOString()}::timestamptz
          where id = ${campaign.id} and status = 'scheduled'
          returning id`)) as unknown as Rows<{ id: string }>;
        if (claimed.rows.length === 0) return { started: false, recipients: 0 };
        await tx.execute(sql`
          insert into newsletter_campaign_recipients (campaign_id, email, subscriber_id, name)
          select ${campaign.id}::uuid, a.email, a.subscriber_id, a.name
          from (${audienceRows(campaign.audience, now)}) a
          on conflict (campaign_id, email) do nothing`);
        const counted = (await tx.execute(sql`
          update ${newsletterCampaigns}
          set recipient_count = (select count(*)::int from newsletter_campaign_recipients where campaign_id = ${campaign.id})
          where id = ${campaign.id}
          returning recipient_count as n`)) as unknown as Rows<{ n: number }>;
        return { started: true, recipients: counted.rows[0]?.n ?? 0 };
      });
    },

    /** The campaigns now sending, oldest first. */
    async sendingIds(): Promise<string[]> {
      const result = (await db.execute(
        sql`select id from ${newsletterCampaigns} where status = 'sending' order by started_at`,
      )) as unknown as Rows<{ id: string }>;
      return result.rows.map((row) => row.id);
    },

    /**
     * One sending turn of a campaign, in one transaction: the campaign row locked (another instance's turn
     * skips it), `allowance(lastSendAt)` says how many to queue, `mailFor` builds each reachable recipient's
     * mail. Answers what happened; the campaign becomes "sent" once no recipient is pending.
     */
    async turn(
      campaignId: string,
      now: Date,
      allowance: (lastSendAt: Date) => { count: number; nextLastSendAt: (queued: number) => Date },
      mailFor: (campaign: SendingCampaign, recipient: PendingRecipient) => NewMail,
    ): Promise<{ queued: number; skipped: number; finished: boolean } | null> {
      return db.transaction(async (tx) => {
        const locked = (await tx.execute(sql`
          select id, subject, body, per_subscriber_tracking as "perSubscriberTracking",
                 rendered_html as "renderedHtml", rendered_text as "renderedText",
                 last_send_at as "lastSendAt"
          from ${newsletterCampaigns}
          where id = ${campaignId} and status = 'sending'
          for update skip locked`)) as unknown as Rows<SendingCampaign & { lastSendAt: Date | string }>;
        const row = locked.rows[0];
        if (!row) return null;
        const campaign = { ...row, lastSendAt: new Date(row.lastSendAt) };
        const plan = allowance(campaign.lastSendAt);
        if (plan.count <= 0) return { queued: 0, skipped: 0, finished: false };
        const picked = (await tx.execute(sql`
          select r.email, r.subscriber_id as "subscriberId", r.name,
                 coalesce(s.status = 'subscribed' and (s.paused_until is null or s.paused_until <= ${now.toISOString()}::timestamptz), false) as reachable
          from newsletter_campaign_recipients r
          left join newsletter_subscribers s on s.id = r.subscriber_id
          where r.campaign_id = ${campaignId} and r.status = 'pending'
          limit ${plan.count}`)) as unknown as Rows<PendingRecipient>;
        const reachable = picked.rows.filter((r) => r.reachable);
        const skipped = picked.rows.filter((r) => !r.reachable).map((r) => r.email);
        const mails = reachable.map((recipient) => ({
          id: randomUUID(),
          recipient,
          mail: mailFor(campaign, recipient),
        }));
        if (mails.length > 0) {
          await tx.insert(mailOutbox).values(
            mails.map(({ id, mail }) => ({
              id,
              to: mail.to,
              subject: mail.subject,
              text: mail.text,
              html: mail.html ?? null,
              kind: mail.kind,
              listUnsubscribe: mail.listUnsubscribe ?? null,
              createdAt: now,
              nextAttemptAt: now,
            })),
          );
          await tx.execute(sql`
            update newsletter_campaign_recipients r
            set status = 'queued', mail_id = v.mail_id::uuid, queued_at = ${now.toISOString()}::timestamptz
            from (values ${sql.join(
              mails.map(({ id, recipient }) => sql`(${recipient.email}, ${id})`),
              sql`, `,
            )}) as v(email, mail_id)
            where r.campaign_id = ${campaignId} and r.email = v.email and r.status = 'pending'`);
        }
        if (skipped.length > 0)
          await tx.execute(sql`
            update newsletter_campaign_recipients set status = 'skipped'
            where campaign_id = ${campaignId} and status = 'pending'
              and email in (${sql.join(
                skipped.map((email) => sql`${email}`),
                sql`, `,
              )})`);
        const finished = picked.rows.length < plan.count;
        await tx.execute(sql`
          update ${newsletterCampaigns}
          set last_send_at = ${plan.nextLastSendAt(picked.rows.length).toISOString()}::timestamptz
            ${finished ? sql`, status = 'sent', finished_at = ${now.toISOString()}::timestamptz, version = version + 1, updated_at = ${now.toISOString()}::timestamptz` : sql``}
          where id = ${campaignId}`);
        return { queued: mails.length, skipped: skipped.length, finished };
      });
    },
  };
}
export type SendingRepository = ReturnType<typeof createSendingRepository>;
