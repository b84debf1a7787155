import { data } from "react-router";
import { LandingPageView } from "#app/features/landing-pages/landing-page-view.tsx";
import { NotFoundView } from "#app/features/navigation/not-found-view.tsx";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { apiGet, serverApiContext, serverApiStatus } from "#app/lib/load-context.ts";
import { pageBuilderApi } from "#contracts/api/page-builder.ts";
import { notFoundPage } from "#contracts/page-heads/not-found.ts";
import { sameForEveryone } from "#contracts/page-sharing.ts";
import type { Route } from "./+types/landing-page";

// Any path no app route claims (the splat): a landing page published from the page builder (issue 21) when
// one lives at the path, else the not-found page with a real 404. A landing page is the same for everyone,
// so it is served from the shared-page cache like the site's own pages (decision 0015, 0031).
export const handle = sameForEveryone;

export async function loader({ context, request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  // A page under an A/B test: the server's render says which variant this visitor sees (issue 21).
  const variant = request.headers.get("x-page-variant") === "b" ? ("b" as const) : undefined;
  try {
    const [page, seo] = await Promise.all([
      apiGet(context.get(serverApiContext), pageBuilderApi.view, {
        query: variant ? { path, variant } : { path },
      }),
      loadPageMeta(context, request),
    ]);
    return { page, seo };
  } catch (error) {
    if (serverApiStatus(error) === 404 || serverApiStatus(error) === 400)
      return data({ page: null, seo: null }, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.page
    ? seoMeta(loaderData.seo, { title: loaderData.page.title, description: loaderData.page.description })
    : [
        { title: notFoundPage.title },
        { name: "description", content: notFoundPage.description },
        { name: "robots", content: "noindex" },
      ];

export default function LandingPageRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.page ? <LandingPageView page={loaderData.page} /> : <NotFoundView />;
}
