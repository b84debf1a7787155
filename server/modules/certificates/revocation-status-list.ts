import { type CertificateContext, issuerOf } from "./certificate-context.ts";
import type { CertificatesRepository } from "./certificates-repository.ts";
import { signCompactJws } from "./compact-jws.ts";
import type { SigningKeys } from "./signing-keys.ts";
import { encodeStatusList, statusBitstring } from "./status-list-bitstring.ts";
import { revocationStatusListCredential, statusListJwtPayload } from "./status-list-credential.ts";
import { statusListSize } from "./status-list-index.ts";

type Deps = CertificateContext & { repository: CertificatesRepository; keys: SigningKeys };

/**
 * The list's validFrom, always. A fixed past instant rather than "now" or the latest revocation: the same
 * revoked set is the same token on every instance, and nbf is never a moment a verifier's slower clock has
 * not reached (JWT libraries check nbf without leeway; a revocation's own time would be in that window for a
 * few seconds). Freshness is the list's ttl, not its validFrom.
 */
export const revocationListSince = new Date("2026-11-27T00:00:00Z");

/**
 * The revocation status list every credential's credentialStatus points at (decision 0041): a
 * BitstringStatusListCredential whose bit i is set when the certificate at index i is revoked, signed as a
 * VC-JWT with the certificates' key and header. Built from one read of the revoked indexes on each request
 * (16 KB to gzip and one Ed25519 signature).
 */
export async function signedRevocationList(deps: Deps): Promise<string> {
  const [key, revoked] = await Promise.all([deps.keys.signingKey(), deps.repository.revokedStatusList()]);
  const credential = revocationStatusListCredential({
    listUrl: deps.urls.revocationList,
    issuerId: issuerOf(deps).id,
    validFrom: revocationListSince,
    encodedList: encodeStatusList(statusBitstring(revoked.indexes, statusListSize)),
  });
  return signCompactJws(
    { alg: "EdDSA", kid: key.kid, typ: "JWT" },
    statusListJwtPayload(credential),
    key.privateKey,
  );
}
