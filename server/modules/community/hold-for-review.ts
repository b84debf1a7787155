import type { ModerationState } from "#contracts/community.ts";
import {
  type CommunityWriteKind,
  moderationText,
  newAccountReviewDays,
} from "#contracts/community-moderation-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { CommunityDeps, CommunityUser } from "./community-deps.ts";
import type { OpenSpace } from "./space-access.ts";

// What every forum write passes before it is stored (moderation, issue 18): the author is not suspended
// where they post, is within their per-person limits, and a new account's post with a link waits for review.
// The space's staff pass all three where they moderate.

/** An http(s) URL, a bare www. address, a Markdown link or an HTML anchor. */
const linkPattern = /https?:\/\/|\bwww\.[a-z0-9-]+\.[a-z]|\]\s*\(|<a\s/i;

export function containsLink(markdown: string): boolean {
  return linkPattern.test(markdown);
}

/** 403 with the end of the suspension that stops the user posting in this space, if one runs. */
export async function refuseSuspended(
  deps: CommunityDeps,
  user: CommunityUser,
  open: OpenSpace,
): Promise<void> {
  if (open.moderator) return;
  const suspension = await deps.moderation.activeSuspension(user.id, open.space.courseId, deps.now());
  if (suspension)
    throw new HttpError(403, moderationText.suspended(suspension.until, suspension.courseTitle));
}

/**
 * Suspension, then the per-person limit of `kind`, then the state the post is stored in: "held" for a post
 * with a link by an account younger than `newAccountReviewDays`, "published" otherwise.
 */
export async function admitPost(
  deps: CommunityDeps,
  user: CommunityUser,
  open: OpenSpace,
  kind: CommunityWriteKind,
  markdown: string,
): Promise<ModerationState> {
  if (open.moderator) return "published";
  await refuseSuspended(deps, user, open);
  await deps.writeLimits.hit(kind, user.id);
  if (!containsLink(markdown)) return "published";
  const account = await deps.moderation.account(user.id);
  const age = account ? deps.now().getTime() - account.createdAt.getTime() : 0;
  return age < newAccountReviewDays * 24 * 60 * 60 * 1000 ? "held" : "published";
}

/** An author's edit that adds a link to a published post of a new account sends the post back to review. */
export async function holdEdited(
  deps: CommunityDeps,
  kind: "thread" | "reply",
  post: { id: string; moderation: ModerationState },
  state: ModerationState,
): Promise<void> {
  if (state === "held" && post.moderation === "published")
    await deps.moderation.setState({ kind, id: post.id }, "held", deps.now());
}
