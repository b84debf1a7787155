import { createHash } from "node:crypto";

// The suppression list (issue 22, decision 0065) keeps a hash of each address, never the address: an erased
// subscriber leaves nothing readable behind, yet the same address is recognised when it is imported or mailed
// again. The address is trimmed and lower-cased first (the site stores addresses lower-cased everywhere). A
// plain SHA-256 with a fixed prefix, not an HMAC under SESSION_SECRET: rotating that secret must not forget
// who asked never to be mailed again.

export function suppressionHash(email: string): string {
  return createHash("sha256").update(`ai-labs-suppression-v1:${email.trim().toLowerCase()}`).digest("hex");
}
