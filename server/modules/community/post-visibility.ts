import type { ModerationState } from "#contracts/community.ts";

// Who sees a post in which moderation state (moderation, issue 18): a published post, its space's readers;
// a post held for review, its author and the space's staff; a hidden post, the space's staff only. The same
// rule twice: here for one row already read, and as SQL for lists and pages in
// posts-repository-visibility.ts (only repositories write SQL).

export function visibleTo(
  post: { moderation: ModerationState; authorId: string | null },
  viewerId: string,
  staff: boolean,
): boolean {
  if (staff || post.moderation === "published") return true;
  return post.moderation === "held" && post.authorId === viewerId;
}
