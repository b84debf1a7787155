import { createHmac, timingSafeEqual } from "node:crypto";

// The newsletter's mail links (issue 22), HMAC-SHA256 under keys derived from SESSION_SECRET, one per
// purpose, so a token made for one never passes as the other:
// - confirm: `<subscriber id>.<issued, Unix milliseconds>.<mac>`. It names the confirmation mail it came in: the
//   use case accepts it only while that mail is the subscriber's latest (`confirmation_sent_at`) and the
//   address is still pending, and for `confirmDays` after it was sent.
// - unsubscribe: `<subscriber id>.<mac>`. It only ever turns mail off, so it does not expire (RFC 8058 links
//   sit in old mails).
// - preferences: `<subscriber id>.<mac>` under its own key: the preferences page's link in every campaign
//   mail (topics, pause, unsubscribe or subscribe again). It does not expire either; erasing the subscriber
//   (the row goes) ends it.
// Both travel as a `token` query parameter, which server/lib/url-secrets.ts treats as a secret.

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type ConfirmClaim = { subscriberId: string; issuedAt: Date };

function keyFor(secret: string, purpose: string): Buffer {
  return createHmac("sha256", secret).update(purpose).digest();
}

function macMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createNewsletterLinks(sessionSecret: string) {
  const confirmKey = keyFor(sessionSecret, "newsletter-confirm-v1");
  const unsubscribeKey = keyFor(sessionSecret, "newsletter-unsubscribe-v1");
  const preferencesKey = keyFor(sessionSecret, "newsletter-preferences-v1");
  const mac = (key: Buffer, value: string) => createHmac("sha256", key).update(value).digest("base64url");
  const idToken = (key: Buffer, subscriberId: string) => `${subscriberId}.${mac(key, subscriberId)}`;
  const idClaim = (key: Buffer, token: string): string | null => {
    const [subscriberId, given, extra] = token.split(".");
    if (extra !== undefined || !subscriberId || !given || !uuidPattern.test(subscriberId)) return null;
    return macMatches(given, mac(key, subscriberId)) ? subscriberId : null;
  };

  return {
    confirmToken(subscriberId: string, issuedAt: Date): string {
      const payload = `${subscriberId}.${issuedAt.getTime()}`;
      return `${payload}.${mac(confirmKey, payload)}`;
    },

    /** What a confirm token names, or null when it is not one of ours (constant-time compare). */
    confirmClaim(token: string): ConfirmClaim | null {
      const [subscriberId, issued, given, extra] = token.split(".");
      if (extra !== undefined || !subscriberId || !issued || !given) return null;
      if (!uuidPattern.test(subscriberId) || !/^\d{1,15}$/.test(issued)) return null;
      if (!macMatches(given, mac(confirmKey, `${subscriberId}.${issued}`))) return null;
      return { subscriberId, issuedAt: new Date(Number(issued)) };
    },

    unsubscribeToken: (subscriberId: string): string => idToken(unsubscribeKey, subscriberId),
    /** The subscriber an unsubscribe token names, or null. */
    unsubscribeClaim: (token: string): string | null => idClaim(unsubscribeKey, token),

    preferencesToken: (subscriberId: string): string => idToken(preferencesKey, subscriberId),
    /** The subscriber a preferences token names, or null. */
    preferencesClaim: (token: string): string | null => idClaim(preferencesKey, token),
  };
}
export type NewsletterLinks = ReturnType<typeof createNewsletterLinks>;
