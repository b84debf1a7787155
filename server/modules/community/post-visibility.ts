import { type SQL, sql } from "drizzle-orm";
import type { ModerationState } from "#contracts/community.ts";
import { communityReplies, communityThreads } from "#server/db/schema/community.ts";

// Who sees a post in which moderation state (moderation, issue 18): a published post, its space's readers;
// a post held for review, its author and the space's staff; a hidden post, the space's staff only. The same
// rule twice: as SQL for lists and pages, and for one row already read.

export function visibleTo(
  post: { moderation: ModerationState; authorId: string | null },
  viewerId: string,
  staff: boolean,
): boolean {
  if (staff || post.moderation === "published") return true;
  return post.moderation === "held" && post.authorId === viewerId;
}

export function threadVisibleSql(viewerId: string): SQL {
  return sql`(${communityThreads.moderation} = 'published' or (${communityThreads.moderation} = 'held' and ${communityThreads.authorId} = ${viewerId}))`;
}

export function replyVisibleSql(viewerId: string): SQL {
  return sql`(${communityReplies.moderation} = 'published' or (${communityReplies.moderation} = 'held' and ${communityReplies.authorId} = ${viewerId}))`;
}

/**
 * A top-level reply a reader who is not staff gets in a thread's page: a visible one, or a hidden one
 * whose visible nested replies need it in place (shown as "[hidden]").
 */
export function topReplyShownSql(viewerId: string): SQL {
  return sql`(${replyVisibleSql(viewerId)} or exists (select 1 from community_replies c where c.parent_id = ${communityReplies.id} and (c.moderation = 'published' or (c.moderation = 'held' and c.author_id = ${viewerId}))))`;
}
