import { CheckCircle2Icon, LockIcon, PinIcon } from "lucide-react";
import { Link } from "react-router";
import { communityPageText as t } from "#contracts/community-page-text.ts";
import { communityPaths } from "./community-paths.ts";

const badge = "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium";

/** A thread's state in words (and colour): pinned, locked, answered. */
export function ThreadBadges({
  pinned,
  locked,
  accepted,
}: {
  pinned: boolean;
  locked: boolean;
  accepted: boolean;
}) {
  if (!pinned && !locked && !accepted) return null;
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {pinned ? (
        <span className={`${badge} bg-amber-100 text-amber-900`}>
          <PinIcon aria-hidden="true" className="size-3" />
          {t.pinned}
        </span>
      ) : null}
      {locked ? (
        <span className={`${badge} bg-slate-200 text-slate-800`}>
          <LockIcon aria-hidden="true" className="size-3" />
          {t.locked}
        </span>
      ) : null}
      {accepted ? (
        <span className={`${badge} bg-emerald-100 text-emerald-900`}>
          <CheckCircle2Icon aria-hidden="true" className="size-3" />
          {t.answered}
        </span>
      ) : null}
    </span>
  );
}

/** A thread's tags, each a link to its space's list filtered by it. */
export function TagLinks({ tags, space }: { tags: string[]; space: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t.tagsLabel}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={communityPaths.space(space, { tag })}
            className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800 hover:bg-indigo-50 hover:text-indigo-800"
          >
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
