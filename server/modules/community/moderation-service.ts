import type { ModerationAction, ModerationQueueQuery, ReportInput } from "#contracts/community-moderation.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { CommunityUser } from "./community-deps.ts";
import { listModerationQueue } from "./list-moderation-queue.ts";
import { moderatePost } from "./moderate-post.ts";
import type { ModerationDeps, PostKind } from "./moderation-target.ts";
import { readStanding } from "./read-standing.ts";
import { reportPost } from "./report-post.ts";

type User = CommunityUser;

/** The forum's moderation (issue 18): reports, the queue, staff actions, one's own standing. */
export function createModerationService(deps: ModerationDeps) {
  return {
    report: (user: User, kind: PostKind, id: string, input: ReportInput) =>
      reportPost(deps, user, kind, id, input),
    queue: (user: User, query: ModerationQueueQuery) => listModerationQueue(deps, user, query),
    act: (user: User, actor: AuditActor, kind: PostKind, id: string, action: ModerationAction) =>
      moderatePost(deps, user, actor, kind, id, action),
    standing: (user: User) => readStanding(deps, user),
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
