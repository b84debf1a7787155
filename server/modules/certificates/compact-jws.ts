import { type KeyObject, sign } from "node:crypto";

// A compact JWS (RFC 7515) signed with Ed25519 (alg EdDSA, RFC 8037). node:crypto does the signing; the rest
// is two base64url JSON segments, which is all a JWS library would add here.

export type JoseHeader = { alg: "EdDSA"; kid: string; typ: "JWT" };

function segment(value: object): string {
  return Buffer.from(JSON.stringify(value), "utf8").toString("base64url");
}

export function signCompactJws(header: JoseHeader, payload: object, privateKey: KeyObject): string {
  const signingInput = `${segment(header)}.${segment(payload)}`;
  const signature = sign(null, Buffer.from(signingInput, "ascii"), privateKey);
  return `${signingInput}.${signature.toString("base64url")}`;
}
