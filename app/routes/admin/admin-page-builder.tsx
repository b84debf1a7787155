import { HydrationBoundary } from "@tanstack/react-query";
import { readOpenPage, readPageFilters } from "#app/features/page-builder/page-builder-params.ts";
import { pageDetailQuery, pageListQuery } from "#app/features/page-builder/page-builder-queries.ts";
import { PageBuilderScreen } from "#app/features/page-builder/page-builder-screen.tsx";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import { prefetchForUser } from "#app/features/portal/prefetch-for-user.ts";
import type { Route } from "./+types/admin-page-builder";

// /dashboard/admin/page-builder (issue 21): the list as its URL filters it, or the page the URL opens,
// server-rendered for an admin; the admin layout owns the guard and sidebar. The block editor (Puck) loads
// after this page has rendered (features/page-builder/block-canvas.tsx, decision 0063).
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const open = readOpenPage(params);
  return {
    dehydratedState: await prefetchForUser(context, (user) =>
      user.role !== "admin" && user.role !== "digital_marketer"
        ? []
        : [open ? pageDetailQuery(user.id, open) : pageListQuery(user.id, readPageFilters(params))],
    ),
  };
}

export const meta: Route.MetaFunction = () => portalMeta("/dashboard/admin/page-builder");

export default function AdminPageBuilderRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState ?? undefined}>
      <PageBuilderScreen />
    </HydrationBoundary>
  );
}
