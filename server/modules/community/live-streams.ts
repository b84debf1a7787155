import type { InstanceEvent, InstanceEvents } from "#server/lib/instance-events.ts";
import type { LiveTarget } from "./thread-events.ts";

// The open live streams of this instance (issue 18) and the one subscription to the instance events that
// feeds them: a change published on any instance (decision 0028) goes to the streams following its thread
// or its space here. A stream ends with its user's account change or its session's end, and on shutdown.

export type CommunityChangeEvent = Extract<InstanceEvent, { kind: "community-thread-changed" }>;

export type LiveListener = {
  userId: string;
  /** The stored hash of the session that opened the stream (never the cookie's token). */
  sessionId: string | null;
  target: LiveTarget;
  /** A change of what it follows; the listener checks its access again before passing it on. */
  deliver(change: CommunityChangeEvent): void;
  /** Ends the stream; the listener then calls `remove`. */
  close(): void;
};

function follows(target: LiveTarget, change: CommunityChangeEvent): boolean {
  return target.threadId === null ? target.spaceKey === change.spaceKey : target.threadId === change.threadId;
}

export function createLiveStreams(
  events: Pick<InstanceEvents, "subscribe">,
  options: { maxPerUser: number },
) {
  const listeners = new Set<LiveListener>();
  let stopped = false;

  const endWhere = (ends: (listener: LiveListener) => boolean) => {
    for (const listener of [...listeners]) if (ends(listener)) listener.close();
  };

  const unsubscribe = events.subscribe((event) => {
    if (event.kind === "community-thread-changed") {
      for (const listener of listeners) if (follows(listener.target, event)) listener.deliver(event);
    } else if (event.kind === "user-changed") {
      // A role, a sign-out everywhere, a deleted account: the browser reconnects and is asked again.
      endWhere((listener) => listener.userId === event.userId);
    } else if (event.kind === "session-ended") {
      endWhere((listener) => listener.sessionId === event.sessionId);
    } else if (event.kind === "resync") {
      // Changes sent while the link was down are lost: reconnected browsers read their pages again.
      endWhere(() => true);
    }
  });

  return {
    /** Whether `userId` may open one more stream here. */
    mayOpen(userId: string): boolean {
      let open = 0;
      for (const listener of listeners) if (listener.userId === userId) open += 1;
      return open < options.maxPerUser;
    },
    add(listener: LiveListener): void {
      // One that opened while the instance was stopping ends at once rather than hold the close up.
      if (stopped) listener.close();
      else listeners.add(listener);
    },
    remove(listener: LiveListener): void {
      listeners.delete(listener);
    },
    /** Open streams on this instance (tests and shutdown). */
    get size(): number {
      return listeners.size;
    },
    /** At shutdown: every stream ends, so the server's close does not wait for them. */
    stop(): void {
      stopped = true;
      unsubscribe();
      endWhere(() => true);
    },
  };
}
export type LiveStreams = ReturnType<typeof createLiveStreams>;
