import type { Report, ReportInput } from "#contracts/community-moderation.ts";
import { moderationText } from "#contracts/community-moderation-text.ts";
import { communityText } from "#contracts/community-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { CommunityDeps, CommunityUser } from "./community-deps.ts";
import { openPost } from "./post-access.ts";

/**
 * A reader's report of a thread or reply they can see (moderation, issue 18). One open report per person
 * and post: a second one is refused with 409 until the space's staff act on the first. One's own posts
 * cannot be reported (403); a deleted post neither (409).
 */
export async function reportPost(
  deps: CommunityDeps,
  user: CommunityUser,
  kind: "thread" | "reply",
  id: string,
  input: ReportInput,
): Promise<Report> {
  const { post, thread } = await openPost(deps, user, kind, id);
  if (post.deletedAt !== null) throw new HttpError(409, communityText.deletedPost);
  if (post.authorId === user.id) throw new HttpError(403, moderationText.ownPost);
  await deps.writeLimits.hit("reports", user.id);
  const createdAt = deps.now();
  const saved = await deps.moderation.insertReport({
    postKind: kind,
    postId: post.id,
    threadId: thread.id,
    courseId: thread.courseId,
    reporterId: user.id,
    reason: input.reason,
    details: input.details,
    createdAt,
  });
  if (saved === "duplicate") throw new HttpError(409, moderationText.alreadyReported);
  return {
    id: saved.id,
    kind,
    postId: post.id,
    reason: input.reason,
    details: input.details,
    createdAt: createdAt.toISOString(),
  };
}
