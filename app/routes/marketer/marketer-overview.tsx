import { HydrationBoundary } from "@tanstack/react-query";
import { MarketerOverview } from "#app/features/dashboards/marketer-overview.tsx";
import { prefetchOverview } from "#app/features/dashboards/prefetch-overview.ts";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import type { Route } from "./+types/marketer-overview";

export async function loader({ context }: Route.LoaderArgs) {
  return { dehydratedState: await prefetchOverview(context, "digitalMarketer") };
}

export const meta: Route.MetaFunction = () => portalMeta("/dashboard/digital-marketer");

export default function MarketerOverviewRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState ?? undefined}>
      <MarketerOverview />
    </HydrationBoundary>
  );
}
