import { createHmac, timingSafeEqual } from "node:crypto";
import { isUuid } from "#server/lib/is-uuid.ts";

// A draft's preview link (issue 21): `<page id>.<expiry in seconds>.<HMAC-SHA256 of both>`, keyed by a secret
// derived from SESSION_SECRET for this purpose only. Whoever holds the link sees the draft until it expires
// (a day), so an editor can send it to a colleague who is not signed in; nothing else is granted by it.

const lifetimeSeconds = 24 * 3600;

export function createPreviewLinks(sessionSecret: string, now: () => Date = () => new Date()) {
  const key = createHmac("sha256", sessionSecret).update("landing-page-preview-links").digest();
  const mac = (pageId: string, expires: number) =>
    createHmac("sha256", key).update(`${pageId}|${expires}`).digest("base64url");
  return {
    token(pageId: string): string {
      const expires = Math.floor(now().getTime() / 1000) + lifetimeSeconds;
      return `${pageId}.${expires}.${mac(pageId, expires)}`;
    },

    /** The page id a valid, unexpired token names; null otherwise. */
    pageIdOf(token: string): string | null {
      const [pageId, expiresText, given, extra] = token.split(".");
      if (extra !== undefined || !pageId || !expiresText || !given || !isUuid(pageId)) return null;
      if (!/^[0-9]{1,12}$/.test(expiresText)) return null;
      const expires = Number(expiresText);
      if (expires * 1000 < now().getTime()) return null;
      const expected = Buffer.from(mac(pageId, expires));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? pageId : null;
    },
  };
}
export type PreviewLinks = ReturnType<typeof createPreviewLinks>;
