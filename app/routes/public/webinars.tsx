import { WebinarsPage } from "#app/features/content/webinars-page.tsx";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { apiGet, serverApiContext } from "#app/lib/load-context.ts";
import { contentApi } from "#contracts/api/content.ts";
import { webinarsPage } from "#contracts/page-heads/webinars.ts";
import { sameForEveryone } from "#contracts/page-sharing.ts";
import type { Route } from "./+types/webinars";

// Nothing here depends on who is signed in: one shared copy serves every signed-in visitor (decision 0031).
export const handle = sameForEveryone;

export async function loader({ context, request }: Route.LoaderArgs) {
  const [webinars, seo] = await Promise.all([
    apiGet(context.get(serverApiContext), contentApi.webinars),
    loadPageMeta(context, request),
  ]);
  return { webinars, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, webinarsPage);

export default function WebinarsRoute({ loaderData }: Route.ComponentProps) {
  return <WebinarsPage webinars={loaderData.webinars} />;
}
