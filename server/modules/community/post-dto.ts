import type { Reply, Thread, ThreadSummary } from "#contracts/community.ts";
import { communityDeleted } from "#contracts/community-text.ts";
import type { ReplyRow, ThreadRow } from "./posts-repository.ts";

// What the API shows of a post. A deleted post keeps its place, its replies and its votes, and shows
// "[deleted]" instead of its title; its body, tags and author are not sent at all.

export function toThreadSummary(row: ThreadRow, spaceKey: string, viewerId: string): ThreadSummary {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    space: spaceKey,
    title: deleted ? communityDeleted : row.title,
    tags: deleted ? [] : row.tags,
    authorName: deleted ? null : row.authorName,
    mine: row.authorId === viewerId,
    pinned: row.pinned,
    locked: row.locked,
    deleted,
    accepted: row.acceptedReplyId !== null,
    replyCount: row.replyCount,
    voteCount: Number(row.voteCount),
    voted: Boolean(row.voted),
    createdAt: row.createdAt.toISOString(),
    lastActivityAt: row.lastActivityAt.toISOString(),
    moderation: row.moderation,
  };
}

export function toThread(row: ThreadRow, spaceKey: string, viewerId: string): Thread {
  const summary = toThreadSummary(row, spaceKey, viewerId);
  return {
    ...summary,
    html: summary.deleted ? "" : row.bodyHtml,
    body: summary.mine && !summary.deleted ? row.body : null,
    version: row.version,
    edited: row.editedAt !== null,
    updatedAt: row.updatedAt.toISOString(),
    acceptedReplyId: row.acceptedReplyId,
  };
}

export function toReply(row: ReplyRow, viewerId: string, acceptedReplyId: string | null): Reply {
  const deleted = row.deletedAt !== null;
  const mine = row.authorId === viewerId;
  return {
    id: row.id,
    threadId: row.threadId,
    parentId: row.parentId,
    authorName: deleted ? null : row.authorName,
    mine,
    deleted,
    accepted: !deleted && row.id === acceptedReplyId,
    voteCount: Number(row.voteCount),
    voted: Boolean(row.voted),
    createdAt: row.createdAt.toISOString(),
    html: deleted ? "" : row.bodyHtml,
    body: mine && !deleted ? row.body : null,
    version: row.version,
    edited: row.editedAt !== null,
    updatedAt: row.updatedAt.toISOString(),
    moderation: row.moderation,
  };
}

/** A hidden reply kept in place for its visible nested replies (moderation): no body, no author. */
export function toHiddenPlaceholder(reply: Reply): Reply {
  return {
    ...reply,
    authorName: null,
    mine: false,
    accepted: false,
    html: "",
    body: null,
    moderation: "hidden",
  };
}
