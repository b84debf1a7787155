import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { LinkIcon } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { AdminListState } from "#app/components/ui/admin-list-state.tsx";
import { AdminQueryGate } from "#app/components/ui/admin-query-gate.tsx";
import { FilterSelect, labelledOptions } from "#app/components/ui/filter-select.tsx";
import { ListSearch } from "#app/components/ui/list-search.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { useListSearchText } from "#app/lib/use-list-search-text.ts";
import { seoLinksApi } from "#contracts/api/seo-links.ts";
import {
  type LinkOverview,
  type LinkProblemKind,
  linkMessages,
  linkPageSortLabels,
  linkPageSorts,
} from "#contracts/seo-links.ts";
import {
  type LinkFilters,
  type LinkView,
  linkFiltersToParams,
  linkPagesQuery,
  linkProblemsQuery,
  linkSearchMax,
  linkSuggestionsQuery,
  linksKey,
  readLinkFilters,
} from "./link-filters.ts";
import { LinkPagesTable } from "./link-pages-table.tsx";
import { LinkProblemsTable } from "./link-problems-table.tsx";
import { LinkSuggestionsTable } from "./link-suggestions-table.tsx";
import { LinkTotals, type LinkTotalTarget } from "./link-totals.tsx";
import { PageLinksPanel } from "./page-links-panel.tsx";

const noFilters: LinkFilters = { view: "", q: "", filter: "", sort: "", page: 1, path: "" };
const dateFormat = new Intl.DateTimeFormat("en", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});
const filterOptions = [{ value: "orphans" as const, label: "Orphan pages only" }];

/**
 * /dashboard/digital-marketer/internal-links: the link graph the last content audit drew of the rendered
 * pages: totals, pages with their inbound and outbound links (orphans first), broken links and links
 * through redirects, and one page's links both ways with the words others link to it with.
 */
export function InternalLinksScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readLinkFilters(searchParams);
  const view: LinkView = filters.view || "pages";
  const setFilters = (next: LinkFilters) =>
    // Typing and filtering replace the history entry; paging and opening a page add one, so Back returns.
    setSearchParams(linkFiltersToParams(next), {
      replace: next.page === filters.page && next.path === filters.path && next.view === filters.view,
      preventScrollReset: true,
    });
  const [text, setText] = useListSearchText(filters.q, (q) => setFilters({ ...filters, q, page: 1 }));
  const openPage = (path: string) => setFilters({ ...filters, path });
  const showView = (next: LinkView, extra: Partial<LinkFilters> = {}) =>
    setFilters({ ...filters, view: next === "pages" ? "" : next, page: 1, path: "", ...extra });

  const overview = useQuery({
    queryKey: linksKey,
    queryFn: ({ signal }) => apiRequest(seoLinksApi.overview, { signal }),
  });
  const hasRun = Boolean(overview.data?.run);
  const pages = useQuery({
    queryKey: [...linksKey, "pages", filters.q, filters.filter, filters.sort, filters.page],
    queryFn: ({ signal }) => apiRequest(seoLinksApi.pages, { query: linkPagesQuery(filters), signal }),
    placeholderData: keepPreviousData,
    enabled: hasRun && view === "pages" && !filters.path,
  });
  const problemKind: LinkProblemKind = view === "redirected" ? "redirected" : "broken";
  const suggestions = useQuery({
    queryKey: [...linksKey, "suggestions", filters.page],
    queryFn: ({ signal }) =>
      apiRequest(seoLinksApi.suggestions, { query: linkSuggestionsQuery(filters.page), signal }),
    placeholderData: keepPreviousData,
    enabled: hasRun && view === "suggestions" && !filters.path,
  });
  const problems = useQuery({
    queryKey: [...linksKey, "problems", problemKind, filters.page],
    queryFn: ({ signal }) =>
      apiRequest(seoLinksApi.problems, { query: linkProblemsQuery(problemKind, filters.page), signal }),
    placeholderData: keepPreviousData,
    enabled: hasRun && (view === "broken" || view === "redirected") && !filters.path,
  });
  const onTotal = (target: LinkTotalTarget) => {
    if (target === "orphans") showView("pages", { filter: "orphans", sort: "" });
    else if (target === "pages") showView("pages", { filter: "" });
    else showView(target);
  };
  const filtered = filters.q !== "" || filters.filter !== "";
  const paging = (label: string) => ({
    label,
    page: filters.page,
    onPage: (page: number) => setFilters({ ...filters, page }),
  });

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid gap-1">
        <div className="flex items-center gap-3">
          <LinkIcon aria-hidden="true" className="size-6 text-indigo-700" />
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Internal Links</h1>
        </div>
        <p className="text-sm text-slate-700">
          How the site's pages link to each other, as the last content audit read them: pages nothing links
          to, links to pages that are gone, and links that go through redirects.
        </p>
      </div>

      <AdminQueryGate
        query={overview}
        loadingLabel="Loading the link graph..."
        loadFailed={linkMessages.loadFailed}
      >
        {(data: LinkOverview) =>
          data.run ? (
            <div className="grid gap-6">
              <p className="text-sm text-slate-700">
                From the audit of {dateFormat.format(new Date(data.run.finishedAt))} UTC.{" "}
                <Link
                  to="/dashboard/digital-marketer/content-audit"
                  className="font-medium text-indigo-700 underline-offset-4 hover:underline"
                >
                  Run a new audit
                </Link>{" "}
                to see changes.
              </p>
              <LinkTotals overview={data} onOpen={onTotal} />
              {filters.path ? (
                <PageLinksPanel
                  key={filters.path}
                  path={filters.path}
                  onBack={() => setFilters({ ...filters, path: "" })}
                  onOpen={openPage}
                />
              ) : (
                <Tabs value={view} onValueChange={(next) => showView(next as LinkView)}>
                  <TabsList aria-label="Lists of links" className="h-auto max-w-2xl flex-wrap">
                    <TabsTrigger value="pages">Pages</TabsTrigger>
                    <TabsTrigger value="broken">Broken ({data.broken})</TabsTrigger>
                    <TabsTrigger value="redirected">Redirected ({data.redirected})</TabsTrigger>
                    <TabsTrigger value="suggestions">Suggestions ({data.suggestions})</TabsTrigger>
                  </TabsList>
                  <TabsContent value="pages" className="grid gap-4">
                    <search className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem_14rem]">
                      <ListSearch
                        placeholder="Page title or path"
                        maxLength={linkSearchMax}
                        value={text}
                        onChange={setText}
                      />
                      <FilterSelect
                        label="Filter pages"
                        allLabel="All pages"
                        value={filters.filter}
                        options={filterOptions}
                        onChange={(filter) => setFilters({ ...filters, filter, page: 1 })}
                      />
                      <FilterSelect
                        label="Sort pages"
                        allLabel={linkPageSortLabels["fewest-inbound"]}
                        value={filters.sort === "fewest-inbound" ? "" : filters.sort}
                        options={labelledOptions(
                          linkPageSorts.filter((sort) => sort !== "fewest-inbound"),
                          linkPageSortLabels,
                        )}
                        onChange={(sort) => setFilters({ ...filters, sort, page: 1 })}
                      />
                    </search>
                    <AdminListState
                      query={pages}
                      noun={["page", "pages"]}
                      loadFailed={linkMessages.loadFailed}
                      empty={{
                        filtered,
                        filteredMessage:
                          filters.filter === "orphans" && !filters.q
                            ? linkMessages.noOrphans
                            : linkMessages.noPages,
                        noneMessage: linkMessages.noPages,
                        clearLabel: "Clear search and filter",
                        onClear: () => {
                          setText("");
                          setFilters({ ...noFilters });
                        },
                      }}
                      paging={paging("Pages of the page list")}
                    >
                      {(result) => <LinkPagesTable pages={result.items} onOpen={openPage} />}
                    </AdminListState>
                  </TabsContent>
                  {(["broken", "redirected"] as const).map((kind) => (
                    <TabsContent key={kind} value={kind} className="grid gap-4">
                      <p className="text-sm text-slate-700">
                        {kind === "broken"
                          ? "Each link below leads visitors and search engines to a missing page. Redirect the address to the page that replaced it, or change the link on the page."
                          : "Each link below costs a visitor a round trip and leaks ranking signals. Point the link at where its redirects end."}
                      </p>
                      <AdminListState
                        query={problems}
                        noun={["link", "links"]}
                        loadFailed={linkMessages.loadFailed}
                        empty={{
                          filtered: false,
                          filteredMessage: "",
                          noneMessage: kind === "broken" ? linkMessages.noBroken : linkMessages.noRedirected,
                          clearLabel: "",
                          onClear: () => {},
                        }}
                        paging={paging(
                          kind === "broken" ? "Pages of broken links" : "Pages of redirected links",
                        )}
                      >
                        {(result) => (
                          <LinkProblemsTable kind={kind} problems={result.items} onOpen={openPage} />
                        )}
                      </AdminListState>
                    </TabsContent>
                  ))}
                  <TabsContent value="suggestions" className="grid gap-4">
                    <p className="text-sm text-slate-700">
                      Pages that mention another page's focus keyphrase (set on the Keywords page) without
                      linking to it. A link there tells search engines which page answers that search, and
                      takes readers to it.
                    </p>
                    <AdminListState
                      query={suggestions}
                      noun={["suggestion", "suggestions"]}
                      loadFailed={linkMessages.loadFailed}
                      empty={{
                        filtered: false,
                        filteredMessage: "",
                        noneMessage: linkMessages.noSuggestions,
                        clearLabel: "",
                        onClear: () => {},
                      }}
                      paging={paging("Pages of suggestions")}
                    >
                      {(result) => <LinkSuggestionsTable suggestions={result.items} onOpen={openPage} />}
                    </AdminListState>
                  </TabsContent>
                </Tabs>
              )}
            </div>
          ) : (
            <div className="grid justify-items-start gap-3 rounded-lg border border-dashed border-slate-300 bg-white p-6">
              <p className="text-slate-800">{linkMessages.neverRun}</p>
              <Link
                to="/dashboard/digital-marketer/content-audit"
                className="font-medium text-indigo-700 underline-offset-4 hover:underline"
              >
                Open Content Audit
              </Link>
            </div>
          )
        }
      </AdminQueryGate>
    </div>
  );
}
