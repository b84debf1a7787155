import { credentialInstant } from "./open-badge-credential.ts";

// The revocation status list as W3C Bitstring Status List v1.0 writes it (decision 0041): the entry each
// certificate's credential carries, and the BitstringStatusListCredential the entry points at. Pure, like the
// Open Badges credential: the same revoked set and date give the same JSON.

/** A certificate's `credentialStatus`: its bit in the site's one revocation list. */
export function revocationStatusEntry(listUrl: string, index: number) {
  return {
    id: `${listUrl}#${index}`,
    type: "BitstringStatusListEntry",
    statusPurpose: "revocation",
    // The spec writes the index as a string of digits.
    statusListIndex: String(index),
    statusListCredential: listUrl,
  } as const;
}
export type RevocationStatusEntry = ReturnType<typeof revocationStatusEntry>;

/**
 * How long a verifier may keep the list before fetching it again, in milliseconds: the spec assumes no default
 * and asks that HTTP caching agree, so the route's Cache-Control max-age is this too.
 */
export const statusListTtlMs = 300_000;

export type StatusListCredentialInput = {
  /** Where the list is served: the credential's id, and every entry's statusListCredential. */
  listUrl: string;
  /** The certificates' issuer id: a verifier checks the list and the credential come from the same issuer. */
  issuerId: string;
  /** When the list last changed (its latest revocation), so it never claims to be valid before it was. */
  validFrom: Date;
  /** encodeStatusList's output. */
  encodedList: string;
};

export function revocationStatusListCredential(input: StatusListCredentialInput) {
  return {
    "@context": ["https://www.w3.org/ns/credentials/v2"],
    id: input.listUrl,
    type: ["VerifiableCredential", "BitstringStatusListCredential"],
    issuer: input.issuerId,
    validFrom: credentialInstant(input.validFrom),
    credentialSubject: {
      id: `${input.listUrl}#list`,
      type: "BitstringStatusList",
      statusPurpose: "revocation",
      encodedList: input.encodedList,
      ttl: statusListTtlMs,
    },
  };
}
export type RevocationStatusListCredential = ReturnType<typeof revocationStatusListCredential>;

/** The JWT payload, as for the certificates' credentials: the credential with iss, jti, sub and nbf mirroring it. */
export function statusListJwtPayload(credential: RevocationStatusListCredential) {
  return {
    ...credential,
    iss: credential.issuer,
    jti: credential.id,
    sub: credential.credentialSubject.id,
    nbf: Date.parse(credential.validFrom) / 1000,
  };
}
