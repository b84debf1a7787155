import { type SQL, sql } from "drizzle-orm";
import type { CampaignAudience } from "#contracts/newsletter-campaigns.ts";

// The one definition of who a campaign may reach (issue 22): confirmed subscribers ("subscribed"), not
// paused at `now`, not on the suppression list (its hash computed in SQL exactly as suppression-hash.ts
// does), narrowed by every rule of the audience. Used to count an audience and to make the recipient rows.

const suppressionHashSql = (email: SQL) =>
  sql`encode(sha256(convert_to('ai-labs-suppression-v1:' || lower(btrim(${email})), 'UTF8')), 'hex')`;

/** Rows (subscriber_id, email, name) of the audience; `name` is the account's name when one has the address. */
export function audienceRows(audience: CampaignAudience, now: Date): SQL {
  const rules: SQL[] = [
    sql`s.status = 'subscribed'`,
    sql`(s.paused_until is null or s.paused_until <= ${now.toISOString()}::timestamptz)`,
    sql`not exists (select 1 from mail_suppressions m where m.email_hash = ${suppressionHashSql(sql`s.email`)})`,
  ];
  if (audience.topic) rules.push(sql`not (${audience.topic} = any(s.topics_off))`);
  if (audience.source) rules.push(sql`s.source = ${audience.source}`);
  if (audience.courseSlug)
    rules.push(sql`exists (
      select 1 from users u
      join enrollments e on e.user_id = u.id and e.status <> 'cancelled'
      join courses c on c.id = e.course_id
      where lower(u.email) = s.email and c.slug = ${audience.courseSlug})`);
  if (audience.batchId)
    rules.push(sql`exists (
      select 1 from users u
      join enrollments e on e.user_id = u.id and e.status <> 'cancelled'
      where lower(u.email) = s.email and e.batch_id = ${audience.batchId}::uuid)`);
  if (audience.leadKind)
    rules.push(
      sql`exists (select 1 from leads l where lower(l.email) = s.email and l.kind = ${audience.leadKind})`,
    );
  return sql`
    select s.id as subscriber_id, s.email, u.name
    from newsletter_subscribers s
    left join (
      select distinct on (lower(email)) lower(email) as email, name from users order by lower(email), created_at
    ) u on u.email = s.email
    where ${sql.join(rules, sql` and `)}`;
}
