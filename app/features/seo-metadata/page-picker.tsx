import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { AdminListState } from "#app/components/ui/admin-list-state.tsx";
import { ListSearch } from "#app/components/ui/list-search.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { useDebouncedValue } from "#app/lib/use-debounced-value.ts";
import { seoApi } from "#contracts/api/seo.ts";
import { pageTypeLabels, seoPagesMessages, seoPagesSearchMax } from "#contracts/seo-pages.ts";

const pageSize = 10;

/** Meta Tags without a page: find one by title or path and open its editor. */
export function PagePicker({ editorPath }: { editorPath: (path: string) => string }) {
  const [text, setText] = useState("");
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(text, 300).trim();
  const list = useQuery({
    queryKey: ["seo-pages", "picker", q, page],
    queryFn: ({ signal }) => apiRequest(seoApi.pages, { query: { q, page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby="page-picker-title" className="grid gap-4">
      <h2 id="page-picker-title" className="text-lg font-semibold text-slate-900">
        Choose a page
      </h2>
      <ListSearch
        label="Search pages"
        className="max-w-xl"
        placeholder="Title or path"
        maxLength={seoPagesSearchMax}
        value={text}
        onChange={(next) => {
          setText(next);
          setPage(1);
        }}
      />
      <AdminListState
        query={list}
        noun={["page", "pages"]}
        loadFailed={seoPagesMessages.loadFailed}
        empty={{
          filtered: q !== "",
          filteredMessage: seoPagesMessages.noPages,
          noneMessage: "The site has no public pages yet.",
          clearLabel: "Clear the search",
          onClear: () => setText(""),
        }}
        paging={{ label: "Pages of the list", page, onPage: setPage }}
      >
        {(result) => (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {result.items.map((item) => (
              <li key={item.path}>
                <Link
                  to={editorPath(item.path)}
                  aria-label={`Edit metadata of ${item.path}`}
                  className="grid gap-0.5 p-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-indigo-600"
                >
                  <span className="truncate font-medium text-slate-900">{item.title}</span>
                  <span className="truncate text-xs text-slate-600">
                    <span className="font-mono">{item.path}</span> · {pageTypeLabels[item.pageType]}
                    {item.overridden ? " · edited" : ""}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </AdminListState>
    </section>
  );
}
