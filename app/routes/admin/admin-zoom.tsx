import { HydrationBoundary } from "@tanstack/react-query";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import { prefetchForUser } from "#app/features/portal/prefetch-for-user.ts";
import {
  providerStatusQuery,
  sessionListQuery,
  staffCoursesQuery,
} from "#app/features/zoom-classes/live-session-queries.ts";
import { readSessionFilters } from "#app/features/zoom-classes/session-filters.ts";
import { ZoomClassesScreen } from "#app/features/zoom-classes/zoom-classes-screen.tsx";
import type { Route } from "./+types/admin-zoom";

// /dashboard/admin/zoom (issue 15): the page's list (as its URL filters it), the provider and the courses
// with their batches, server-rendered for an admin; the admin layout owns the guard and sidebar.
export async function loader({ context, request }: Route.LoaderArgs) {
  const filters = readSessionFilters(new URL(request.url).searchParams);
  return {
    dehydratedState: await prefetchForUser(context, (user) =>
      user.role === "admin"
        ? [sessionListQuery(user.id, filters), providerStatusQuery(user.id), staffCoursesQuery(user.id)]
        : [],
    ),
  };
}

export const meta: Route.MetaFunction = () => portalMeta("/dashboard/admin/zoom");

export default function AdminZoomRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState ?? undefined}>
      <ZoomClassesScreen />
    </HydrationBoundary>
  );
}
