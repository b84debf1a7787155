import { randomBytes } from "node:crypto";
import { hashToken } from "#server/modules/auth/session-service.ts";

/** A 256-bit link token for a mail and the SHA-256 the database keeps (the token itself is never stored). */
export function newEmailToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}
