import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "#app/lib/api-client.ts";
import { communityApi } from "#contracts/api/community.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import type { CurrentUser } from "#contracts/auth.ts";

// The forum's reads and writes (issue 18), keyed by user (another account on the same tab never sees
// them) and shared by the route loaders (prefetch through the in-process API) and the pages. Every write
// refreshes what it changed by invalidating the forum's keys of this user.

const root = (userId: string) => ["community", userId] as const;

/** Every page of one thread's reads: what a live change of the thread refreshes. */
export const threadKey = (userId: string, id: string) => [...root(userId), "thread", id] as const;

/** Every page and tag of one space's list: what a live change in the space refreshes. */
export const spaceThreadsKey = (userId: string, space: string) =>
  [...root(userId), "threads", space] as const;

export function spacesQuery(userId: string) {
  return { queryKey: [...root(userId), "spaces"] as const, path: endpointUrl(communityApi.spaces) };
}

export function threadsQuery(userId: string, space: string, page: number, tag: string | undefined) {
  const query = { page: page > 1 ? page : undefined, tag };
  return {
    queryKey: [...spaceThreadsKey(userId, space), page, tag ?? ""] as const,
    path: endpointUrl(communityApi.threads, { params: { space }, query }),
  };
}

export function threadQuery(userId: string, id: string, page: number) {
  return {
    queryKey: [...threadKey(userId, id), page] as const,
    path: endpointUrl(communityApi.thread, { params: { id }, query: { page: page > 1 ? page : undefined } }),
  };
}

/** A top-level reply's nested replies in all: under the thread's key, so a live change refreshes them too. */
export function nestedRepliesQuery(userId: string, threadId: string, replyId: string) {
  return { queryKey: [...threadKey(userId, threadId), "nested", replyId] as const };
}

export function teachingQuery(userId: string, page: number) {
  return {
    queryKey: [...root(userId), "teaching", page] as const,
    path: endpointUrl(communityApi.teaching, { query: { page: page > 1 ? page : undefined } }),
  };
}

export function useSpaces(user: CurrentUser | null) {
  return useQuery({
    queryKey: spacesQuery(user?.id ?? "").queryKey,
    queryFn: ({ signal }) => apiRequest(communityApi.spaces, { signal }),
    enabled: user !== null,
  });
}

export function useThreads(user: CurrentUser | null, space: string, page: number, tag: string | undefined) {
  return useQuery({
    queryKey: threadsQuery(user?.id ?? "", space, page, tag).queryKey,
    queryFn: ({ signal }) =>
      apiRequest(communityApi.threads, {
        params: { space },
        query: { page: page > 1 ? page : undefined, tag },
        signal,
      }),
    enabled: user !== null,
    placeholderData: (previous) => previous,
  });
}

export function useThread(user: CurrentUser | null, id: string, page: number) {
  return useQuery({
    queryKey: threadQuery(user?.id ?? "", id, page).queryKey,
    queryFn: ({ signal }) =>
      apiRequest(communityApi.thread, {
        params: { id },
        query: { page: page > 1 ? page : undefined },
        signal,
      }),
    enabled: user !== null,
    placeholderData: (previous) => previous,
  });
}

export function useTeaching(user: CurrentUser | null, page: number) {
  return useQuery({
    queryKey: teachingQuery(user?.id ?? "", page).queryKey,
    queryFn: ({ signal }) =>
      apiRequest(communityApi.teaching, { query: { page: page > 1 ? page : undefined }, signal }),
    enabled: user !== null,
    placeholderData: (previous) => previous,
  });
}

/** All of a top-level reply's nested replies, read once the reader asks for more than the page carries. */
export function useNestedReplies(
  user: CurrentUser | null,
  threadId: string,
  replyId: string,
  enabled: boolean,
) {
  return useQuery({
    queryKey: nestedRepliesQuery(user?.id ?? "", threadId, replyId).queryKey,
    queryFn: ({ signal }) => apiRequest(communityApi.nestedReplies, { params: { id: replyId }, signal }),
    enabled: enabled && user !== null,
    placeholderData: (previous) => previous,
  });
}

/** Refreshes every forum read of this user (lists, the thread, counts) after a write. */
export function useRefreshCommunity() {
  const client = useQueryClient();
  return (userId: string) => client.invalidateQueries({ queryKey: root(userId) });
}

/** A write whose answer is not needed: it refreshes the forum's reads when it succeeds. */
export function useCommunityAction<V>(user: CurrentUser | null, run: (variables: V) => Promise<unknown>) {
  const refresh = useRefreshCommunity();
  return useMutation({
    mutationFn: run,
    onSuccess: () => refresh(user?.id ?? ""),
  });
}
