import { HydrationBoundary } from "@tanstack/react-query";
import { AdminOverview } from "#app/features/dashboards/admin-overview.tsx";
import { prefetchOverview } from "#app/features/dashboards/prefetch-overview.ts";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import type { Route } from "./+types/admin-overview";

export async function loader({ context }: Route.LoaderArgs) {
  return { dehydratedState: await prefetchOverview(context, "admin") };
}

export const meta: Route.MetaFunction = () => portalMeta("/dashboard/admin");

export default function AdminOverviewRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState ?? undefined}>
      <AdminOverview />
    </HydrationBoundary>
  );
}
