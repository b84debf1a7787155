import { HydrationBoundary } from "@tanstack/react-query";
import { courseAnnouncementsQuery } from "#app/features/learning/announcements-queries.ts";
import { CourseOutlinePage } from "#app/features/learning/course-outline-page.tsx";
import { courseOutlineQuery } from "#app/features/learning/learning-queries.ts";
import { loadPlayer } from "#app/features/learning/load-player.ts";
import { PlayerError } from "#app/features/learning/player-error.tsx";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import type { Route } from "./+types/course-outline";

export async function loader({ context, params }: Route.LoaderArgs) {
  // The outline last: the page's <title> comes from the last answer.
  return loadPlayer(context, (user) => [
    courseAnnouncementsQuery(user.id, params.courseSlug),
    courseOutlineQuery(user.id, params.courseSlug),
  ]);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  portalMeta("/dashboard/student/courses/:courseSlug", loaderData?.heading ?? "Course");

export default function CourseOutlineRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState ?? undefined}>
      <CourseOutlinePage courseSlug={params.courseSlug} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PlayerError error={error} />;
}
