import { HydrationBoundary } from "@tanstack/react-query";
import { studentEnrollmentsQuery } from "#app/features/enrollments/enrollment-queries.ts";
import { MyEnrolledCourses } from "#app/features/enrollments/my-enrolled-courses.tsx";
import { myCoursesQuery } from "#app/features/learning/learning-queries.ts";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import { prefetchForUser } from "#app/features/portal/prefetch-for-user.ts";
import { enrollmentMessages } from "#contracts/enrollments.ts";
import type { Route } from "./+types/student-courses";

// Only a student's own list is read: an admin in the student portal has none, so nothing is asked.
export async function loader({ context }: Route.LoaderArgs) {
  return {
    dehydratedState: await prefetchForUser(context, (user) =>
      user.role === "student" ? [studentEnrollmentsQuery(user.id), myCoursesQuery(user.id)] : [],
    ),
  };
}

export const meta: Route.MetaFunction = () =>
  portalMeta("/dashboard/student/courses", enrollmentMessages.heading);

export default function StudentCoursesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState ?? undefined}>
      <MyEnrolledCourses />
    </HydrationBoundary>
  );
}
