import { SearchIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import {
  formatPostDate,
  communityPageText as p,
  communityFindText as t,
} from "#contracts/community-page-text.ts";
import { communitySearchLimits, communitySearchText } from "#contracts/community-search-text.ts";
import { communityPaths } from "./community-paths.ts";
import { useSearch } from "./find-queries.ts";

/** The address of a search on the forum's front page; no words is the front page itself. */
export function searchPath(q: string, page = 1): string {
  const search = new URLSearchParams();
  if (q) search.set("q", q);
  if (page > 1) search.set("page", String(page));
  const query = search.toString();
  return `${communityPaths.spaces}${query ? `?${query}` : ""}`;
}

/**
 * The search box: the words go into the address (`?q=`), so a search can be shared, reloaded and made
 * before the page's scripts ran (a GET form). Too short a search says so instead of asking the server.
 */
export function CommunitySearchForm({ initial }: { initial: string }) {
  const [q, setQ] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const id = useId();
  return (
    <Form
      method="get"
      action={communityPaths.spaces}
      role="search"
      aria-label={t.searchLabel}
      onSubmit={(event) => {
        event.preventDefault();
        const words = q.trim();
        if (words.length < communitySearchLimits.queryMin) {
          setError(communitySearchText.queryRequired);
          return;
        }
        setError(null);
        navigate(searchPath(words));
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t.searchLabel}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="q"
          type="search"
          value={q}
          maxLength={communitySearchLimits.queryMax}
          placeholder={t.searchPlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setQ(event.target.value);
            setError(null);
          }}
          className="h-10 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 text-slate-900 shadow-sm focus-visible:border-indigo-500 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
        />
        <Button type="submit">
          <SearchIcon aria-hidden="true" />
          {t.searchButton}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </Form>
  );
}

/** A page of results: each thread with where the words were found, the words marked in its snippet. */
export function CommunitySearchResults({ q, page }: { q: string; page: number }) {
  const { user } = useAuth();
  const results = useSearch(user, q, page);
  const navigate = useNavigate();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900">
          {t.resultsHeading(q)}
        </h2>
        <Link
          to={communityPaths.spaces}
          className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 hover:underline"
        >
          <XIcon aria-hidden="true" className="size-4" />
          {t.clearSearch}
        </Link>
      </div>
      <div className="mt-3">
        <QueryState query={results} loading={t.searching} failed={t.searchFailed}>
          {(found) =>
            found.total === 0 ? (
              <EmptyState title={t.noResults(q)} description={t.noResultsBody} />
            ) : (
              <>
                <ul className="grid gap-3">
                  {found.items.map((hit) => (
                    <li key={hit.threadId} className="forum-post">
                      <h3 className="font-semibold">
                        <Link
                          to={communityPaths.thread(hit.threadId)}
                          className="break-words text-indigo-800 underline-offset-4 hover:underline"
                        >
                          {hit.title}
                        </Link>
                      </h3>
                      <p className="mt-1 text-sm text-slate-600">
                        {hit.courseTitle ?? "General"}
                        {hit.matchedIn === "reply" ? ` · ${t.matchedInReply}` : ""}
                        {" · "}
                        {p.replies(hit.replyCount)}
                        {" · "}
                        {p.lastActivity(formatPostDate(hit.lastActivityAt))}
                      </p>
                      <p className="mt-2 text-sm break-words text-slate-800">
                        {hit.snippet.map((part, index) =>
                          part.match ? (
                            // biome-ignore lint/suspicious/noArrayIndexKey: the pieces never move.
                            <mark key={index} className="rounded bg-amber-100 px-0.5 text-slate-900">
                              {part.text}
                            </mark>
                          ) : (
                            part.text
                          ),
                        )}
                      </p>
                    </li>
                  ))}
                </ul>
                {found.total > found.pageSize ? (
                  <Pagination
                    className="mt-6"
                    label={t.resultsPageLabel}
                    page={found.page}
                    pageSize={found.pageSize}
                    total={found.total}
                    shown={found.items.length}
                    noun={["thread", "threads"]}
                    onPage={(next) => navigate(searchPath(q, next))}
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
