import { HydrationBoundary } from "@tanstack/react-query";
import { CommunityError } from "#app/features/community/community-error.tsx";
import { threadsQuery } from "#app/features/community/community-queries.ts";
import { loadCommunityPage } from "#app/features/community/load-community.ts";
import { SpacePage, tagParam } from "#app/features/community/space-page.tsx";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import { readPageParam } from "#app/lib/list-params.ts";
import type { ThreadListPage } from "#contracts/community.ts";
import type { Route } from "./+types/community-space";

// One space's threads are read during SSR and hydrated; a space the reader may not read is a 404 page.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  return loadCommunityPage<ThreadListPage>(
    context,
    (userId) => threadsQuery(userId, params.space, readPageParam(search), tagParam(search)),
    (list) => list.space.title,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  portalMeta("/dashboard/student/community/:space", loaderData?.heading ?? "Space");

export default function CommunitySpaceRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState ?? undefined}>
      <SpacePage key={params.space} space={params.space} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CommunityError error={error} what="space" />;
}
