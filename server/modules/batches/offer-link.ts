import { createHmac, timingSafeEqual } from "node:crypto";

// The link of a waitlist offer (decision 0045): `<entry id>.<HMAC-SHA256 of the id and the offer's end>`,
// keyed by a secret derived from SESSION_SECRET. The signature binds the link to this offer: a link
// whose id or signature was changed, or one made for an earlier offer, does not verify. Nothing secret
// about the person is in it; what it grants (buying the held seat) is checked against the row.

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createOfferLinks(sessionSecret: string) {
  const key = createHmac("sha256", sessionSecret).update("waitlist-offer-links").digest();
  const signature = (entryId: string, expiresAt: Date) =>
    createHmac("sha256", key).update(`${entryId}|${expiresAt.toISOString()}`).digest("base64url");
  return {
    token: (entryId: string, expiresAt: Date) => `${entryId}.${signature(entryId, expiresAt)}`,

    /** The entry id a token names, or null when it is not of our shape. */
    entryIdOf(token: string): string | null {
      const [entryId, mac, extra] = token.split(".");
      if (extra !== undefined || !entryId || !mac || !uuidPattern.test(entryId)) return null;
      return entryId;
    },

    /** Whether the token's signature is this offer's (constant time). */
    verifies(token: string, entryId: string, expiresAt: Date): boolean {
      const given = Buffer.from(token.slice(entryId.length + 1));
      const expected = Buffer.from(signature(entryId, expiresAt));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type OfferLinks = ReturnType<typeof createOfferLinks>;
