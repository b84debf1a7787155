import { PodcastPage } from "#app/features/content/podcast-page.tsx";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { apiGet, serverApiContext } from "#app/lib/load-context.ts";
import { contentApi } from "#contracts/api/content.ts";
import { podcastPage } from "#contracts/page-heads/podcast.ts";
import { sameForEveryone } from "#contracts/page-sharing.ts";
import type { Route } from "./+types/podcast";

// Nothing here depends on who is signed in: one shared copy serves every signed-in visitor (decision 0031).
export const handle = sameForEveryone;

export async function loader({ context, request }: Route.LoaderArgs) {
  const [podcast, seo] = await Promise.all([
    apiGet(context.get(serverApiContext), contentApi.podcast),
    loadPageMeta(context, request),
  ]);
  return { episodes: podcast.episodes, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, podcastPage);

export default function PodcastRoute({ loaderData }: Route.ComponentProps) {
  return <PodcastPage episodes={loaderData.episodes} />;
}
