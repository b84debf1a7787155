import { HydrationBoundary } from "@tanstack/react-query";
import { JoinClassPage } from "#app/features/join-class/join-class-page.tsx";
import { calendarFeedQuery, studentSessionsQuery } from "#app/features/join-class/join-class-queries.ts";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import { prefetchForUser } from "#app/features/portal/prefetch-for-user.ts";
import type { Route } from "./+types/join-class";

// The student's sessions and feed status are read during SSR and hydrated, so the page arrives filled in
// (in the batches' zones; the browser switches to the viewer's after hydration).
export async function loader({ context }: Route.LoaderArgs) {
  return {
    dehydratedState: await prefetchForUser(context, (user) => [
      studentSessionsQuery(user.id),
      calendarFeedQuery(user.id),
    ]),
  };
}

export const meta: Route.MetaFunction = () => portalMeta("/dashboard/student/join-class");

export default function JoinClassRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState ?? undefined}>
      <JoinClassPage />
    </HydrationBoundary>
  );
}
