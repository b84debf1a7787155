import { cn } from "#app/lib/cn.ts";
import { useViewerTimeZone } from "#app/lib/viewer-time-zone.ts";
import type { PostSummary } from "#contracts/content-studio.ts";
import { type PostStatus, postStatusLabels } from "#contracts/content-studio-text.ts";
import { formatInZone } from "#contracts/zoned-time-format.ts";

const statusTone: Record<PostStatus, string> = {
  draft: "bg-slate-200 text-slate-800",
  scheduled: "bg-sky-100 text-sky-900",
  published: "bg-emerald-100 text-emerald-900",
};

export function PostStatusBadge({ status }: { status: PostStatus }) {
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        statusTone[status],
      )}
    >
      {postStatusLabels[status]}
    </span>
  );
}

/**
 * An instant in the viewer's zone ("Dec 1, 2026, 7:00 PM"); UTC, said as such, on the server and while
 * hydrating, so the two renders agree.
 */
export function PostTime({ iso }: { iso: string }) {
  const zone = useViewerTimeZone();
  return (
    <time dateTime={iso} title={iso}>
      {formatInZone(iso, zone ?? "UTC", "dateTime")}
      {zone ? null : " UTC"}
    </time>
  );
}

/** "Published Dec 1, 2026", "Goes live Dec 3, 2026, 9:00 AM" or "Not published". */
export function PostWhen({ post }: { post: Pick<PostSummary, "status" | "publishAt" | "publishedAt"> }) {
  if (post.status === "published" && post.publishedAt)
    return (
      <>
        Published <PostTime iso={post.publishedAt} />
      </>
    );
  if (post.status === "scheduled" && post.publishAt)
    return (
      <>
        Goes live <PostTime iso={post.publishAt} />
      </>
    );
  return <>Not published</>;
}
