import { WebinarsPage } from "#app/features/content/webinars-page.tsx";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { serverApiContext } from "#app/lib/load-context.ts";
import { webinarsPage } from "#contracts/page-heads/webinars.ts";
import type { WebinarList } from "#contracts/webinars.ts";
import type { Route } from "./+types/webinars";

export async function loader({ context, request }: Route.LoaderArgs) {
  const [webinars, seo] = await Promise.all([
    context.get(serverApiContext).get<WebinarList>("/api/webinars"),
    loadPageMeta(context, request),
  ]);
  return { webinars, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, webinarsPage);

export default function WebinarsRoute({ loaderData }: Route.ComponentProps) {
  return <WebinarsPage webinars={loaderData.webinars} />;
}
