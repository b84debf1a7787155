import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "#app/lib/api-client.ts";
import { communityModerationApi } from "#contracts/api/community-moderation.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import type { ModerationAction, ReportInput } from "#contracts/community-moderation.ts";

// The forum's moderation reads and writes (issue 18), keyed under the forum's user key (community-queries.ts)
// so an action refreshes the threads and lists it changed as well as the queue.

export type QueueStatus = "open" | "resolved";

export function queueQuery(userId: string, status: QueueStatus, page: number) {
  const query = { status: status === "open" ? undefined : status, page: page > 1 ? page : undefined };
  return {
    queryKey: ["community", userId, "moderation", status, page] as const,
    path: endpointUrl(communityModerationApi.queue, { query }),
  };
}

export function standingQuery(userId: string) {
  return {
    queryKey: ["community", userId, "standing"] as const,
    path: endpointUrl(communityModerationApi.standing),
  };
}

export function useQueue(user: CurrentUser | null, status: QueueStatus, page: number) {
  return useQuery({
    queryKey: queueQuery(user?.id ?? "", status, page).queryKey,
    queryFn: ({ signal }) =>
      apiRequest(communityModerationApi.queue, {
        query: { status: status === "open" ? undefined : status, page: page > 1 ? page : undefined },
        signal,
      }),
    enabled: user !== null,
    placeholderData: (previous) => previous,
  });
}

export function useStanding(user: CurrentUser | null) {
  return useQuery({
    queryKey: standingQuery(user?.id ?? "").queryKey,
    queryFn: ({ signal }) => apiRequest(communityModerationApi.standing, { signal }),
    enabled: user !== null,
  });
}

export function sendReport(kind: "thread" | "reply", id: string, body: ReportInput) {
  return apiRequest(
    kind === "thread" ? communityModerationApi.reportThread : communityModerationApi.reportReply,
    {
      params: { id },
      body,
    },
  );
}

/** A staff action on a post; the forum's reads (threads, lists, the queue) refresh after it. */
export function useModerate(user: CurrentUser | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, action }: { kind: "thread" | "reply"; id: string; action: ModerationAction }) =>
      apiRequest(communityModerationApi.act, {
        params: { kind: kind === "thread" ? "threads" : "replies", id },
        body: action,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["community", user?.id ?? ""] }),
  });
}
