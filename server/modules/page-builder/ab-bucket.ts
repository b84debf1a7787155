// The A/B split of a landing page (issue 21): a visitor's bucket is the parity of the first byte of the
// analytics' daily visitor hash (a salted sha256 of IP and user agent, base64url), so the same visitor gets
// the same variant all day, no cookie is set, and a page view stored with its hash can be bucketed later.

export type PageVariant = "a" | "b";

/** "a" or "b" from the first byte of a base64url visitor hash; anything unreadable is "a". */
export function bucketOf(visitorHash: string): PageVariant {
  const firstByte = Buffer.from(visitorHash.slice(0, 4), "base64url")[0];
  return firstByte !== undefined && firstByte % 2 === 1 ? "b" : "a";
}
