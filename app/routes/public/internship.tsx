import { InternshipPage } from "#app/features/careers/internship-page.tsx";
import { loadOpenings } from "#app/features/careers/load-openings.ts";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { internshipPage } from "#contracts/page-heads/internship.ts";
import { sameForEveryone } from "#contracts/page-sharing.ts";
import type { Route } from "./+types/internship";

// Nothing here depends on who is signed in: one shared copy serves every signed-in visitor (decision 0031).
export const handle = sameForEveryone;

export async function loader({ context, request }: Route.LoaderArgs) {
  const [openings, seo] = await Promise.all([
    loadOpenings(context, "internship"),
    loadPageMeta(context, request),
  ]);
  return { openings, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, internshipPage);

export default function InternshipRoute({ loaderData }: Route.ComponentProps) {
  return <InternshipPage openings={loaderData.openings} />;
}
