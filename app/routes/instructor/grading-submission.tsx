import { HydrationBoundary } from "@tanstack/react-query";
import { GradingError } from "#app/features/grading/grading-error.tsx";
import { loadSubmissionForGrading } from "#app/features/grading/load-grading.ts";
import { SubmissionGradingPage } from "#app/features/grading/submission-grading-page.tsx";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import type { Route } from "./+types/grading-submission";

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadSubmissionForGrading(context, params.submissionId);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  portalMeta(
    "/dashboard/instructor/courses/:courseSlug/grading/:submissionId",
    loaderData?.heading ?? "Grade a submission",
  );

export default function GradingSubmissionRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState ?? undefined}>
      <SubmissionGradingPage courseSlug={params.courseSlug} submissionId={params.submissionId} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GradingError error={error} />;
}
