import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { ModerationState, ThreadState } from "#contracts/community.ts";
import type { Database } from "#server/db/client.ts";
import { users } from "#server/db/schema/auth.ts";
import {
  type CommunityPostKind,
  communityPostEdits,
  communityReplies,
  communityThreads,
  communityVotes,
} from "#server/db/schema/community.ts";
import { replyVisibleSql, threadVisibleSql, topReplyShownSql } from "./posts-repository-visibility.ts";
import { listedThread } from "./spaces-repository.ts";

// Threads, replies, their votes and edit history (decision 0047). Counters that lists show (replies,
// latest activity) change in the same transaction as the reply that moves them.

export type ThreadRow = {
  id: string;
  spaceKey: string;
  courseId: string | null;
  batchId: string | null;
  authorId: string | null;
  authorName: string | null;
  title: string;
  body: string;
  bodyHtml: string;
  tags: string[];
  pinned: boolean;
  locked: boolean;
  acceptedReplyId: string | null;
  deletedAt: Date | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  editedAt: Date | null;
  lastActivityAt: Date;
  replyCount: number;
  voteCount: number;
  voted: boolean;
  moderation: ModerationState;
};

export type ReplyRow = {
  id: string;
  threadId: string;
  parentId: string | null;
  authorId: string | null;
  authorName: string | null;
  body: string;
  bodyHtml: string;
  deletedAt: Date | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  editedAt: Date | null;
  voteCount: number;
  voted: boolean;
  moderation: ModerationState;
};

export type HistoryRow = { editedAt: Date; editorName: string | null; title: string | null; body: string };

export type EditOutcome = { kind: "saved" } | { kind: "not-found" } | { kind: "conflict" };

const noViewer = "00000000-0000-0000-0000-000000000000";

function voteColumns(
  kind: CommunityPostKind,
  postId: typeof communityThreads.id | typeof communityReplies.id,
  viewerId: string,
) {
  return {
    voteCount: sql<number>`(select count(*)::int from ${communityVotes} where ${communityVotes.postKind} = ${kind} and ${communityVotes.postId} = ${postId})`,
    voted: sql<boolean>`exists (select 1 from ${communityVotes} where ${communityVotes.postKind} = ${kind} and ${communityVotes.postId} = ${postId} and ${communityVotes.userId} = ${viewerId})`,
  };
}

function threadColumns(viewerId: string) {
  return {
    id: communityThreads.id,
    spaceKey: communityThreads.spaceKey,
    courseId: communityThreads.courseId,
    batchId: communityThreads.batchId,
    authorId: communityThreads.authorId,
    authorName: users.name,
    title: communityThreads.title,
    body: communityThreads.body,
    bodyHtml: communityThreads.bodyHtml,
    tags: communityThreads.tags,
    pinned: communityThreads.pinned,
    locked: communityThreads.locked,
    acceptedReplyId: communityThreads.acceptedReplyId,
    deletedAt: communityThreads.deletedAt,
    version: communityThreads.version,
    createdAt: communityThreads.createdAt,
    updatedAt: communityThreads.updatedAt,
    editedAt: communityThreads.editedAt,
    lastActivityAt: communityThreads.lastActivityAt,
    replyCount: communityThreads.replyCount,
    moderation: communityThreads.moderation,
    ...voteColumns("thread", communityThreads.id, viewerId),
  };
}

function replyColumns(viewerId: string) {
  return {
    id: communityReplies.id,
    threadId: communityReplies.threadId,
    parentId: communityReplies.parentId,
    authorId: communityReplies.authorId,
    authorName: users.name,
    body: communityReplies.body,
    bodyHtml: communityReplies.bodyHtml,
    deletedAt: communityReplies.deletedAt,
    version: communityReplies.version,
    createdAt: communityReplies.createdAt,
    updatedAt: communityReplies.updatedAt,
    editedAt: communityReplies.editedAt,
    moderation: communityReplies.moderation,
    ...voteColumns("reply", communityReplies.id, viewerId),
  };
}

const stateColumns = {
  id: communityThreads.id,
  pinned: communityThreads.pinned,
  locked: communityThreads.locked,
  acceptedReplyId: communityThreads.acceptedReplyId,
};

export function createPostsRepository(db: Database) {
  function threadQuery(viewerId: string) {
    return db
      .select(threadColumns(viewerId))
      .from(communityThreads)
      .leftJoin(users, eq(users.id, communityThreads.authorId));
  }
  function replyQuery(viewerId: string) {
    return db
      .select(replyColumns(viewerId))
      .from(communityReplies)
      .leftJoin(users, eq(users.id, communityReplies.authorId));
  }

  return {
    /** A page of a space's threads: pinned first, then by latest activity. */
    async listThreads(
      storedKey: string,
      options: { tag?: string | undefined; page: number; pageSize: number; staff?: boolean },
      viewerId: string,
    ): Promise<{ rows: ThreadRow[]; total: number }> {
      const where = and(
        eq(communityThreads.spaceKey, storedKey),
        listedThread,
        // Held and hidden threads: staff see them all, an author their own held ones (post-visibility.ts).
        options.staff ? undefined : threadVisibleSql(viewerId),
        options.tag ? sql`${communityThreads.tags} @> array[${options.tag}]::text[]` : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        threadQuery(viewerId)
          .where(where)
          .orderBy(
            desc(communityThreads.pinned),
            desc(communityThreads.lastActivityAt),
            desc(communityThreads.id),
          )
          .limit(options.pageSize)
          .offset((options.page - 1) * options.pageSize),
        db.select({ total: sql<number>`count(*)::int` }).from(communityThreads).where(where),
      ]);
      return { rows, total: Number(counted?.total ?? 0) };
    },

    async threadById(id: string, viewerId = noViewer): Promise<ThreadRow | undefined> {
      const [row] = await threadQuery(viewerId).where(eq(communityThreads.id, id)).limit(1);
      return row;
    },

    async insertThread(
      values: {
        spaceKey: string;
        courseId: string | null;
        batchId: string | null;
        authorId: string;
        title: string;
        body: string;
        bodyHtml: string;
        tags: string[];
        moderation?: ModerationState;
      },
      now: Date,
    ): Promise<string> {
      const [row] = await db
        .insert(communityThreads)
        .values({ ...values, createdAt: now, updatedAt: now, lastActivityAt: now })
        .returning({ id: communityThreads.id });
      if (!row) throw new Error("thread insert returned no row");
      return row.id;
    },

    /** A page of a thread's top-level replies in the order written, and every nested reply under them. */
    /**
     * A page of a thread's top-level replies and a preview of each one's nested replies: the first
     * `preview.shown`, or all of them when one more would be all or when the accepted answer is among them.
     * `nestedCounts` says how many nested replies each top-level reply has in all (the rest load on request,
     * nestedReplies), so a 200-reply thread's page carries what a reader sees before "Show more".
     */
    async repliesPage(
      threadId: string,
      page: number,
      pageSize: number,
      viewerId: string,
      staff: boolean,
      preview: { shown: number; acceptedId: string | null },
    ): Promise<{ top: ReplyRow[]; nested: ReplyRow[]; nestedCounts: Map<string, number>; total: number }> {
      const topLevel = and(
        eq(communityReplies.threadId, threadId),
        isNull(communityReplies.parentId),
        staff ? undefined : topReplyShownSql(viewerId),
      );
      const [top, [counted]] = await Promise.all([
        replyQuery(viewerId)
          .where(topLevel)
          .orderBy(asc(communityReplies.createdAt), asc(communityReplies.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: sql<number>`count(*)::int` }).from(communityReplies).where(topLevel),
      ]);
      const total = Number(counted?.total ?? 0);
      if (top.length === 0) return { top, nested: [], nestedCounts: new Map(), total };
      const parent = communityReplies.parentId;
      const ranked = db.$with("ranked").as(
        db
          .select({
            rankedId: sql<string>`${communityReplies.id}`.as("ranked_id"),
            position:
              sql<number>`row_number() over (partition by ${parent} order by ${communityReplies.createdAt}, ${communityReplies.id})`.as(
                "position",
              ),
            siblings: sql<number>`(count(*) over (partition by ${parent}))::int`.as("siblings"),
            holdsAccepted:
              sql<boolean>`coalesce(bool_or(${communityReplies.id} = ${preview.acceptedId}) over (partition by ${parent}), false)`.as(
                "holds_accepted",
              ),
          })
          .from(communityReplies)
          .where(
            and(
              inArray(
                parent,
                top.map((reply) => reply.id),
              ),
              staff ? undefined : replyVisibleSql(viewerId),
            ),
          ),
      );
      const rows = await db
        .with(ranked)
        .select({ ...replyColumns(viewerId), siblings: ranked.siblings })
        .from(communityReplies)
        .innerJoin(ranked, eq(ranked.rankedId, communityReplies.id))
        .leftJoin(users, eq(users.id, communityReplies.authorId))
        .where(
          or(
            lte(ranked.position, preview.shown),
            lte(ranked.siblings, preview.shown + 1),
            eq(ranked.holdsAccepted, true),
          ),
        )
        .orderBy(asc(communityReplies.createdAt), asc(communityReplies.id));
      const nestedCounts = new Map<string, number>();
      const nested = rows.map(({ siblings, ...reply }) => {
        if (reply.parentId) nestedCounts.set(reply.parentId, Number(siblings));
        return reply;
      });
      return { top, nested, nestedCounts, total };
    },

    /** All of a top-level reply's nested replies the caller sees, in the order written. */
    async nestedReplies(parentId: string, viewerId: string, staff: boolean): Promise<ReplyRow[]> {
      return replyQuery(viewerId)
        .where(and(eq(communityReplies.parentId, parentId), staff ? undefined : replyVisibleSql(viewerId)))
        .orderBy(asc(communityReplies.createdAt), asc(communityReplies.id));
    },

    async replyById(id: string, viewerId = noViewer): Promise<ReplyRow | undefined> {
      const [row] = await replyQuery(viewerId).where(eq(communityReplies.id, id)).limit(1);
      return row;
    },

    /** The reply, and the thread's count and latest activity, together (a held reply moves neither). */
    async insertReply(
      values: {
        threadId: string;
        parentId: string | null;
        authorId: string;
        body: string;
        bodyHtml: string;
        moderation?: ModerationState;
      },
      now: Date,
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(communityReplies)
          .values({ ...values, createdAt: now, updatedAt: now })
          .returning({ id: communityReplies.id });
        if (!row) throw new Error("reply insert returned no row");
        if (values.moderation === "held") return row.id;
        await tx
          .update(communityThreads)
          .set({ replyCount: sql`${communityThreads.replyCount} + 1`, lastActivityAt: now })
          .where(eq(communityThreads.id, values.threadId));
        return row.id;
      });
    },

    /**
     * The author's edit at `version`: what the post said goes to the history, the new text and a version one
     * higher in, all or nothing. The UPDATE repeats the version so two saves of one version cannot both win.
     */
    async editThread(
      id: string,
      version: number,
      change: { title: string; body: string; bodyHtml: string; tags?: string[] | undefined },
      editorId: string,
      now: Date,
    ): Promise<EditOutcome> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({
            title: communityThreads.title,
            body: communityThreads.body,
            version: communityThreads.version,
          })
          .from(communityThreads)
          .where(and(eq(communityThreads.id, id), isNull(communityThreads.deletedAt)))
          .for("update");
        if (!before) return { kind: "not-found" };
        if (before.version !== version) return { kind: "conflict" };
        const updated = await tx
          .update(communityThreads)
          .set({
            title: change.title,
            body: change.body,
            bodyHtml: change.bodyHtml,
            ...(change.tags ? { tags: change.tags } : {}),
            version: sql`${communityThreads.version} + 1`,
            updatedAt: now,
            editedAt: now,
          })
          .where(and(eq(communityThreads.id, id), eq(communityThreads.version, version)))
          .returning({ id: communityThreads.id });
        if (updated.length === 0) return { kind: "conflict" };
        await tx.insert(communityPostEdits).values({
          postKind: "thread",
          postId: id,
          previousTitle: before.title,
          previousBody: before.body,
          editorId,
          editedAt: now,
        });
        return { kind: "saved" };
      });
    },

    async editReply(
      id: string,
      version: number,
      change: { body: string; bodyHtml: string },
      editorId: string,
      now: Date,
    ): Promise<EditOutcome> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ body: communityReplies.body, version: communityReplies.version })
          .from(communityReplies)
          .where(and(eq(communityReplies.id, id), isNull(communityReplies.deletedAt)))
          .for("update");
        if (!before) return { kind: "not-found" };
        if (before.version !== version) return { kind: "conflict" };
        const updated = await tx
          .update(communityReplies)
          .set({
            ...change,
            version: sql`${communityReplies.version} + 1`,
            updatedAt: now,
            editedAt: now,
          })
          .where(and(eq(communityReplies.id, id), eq(communityReplies.version, version)))
          .returning({ id: communityReplies.id });
        if (updated.length === 0) return { kind: "conflict" };
        await tx.insert(communityPostEdits).values({
          postKind: "reply",
          postId: id,
          previousBody: before.body,
          editorId,
          editedAt: now,
        });
        return { kind: "saved" };
      });
    },

    /** Soft: the row keeps its place (and its text, for the history); a second delete changes nothing. */
    async deleteThread(id: string, now: Date): Promise<void> {
      await db
        .update(communityThreads)
        .set({ deletedAt: now, pinned: false })
        .where(and(eq(communityThreads.id, id), isNull(communityThreads.deletedAt)));
    },

    /** Soft, with the thread's reply count one lower and its accepted answer cleared when it was this one. */
    async deleteReply(id: string, threadId: string, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const deleted = await tx
          .update(communityReplies)
          .set({ deletedAt: now })
          .where(and(eq(communityReplies.id, id), isNull(communityReplies.deletedAt)))
          .returning({ id: communityReplies.id, moderation: communityReplies.moderation });
        if (deleted.length === 0) return;
        // A reply held for review or hidden was not counted (moderation).
        const counted = deleted[0]?.moderation === "published";
        await tx
          .update(communityThreads)
          .set({
            replyCount: sql`greatest(${communityThreads.replyCount} - ${counted ? 1 : 0}, 0)`,
            acceptedReplyId: sql`nullif(${communityThreads.acceptedReplyId}, ${id}::uuid)`,
          })
          .where(eq(communityThreads.id, threadId));
      });
    },

    /** Adds the user's vote, or takes it back when it was there; answers the outcome and the new count. */
    async toggleVote(
      kind: CommunityPostKind,
      postId: string,
      userId: string,
    ): Promise<{ voted: boolean; voteCount: number }> {
      return db.transaction(async (tx) => {
        const mine = and(
          eq(communityVotes.postKind, kind),
          eq(communityVotes.postId, postId),
          eq(communityVotes.userId, userId),
        );
        const removed = await tx
          .delete(communityVotes)
          .where(mine)
          .returning({ userId: communityVotes.userId });
        if (removed.length === 0) {
          await tx.insert(communityVotes).values({ postKind: kind, postId, userId }).onConflictDoNothing();
        }
        const [counted] = await tx
          .select({ total: sql<number>`count(*)::int` })
          .from(communityVotes)
          .where(and(eq(communityVotes.postKind, kind), eq(communityVotes.postId, postId)));
        return { voted: removed.length === 0, voteCount: Number(counted?.total ?? 0) };
      });
    },

    async setAccepted(threadId: string, replyId: string | null): Promise<ThreadState | undefined> {
      const [row] = await db
        .update(communityThreads)
        .set({ acceptedReplyId: replyId })
        .where(eq(communityThreads.id, threadId))
        .returning(stateColumns);
      return row;
    },

    async setFlag(
      threadId: string,
      flag: "pinned" | "locked",
      value: boolean,
    ): Promise<ThreadState | undefined> {
      const [row] = await db
        .update(communityThreads)
        .set(flag === "pinned" ? { pinned: value } : { locked: value })
        .where(eq(communityThreads.id, threadId))
        .returning(stateColumns);
      return row;
    },

    /**
     * Unanswered questions (live, no reply, no accepted answer) in the given spaces, the longest waiting
     * first, with how many each space has.
     */
    async unanswered(
      storedKeys: string[],
      options: { page: number; pageSize: number },
      viewerId: string,
    ): Promise<{ rows: ThreadRow[]; total: number; perSpace: Map<string, number> }> {
      if (storedKeys.length === 0) return { rows: [], total: 0, perSpace: new Map() };
      const where = and(
        inArray(communityThreads.spaceKey, storedKeys),
        listedThread,
        isNull(communityThreads.deletedAt),
        isNull(communityThreads.acceptedReplyId),
        eq(communityThreads.replyCount, 0),
      );
      const [rows, counts] = await Promise.all([
        threadQuery(viewerId)
          .where(where)
          .orderBy(asc(communityThreads.createdAt), asc(communityThreads.id))
          .limit(options.pageSize)
          .offset((options.page - 1) * options.pageSize),
        db
          .select({ key: communityThreads.spaceKey, count: sql<number>`count(*)::int` })
          .from(communityThreads)
          .where(where)
          .groupBy(communityThreads.spaceKey),
      ]);
      const perSpace = new Map(counts.map((row) => [row.key, Number(row.count)]));
      const total = [...perSpace.values()].reduce((sum, count) => sum + count, 0);
      return { rows, total, perSpace };
    },

    /** Newest edit first. */
    async history(kind: CommunityPostKind, postId: string): Promise<HistoryRow[]> {
      return db
        .select({
          editedAt: communityPostEdits.editedAt,
          editorName: users.name,
          title: communityPostEdits.previousTitle,
          body: communityPostEdits.previousBody,
        })
        .from(communityPostEdits)
        .leftJoin(users, eq(users.id, communityPostEdits.editorId))
        .where(and(eq(communityPostEdits.postKind, kind), eq(communityPostEdits.postId, postId)))
        .orderBy(desc(communityPostEdits.editedAt), desc(communityPostEdits.id));
    },
  };
}
export type PostsRepository = ReturnType<typeof createPostsRepository>;
