import { type SQL, sql } from "drizzle-orm";
import { communityReplies, communityThreads } from "#server/db/schema/community.ts";

// The visibility rule of post-visibility.ts as SQL, for posts-repository.ts's lists and pages: a published
// post, its space's readers; a post held for review, its author too; a hidden post, staff only (the
// repository leaves the condition out for staff).

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
