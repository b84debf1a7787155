import { useEffect, useRef } from "react";
import { communityLiveApi } from "#contracts/api/community-live.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { type CommunityLiveEvent, communityLiveEventSchema } from "#contracts/community-live.ts";
import { communityLiveChanges } from "#contracts/community-live-text.ts";

/**
 * What the page hears: a change of the thread (its kind and ids, never content), or `null` when the
 * stream came back after a break, so changes may have been missed. Either way the page reads the thread
 * again through the API, where the access rules and the rendering live.
 */
export type ThreadChange = CommunityLiveEvent | null;

/**
 * Follows a thread's live updates (GET /api/community/threads/:id/events) while the component is mounted.
 * The browser's EventSource reconnects on its own after the server's `retry:` hint; the stream is closed
 * on unmount or when `threadId` changes. `onChange` may change on every render without reconnecting.
 */
export function useThreadEvents(
  threadId: string | null | undefined,
  onChange: (change: ThreadChange) => void,
) {
  const url = threadId ? endpointUrl(communityLiveApi.threadEvents, { params: { id: threadId } }) : null;
  useForumEvents(url, (change) => change === null || change.threadId === threadId, onChange);
}

/** The same for a space's stream (GET /api/community/spaces/:space/events): new threads and their changes. */
export function useSpaceEvents(space: string | null | undefined, onChange: (change: ThreadChange) => void) {
  const url = space ? endpointUrl(communityLiveApi.spaceEvents, { params: { space } }) : null;
  useForumEvents(url, () => true, onChange);
}

function useForumEvents(
  url: string | null,
  accept: (change: ThreadChange) => boolean,
  onChange: (change: ThreadChange) => void,
) {
  const latest = useRef({ accept, onChange });
  latest.current = { accept, onChange };

  useEffect(() => {
    if (!url || typeof EventSource === "undefined") return;
    const source = new EventSource(url);
    let broken = false;
    const onEvent = (message: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      const parsed = communityLiveEventSchema.safeParse(data);
      if (parsed.success && latest.current.accept(parsed.data)) latest.current.onChange(parsed.data);
    };
    const onOpen = () => {
      if (broken) latest.current.onChange(null);
      broken = false;
    };
    const onError = () => {
      broken = true;
    };
    for (const change of communityLiveChanges) source.addEventListener(change, onEvent);
    source.addEventListener("open", onOpen);
    source.addEventListener("error", onError);
    return () => source.close();
  }, [url]);
}
