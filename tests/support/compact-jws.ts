import { createPublicKey, verify } from "node:crypto";
import type { PublicJwk } from "#contracts/certificates.ts";

// Checking the site's VC-JWTs the way a verifier does (decisions 0039, 0041): with node:crypto and the public
// keys the site publishes, not with the code that signed them.

export function decodeSegment(segment: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
}

/** RFC 7515 section 5.2 with the key the kid names, fetched from the site's own key set. */
export function signatureHolds(jwt: string, keys: PublicJwk[]): boolean {
  const [header, payload, signature] = jwt.split(".") as [string, string, string];
  const { kid, alg } = decodeSegment(header) as { kid: string; alg: string };
  const jwk = keys.find((key) => key.kid === kid);
  if (!jwk || alg !== "EdDSA") return false;
  const publicKey = createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: "jwk" });
  return verify(null, Buffer.from(`${header}.${payload}`), publicKey, Buffer.from(signature, "base64url"));
}
