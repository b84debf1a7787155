import { useMutation } from "@tanstack/react-query";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { communityApi } from "#contracts/api/community.ts";
import { useRefreshCommunity } from "./community-queries.ts";

// The forum's one-click writes (issue 18): upvote, accept, pin, lock, delete. Each refreshes the forum's
// reads of this user when it succeeds; the caller shows a failure's message next to the button.

export type PostKind = "thread" | "reply";

function useRefreshing<V>(run: (variables: V) => Promise<unknown>) {
  const { user } = useAuth();
  const refresh = useRefreshCommunity();
  return useMutation({ mutationFn: run, onSuccess: () => refresh(user?.id ?? "") });
}

export function useVote(kind: PostKind, id: string) {
  return useRefreshing(() =>
    apiRequest(kind === "thread" ? communityApi.voteThread : communityApi.voteReply, { params: { id } }),
  );
}

export function useDeletePost(kind: PostKind, id: string) {
  return useRefreshing(() =>
    apiRequest(kind === "thread" ? communityApi.deleteThread : communityApi.deleteReply, { params: { id } }),
  );
}

export function useAccept(threadId: string) {
  return useRefreshing((replyId: string | null) =>
    apiRequest(communityApi.accept, { params: { id: threadId }, body: { replyId } }),
  );
}

export function useThreadFlag(threadId: string) {
  return useRefreshing(({ flag, value }: { flag: "pinned" | "locked"; value: boolean }) =>
    flag === "pinned"
      ? apiRequest(communityApi.pin, { params: { id: threadId }, body: { pinned: value } })
      : apiRequest(communityApi.lock, { params: { id: threadId }, body: { locked: value } }),
  );
}
