import { HydrationBoundary } from "@tanstack/react-query";
import { spacesQuery } from "#app/features/community/community-queries.ts";
import { SpacesPage } from "#app/features/community/spaces-page.tsx";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import { prefetchForUser } from "#app/features/portal/prefetch-for-user.ts";
import type { Route } from "./+types/community-spaces";

// The reader's spaces are read during SSR and hydrated, so the page arrives filled in.
export async function loader({ context }: Route.LoaderArgs) {
  return { dehydratedState: await prefetchForUser(context, (user) => [spacesQuery(user.id)]) };
}

export const meta: Route.MetaFunction = () => portalMeta("/dashboard/student/community");

export default function CommunitySpacesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState ?? undefined}>
      <SpacesPage />
    </HydrationBoundary>
  );
}
