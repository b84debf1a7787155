import { HydrationBoundary } from "@tanstack/react-query";
import { prefetchOverview } from "#app/features/dashboards/prefetch-overview.ts";
import { StudentOverview } from "#app/features/dashboards/student-overview.tsx";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import type { Route } from "./+types/student-overview";

export async function loader({ context }: Route.LoaderArgs) {
  return { dehydratedState: await prefetchOverview(context, "student") };
}

export const meta: Route.MetaFunction = () => portalMeta("/dashboard/student");

export default function StudentOverviewRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState ?? undefined}>
      <StudentOverview />
    </HydrationBoundary>
  );
}
