import { ArrowLeftIcon, FlagIcon } from "lucide-react";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { cn } from "#app/lib/cn.ts";
import { readPageParam } from "#app/lib/list-params.ts";
import type { ModerationQueueItem } from "#contracts/community-moderation.ts";
import { reportReasonLabels } from "#contracts/community-moderation-text.ts";
import { formatPostDate, communityModerationPageText as t } from "#contracts/community-page-text.ts";
import { communityPaths } from "./community-paths.ts";
import { type QueueStatus, useModerate, useQueue } from "./moderation-queries.ts";
import { SanctionDialog } from "./sanction-dialog.tsx";

/** The queue's status in the address: "resolved", else the open queue. */
export function queueStatusParam(params: URLSearchParams): QueueStatus {
  return params.get("status") === "resolved" ? "resolved" : "open";
}

/**
 * The moderation queue (issue 18) of the spaces the caller moderates: reported posts and new accounts'
 * posts awaiting review, the longest waiting first; hide, restore or approve, dismiss, warn, suspend.
 */
export function ModerationQueuePage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const status = queueStatusParam(params);
  const page = readPageParam(params);
  const queue = useQueue(user, status, page);
  const headingId = useId();
  const show = (next: QueueStatus, nextPage = 1) => {
    const search = new URLSearchParams();
    if (next === "resolved") search.set("status", next);
    if (nextPage > 1) search.set("page", String(nextPage));
    setParams(search);
  };
  return (
    <section aria-labelledby={headingId}>
      <Link
        to={communityPaths.teaching}
        className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        Community
      </Link>
      <h1 id={headingId} className="mt-2 text-2xl font-semibold tracking-tight text-slate-900">
        {t.queueHeading}
      </h1>
      <p className="mt-1 text-slate-700">{t.queueIntro}</p>
      <nav
        aria-label={t.statusLabel}
        className="mt-4 inline-flex rounded-md border border-slate-300 bg-white p-0.5"
      >
        {(["open", "resolved"] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-current={status === option ? "page" : undefined}
            onClick={() => show(option)}
            className={cn(
              "rounded px-3 py-1.5 text-sm font-medium focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none",
              status === option ? "bg-indigo-600 text-white" : "text-slate-700 hover:bg-slate-100",
            )}
          >
            {option === "open" ? t.statusOpen : t.statusResolved}
          </button>
        ))}
      </nav>
      <div className="mt-6">
        <QueryState query={queue} loading={t.queueLoading} failed={t.queueFailed}>
          {(list) =>
            list.total === 0 ? (
              <EmptyState
                title={status === "open" ? t.queueEmptyOpen : t.queueEmptyResolved}
                description={status === "open" ? t.queueEmptyOpenBody : undefined}
              />
            ) : (
              <>
                <ul className="grid gap-3">
                  {list.items.map((item) => (
                    <QueueItem key={`${item.kind}:${item.id}`} item={item} />
                  ))}
                </ul>
                {list.total > list.pageSize ? (
                  <Pagination
                    className="mt-6"
                    label={t.queuePageLabel}
                    page={list.page}
                    pageSize={list.pageSize}
                    total={list.total}
                    shown={list.items.length}
                    noun={["post", "posts"]}
                    onPage={(next) => show(status, next)}
                  />
                ) : null}
              </>
            )
          }
        </QueryState>
      </div>
    </section>
  );
}

function QueueItem({ item }: { item: ModerationQueueItem }) {
  const { user } = useAuth();
  const moderate = useModerate(user);
  const [sanction, setSanction] = useState<"warn" | "suspend" | null>(null);
  const act = (action: "hide" | "restore" | "dismiss") =>
    moderate.mutate({ kind: item.kind, id: item.id, action: { action } });
  const held = item.moderation === "held";
  return (
    <li
      className="forum-post"
      aria-label={`${item.kind === "thread" ? "Thread" : "Reply"} by ${item.authorName ?? "a former member"}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm text-slate-600">
            <span className="font-medium text-slate-900">{item.authorName ?? "A former member"}</span>
            {item.authorUsername ? ` (@${item.authorUsername})` : ""} · {formatPostDate(item.createdAt)} ·{" "}
            {t.postedIn(item.space.title)}
          </p>
          <p className="mt-1 text-sm">
            {t.inThread}:{" "}
            <Link
              to={communityPaths.thread(item.threadId)}
              className="font-medium break-words text-indigo-800 underline-offset-4 hover:underline"
            >
              {item.threadTitle}
            </Link>
          </p>
        </div>
        <span className="inline-flex flex-wrap gap-1.5">
          {held ? (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
              {t.awaitingReview}
            </span>
          ) : item.moderation === "hidden" ? (
            <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800">
              {t.hiddenBadge}
            </span>
          ) : null}
          {item.reportCount > 0 ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-900">
              <FlagIcon aria-hidden="true" className="size-3" />
              {t.reportCount(item.reportCount)}
            </span>
          ) : null}
        </span>
      </div>
      <blockquote className="mt-3 border-l-4 border-slate-200 pl-3 text-sm break-words whitespace-pre-wrap text-slate-800">
        {item.deleted ? "[deleted]" : item.excerpt}
      </blockquote>
      {item.reasons.length > 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          {item.reasons.map((entry) => `${reportReasonLabels[entry.reason]} ×${entry.count}`).join(" · ")}
        </p>
      ) : null}
      {item.details.length > 0 ? (
        <ul className="mt-1 grid gap-1 text-sm text-slate-700">
          {item.details.map((entry) => (
            <li key={`${entry.createdAt}-${entry.details}`} className="break-words">
              “{entry.details}”
            </li>
          ))}
        </ul>
      ) : null}
      {item.resolvedAt && item.resolution ? (
        <p className="mt-2 text-xs text-slate-600">
          {t.resolvedAs(item.resolution, formatPostDate(item.resolvedAt))}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {item.moderation === "published" ? (
          <Button size="sm" variant="destructive" disabled={moderate.isPending} onClick={() => act("hide")}>
            {t.hide}
          </Button>
        ) : (
          <Button size="sm" disabled={moderate.isPending} onClick={() => act("restore")}>
            {held ? t.approve : t.restore}
          </Button>
        )}
        {item.reportCount > 0 && !item.resolvedAt ? (
          <Button size="sm" variant="outline" disabled={moderate.isPending} onClick={() => act("dismiss")}>
            {t.dismiss}
          </Button>
        ) : null}
        {held && item.moderation === "held" ? (
          <Button size="sm" variant="outline" disabled={moderate.isPending} onClick={() => act("hide")}>
            {t.hide}
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={() => setSanction("warn")}>
          {t.warn}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setSanction("suspend")}>
          {t.suspend}
        </Button>
      </div>
      {moderate.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {moderate.error.message}
        </p>
      ) : null}
      {sanction ? (
        <SanctionDialog
          kind={item.kind}
          id={item.id}
          sanction={sanction}
          authorName={item.authorName}
          onClose={() => setSanction(null)}
        />
      ) : null}
    </li>
  );
}
