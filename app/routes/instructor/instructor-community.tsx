import { HydrationBoundary } from "@tanstack/react-query";
import { teachingQuery } from "#app/features/community/community-queries.ts";
import { TeachingPage } from "#app/features/community/teaching-page.tsx";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import { prefetchForUser } from "#app/features/portal/prefetch-for-user.ts";
import { readPageParam } from "#app/lib/list-params.ts";
import type { Route } from "./+types/instructor-community";

// The spaces of the instructor's courses and their unanswered questions, read during SSR and hydrated.
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = readPageParam(new URL(request.url).searchParams);
  return {
    dehydratedState: await prefetchForUser(context, (user) =>
      user.role === "instructor" || user.role === "admin" ? [teachingQuery(user.id, page)] : [],
    ),
  };
}

export const meta: Route.MetaFunction = () => portalMeta("/dashboard/instructor/community");

export default function InstructorCommunityRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState ?? undefined}>
      <TeachingPage />
    </HydrationBoundary>
  );
}
