import { createHmac, timingSafeEqual } from "node:crypto";

// The signatures of tracking links (decision 0046): HMAC-SHA256 under a key derived from the session secret
// for this one purpose, cut to 128 bits, base64url. A click link signs its mail id and the exact target URL,
// so changing either (an open redirect to another site) fails the check; the pixel signs the mail id.

export type TrackingSigner = {
  signOpen(mailId: string): string;
  signClick(mailId: string, url: string): string;
  verifyOpen(mailId: string, signature: string): boolean;
  verifyClick(mailId: string, url: string, signature: string): boolean;
};

const signatureLength = 22; // 128 bits in base64url

export function createTrackingSigner(sessionSecret: string): TrackingSigner {
  const key = createHmac("sha256", sessionSecret).update("mail-tracking-v1").digest();
  const sign = (message: string) =>
    createHmac("sha256", key).update(message).digest("base64url").slice(0, signatureLength);
  const same = (expected: string, given: string) => {
    const a = Buffer.from(expected);
    const b = Buffer.from(given);
    return a.length === b.length && timingSafeEqual(a, b);
  };
  return {
    signOpen: (mailId) => sign(`open\n${mailId.toLowerCase()}`),
    signClick: (mailId, url) => sign(`click\n${mailId.toLowerCase()}\n${url}`),
    verifyOpen: (mailId, signature) => same(sign(`open\n${mailId.toLowerCase()}`), signature),
    verifyClick: (mailId, url, signature) => same(sign(`click\n${mailId.toLowerCase()}\n${url}`), signature),
  };
}
