import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { communityThreadReads } from "#server/db/schema/community.ts";

// Unread markers (issue 18): where each person stopped reading each thread, one row per person and thread
// (primary key), written when they open its page and read back for a page of a list by that key.

export type ThreadRead = { lastReadAt: Date; replyCount: number };

export function createThreadReadsRepository(db: Database) {
  return {
    /**
     * The person has read the thread up to `at` with `replyCount` replies. `activityAt`, the thread's latest
     * activity they saw: a stored read already past it with the same count changes nothing the unread
     * markers show (unreadState), so reopening a thread writes nothing.
     */
    async markRead(
      userId: string,
      threadId: string,
      at: Date,
      replyCount: number,
      activityAt: Date = at,
    ): Promise<void> {
      await db
        .insert(communityThreadReads)
        .values({ userId, threadId, lastReadAt: at, replyCount })
        .onConflictDoUpdate({
          target: [communityThreadReads.userId, communityThreadReads.threadId],
          // Never back in time: a slow request must not undo a later read.
          set: {
            lastReadAt: sql`greatest(${communityThreadReads.lastReadAt}, excluded.last_read_at)`,
            replyCount: sql`excluded.reply_count`,
          },
          setWhere: sql`${communityThreadReads.lastReadAt} < ${activityAt} or ${communityThreadReads.replyCount} <> excluded.reply_count`,
        });
    },

    /** The person's reads of the listed threads, by thread id (threads never opened are absent). */
    async of(userId: string, threadIds: string[]): Promise<Map<string, ThreadRead>> {
      if (threadIds.length === 0) return new Map();
      const rows = await db
        .select({
          threadId: communityThreadReads.threadId,
          lastReadAt: communityThreadReads.lastReadAt,
          replyCount: communityThreadReads.replyCount,
        })
        .from(communityThreadReads)
        .where(
          and(eq(communityThreadReads.userId, userId), inArray(communityThreadReads.threadId, threadIds)),
        );
      return new Map(rows.map(({ threadId, ...read }) => [threadId, read]));
    },
  };
}
export type ThreadReadsRepository = ReturnType<typeof createThreadReadsRepository>;

/** Whether a listed thread has activity the person has not seen, and how many replies came since. */
export function unreadState(
  thread: { lastActivityAt: Date; replyCount: number },
  read: ThreadRead | undefined,
): { unread: boolean; newReplies: number } {
  if (!read) return { unread: true, newReplies: thread.replyCount };
  const unread = thread.lastActivityAt.getTime() > read.lastReadAt.getTime();
  return { unread, newReplies: unread ? Math.max(0, thread.replyCount - read.replyCount) : 0 };
}
