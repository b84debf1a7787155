import { CareersPage } from "#app/features/careers/careers-page.tsx";
import { loadOpenings } from "#app/features/careers/load-openings.ts";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { careersPage } from "#contracts/page-heads/careers.ts";
import { sameForEveryone } from "#contracts/page-sharing.ts";
import type { Route } from "./+types/careers";

// Nothing here depends on who is signed in: one shared copy serves every signed-in visitor (decision 0031).
export const handle = sameForEveryone;

export async function loader({ context, request }: Route.LoaderArgs) {
  const [openings, seo] = await Promise.all([loadOpenings(context, "job"), loadPageMeta(context, request)]);
  return { openings, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, careersPage);

export default function CareersRoute({ loaderData }: Route.ComponentProps) {
  return <CareersPage openings={loaderData.openings} />;
}
