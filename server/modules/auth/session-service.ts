import { createHash, randomBytes } from "node:crypto";
import type { CurrentUser } from "#contracts/auth.ts";
import { createMemoryInstanceEvents, type InstanceEvents } from "#server/lib/instance-events.ts";
import type { SessionsRepository } from "./sessions-repository.ts";

const day = 86_400_000;
export const sessionLifetime = { idleMs: 7 * day, absoluteMs: 30 * day, touchEveryMs: 60 * 60_000 } as const;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Resolved sessions kept in memory for `ttlMs` (decision 0027): every signed-in request resolves its
 * session, and on PGlite that lookup was a sixth of a signed-in page's CPU and most of an API read's.
 * Ending sessions and changing a user's row drop the entries at once on this instance and, through the
 * instance events (decision 0028), on the others within moments; what no event reports (SQL by hand, an
 * event lost while Redis was down) shows within ttlMs.
 */
export type SessionCacheOptions = { ttlMs: number; maxEntries: number };

type CachedSession = { user: CurrentUser; sessionId: string; expiresAt: Date; until: number };

// Sessions: a 256-bit random token in the cookie, only its SHA-256 in the database; idle expiry 7 days,
// absolute 30 days.
export function createSessionService(deps: {
  repository: SessionsRepository;
  now?: () => Date;
  cache?: SessionCacheOptions;
  /** Where ended sessions and changed accounts are announced to (and heard from) other instances. */
  events?: InstanceEvents;
}) {
  const now = deps.now ?? (() => new Date());
  const events = deps.events ?? createMemoryInstanceEvents();
  const cached = new Map<string, CachedSession>();
  // Bumped by every forget: a lookup that was already reading when a session ended must not put the
  // ended session back.
  let generation = 0;

  // Local and remote forgets take the same path: publish applies the event here first.
  events.subscribe((event) => {
    if (event.kind === "user-changed") {
      generation += 1;
      for (const [id, entry] of cached) if (entry.user.id === event.userId) cached.delete(id);
    } else if (event.kind === "session-ended") {
      generation += 1;
      cached.delete(event.sessionId);
    } else if (event.kind === "resync") {
      generation += 1;
      cached.clear();
    }
  });

  function remember(id: string, entry: Omit<CachedSession, "until">, at: Date, readAt: number): void {
    if (!deps.cache || readAt !== generation) return;
    // Oldest first out: Map keeps insertion order, and an entry is re-inserted when it is refreshed.
    if (cached.size >= deps.cache.maxEntries) cached.delete(cached.keys().next().value as string);
    cached.set(id, { ...entry, until: at.getTime() + deps.cache.ttlMs });
  }

  /** Drops what this process remembers of the user's sessions (their row or their sessions changed). */
  function forgetUser(userId: string): void {
    events.publish({ kind: "user-changed", userId });
  }

  return {
    forgetUser,
    async start(userId: string, userAgent?: string): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString("base64url");
      const at = now();
      const expiresAt = new Date(at.getTime() + sessionLifetime.absoluteMs);
      await deps.repository.create({ id: hashToken(token), userId, expiresAt, now: at, userAgent });
      return { token, expiresAt };
    },
    async resolve(token: string): Promise<{ user: CurrentUser; sessionId: string } | undefined> {
      if (!token || token.length > 100) return undefined;
      const id = hashToken(token);
      const at = now();
      const hit = cached.get(id);
      if (hit && hit.until > at.getTime() && hit.expiresAt > at) return { user: hit.user, sessionId: id };
      if (hit) cached.delete(id);
      const readAt = generation;
      const found = await deps.repository.findWithUser(id, at);
      if (!found) return undefined;
      if (at.getTime() - found.session.lastSeenAt.getTime() > sessionLifetime.idleMs) {
        await deps.repository.delete(id);
        return undefined;
      }
      // Write at most once an hour per session, not on every request.
      if (at.getTime() - found.session.lastSeenAt.getTime() > sessionLifetime.touchEveryMs) {
        await deps.repository.touch(id, at);
      }
      remember(id, { user: found.user, sessionId: id, expiresAt: found.session.expiresAt }, at, readAt);
      return { user: found.user, sessionId: id };
    },
    async end(token: string): Promise<void> {
      if (!token) return;
      const id = hashToken(token);
      events.publish({ kind: "session-ended", sessionId: id });
      await deps.repository.delete(id);
    },
    async endAllFor(userId: string): Promise<void> {
      forgetUser(userId);
      await deps.repository.deleteForUser(userId);
    },
    /** Signs the user out everywhere else, keeping the session of this token (a password change). */
    async endOthersFor(userId: string, keepToken: string): Promise<void> {
      forgetUser(userId);
      await deps.repository.deleteForUserExcept(userId, hashToken(keepToken));
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
