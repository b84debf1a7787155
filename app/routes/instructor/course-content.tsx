import { HydrationBoundary } from "@tanstack/react-query";
import { CourseContentEditor } from "#app/features/course-editor/course-content-editor.tsx";
import { courseContentQuery } from "#app/features/course-editor/editor-queries.ts";
import { loadPlayer } from "#app/features/learning/load-player.ts";
import { PlayerError } from "#app/features/learning/player-error.tsx";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import type { Route } from "./+types/course-content";

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadPlayer(context, (user) => [courseContentQuery(user.id, params.courseSlug)]);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  portalMeta("/dashboard/instructor/courses/:courseSlug", loaderData?.heading ?? "Course content");

export default function CourseContentRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState ?? undefined}>
      <CourseContentEditor courseSlug={params.courseSlug} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PlayerError error={error} editing />;
}
