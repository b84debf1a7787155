import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeftIcon, PlusIcon } from "lucide-react";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button, buttonClassName } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { readPageParam } from "#app/lib/list-params.ts";
import { communityPageText as t } from "#contracts/community-page-text.ts";
import { communityPaths, spaceSearch } from "./community-paths.ts";
import { spaceThreadsKey, useThreads } from "./community-queries.ts";
import { NewThreadForm } from "./new-thread-form.tsx";
import { StandingNotice } from "./standing-notice.tsx";
import { ThreadListItem } from "./thread-list-item.tsx";
import { useSpaceEvents } from "./use-thread-events.ts";

/** The tag filter of the address, as the API takes it (empty is none). */
export function tagParam(params: URLSearchParams): string | undefined {
  const tag = params.get("tag")?.trim().toLowerCase();
  return tag && /^[a-z0-9-]{1,30}$/.test(tag) ? tag : undefined;
}

/**
 * One space (issue 18): its threads, pinned first, then by latest activity, 20 a page (the page and a tag
 * filter in the address), and the form that starts a thread.
 */
export function SpacePage({ space }: { space: string }) {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const page = readPageParam(params);
  const tag = tagParam(params);
  const threads = useThreads(user, space, page, tag);
  const client = useQueryClient();
  // A new thread or a change heard live: read the list again (every page and filter of this space).
  useSpaceEvents(space, () => {
    void client.invalidateQueries({ queryKey: spaceThreadsKey(user?.id ?? "", space) });
  });
  const [writing, setWriting] = useState(false);
  const headingId = useId();
  const title = threads.data?.space.title ?? "";

  return (
    <section aria-labelledby={headingId}>
      <Link
        to={communityPaths.spaces}
        className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        {t.allSpaces}
      </Link>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 id={headingId} className="text-2xl font-semibold tracking-tight break-words text-slate-900">
          {title || t.spacesHeading}
        </h1>
        {writing ? null : (
          <Button onClick={() => setWriting(true)}>
            <PlusIcon aria-hidden="true" />
            {t.newThread}
          </Button>
        )}
      </div>
      <div className="mt-4">
        <StandingNotice />
      </div>
      {writing ? (
        <div className="mt-4">
          <NewThreadForm space={space} onCancel={() => setWriting(false)} />
        </div>
      ) : null}
      {tag ? (
        <p className="mt-4 flex flex-wrap items-center gap-3 text-sm text-slate-700">
          {t.taggedWith(tag)}
          <Link to={communityPaths.space(space)} className="font-medium text-indigo-700 hover:underline">
            {t.clearTag}
          </Link>
        </p>
      ) : null}
      <div className="mt-6">
        <QueryState query={threads} loading={t.threadsLoading} failed={t.threadsFailed}>
          {(list) =>
            list.items.length === 0 && list.total === 0 ? (
              <EmptyState
                title={tag ? t.noTaggedTitle(tag) : t.noThreadsTitle}
                description={tag ? undefined : t.noThreadsBody}
                action={
                  tag ? (
                    <Link
                      to={communityPaths.space(space)}
                      className={buttonClassName({ variant: "outline" })}
                    >
                      {t.clearTag}
                    </Link>
                  ) : writing ? null : (
                    <Button onClick={() => setWriting(true)}>
                      <PlusIcon aria-hidden="true" />
                      {t.newThread}
                    </Button>
                  )
                }
              />
            ) : (
              <>
                <ul className="grid gap-3">
                  {list.items.map((thread) => (
                    <ThreadListItem key={thread.id} thread={thread} />
                  ))}
                </ul>
                {list.total > list.pageSize || page > 1 ? (
                  <Pagination
                    className="mt-6"
                    label={t.threadsPageLabel}
                    page={list.page}
                    pageSize={list.pageSize}
                    total={list.total}
                    shown={list.items.length}
                    noun={["thread", "threads"]}
                    onPage={(next) => setParams(spaceSearch({ page: next, tag }))}
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
