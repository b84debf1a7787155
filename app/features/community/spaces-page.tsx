import { ChevronRightIcon, MessagesSquareIcon, ShieldCheckIcon } from "lucide-react";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { cn } from "#app/lib/cn.ts";
import { readPageParam } from "#app/lib/list-params.ts";
import type { Space } from "#contracts/community.ts";
import { formatPostDate, communityPageText as t } from "#contracts/community-page-text.ts";
import { communityPaths } from "./community-paths.ts";
import { useSpaces } from "./community-queries.ts";
import { CommunitySearchForm, CommunitySearchResults } from "./community-search.tsx";
import { NotificationsPanel } from "./notifications-panel.tsx";
import { StandingNotice } from "./standing-notice.tsx";

/** The search words of the address (`?q=`), trimmed; empty when there is no search. */
export function searchWords(params: URLSearchParams): string {
  return (params.get("q") ?? "").trim().slice(0, 200);
}

/**
 * The forum's front page (issue 18): the spaces the reader may read, the general one first, then each
 * course followed by its cohorts (indented), with thread counts and latest activity.
 */
export function SpacesPage() {
  const { user } = useAuth();
  const spaces = useSpaces(user);
  const headingId = useId();
  const [params] = useSearchParams();
  const q = searchWords(params);
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId} className="text-2xl font-semibold tracking-tight text-slate-900">
        {t.spacesHeading}
      </h1>
      <p className="mt-1 text-slate-700">{t.spacesIntro}</p>
      <div className="mt-4">
        <StandingNotice />
        <CommunitySearchForm key={q} initial={q} />
      </div>
      {q ? (
        <CommunitySearchResults q={q} page={readPageParam(params)} />
      ) : (
        <div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start">
          <div className="xl:col-start-2 xl:row-start-1">
            <NotificationsPanel />
          </div>
          <div className="xl:col-start-1 xl:row-start-1">
            <QueryState query={spaces} loading={t.spacesLoading} failed={t.spacesFailed}>
              {(list) => (
                <ul className="grid gap-2">
                  {list.map((space) => (
                    <SpaceItem key={space.key} space={space} />
                  ))}
                </ul>
              )}
            </QueryState>
          </div>
        </div>
      )}
    </section>
  );
}

/** One space as a link; a cohort's space is indented under its course's where the list keeps that order. */
export function SpaceItem({
  space,
  extra,
  nested = true,
}: {
  space: Space;
  extra?: React.ReactNode;
  nested?: boolean;
}) {
  return (
    <li className={cn(nested && space.kind === "batch" && "sm:ml-8")}>
      <Link
        to={communityPaths.space(space.key)}
        className="flex items-center gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-indigo-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
      >
        <MessagesSquareIcon aria-hidden="true" className="size-5 shrink-0 text-indigo-700" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-slate-900">{space.title}</p>
          <p className="mt-0.5 text-sm text-slate-600">
            {t.threadCount(space.threadCount)}
            {" · "}
            {space.lastActivityAt ? t.lastActivity(formatPostDate(space.lastActivityAt)) : t.noActivity}
          </p>
        </div>
        {extra}
        {space.moderator ? (
          <span className="hidden items-center gap-1 rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-800 sm:inline-flex">
            <ShieldCheckIcon aria-hidden="true" className="size-3.5" />
            {t.moderatorBadge}
          </span>
        ) : null}
        <ChevronRightIcon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      </Link>
    </li>
  );
}
