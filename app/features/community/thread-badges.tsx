import { CheckCircle2Icon, LockIcon, PinIcon } from "lucide-react";
import { communityPageText as t } from "#contracts/community-page-text.ts";

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
