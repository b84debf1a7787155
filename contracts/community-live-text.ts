// Live updates of the forum (issue 18): a thread's or a space's changes pushed as Server-Sent Events.
// Zod-free, so the browser's hook and the server's stream share the names without loading a schema.

/**
 * What changed, the SSE event's name: a new thread (space streams only), a new reply, an edit, a (soft)
 * delete, a state change (accepted answer, pin, lock) or votes. Only the kind and ids travel: a listener
 * reads the thread again through the API, so the access rules and the rendering stay in one place.
 */
export const communityLiveChanges = ["thread", "reply", "edit", "delete", "state", "vote"] as const;
export type CommunityLiveChange = (typeof communityLiveChanges)[number];

export const communityLive = {
  /** The browser's wait before it reconnects a dropped stream (the `retry:` hint). */
  retryMs: 5_000,
  /** A comment line this often keeps proxies (nginx reads for 60 s at most) from closing a quiet stream. */
  heartbeatMs: 20_000,
  /** A stream is closed after this long; the browser reconnects, and its access and session are read again. */
  maxLifetimeMs: 30 * 60_000,
  /** Open streams one person may hold on one instance (tabs); one more answers 429. */
  maxStreamsPerUser: 5,
  /** Votes on one thread are told at most once in this window (the last one at its end). */
  voteWindowMs: 2_000,
} as const;

export const communityLiveText = {
  tooManyStreams: "Too many forum pages are following live updates. Close one and try again.",
};
