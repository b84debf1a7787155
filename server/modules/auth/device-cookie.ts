import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply } from "fastify";

// OWASP "Slow Down Online Guessing Attacks with Device Cookies": after a successful sign-in the browser
// gets `<user id>.<nonce>.<signature>` (OWASP's LOGIN,NONCE,SIGNATURE; dots because a comma is not a
// cookie-octet). The signature is an HMAC with the server secret, so only this server can mint one, and
// it names the account id, not the text that was typed, so username and email sign-ins share it.
// login-throttle.ts decides what a valid cookie earns.

/** Long enough that a regular user's browser stays known between visits. */
export const deviceCookieMaxAgeSeconds = 180 * 24 * 60 * 60;

export function deviceCookieName(secure: boolean): string {
  return secure ? "__Host-ail_device" : "ail_device";
}

export type DeviceCookie = { userId: string; nonce: string };

export function createDeviceCookies(secret: string) {
  // Domain-separated from the anti-forgery tokens, which are HMACs with the same secret.
  const sign = (userId: string, nonce: string) =>
    createHmac("sha256", secret).update(`device-cookie:${userId},${nonce}`).digest("base64url");

  return {
    /** A new cookie value for this account (a fresh nonce at every sign-in). */
    issue(userId: string): string {
      const nonce = randomBytes(16).toString("base64url");
      return `${userId}.${nonce}.${sign(userId, nonce)}`;
    },
    /** The cookie's account and nonce when this server signed it; null for anything else. */
    read(value: string | undefined): DeviceCookie | null {
      if (!value || value.length > 200) return null;
      const parts = value.split(".");
      if (parts.length !== 3) return null;
      const [userId, nonce, signature] = parts as [string, string, string];
      if (!userId || !nonce || !signature) return null;
      const expected = Buffer.from(sign(userId, nonce));
      const actual = Buffer.from(signature);
      return expected.length === actual.length && timingSafeEqual(expected, actual)
        ? { userId, nonce }
        : null;
    },
  };
}
export type DeviceCookies = ReturnType<typeof createDeviceCookies>;

/** HttpOnly, SameSite=Lax, path /; Secure and __Host- under https, like the session cookie. */
export function setDeviceCookie(reply: FastifyReply, secure: boolean, value: string): void {
  reply.setCookie(deviceCookieName(secure), value, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: deviceCookieMaxAgeSeconds,
  });
}
