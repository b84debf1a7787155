import { HomePage } from "#app/features/home/home-page.tsx";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { apiGet, serverApiContext } from "#app/lib/load-context.ts";
import { homeApi } from "#contracts/api/home.ts";
import { homePage } from "#contracts/page-heads/home.ts";
import { sameForEveryone } from "#contracts/page-sharing.ts";
import type { Route } from "./+types/home";

// Nothing here depends on who is signed in: one shared copy serves every signed-in visitor (decision 0031).
export const handle = sameForEveryone;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, homePage);

// The home's sections read /api/home in-process; if it fails, the page still renders its static parts.
export async function loader({ context, request }: Route.LoaderArgs) {
  const [home, seo] = await Promise.all([
    apiGet(context.get(serverApiContext), homeApi.home).catch(() => null),
    loadPageMeta(context, request),
  ]);
  return { home, seo };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage home={loaderData.home} />;
}
