import { createHash, randomBytes } from "node:crypto";
import type { CurrentUser } from "#contracts/auth.ts";
import type { SessionsRepository } from "./sessions-repository.ts";

const day = 86_400_000;
export const sessionLifetime = { idleMs: 7 * day, absoluteMs: 30 * day, touchEveryMs: 60 * 60_000 } as const;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

// Sessions: a 256-bit random token in the cookie, only its SHA-256 in the database; idle expiry 7 days,
// absolute 30 days.
export function createSessionService(deps: { repository: SessionsRepository; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
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
      return { user: found.user, sessionId: id };
    },
    async end(token: string): Promise<void> {
      if (token) await deps.repository.delete(hashToken(token));
    },
    async endAllFor(userId: string): Promise<void> {
      await deps.repository.deleteForUser(userId);
    },
    /** Signs the user out everywhere else, keeping the session of this token (a password change). */
    async endOthersFor(userId: string, keepToken: string): Promise<void> {
      await deps.repository.deleteForUserExcept(userId, hashToken(keepToken));
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
