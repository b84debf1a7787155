import { createHmac, timingSafeEqual } from "node:crypto";

// The digest mail's unsubscribe link (issue 18): `<user id>.<HMAC-SHA256 of the id>` under a key derived
// from SESSION_SECRET for this one purpose. It turns one person's digest off without signing in and does
// nothing else, so it need not expire; a changed id or signature does not verify. The link carries it as a
// `token` query parameter, which lib/url-secrets.ts treats as a secret (redacted in logs, no referrer, and
// the mail tracker leaves it unwrapped).

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createUnsubscribeLinks(sessionSecret: string) {
  const key = createHmac("sha256", sessionSecret).update("community-digest-unsubscribe-v1").digest();
  const signature = (userId: string) => createHmac("sha256", key).update(userId).digest("base64url");
  return {
    token: (userId: string) => `${userId}.${signature(userId)}`,

    /** The user id a valid token names, or null (constant-time compare). */
    userIdOf(token: string): string | null {
      const [userId, mac, extra] = token.split(".");
      if (extra !== undefined || !userId || !mac || !uuidPattern.test(userId)) return null;
      const given = Buffer.from(mac);
      const expected = Buffer.from(signature(userId));
      return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
    },
  };
}
export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;
