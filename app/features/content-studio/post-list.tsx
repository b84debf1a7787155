import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { AdminListState } from "#app/components/ui/admin-list-state.tsx";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { FilterSelect, labelledOptions } from "#app/components/ui/filter-select.tsx";
import { ListSearch } from "#app/components/ui/list-search.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { useListSearchText } from "#app/lib/use-list-search-text.ts";
import { contentStudioApi } from "#contracts/api/content-studio.ts";
import { postStatuses, postStatusLabels } from "#contracts/content-studio-text.ts";
import { PostsTable } from "./posts-table.tsx";
import {
  noPostFilters,
  type PostListFilters,
  postListKey,
  postListQueryOf,
  postSearchMax,
  readPostFilters,
  withOpenPost,
  withPostFilters,
} from "./studio-params.ts";

function NewPostLink() {
  const [searchParams] = useSearchParams();
  return (
    <Link to={`?${withOpenPost(searchParams, "new")}`} className={buttonClassName()}>
      <PlusIcon aria-hidden="true" />
      New post
    </Link>
  );
}

/** The posts: search, status filter and page in the URL; a post opens in the editor. */
export function PostList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readPostFilters(searchParams);
  const userId = useAuth().user?.id ?? "";
  const setFilters = (next: PostListFilters) =>
    // Searching and filtering replace the history entry; paging adds one, so Back returns to the last page.
    setSearchParams((current) => withPostFilters(current, next), {
      replace: next.page === filters.page,
      preventScrollReset: true,
    });
  const [text, setText] = useListSearchText(filters.q, (q) => setFilters({ ...filters, q, page: 1 }));

  const list = useQuery({
    queryKey: [...postListKey(userId), filters],
    queryFn: ({ signal }) => apiRequest(contentStudioApi.list, { query: postListQueryOf(filters), signal }),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <search className="grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto]">
        <ListSearch
          label="Search posts"
          placeholder="Title, slug or author"
          maxLength={postSearchMax}
          value={text}
          onChange={setText}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={filters.status}
          options={labelledOptions(postStatuses, postStatusLabels)}
          onChange={(status) => setFilters({ ...filters, status, page: 1 })}
        />
        <div>
          <NewPostLink />
        </div>
      </search>

      <AdminListState
        query={list}
        noun={["post", "posts"]}
        loadFailed="Could not load the posts"
        empty={{
          filtered: filters.status !== "" || filters.q !== "",
          filteredMessage: "No post matches this search or status.",
          noneMessage: "No blog posts yet. Write the first one.",
          clearLabel: "Clear search and status",
          onClear: () => {
            setText("");
            setFilters(noPostFilters);
          },
          noneAction: <NewPostLink />,
        }}
        paging={{
          label: "Pages of blog posts",
          page: filters.page,
          onPage: (page) => setFilters({ ...filters, page }),
        }}
      >
        {(result) => <PostsTable posts={result.items} />}
      </AdminListState>
    </>
  );
}
