import { ArrowBigUpIcon, CheckCircle2Icon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Prose } from "#app/components/ui/prose.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import type { Reply, Thread } from "#contracts/community.ts";
import {
  formatPostDate,
  communityModerationPageText as m,
  communityPageText as t,
} from "#contracts/community-page-text.ts";
import { DeletePostDialog } from "./delete-post-dialog.tsx";
import { EditHistoryDialog } from "./edit-history-dialog.tsx";
import { EditReplyForm, EditThreadForm } from "./edit-post-form.tsx";
import { useModerate } from "./moderation-queries.ts";
import { useAccept, useDeletePost, useVote } from "./post-actions.ts";
import { ReportDialog } from "./report-dialog.tsx";

type Can = { reply: boolean; moderate: boolean; accept: boolean };

type PostCardProps = {
  can: Can;
  /** Where "Reply" opens its form (top-level replies only: nesting is one level). */
  onReply?: () => void;
  children?: ReactNode;
} & ({ kind: "thread"; post: Thread } | { kind: "reply"; post: Reply; threadId: string });

/**
 * One post: author, time, the sanitised HTML of its Markdown, and what the reader may do with it (upvote,
 * reply, accept, edit, delete, read the edit history). A deleted post keeps its place as "[deleted]".
 */
export function PostCard(props: PostCardProps) {
  const { kind, post, can } = props;
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<"delete" | "history" | "report" | null>(null);
  const { user } = useAuth();
  const moderate = useModerate(user);
  const vote = useVote(kind, post.id);
  const remove = useDeletePost(kind, post.id);
  const accept = useAccept(props.kind === "reply" ? props.threadId : post.id);
  const failure = [vote, accept, moderate].find((action) => action.isError)?.error?.message ?? null;
  const state = post.moderation;
  const accepted = props.kind === "reply" && props.post.accepted;

  return (
    <article
      aria-label={kind === "thread" ? undefined : t.by(post.authorName)}
      className={accepted ? "forum-post border-emerald-400 ring-1 ring-emerald-300" : "forum-post"}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2 text-sm text-slate-600">
        <p>
          <span className="font-medium text-slate-900">{post.deleted ? "" : (post.authorName ?? "")}</span>
          {post.deleted ? null : " · "}
          <time dateTime={post.createdAt}>{formatPostDate(post.createdAt)}</time>
          {post.edited && !post.deleted ? ` · ${t.edited}` : null}
        </p>
        {state === "held" ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
            {m.heldBadge}
          </span>
        ) : state === "hidden" ? (
          <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800">
            {m.hiddenBadge}
          </span>
        ) : null}
        {accepted ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-900">
            <CheckCircle2Icon aria-hidden="true" className="size-3.5" />
            {t.acceptedAnswer}
          </span>
        ) : null}
      </header>
      {editing && post.body !== null ? (
        <div className="mt-3">
          {props.kind === "thread" ? (
            <EditThreadForm thread={props.post} onDone={() => setEditing(false)} />
          ) : (
            <EditReplyForm reply={props.post} onDone={() => setEditing(false)} />
          )}
        </div>
      ) : post.deleted ? (
        <p className="mt-2 text-slate-600 italic">[deleted]</p>
      ) : (
        <Prose html={post.html} className="mt-2" />
      )}
      {post.deleted || editing ? null : (
        <footer className="mt-3 flex flex-wrap items-center gap-1">
          <button
            type="button"
            className="forum-vote mr-1"
            aria-pressed={post.voted}
            aria-label={t.upvoteLabel(post.voteCount, post.voted)}
            disabled={post.mine || vote.isPending}
            title={post.mine ? t.ownVote : undefined}
            onClick={() => vote.mutate(undefined)}
          >
            <ArrowBigUpIcon aria-hidden="true" className="size-4" />
            {post.voteCount}
          </button>
          {props.onReply && can.reply ? (
            <button type="button" className="forum-action" onClick={props.onReply}>
              {t.replyLabel}
            </button>
          ) : null}
          {props.kind === "reply" && can.accept && state === "published" ? (
            <button
              type="button"
              className="forum-action"
              disabled={accept.isPending}
              onClick={() => accept.mutate(accepted ? null : post.id)}
            >
              {accepted ? t.unaccept : t.accept}
            </button>
          ) : null}
          {post.mine && post.body !== null ? (
            <button type="button" className="forum-action" onClick={() => setEditing(true)}>
              {t.edit}
            </button>
          ) : null}
          {post.edited && (post.mine || can.moderate) ? (
            <button type="button" className="forum-action" onClick={() => setDialog("history")}>
              {t.history}
            </button>
          ) : null}
          {post.mine || can.moderate ? (
            <button type="button" className="forum-action" onClick={() => setDialog("delete")}>
              {t.delete}
            </button>
          ) : null}
          {!post.mine && state === "published" ? (
            <button type="button" className="forum-action" onClick={() => setDialog("report")}>
              {m.report}
            </button>
          ) : null}
          {can.moderate && !post.mine ? (
            <button
              type="button"
              className="forum-action"
              disabled={moderate.isPending}
              onClick={() =>
                moderate.mutate({
                  kind,
                  id: post.id,
                  action: { action: state === "published" ? "hide" : "restore" },
                })
              }
            >
              {state === "published" ? m.hide : state === "held" ? m.approve : m.restore}
            </button>
          ) : null}
          {failure ? (
            <p role="alert" className="w-full text-sm text-red-700">
              {failure}
            </p>
          ) : null}
        </footer>
      )}
      {props.children}
      {dialog === "delete" ? (
        <DeletePostDialog
          kind={kind}
          pending={remove.isPending}
          error={remove.error?.message ?? null}
          onConfirm={() => remove.mutate(undefined, { onSuccess: () => setDialog(null) })}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === "report" ? <ReportDialog kind={kind} id={post.id} onClose={() => setDialog(null)} /> : null}
      {dialog === "history" ? (
        <EditHistoryDialog kind={kind} id={post.id} onClose={() => setDialog(null)} />
      ) : null}
    </article>
  );
}
