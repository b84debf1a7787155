import { HydrationBoundary } from "@tanstack/react-query";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import { LiveSessionError } from "#app/features/zoom-classes/live-session-error.tsx";
import { LiveSessionPage } from "#app/features/zoom-classes/live-session-page.tsx";
import { loadLiveSession } from "#app/features/zoom-classes/load-live-session.ts";
import type { Route } from "./+types/live-session";

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadLiveSession(context, params.sessionId);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  portalMeta("/dashboard/instructor/live-sessions/:sessionId", loaderData?.heading ?? undefined);

// /dashboard/instructor/live-sessions/:sessionId (issue 15), inside the instructor layout (guard, sidebar).
export default function LiveSessionRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState ?? undefined}>
      <LiveSessionPage sessionId={params.sessionId} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LiveSessionError error={error} />;
}
