import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { AboutPage } from "#app/features/site-pages/about-page.tsx";
import { loadOptional, loadSitePage } from "#app/features/site-pages/load-site-page.ts";
import { pagesApi } from "#contracts/api/pages.ts";
import { aboutPageTitle } from "#contracts/page-heads/about.ts";
import { sameForEveryone } from "#contracts/page-sharing.ts";
import type { Route } from "./+types/about";

// Nothing here depends on who is signed in: one shared copy serves every signed-in visitor (decision 0031).
export const handle = sameForEveryone;

export async function loader({ context, request }: Route.LoaderArgs) {
  const [page, about, seo] = await Promise.all([
    loadSitePage(context, "/about"),
    loadOptional(context, pagesApi.about),
    loadPageMeta(context, request),
  ]);
  return { page, about, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta(loaderData?.seo, { title: aboutPageTitle, description: loaderData?.page.summary });

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  return <AboutPage page={loaderData.page} about={loaderData.about} />;
}
