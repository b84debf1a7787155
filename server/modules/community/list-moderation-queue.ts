import type {
  ModerationQueueItem,
  ModerationQueuePage,
  ModerationQueueQuery,
  ReportReason,
} from "#contracts/community-moderation.ts";
import { moderationLimits, moderationText } from "#contracts/community-moderation-text.ts";
import { HttpError } from "#server/http-error.ts";
import { markdownToPlainText } from "#server/lib/markdown-plain-text.ts";
import type { CommunityDeps, CommunityUser } from "./community-deps.ts";
import type { QueuePost, QueueReport, QueueScope } from "./moderation-queue-repository.ts";
import { memberOf, type SpaceRef, spaceOfThread } from "./space-access.ts";

// The moderation queue (issue 18): admins see every space's posts, instructors those of their courses'
// spaces (course and batch spaces); nobody else has one (403). One item per post: its open reports grouped
// (or, resolved, its handled ones), and posts held for review.

/** The post's text without markup, on one line, cut: plain text for the page to show as text. */
export function excerptOf(markdown: string): string {
  // Tags typed as text are dropped too, so the excerpt holds nothing a browser would parse as markup.
  const text = markdownToPlainText(markdown)
    .replace(/<[^>]*>?/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > moderationLimits.excerptMax
    ? `${text.slice(0, moderationLimits.excerptMax - 1)}…`
    : text;
}

export async function moderationScope(deps: CommunityDeps, user: CommunityUser): Promise<QueueScope> {
  const member = await memberOf(deps, user);
  if (member.admin) return "all";
  if (member.taught.length === 0) throw new HttpError(403, moderationText.queueForbidden);
  return member.taught;
}

function toItem(post: QueuePost, space: SpaceRef | undefined, reports: QueueReport[]): ModerationQueueItem {
  const counts = new Map<ReportReason, number>();
  for (const report of reports) counts.set(report.reason, (counts.get(report.reason) ?? 0) + 1);
  const first = reports.at(-1);
  const resolved = reports.filter((report) => report.resolvedAt !== null);
  const latest = resolved.reduce<QueueReport | undefined>(
    (best, report) => (!best || report.resolvedAt! > best.resolvedAt! ? report : best),
    undefined,
  );
  return {
    kind: post.kind,
    id: post.id,
    threadId: post.threadId,
    threadTitle: post.threadTitle,
    space: { key: space?.key ?? "", title: space?.title ?? "" },
    excerpt: excerptOf(post.body),
    authorName: post.authorName,
    authorUsername: post.authorUsername,
    moderation: post.moderation,
    deleted: post.deletedAt !== null,
    createdAt: post.createdAt.toISOString(),
    reportCount: reports.length,
    reasons: [...counts].map(([reason, count]) => ({ reason, count })),
    details: reports
      .filter((report) => report.details !== "")
      .map((report) => ({
        reason: report.reason,
        details: report.details,
        createdAt: report.createdAt.toISOString(),
      })),
    firstReportedAt: first ? first.createdAt.toISOString() : null,
    resolvedAt: latest?.resolvedAt?.toISOString() ?? null,
    resolution: latest?.resolution ?? null,
  };
}

export async function listModerationQueue(
  deps: CommunityDeps,
  user: CommunityUser,
  query: ModerationQueueQuery,
): Promise<ModerationQueuePage> {
  const scope = await moderationScope(deps, user);
  const pageSize = moderationLimits.queuePageSize;
  const { keys, total } = await deps.moderation.queuePage(scope, query.status, query.page, pageSize);
  const [posts, reports] = await Promise.all([
    deps.moderation.queuePosts(keys),
    deps.moderation.queueReports(keys, query.status),
  ]);
  const spaces = new Map<string, SpaceRef | undefined>();
  const items: ModerationQueueItem[] = [];
  for (const key of keys) {
    const post = posts.find((row) => row.kind === key.kind && row.id === key.id);
    if (!post) continue;
    const spaceId = `${post.courseId}:${post.batchId}`;
    if (!spaces.has(spaceId)) spaces.set(spaceId, await spaceOfThread(deps, post));
    const own = reports.filter((report) => report.postKind === key.kind && report.postId === key.id);
    items.push(toItem(post, spaces.get(spaceId), own));
  }
  return { items, total, page: query.page, pageSize };
}
