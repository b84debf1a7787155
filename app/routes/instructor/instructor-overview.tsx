import { HydrationBoundary } from "@tanstack/react-query";
import { InstructorOverview } from "#app/features/dashboards/instructor-overview.tsx";
import { prefetchOverview } from "#app/features/dashboards/prefetch-overview.ts";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import type { Route } from "./+types/instructor-overview";

export async function loader({ context }: Route.LoaderArgs) {
  return { dehydratedState: await prefetchOverview(context, "instructor") };
}

export const meta: Route.MetaFunction = () => portalMeta("/dashboard/instructor");

export default function InstructorOverviewRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState ?? undefined}>
      <InstructorOverview />
    </HydrationBoundary>
  );
}
