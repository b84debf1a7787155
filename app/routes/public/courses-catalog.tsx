import { catalogQuery, readCatalogFilters } from "#app/features/catalog/catalog-filters.ts";
import { CatalogView } from "#app/features/catalog/catalog-view.tsx";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { apiGet, serverApiContext } from "#app/lib/load-context.ts";
import { catalogApi } from "#contracts/api/catalog.ts";
import { coursesCatalogPage } from "#contracts/page-heads/courses.ts";
import { sameForEveryone } from "#contracts/page-sharing.ts";
import type { Route } from "./+types/courses-catalog";

// Nothing here depends on who is signed in: one shared copy serves every signed-in visitor (decision 0031).
export const handle = sameForEveryone;

// Filters live in the URL (a GET form), so a filtered catalog works without JavaScript and can be shared.
export async function loader({ context, request }: Route.LoaderArgs) {
  const filters = readCatalogFilters(new URL(request.url).searchParams);
  const [courses, seo] = await Promise.all([
    apiGet(context.get(serverApiContext), catalogApi.courses, { query: catalogQuery(filters) }),
    loadPageMeta(context, request),
  ]);
  return { courses, filters, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, coursesCatalogPage);

export default function CoursesCatalogRoute({ loaderData }: Route.ComponentProps) {
  return <CatalogView courses={loaderData.courses} filters={loaderData.filters} />;
}
