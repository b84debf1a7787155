import { HydrationBoundary } from "@tanstack/react-query";
import { spacesQuery } from "#app/features/community/community-queries.ts";
import { notificationsQuery, preferencesQuery, searchQuery } from "#app/features/community/find-queries.ts";
import { SpacesPage, searchWords } from "#app/features/community/spaces-page.tsx";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import { prefetchForUser } from "#app/features/portal/prefetch-for-user.ts";
import { readPageParam } from "#app/lib/list-params.ts";
import type { Route } from "./+types/community-spaces";

// The reader's spaces and notifications (or a search's results) are read during SSR and hydrated, so the
// page arrives filled in.
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = searchWords(params);
  return {
    dehydratedState: await prefetchForUser(context, (user) =>
      q.length >= 2
        ? [searchQuery(user.id, q, readPageParam(params))]
        : [spacesQuery(user.id), notificationsQuery(user.id, 1), preferencesQuery(user.id)],
    ),
  };
}

export const meta: Route.MetaFunction = () => portalMeta("/dashboard/student/community");

export default function CommunitySpacesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState ?? undefined}>
      <SpacesPage />
    </HydrationBoundary>
  );
}
