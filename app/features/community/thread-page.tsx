import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeftIcon, LockIcon, LockOpenIcon, PinIcon, PinOffIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { readPageParam } from "#app/lib/list-params.ts";
import type { ThreadDetail, TopReply } from "#contracts/community.ts";
import { communityPageText as t } from "#contracts/community-page-text.ts";
import { communityPaths } from "./community-paths.ts";
import { threadKey, useNestedReplies, useThread } from "./community-queries.ts";
import { useThreadFlag } from "./post-actions.ts";
import { PostCard } from "./post-card.tsx";
import { ReplyForm } from "./reply-form.tsx";
import { StandingNotice } from "./standing-notice.tsx";
import { TagLinks, ThreadBadges } from "./thread-badges.tsx";
import { useThreadEvents } from "./use-thread-events.ts";

/**
 * One thread (issue 18): the question, its replies (20 top-level replies a page, each with its nested
 * replies), and the forms to answer; the space's staff pin and lock it.
 */
export function ThreadPage({ threadId }: { threadId: string }) {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const page = readPageParam(params);
  const thread = useThread(user, threadId, page);
  const client = useQueryClient();
  // A change heard live (another reply, an edit, an accepted answer, moderation): read the thread again.
  useThreadEvents(threadId, () => {
    void client.invalidateQueries({ queryKey: threadKey(user?.id ?? "", threadId) });
  });
  return (
    <QueryState query={thread} loading={t.threadLoading} failed={t.threadFailed}>
      {(detail) => (
        <ThreadView detail={detail} onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})} />
      )}
    </QueryState>
  );
}

function ThreadView({ detail, onPage }: { detail: ThreadDetail; onPage: (page: number) => void }) {
  const { thread, space, can, replies } = detail;
  const headingId = useId();
  const repliesId = useId();
  const lastPageAfterOneMore = Math.ceil((replies.total + 1) / replies.pageSize);
  return (
    <article aria-labelledby={headingId}>
      <Link
        to={communityPaths.space(space.key)}
        className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        {t.backToSpace(space.title)}
      </Link>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <h1
          id={headingId}
          className={
            thread.deleted
              ? "text-2xl font-semibold tracking-tight text-slate-600 italic"
              : "text-2xl font-semibold tracking-tight break-words text-slate-900"
          }
        >
          {thread.title}
        </h1>
        <ThreadBadges pinned={thread.pinned} locked={thread.locked} accepted={thread.accepted} />
      </div>
      <TagLinks tags={thread.tags} space={space.key} />
      {can.moderate ? (
        <ModerationBar threadId={thread.id} pinned={thread.pinned} locked={thread.locked} />
      ) : null}
      <div className="mt-4">
        <PostCard kind="thread" post={thread} can={can} />
      </div>

      <section aria-labelledby={repliesId} className="mt-8">
        <h2 id={repliesId} className="text-lg font-semibold text-slate-900">
          {t.repliesHeading(thread.replyCount)}
        </h2>
        {replies.items.length === 0 && replies.total === 0 ? (
          <p className="mt-2 text-slate-700">{t.noReplies}</p>
        ) : (
          <ol className="mt-3 grid gap-3">
            {replies.items.map((reply) => (
              <TopReplyItem key={reply.id} reply={reply} threadId={thread.id} can={can} />
            ))}
          </ol>
        )}
        {replies.total > replies.pageSize ? (
          <Pagination
            className="mt-6"
            label={t.repliesPageLabel}
            page={replies.page}
            pageSize={replies.pageSize}
            total={replies.total}
            shown={replies.items.length}
            noun={["reply", "replies"]}
            onPage={onPage}
          />
        ) : null}
      </section>

      <div className="mt-8 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <StandingNotice />
        {can.reply ? (
          <ReplyForm
            threadId={thread.id}
            heading={t.replyHeading}
            // A new top-level reply comes last: show the page it is on.
            onPosted={() => {
              if (lastPageAfterOneMore !== replies.page) onPage(lastPageAfterOneMore);
            }}
          />
        ) : (
          <p className="flex items-center gap-2 text-slate-700">
            <LockIcon aria-hidden="true" className="size-4" />
            {t.lockedNotice}
          </p>
        )}
      </div>
    </article>
  );
}

/**
 * A top-level reply and its side conversation. The thread's page carries only its first nested replies
 * (communityLimits.nestedShown, or all when one more would be all or the accepted answer is among them);
 * "Show more" reads the rest, and so does answering in it, so the reader's new reply shows in place.
 */
function TopReplyItem({
  reply,
  threadId,
  can,
}: {
  reply: TopReply;
  threadId: string;
  can: ThreadDetail["can"];
}) {
  const { user } = useAuth();
  const [answering, setAnswering] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const folded = reply.replyCount > reply.replies.length;
  const all = useNestedReplies(user, threadId, reply.id, expanded && folded);
  const shown = expanded && all.data ? all.data.items : reply.replies;
  const hiddenCount = Math.max(0, reply.replyCount - shown.length);
  // "Show more" disappears once the rest arrives: keyboard focus moves to the first reply it revealed.
  const list = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || !all.data) return;
    focusFrom.current = null;
    const revealed = list.current?.children[from]?.querySelector("article");
    if (!(revealed instanceof HTMLElement)) return;
    revealed.tabIndex = -1;
    revealed.focus();
  }, [all.data]);
  return (
    <li>
      <PostCard kind="reply" post={reply} threadId={threadId} can={can} onReply={() => setAnswering(true)}>
        {shown.length > 0 || answering ? (
          <div className="mt-4 grid gap-3 border-l-2 border-slate-200 pl-4">
            {shown.length > 0 ? (
              <ol ref={list} className="grid gap-3">
                {shown.map((nested) => (
                  <li key={nested.id}>
                    <PostCard kind="reply" post={nested} threadId={threadId} can={can} />
                  </li>
                ))}
              </ol>
            ) : null}
            {expanded && all.isError ? (
              <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700">
                {t.moreRepliesFailed}
                <button type="button" className="forum-action" onClick={() => void all.refetch()}>
                  {t.tryAgain}
                </button>
              </p>
            ) : hiddenCount > 0 ? (
              <button
                type="button"
                className="forum-action justify-self-start"
                disabled={all.isFetching}
                aria-busy={all.isFetching}
                onClick={() => {
                  focusFrom.current = shown.length;
                  if (expanded) void all.refetch();
                  else setExpanded(true);
                }}
              >
                {all.isFetching ? t.moreRepliesLoading : t.moreReplies(hiddenCount)}
              </button>
            ) : null}
            {answering ? (
              <ReplyForm
                threadId={threadId}
                parentId={reply.id}
                label={t.replyTo(reply.authorName)}
                onPosted={() => {
                  setExpanded(true);
                  setAnswering(false);
                }}
                onCancel={() => setAnswering(false)}
              />
            ) : null}
          </div>
        ) : null}
      </PostCard>
    </li>
  );
}

function ModerationBar({ threadId, pinned, locked }: { threadId: string; pinned: boolean; locked: boolean }) {
  const flag = useThreadFlag(threadId);
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={flag.isPending}
        onClick={() => flag.mutate({ flag: "pinned", value: !pinned })}
      >
        {pinned ? <PinOffIcon aria-hidden="true" /> : <PinIcon aria-hidden="true" />}
        {pinned ? t.unpin : t.pin}
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={flag.isPending}
        onClick={() => flag.mutate({ flag: "locked", value: !locked })}
      >
        {locked ? <LockOpenIcon aria-hidden="true" /> : <LockIcon aria-hidden="true" />}
        {locked ? t.unlock : t.lock}
      </Button>
      {flag.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {flag.error.message}
        </p>
      ) : null}
    </div>
  );
}
