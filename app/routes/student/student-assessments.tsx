import { HydrationBoundary } from "@tanstack/react-query";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import { prefetchForUser } from "#app/features/portal/prefetch-for-user.ts";
import { StudentAssessmentsPage } from "#app/features/student-assessments/student-assessments-page.tsx";
import { studentAssessmentsQuery } from "#app/features/student-assessments/student-assessments-queries.ts";
import type { Route } from "./+types/student-assessments";

// The student's quizzes are read during SSR and hydrated, so the page arrives filled in.
export async function loader({ context }: Route.LoaderArgs) {
  return {
    dehydratedState: await prefetchForUser(context, (user) => [studentAssessmentsQuery(user.id)]),
  };
}

export const meta: Route.MetaFunction = () => portalMeta("/dashboard/student/assessments");

export default function StudentAssessmentsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState ?? undefined}>
      <StudentAssessmentsPage />
    </HydrationBoundary>
  );
}
