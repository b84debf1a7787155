import { SearchView } from "#app/features/search/search-view.tsx";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { apiGet, serverApiContext, serverApiStatus } from "#app/lib/load-context.ts";
import { searchApi } from "#contracts/api/search.ts";
import { searchPage } from "#contracts/page-heads/search.ts";
import { type SearchType, searchLimits, searchMessages, searchTypes } from "#contracts/search-text.ts";
import type { Route } from "./+types/search";

function searchTypeOf(value: string | null): SearchType | null {
  return searchTypes.find((type) => type === value) ?? null;
}

// A GET form: the query lives in the URL, so searching works without JavaScript and results can be shared.
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = (params.get("q") ?? "").trim();
  const type = searchTypeOf(params.get("type"));
  const seo = loadPageMeta(context, request);
  if (!query) return { query, type, response: null, error: null, seo: await seo };
  if (query.length > searchLimits.queryMax) {
    return { query, type, response: null, error: searchMessages.queryTooLong, seo: await seo };
  }
  try {
    const response = await apiGet(context.get(serverApiContext), searchApi.search, {
      query: { q: query, type: type || undefined },
    });
    return { query, type, response, error: null, seo: await seo };
  } catch (error) {
    const message = serverApiStatus(error) === 400 ? searchMessages.queryTooLong : searchMessages.failed;
    return { query, type, response: null, error: message, seo: await seo };
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, searchPage);

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return (
    <SearchView
      query={loaderData.query}
      type={loaderData.type}
      response={loaderData.response}
      error={loaderData.error}
    />
  );
}
