import type { ModerationState } from "#contracts/community.ts";
import type { ModerationAction, ModerationResult } from "#contracts/community-moderation.ts";
import { moderationText } from "#contracts/community-moderation-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { CommunityUser } from "./community-deps.ts";
import {
  type ModeratedPost,
  type ModerationDeps,
  openForModeration,
  type PostKind,
  settle,
} from "./moderation-target.ts";
import { notifyApproved } from "./notify-approved.ts";
import { suspendAuthor, warnAuthor } from "./suspend-author.ts";

// The space's staff act on a post (moderation, issue 18): hide it (from everyone but staff; not deleted),
// restore it (undo a hide, or approve a post held for review), dismiss its reports, warn its author or
// suspend them from posting (suspend-author.ts). Every action resolves the post's open reports and writes an
// audit entry in the same transaction (moderation-target.ts, decision 0042).

async function setState(
  deps: ModerationDeps,
  actor: AuditActor,
  target: ModeratedPost,
  action: "hide" | "restore" | "dismiss",
): Promise<ModerationResult> {
  const before = target.post.moderation;
  const after: ModerationState = action === "hide" ? "hidden" : action === "restore" ? "published" : before;
  if (action === "restore" && before === "published")
    throw new HttpError(409, moderationText.notHeldOrHidden);
  const resolvedReports = await deps.moderation.transaction(async (tx) => {
    if (after !== before)
      await deps.moderation.setState({ kind: target.kind, id: target.post.id }, after, deps.now(), tx);
    return settle(deps, actor, target, tx, action === "restore" && before === "held" ? "approve" : action, {
      before,
      after,
    });
  });
  // A hidden reply is no one's answer any more (restoring it does not make it one again: the author decides).
  if (after === "hidden" && target.kind === "reply" && target.thread.acceptedReplyId === target.post.id)
    await deps.posts.setAccepted(target.thread.id, null);
  // An approved post tells now what its writing would have told (a held post told nobody).
  if (before === "held" && after === "published") await notifyApproved(deps, target);
  // Open pages re-read the thread: a hidden post leaves them, a restored or approved one arrives.
  if (after !== before)
    deps.changes.publish({
      spaceKey: target.thread.spaceKey,
      threadId: target.thread.id,
      replyId: target.kind === "reply" ? target.post.id : null,
      change: "state",
    });
  return { kind: target.kind, id: target.post.id, moderation: after, resolvedReports, suspendedUntil: null };
}

export async function moderatePost(
  deps: ModerationDeps,
  user: CommunityUser,
  actor: AuditActor,
  kind: PostKind,
  id: string,
  action: ModerationAction,
): Promise<ModerationResult> {
  const target = await openForModeration(deps, user, kind, id);
  switch (action.action) {
    case "hide":
    case "restore":
    case "dismiss":
      return setState(deps, actor, target, action.action);
    case "warn":
      return warnAuthor(deps, user, actor, target, action.message);
    case "suspend":
      return suspendAuthor(deps, user, actor, target, action.days, action.message ?? "");
  }
}
