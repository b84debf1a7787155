import { BootcampStartPage } from "#app/features/bootcamp/bootcamp-start-page.tsx";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { loadOptional, loadSitePage } from "#app/features/site-pages/load-site-page.ts";
import { admissionsApi } from "#contracts/api/admissions.ts";
import { sameForEveryone } from "#contracts/page-sharing.ts";
import { pageTitle } from "#contracts/page-title.ts";
import type { Route } from "./+types/ai-bootcamp-start";

// Nothing here depends on who is signed in: one shared copy serves every signed-in visitor (decision 0031).
export const handle = sameForEveryone;

export async function loader({ context, request }: Route.LoaderArgs) {
  const [page, batches, seo] = await Promise.all([
    loadSitePage(context, "/ai-bootcamp/start"),
    loadOptional(context, admissionsApi.batches),
    loadPageMeta(context, request),
  ]);
  return { page, batches, seo, now: new Date().toISOString() };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta(
    loaderData?.seo,
    loaderData && { title: pageTitle(loaderData.page.title), description: loaderData.page.summary },
  );

export default function AiBootcampStartRoute({ loaderData }: Route.ComponentProps) {
  const { page, batches, now } = loaderData;
  return <BootcampStartPage page={page} batches={batches} now={new Date(now)} />;
}
