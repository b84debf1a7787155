import { Search } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { useEarlyInput } from "#app/lib/early-input.ts";
import type { SearchResponse } from "#contracts/search.ts";
import {
  type SearchType,
  searchLimits,
  searchMessages,
  searchSuggestions,
  searchTypes,
} from "#contracts/search-text.ts";
import { HighlightedSnippet } from "./highlighted-snippet.tsx";

export type SearchViewProps = {
  query: string;
  type: SearchType | null;
  response: SearchResponse | null;
  /** A refused query (too long) or a failed search: shown by the field, the query stays in it. */
  error: string | null;
};

const filterLabels: Record<SearchType, string> = {
  course: "Courses",
  article: "Articles",
  webinar: "Webinars",
  episode: "Podcast",
  page: "Pages",
  opening: "Jobs",
};

function searchHref(query: string, type?: SearchType | null): string {
  const params = new URLSearchParams({ q: query });
  if (type) params.set("type", type);
  return `/search?${params.toString()}`;
}

function Suggestions({ label }: { label: string }) {
  return (
    <div className="mt-4">
      <p className="text-slate-700">{label}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {searchSuggestions.map((suggestion) => (
          <li key={suggestion}>
            <Link
              to={searchHref(suggestion)}
              className="inline-flex min-h-10 items-center rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:border-indigo-400 hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              {suggestion}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function resultCount(total: number, query: string): string {
  if (total >= searchLimits.results) return `Top ${total} results for “${query}”`;
  return `${total} ${total === 1 ? "result" : "results"} for “${query}”`;
}

export function SearchView({ query, type, response, error }: SearchViewProps) {
  const navigation = useNavigation();
  const searching = navigation.state !== "idle" && navigation.location?.pathname === "/search";
  const results = response?.results ?? [];
  const earlyInput = useEarlyInput();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Search</h1>
      <p className="mt-2 text-slate-700">
        Courses, articles, webinars, podcast episodes and pages of AI Labs.
      </p>

      <Form
        {...earlyInput}
        method="get"
        action="/search"
        role="search"
        className="mt-6"
        aria-label="Site search"
      >
        <label htmlFor="search-q" className="text-sm font-medium text-slate-800">
          Search for
        </label>
        <div className="mt-2 flex gap-2">
          <Input
            id="search-q"
            name="q"
            type="search"
            defaultValue={query}
            key={query}
            maxLength={searchLimits.queryMax * 2}
            placeholder="e.g. RAG, transformers, prompt injection"
            autoComplete="off"
            enterKeyHint="search"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "search-error" : undefined}
            className="h-11"
          />
          {type ? <input type="hidden" name="type" value={type} /> : null}
          <Button type="submit" size="lg" disabled={searching}>
            <Search aria-hidden="true" />
            {searching ? "Searching..." : "Search"}
          </Button>
        </div>
        {error ? (
          <p id="search-error" role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </Form>

      {query && !error ? (
        <nav aria-label="Filter results by type" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {[null, ...searchTypes].map((option) => {
              const current = option === type;
              return (
                <li key={option ?? "all"}>
                  <Link
                    to={searchHref(query, option)}
                    aria-current={current ? "page" : undefined}
                    className={
                      current
                        ? "inline-flex min-h-9 items-center rounded-full bg-indigo-700 px-3 text-sm font-medium text-white"
                        : "inline-flex min-h-9 items-center rounded-full bg-slate-100 px-3 text-sm font-medium text-slate-800 hover:bg-slate-200"
                    }
                  >
                    {option ? filterLabels[option] : "All"}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}

      <section aria-labelledby="search-results-heading" className="mt-8" aria-busy={searching}>
        {!query && !error ? (
          <>
            <h2 id="search-results-heading" className="text-xl font-semibold text-slate-900">
              {searchMessages.emptyTitle}
            </h2>
            <Suggestions label={searchMessages.emptyBody} />
          </>
        ) : null}
        {query && response && results.length === 0 ? (
          <>
            <h2 id="search-results-heading" className="text-xl font-semibold text-slate-900">
              {searchMessages.noResultsTitle}
            </h2>
            <Suggestions label={searchMessages.noResultsBody} />
          </>
        ) : null}
        {results.length > 0 ? (
          <>
            <h2 id="search-results-heading" className="sr-only">
              Results
            </h2>
            <p className="text-sm text-slate-700" aria-live="polite">
              {resultCount(response?.total ?? 0, query)}
            </p>
            <ol aria-label="Search results" className="mt-4 divide-y divide-slate-200">
              {results.map((result) => (
                <li key={result.url} className="py-5">
                  <p className="text-xs font-semibold uppercase tracking-wide text-indigo-700">
                    {result.typeLabel}
                  </p>
                  <h3 className="mt-1 text-lg font-semibold">
                    <Link
                      to={result.url}
                      className="text-slate-900 underline-offset-4 hover:text-indigo-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                    >
                      {result.title}
                    </Link>
                  </h3>
                  <p className="mt-0.5 truncate text-sm text-slate-600">{result.url}</p>
                  <p className="mt-2 text-slate-700">
                    <HighlightedSnippet snippet={result.snippet} />
                  </p>
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </section>
    </div>
  );
}
