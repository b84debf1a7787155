import { HydrationBoundary } from "@tanstack/react-query";
import { editorLessonQuery } from "#app/features/course-editor/editor-queries.ts";
import { LessonEditorPage } from "#app/features/course-editor/lesson-editor.tsx";
import { loadPlayer } from "#app/features/learning/load-player.ts";
import { PlayerError } from "#app/features/learning/player-error.tsx";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import type { Route } from "./+types/lesson-editor";

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadPlayer(
    context,
    (user) => [editorLessonQuery(user.id, params.courseSlug, params.lessonId)],
    (lesson) => (typeof lesson?.title === "string" ? `Edit ${lesson.title}` : null),
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  portalMeta(
    "/dashboard/instructor/courses/:courseSlug/lessons/:lessonId",
    loaderData?.heading ?? "Edit lesson",
  );

export default function LessonEditorRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState ?? undefined}>
      <LessonEditorPage key={params.lessonId} courseSlug={params.courseSlug} lessonId={params.lessonId} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PlayerError error={error} editing />;
}
