import { HydrationBoundary } from "@tanstack/react-query";
import { queueQuery } from "#app/features/community/moderation-queries.ts";
import { ModerationQueuePage, queueStatusParam } from "#app/features/community/moderation-queue-page.tsx";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import { prefetchForUser } from "#app/features/portal/prefetch-for-user.ts";
import { readPageParam } from "#app/lib/list-params.ts";
import type { Route } from "./+types/community-moderation";

// The queue of the spaces the instructor (or admin) moderates, read during SSR and hydrated.
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return {
    dehydratedState: await prefetchForUser(context, (user) =>
      user.role === "instructor" || user.role === "admin"
        ? [queueQuery(user.id, queueStatusParam(params), readPageParam(params))]
        : [],
    ),
  };
}

export const meta: Route.MetaFunction = () => portalMeta("/dashboard/instructor/community/moderation");

export default function CommunityModerationRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState ?? undefined}>
      <ModerationQueuePage />
    </HydrationBoundary>
  );
}
