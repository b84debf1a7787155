import { ArrowBigUpIcon, MessageSquareIcon } from "lucide-react";
import { Link } from "react-router";
import type { ThreadSummary } from "#contracts/community.ts";
import {
  communityFindText as f,
  formatPostDate,
  communityPageText as t,
} from "#contracts/community-page-text.ts";
import { communityPaths } from "./community-paths.ts";
import { TagLinks, ThreadBadges } from "./thread-badges.tsx";

/** One thread in a list: its title (a link), state, tags, author and counts. */
export function ThreadListItem({
  thread,
  context,
}: {
  /** A space's list also says what is new to the reader; other lists do not. */
  thread: ThreadSummary & { unread?: boolean; newReplies?: number };
  context?: string;
}) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 flex-1 font-semibold text-slate-900">
          <Link
            to={communityPaths.thread(thread.id)}
            className={
              thread.deleted
                ? "break-words text-slate-600 italic hover:underline"
                : "break-words text-indigo-800 underline-offset-4 hover:underline"
            }
          >
            {thread.title}
          </Link>
          {thread.unread ? (
            <span className="ml-2 inline-block rounded-full bg-indigo-600 px-2 py-0.5 align-middle text-xs font-medium text-white">
              {thread.newReplies ? f.newReplies(thread.newReplies) : f.newBadge}
            </span>
          ) : null}
        </h3>
        <ThreadBadges pinned={thread.pinned} locked={thread.locked} accepted={thread.accepted} />
      </div>
      {context ? <p className="mt-1 text-sm text-slate-700">{context}</p> : null}
      <TagLinks tags={thread.tags} space={thread.space} />
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <span>
          {thread.deleted ? "" : `${t.by(thread.authorName)} · `}
          <time dateTime={thread.lastActivityAt}>
            {t.lastActivity(formatPostDate(thread.lastActivityAt))}
          </time>
        </span>
        <span className="inline-flex items-center gap-1">
          <MessageSquareIcon aria-hidden="true" className="size-4" />
          {t.replies(thread.replyCount)}
        </span>
        <span className="inline-flex items-center gap-1">
          <ArrowBigUpIcon aria-hidden="true" className="size-4" />
          {t.votes(thread.voteCount)}
        </span>
      </p>
    </li>
  );
}
