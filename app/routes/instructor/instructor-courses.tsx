import { HydrationBoundary } from "@tanstack/react-query";
import { taughtCoursesQuery } from "#app/features/course-editor/editor-queries.ts";
import { TaughtCourses } from "#app/features/course-editor/taught-courses.tsx";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import { prefetchForUser } from "#app/features/portal/prefetch-for-user.ts";
import type { Route } from "./+types/instructor-courses";

export async function loader({ context }: Route.LoaderArgs) {
  return {
    dehydratedState: await prefetchForUser(context, (user) =>
      user.role === "instructor" || user.role === "admin" ? [taughtCoursesQuery(user.id)] : [],
    ),
  };
}

export const meta: Route.MetaFunction = () => portalMeta("/dashboard/instructor/courses", "My courses");

export default function InstructorCoursesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState ?? undefined}>
      <TaughtCourses />
    </HydrationBoundary>
  );
}
