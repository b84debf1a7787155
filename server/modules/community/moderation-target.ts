import type { ModerationState } from "#contracts/community.ts";
import { moderationText } from "#contracts/community-moderation-text.ts";
import type { Transaction } from "#server/db/client.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { CommunityDeps, CommunityUser } from "./community-deps.ts";
import { type OpenThread, openReply, openThread } from "./post-access.ts";

// What every moderation action shares (moderate-post.ts, suspend-author.ts): the post, reached only by the
// space's staff, and the settling of an action: its post's open reports resolved and an audit entry written
// in the action's transaction (decision 0042).

export type ModerationDeps = CommunityDeps & { audit: AuditTrail };
export type PostKind = "thread" | "reply";

export type ModeratedPost = OpenThread & {
  kind: PostKind;
  post: { id: string; authorId: string | null; moderation: ModerationState; deletedAt: Date | null };
};

/** The post, if the user reads its space (else 404) and moderates it (else 403). */
export async function openForModeration(
  deps: CommunityDeps,
  user: CommunityUser,
  kind: PostKind,
  id: string,
): Promise<ModeratedPost> {
  if (kind === "thread") {
    const open = await openThread(deps, user, id);
    if (!open.moderator) throw new HttpError(403, moderationText.notModerator);
    return { ...open, kind, post: open.thread };
  }
  const open = await openReply(deps, user, id);
  if (!open.moderator) throw new HttpError(403, moderationText.notModerator);
  return { ...open, kind, post: open.reply };
}

/** Resolves the reports and writes the audit entry of one action, in the action's transaction. */
export async function settle(
  deps: ModerationDeps,
  actor: AuditActor,
  target: ModeratedPost,
  tx: Transaction,
  action: string,
  change: { before: ModerationState; after: ModerationState; details?: Record<string, unknown> },
): Promise<number> {
  const now = deps.now();
  const resolved = await deps.moderation.resolveReports(
    { kind: target.kind, id: target.post.id },
    actor.id,
    action,
    now,
    tx,
  );
  await deps.audit.record(
    actor,
    {
      action: `community_post.${action}`,
      entityType: `community_${target.kind}`,
      entityId: target.post.id,
      summary: `${action} a ${target.kind} in ${target.space.title} (${resolved} report${resolved === 1 ? "" : "s"} resolved)`,
      before: { moderation: change.before },
      after: { moderation: change.after, resolvedReports: resolved, ...change.details },
    },
    tx,
  );
  return resolved;
}
