import { type CommunityLiveChange, communityLive } from "#contracts/community-live-text.ts";
import type { InstanceEvents } from "#server/lib/instance-events.ts";

/** A committed change of a thread, told to every instance's live listeners (ids only). */
export type CommunityChange = {
  /** The stored key of the thread's space (`course:<course id>`, never the slug, which may change). */
  spaceKey: string;
  threadId: string;
  replyId?: string | null;
  change: CommunityLiveChange;
};

export type ChangePublisher = { publish(change: CommunityChange): void };

/**
 * The forum's side of the instance events (decision 0028): use cases call `publish` after their write
 * committed. Votes come in bursts and change only a count, so one thread's are told at most once a window:
 * the first at once, any later ones in the window as one more at its end.
 */
export function createChangePublisher(
  events: Pick<InstanceEvents, "publish">,
  options: { voteWindowMs?: number } = {},
): ChangePublisher {
  const windowMs = options.voteWindowMs ?? communityLive.voteWindowMs;
  // Threads whose vote was told within the window; true when another came in since.
  const recentVotes = new Map<string, boolean>();

  function send(change: CommunityChange): void {
    events.publish({
      kind: "community-thread-changed",
      spaceKey: change.spaceKey,
      threadId: change.threadId,
      replyId: change.replyId ?? null,
      change: change.change,
    });
  }

  function vote(change: CommunityChange): void {
    if (recentVotes.has(change.threadId)) {
      recentVotes.set(change.threadId, true);
      return;
    }
    send(change);
    recentVotes.set(change.threadId, false);
    // Unref'd: a pending trailing vote never holds a stopping process open.
    setTimeout(() => {
      const more = recentVotes.get(change.threadId);
      recentVotes.delete(change.threadId);
      if (more) send({ ...change, replyId: null });
    }, windowMs).unref();
  }

  return {
    publish(change) {
      if (change.change === "vote") vote(change);
      else send(change);
    },
  };
}
