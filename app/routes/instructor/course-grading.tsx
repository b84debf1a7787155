import { HydrationBoundary } from "@tanstack/react-query";
import { GradingError } from "#app/features/grading/grading-error.tsx";
import { queueParams } from "#app/features/grading/grading-queries.ts";
import { GradingQueuePage } from "#app/features/grading/grading-queue-page.tsx";
import { loadGradingQueue } from "#app/features/grading/load-grading.ts";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import { gradingText } from "#contracts/grading-text.ts";
import type { Route } from "./+types/course-grading";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return loadGradingQueue(context, params.courseSlug, queueParams(new URL(request.url).searchParams));
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  portalMeta(
    "/dashboard/instructor/courses/:courseSlug/grading",
    loaderData?.heading ? gradingText.heading(loaderData.heading) : "Grading",
  );

export default function CourseGradingRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState ?? undefined}>
      <GradingQueuePage courseSlug={params.courseSlug} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GradingError error={error} />;
}
