import { HydrationBoundary } from "@tanstack/react-query";
import { courseOutlineQuery, lessonQuery } from "#app/features/learning/learning-queries.ts";
import { LessonPage } from "#app/features/learning/lesson-page.tsx";
import { loadPlayer } from "#app/features/learning/load-player.ts";
import { PlayerError } from "#app/features/learning/player-error.tsx";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import type { Route } from "./+types/course-lesson";

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadPlayer(context, (user) => [
    courseOutlineQuery(user.id, params.courseSlug),
    lessonQuery(user.id, params.courseSlug, params.lessonId),
  ]);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  portalMeta("/dashboard/student/courses/:courseSlug/lessons/:lessonId", loaderData?.heading ?? "Lesson");

export default function CourseLessonRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState ?? undefined}>
      {/* Keyed by lesson: moving to the next lesson starts its notes and completion afresh. */}
      <LessonPage key={params.lessonId} courseSlug={params.courseSlug} lessonId={params.lessonId} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PlayerError error={error} />;
}
