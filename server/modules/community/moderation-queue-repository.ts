import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { ModerationState } from "#contracts/community.ts";
import type { ReportReason } from "#contracts/community-moderation.ts";
import type { Database } from "#server/db/client.ts";
import { users } from "#server/db/schema/auth.ts";
import { type CommunityPostKind, communityReplies, communityThreads } from "#server/db/schema/community.ts";
import { communityReports } from "#server/db/schema/community-moderation.ts";

// The moderation queue's reads (list-moderation-queue.ts): which posts are on a page, then those posts and
// their reports. Part of the moderation repository (moderation-repository.ts).

/** Which spaces' posts a moderator's queue holds: every space (admins) or those of the courses listed. */
export type QueueScope = "all" | string[];
export type QueueKey = { kind: CommunityPostKind; id: string };

export type QueuePost = {
  kind: CommunityPostKind;
  id: string;
  threadId: string;
  threadTitle: string;
  courseId: string | null;
  batchId: string | null;
  body: string;
  authorId: string | null;
  authorName: string | null;
  authorUsername: string | null;
  moderation: ModerationState;
  deletedAt: Date | null;
  createdAt: Date;
};

export type QueueReport = {
  postKind: CommunityPostKind;
  postId: string;
  reason: ReportReason;
  details: string;
  createdAt: Date;
  resolvedAt: Date | null;
  resolution: string | null;
};

function courseScope(column: SQL | typeof communityReports.courseId, scope: QueueScope): SQL {
  if (scope === "all") return sql`true`;
  if (scope.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    scope.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

export function createModerationQueueRepository(db: Database) {
  return {
    /**
     * A page of the queue's posts. Open: posts with open reports and posts awaiting review, the longest
     * waiting first. Resolved: posts with resolved reports, the latest resolved first.
     */
    async queuePage(
      scope: QueueScope,
      status: "open" | "resolved",
      page: number,
      pageSize: number,
    ): Promise<{ keys: QueueKey[]; total: number }> {
      const reportScope = courseScope(sql`${communityReports.courseId}`, scope);
      const threadScope = courseScope(sql`t.course_id`, scope);
      const items =
        status === "open"
          ? sql`select post_kind as kind, post_id as id, min(created_at) as at from ${communityReports}
              where resolved_at is null and ${reportScope} group by post_kind, post_id
            union all
            select 'thread', t.id, t.created_at from community_threads t
              where t.moderation = 'held' and t.deleted_at is null and ${threadScope}
            union all
            select 'reply', r.id, r.created_at from community_replies r join community_threads t on t.id = r.thread_id
              where r.moderation = 'held' and r.deleted_at is null and ${threadScope}`
          : sql`select post_kind as kind, post_id as id, max(resolved_at) as at from ${communityReports}
              where resolved_at is not null and ${reportScope} group by post_kind, post_id`;
      const order = status === "open" ? sql`min(at) asc` : sql`max(at) desc`;
      const [rows, counted] = await Promise.all([
        db.execute(sql`select kind, id from (${items}) q group by kind, id order by ${order}, id asc
          limit ${pageSize} offset ${(page - 1) * pageSize}`),
        db.execute(sql`select count(*)::int as total from (select distinct kind, id from (${items}) q) d`),
      ]);
      const keys = (rows as unknown as { rows: QueueKey[] }).rows;
      const total = (counted as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0;
      return { keys, total: Number(total) };
    },

    /** The posts of a queue page, threads and replies alike. */
    async queuePosts(keys: QueueKey[]): Promise<QueuePost[]> {
      const threadIds = keys.filter((key) => key.kind === "thread").map((key) => key.id);
      const replyIds = keys.filter((key) => key.kind === "reply").map((key) => key.id);
      const author = { authorName: users.name, authorUsername: users.username };
      const [threads, replies] = await Promise.all([
        threadIds.length === 0
          ? []
          : db
              .select({
                id: communityThreads.id,
                threadId: communityThreads.id,
                threadTitle: communityThreads.title,
                courseId: communityThreads.courseId,
                batchId: communityThreads.batchId,
                body: communityThreads.body,
                authorId: communityThreads.authorId,
                ...author,
                moderation: communityThreads.moderation,
                deletedAt: communityThreads.deletedAt,
                createdAt: communityThreads.createdAt,
              })
              .from(communityThreads)
              .leftJoin(users, eq(users.id, communityThreads.authorId))
              .where(inArray(communityThreads.id, threadIds)),
        replyIds.length === 0
          ? []
          : db
              .select({
                id: communityReplies.id,
                threadId: communityReplies.threadId,
                threadTitle: communityThreads.title,
                courseId: communityThreads.courseId,
                batchId: communityThreads.batchId,
                body: communityReplies.body,
                authorId: communityReplies.authorId,
                ...author,
                moderation: communityReplies.moderation,
                deletedAt: communityReplies.deletedAt,
                createdAt: communityReplies.createdAt,
              })
              .from(communityReplies)
              .innerJoin(communityThreads, eq(communityThreads.id, communityReplies.threadId))
              .leftJoin(users, eq(users.id, communityReplies.authorId))
              .where(inArray(communityReplies.id, replyIds)),
      ]);
      return [
        ...threads.map((row) => ({ ...row, kind: "thread" as const })),
        ...replies.map((row) => ({ ...row, kind: "reply" as const })),
      ];
    },

    /** The reports of the listed posts, open or resolved, newest first. */
    async queueReports(keys: QueueKey[], status: "open" | "resolved"): Promise<QueueReport[]> {
      if (keys.length === 0) return [];
      return db
        .select({
          postKind: communityReports.postKind,
          postId: communityReports.postId,
          reason: communityReports.reason,
          details: communityReports.details,
          createdAt: communityReports.createdAt,
          resolvedAt: communityReports.resolvedAt,
          resolution: communityReports.resolution,
        })
        .from(communityReports)
        .where(
          and(
            inArray(
              communityReports.postId,
              keys.map((key) => key.id),
            ),
            status === "open" ? isNull(communityReports.resolvedAt) : isNotNull(communityReports.resolvedAt),
          ),
        )
        .orderBy(desc(communityReports.createdAt), desc(communityReports.id));
    },
  };
}
