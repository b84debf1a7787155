import { HydrationBoundary } from "@tanstack/react-query";
import { CommunityError } from "#app/features/community/community-error.tsx";
import { threadQuery } from "#app/features/community/community-queries.ts";
import { loadCommunityPage } from "#app/features/community/load-community.ts";
import { ThreadPage } from "#app/features/community/thread-page.tsx";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import { readPageParam } from "#app/lib/list-params.ts";
import type { ThreadDetail } from "#contracts/community.ts";
import type { Route } from "./+types/community-thread";

// The thread and its first page of replies are read during SSR and hydrated; a thread in a space the
// reader may not read is a 404 page (decision 0047).
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const page = readPageParam(new URL(request.url).searchParams);
  return loadCommunityPage<ThreadDetail>(
    context,
    (userId) => threadQuery(userId, params.threadId, page),
    (detail) => detail.thread.title,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  portalMeta("/dashboard/student/community/threads/:threadId", loaderData?.heading ?? "Thread");

export default function CommunityThreadRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState ?? undefined}>
      <ThreadPage key={params.threadId} threadId={params.threadId} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CommunityError error={error} what="thread" />;
}
