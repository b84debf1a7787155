import { createPrivateKey, type KeyObject } from "node:crypto";

/**
 * CREDENTIAL_SIGNING_KEY as an Ed25519 private key. Environments often hold a PEM on one line with literal
 * "\n" escapes; those are read as line breaks. Throws with a sentence when it is not an Ed25519 PKCS#8 key.
 */
export function parseSigningKeyPem(pem: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: pem.replace(/\\n/g, "\n").trim(), format: "pem" });
  } catch {
    throw new Error("must be a PKCS#8 PEM private key (-----BEGIN PRIVATE KEY-----)");
  }
  if (key.asymmetricKeyType !== "ed25519") {
    throw new Error(`must be an Ed25519 key, not ${key.asymmetricKeyType ?? "a symmetric key"}`);
  }
  return key;
}
