import { HydrationBoundary } from "@tanstack/react-query";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import { loadRoster } from "#app/features/roster/load-roster.ts";
import { RosterError } from "#app/features/roster/roster-error.tsx";
import { RosterPage } from "#app/features/roster/roster-page.tsx";
import { batchParam } from "#app/features/roster/roster-queries.ts";
import { rosterText } from "#contracts/roster-text.ts";
import type { Route } from "./+types/course-roster";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return loadRoster(context, params.courseSlug, batchParam(new URL(request.url).searchParams));
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  portalMeta(
    "/dashboard/instructor/courses/:courseSlug/roster",
    loaderData?.heading ? rosterText.heading(loaderData.heading) : "Roster",
  );

export default function CourseRosterRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState ?? undefined}>
      <RosterPage courseSlug={params.courseSlug} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RosterError error={error} />;
}
