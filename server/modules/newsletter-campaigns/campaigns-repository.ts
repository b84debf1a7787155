import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { CampaignAudience, CampaignStatus } from "#contracts/newsletter-campaigns.ts";
import type { Database, Executor } from "#server/db/client.ts";
import { batches, courses } from "#server/db/schema/catalog.ts";
import {
  newsletterCampaignRecipients,
  newsletterCampaigns,
  newsletterSegments,
} from "#server/db/schema/newsletter-campaigns.ts";
import { audienceRows } from "./audience-repository.ts";

export type CampaignRow = typeof newsletterCampaigns.$inferSelect & { queuedCount: number };
export type CampaignFields = { subject: string; preheader: string; body: string; audience: CampaignAudience };

const queuedCount = sql<number>`(select count(*)::int from ${newsletterCampaignRecipients} r
  where r.campaign_id = ${newsletterCampaigns.id} and r.status = 'queued')`;

export function createCampaignsRepository(db: Database) {
  return {
    async create(fields: CampaignFields, createdBy: string | null, now: Date, tx: Executor = db) {
      const [row] = await tx
        .insert(newsletterCampaigns)
        .values({ ...fields, createdBy, createdAt: now, updatedAt: now })
        .returning({ id: newsletterCampaigns.id });
      if (!row) throw new Error("campaign insert returned no row");
      return row.id;
    },

    async byId(id: string): Promise<CampaignRow | undefined> {
      const [row] = await db
        .select({ campaign: newsletterCampaigns, queuedCount })
        .from(newsletterCampaigns)
        .where(eq(newsletterCampaigns.id, id));
      return row ? { ...row.campaign, queuedCount: row.queuedCount } : undefined;
    },

    async list(status: CampaignStatus | undefined, page: number, pageSize: number) {
      const where = status ? eq(newsletterCampaigns.status, status) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ campaign: newsletterCampaigns, queuedCount })
          .from(newsletterCampaigns)
          .where(where)
          .orderBy(desc(newsletterCampaigns.updatedAt), desc(newsletterCampaigns.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(newsletterCampaigns).where(where),
      ]);
      return {
        rows: rows.map((row) => ({ ...row.campaign, queuedCount: row.queuedCount })),
        total: total?.n ?? 0,
      };
    },

    /**
     * Changes a campaign only while it is in one of `from` and still at `version` (issue 17's optimistic
     * concurrency); answers whether it did. The caller tells a stale version from a wrong state.
     */
    async transition(
      id: string,
      from: readonly CampaignStatus[],
      version: number | null,
      set: Partial<typeof newsletterCampaigns.$inferInsert>,
      now: Date,
      tx: Executor = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(newsletterCampaigns)
        .set({ ...set, version: sql`${newsletterCampaigns.version} + 1`, updatedAt: now })
        .where(
          and(
            eq(newsletterCampaigns.id, id),
            inArray(newsletterCampaigns.status, [...from]),
            version === null ? undefined : eq(newsletterCampaigns.version, version),
          ),
        )
        .returning({ id: newsletterCampaigns.id });
      return rows.length > 0;
    },

    async audienceCount(audience: CampaignAudience, now: Date): Promise<number> {
      const result = (await db.execute(
        sql`select count(*)::int as n from (${audienceRows(audience, now)}) a`,
      )) as unknown as { rows: { n: number }[] };
      return result.rows[0]?.n ?? 0;
    },

    async courseExists(slug: string): Promise<boolean> {
      const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug));
      return Boolean(row);
    },

    async batchExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: batches.id }).from(batches).where(eq(batches.id, id));
      return Boolean(row);
    },

    segments() {
      return db
        .select({ id: newsletterSegments.id, name: newsletterSegments.name, rules: newsletterSegments.rules })
        .from(newsletterSegments)
        .orderBy(newsletterSegments.name);
    },

    /** A new segment; null when the name is taken. */
    async createSegment(name: string, rules: CampaignAudience, now: Date) {
      const [row] = await db
        .insert(newsletterSegments)
        .values({ name, rules, createdAt: now })
        .onConflictDoNothing({ target: newsletterSegments.name })
        .returning({
          id: newsletterSegments.id,
          name: newsletterSegments.name,
          rules: newsletterSegments.rules,
        });
      return row ?? null;
    },

    async deleteSegment(id: string): Promise<boolean> {
      const rows = await db
        .delete(newsletterSegments)
        .where(eq(newsletterSegments.id, id))
        .returning({ id: newsletterSegments.id });
      return rows.length > 0;
    },
  };
}
export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>;
