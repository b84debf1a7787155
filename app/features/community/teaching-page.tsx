import { FlagIcon, MessagesSquareIcon } from "lucide-react";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { readPageParam } from "#app/lib/list-params.ts";
import {
  formatPostDate,
  communityModerationPageText as m,
  communityPageText as t,
} from "#contracts/community-page-text.ts";
import type { TeachingOverview } from "#contracts/community-teaching.ts";
import { communityPaths } from "./community-paths.ts";
import { useTeaching } from "./community-queries.ts";
import { SpaceItem } from "./spaces-page.tsx";
import { ThreadListItem } from "./thread-list-item.tsx";

/**
 * The instructor portal's forum page (issue 18): the unanswered questions of the spaces they moderate,
 * the longest waiting first, then those spaces, the ones with unanswered questions first.
 */
export function TeachingPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const page = readPageParam(params);
  const teaching = useTeaching(user, page);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id={headingId} className="text-2xl font-semibold tracking-tight text-slate-900">
          {t.teachingHeading}
        </h1>
        <div className="flex flex-wrap gap-2">
          <Link to={communityPaths.moderation} className={buttonClassName({ variant: "outline" })}>
            <FlagIcon aria-hidden="true" />
            {m.queueLink}
          </Link>
          <Link to={communityPaths.spaces} className={buttonClassName({ variant: "outline" })}>
            <MessagesSquareIcon aria-hidden="true" />
            {t.openCommunity}
          </Link>
        </div>
      </div>
      <p className="mt-1 text-slate-700">{t.teachingIntro}</p>
      <div className="mt-6">
        <QueryState query={teaching} loading={t.teachingLoading} failed={t.teachingFailed}>
          {(overview) => (
            <TeachingView
              overview={overview}
              onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
            />
          )}
        </QueryState>
      </div>
    </section>
  );
}

function TeachingView({ overview, onPage }: { overview: TeachingOverview; onPage: (page: number) => void }) {
  const unansweredId = useId();
  const spacesId = useId();
  const { unanswered, spaces } = overview;
  return (
    <div className="grid gap-10">
      <section aria-labelledby={unansweredId}>
        <h2 id={unansweredId} className="text-lg font-semibold text-slate-900">
          {t.unansweredHeading} ({unanswered.total})
        </h2>
        {unanswered.total === 0 ? (
          <p className="mt-2 text-slate-700">{t.unansweredNone}</p>
        ) : (
          <>
            <ul className="mt-3 grid gap-3">
              {unanswered.items.map((thread) => (
                <ThreadListItem
                  key={thread.id}
                  thread={thread}
                  context={`${thread.spaceTitle} · ${t.waitingSince(formatPostDate(thread.createdAt))}`}
                />
              ))}
            </ul>
            {unanswered.total > unanswered.pageSize ? (
              <Pagination
                className="mt-6"
                label={t.threadsPageLabel}
                page={unanswered.page}
                pageSize={unanswered.pageSize}
                total={unanswered.total}
                shown={unanswered.items.length}
                noun={["question", "questions"]}
                onPage={onPage}
              />
            ) : null}
          </>
        )}
      </section>
      <section aria-labelledby={spacesId}>
        <h2 id={spacesId} className="text-lg font-semibold text-slate-900">
          {t.spacesSubheading}
        </h2>
        {spaces.length === 0 ? (
          <EmptyState className="mt-3" title={t.noTeachingSpaces} />
        ) : (
          <ul className="mt-3 grid gap-2">
            {spaces.map((space) => (
              <SpaceItem
                key={space.key}
                space={space}
                nested={false}
                extra={
                  space.unanswered > 0 ? (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-amber-900">
                      {t.unansweredCount(space.unanswered)}
                    </span>
                  ) : null
                }
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
