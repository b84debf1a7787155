import type { certificateVerificationSchema, publicJwkSchema } from "#contracts/certificates.ts";
import { endpoint, type Out } from "./endpoint.ts";

// Certificates (issue 16, decision 0039): public, by code. The verification, the PDF and the Open Badges 3.0
// credential (a VC-JWT as text/plain) of a valid certificate; the public keys that verify the credentials
// (one key by its id here, every key as a JWK Set at /.well-known/jwks.json); and the revocation status list
// every credential's credentialStatus points at (decision 0041: a Bitstring Status List credential, a VC-JWT).

export const certificatesApi = {
  verify: endpoint("GET", "/api/certificates/:code").returns<Out<typeof certificateVerificationSchema>>(),
  pdf: endpoint("GET", "/api/certificates/:code/pdf").returns<Blob>(),
  credential: endpoint("GET", "/api/certificates/:code/credential").returns<string>(),
  signingKey: endpoint("GET", "/api/certificates/keys/:keyId").returns<Out<typeof publicJwkSchema>>(),
  revocationList: endpoint("GET", "/api/certificates/status/revocation").returns<string>(),
};
