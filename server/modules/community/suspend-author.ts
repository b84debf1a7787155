import type { ModerationResult } from "#contracts/community-moderation.ts";
import { moderationText, type SuspensionDays } from "#contracts/community-moderation-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { CommunityDeps, CommunityUser } from "./community-deps.ts";
import { type ModeratedPost, type ModerationDeps, settle } from "./moderation-target.ts";
import { memberOf, moderates } from "./space-access.ts";

// Warnings and posting suspensions (moderation, issue 18), given by the space's staff about a post.
// A suspension's reach follows who gives it: an admin's closes the whole community to the author's posts,
// an instructor's the spaces of the post's course (its course space and batch spaces), where the instructor
// moderates. Nobody warns or suspends themselves or the space's staff.

async function authorOf(deps: CommunityDeps, user: CommunityUser, target: ModeratedPost): Promise<string> {
  const authorId = target.post.authorId;
  if (!authorId) throw new HttpError(409, moderationText.noAuthor);
  if (authorId === user.id) throw new HttpError(403, moderationText.ownAuthor);
  const account = await deps.moderation.account(authorId);
  if (!account) throw new HttpError(409, moderationText.noAuthor);
  if (moderates(await memberOf(deps, { id: authorId, role: account.role }), target.space))
    throw new HttpError(403, moderationText.staffAuthor);
  return authorId;
}

export async function warnAuthor(
  deps: ModerationDeps,
  user: CommunityUser,
  actor: AuditActor,
  target: ModeratedPost,
  message: string,
): Promise<ModerationResult> {
  const authorId = await authorOf(deps, user, target);
  const state = target.post.moderation;
  const resolvedReports = await deps.moderation.transaction(async (tx) => {
    await deps.moderation.insertWarning(
      {
        userId: authorId,
        message,
        postKind: target.kind,
        postId: target.post.id,
        courseId: target.space.courseId,
        givenBy: user.id,
        createdAt: deps.now(),
      },
      tx,
    );
    return settle(deps, actor, target, tx, "warn", {
      before: state,
      after: state,
      details: { authorId, message },
    });
  });
  return { kind: target.kind, id: target.post.id, moderation: state, resolvedReports, suspendedUntil: null };
}

export async function suspendAuthor(
  deps: ModerationDeps,
  user: CommunityUser,
  actor: AuditActor,
  target: ModeratedPost,
  days: SuspensionDays,
  reason: string,
): Promise<ModerationResult> {
  const authorId = await authorOf(deps, user, target);
  const now = deps.now();
  const until = new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
  // Admins' suspensions reach the whole community; instructors' their course's spaces.
  const courseId = user.role === "admin" ? null : target.space.courseId;
  const state = target.post.moderation;
  const resolvedReports = await deps.moderation.transaction(async (tx) => {
    await deps.moderation.insertSuspension(
      {
        userId: authorId,
        courseId,
        until,
        reason,
        postKind: target.kind,
        postId: target.post.id,
        givenBy: user.id,
        createdAt: now,
      },
      tx,
    );
    return settle(deps, actor, target, tx, "suspend", {
      before: state,
      after: state,
      details: { authorId, days, until: until.toISOString(), courseId, reason },
    });
  });
  return {
    kind: target.kind,
    id: target.post.id,
    moderation: state,
    resolvedReports,
    suspendedUntil: until.toISOString(),
  };
}
