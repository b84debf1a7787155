import { type CertificateContext, certificateFacts, issuerOf } from "./certificate-context.ts";
import type { CertificateRecord, CertificatesRepository } from "./certificates-repository.ts";
import { signCompactJws } from "./compact-jws.ts";
import { certificateFileName } from "./download-certificate-pdf.ts";
import { findStandingCertificate } from "./find-certificate.ts";
import { credentialJwtPayload, openBadgeCredential } from "./open-badge-credential.ts";
import type { SigningKeys } from "./signing-keys.ts";
import { revocationStatusEntry } from "./status-list-credential.ts";

type Context = CertificateContext & { keys: SigningKeys };

/**
 * The Open Badges 3.0 credential of a certificate as a VC-JWT (decision 0039): a compact JWS over the
 * credential, EdDSA, `kid` the URL of the signing key. Signed on request; Ed25519 being deterministic, the
 * same certificate and key give the same token.
 */
export async function signedCredentialOf(context: Context, certificate: CertificateRecord): Promise<string> {
  const key = await context.keys.signingKey();
  const facts = certificateFacts(context, certificate);
  const credential = openBadgeCredential({
    code: certificate.code,
    verificationUrl: facts.verificationUrl,
    subjectId: `urn:uuid:${certificate.userId}`,
    recipientName: certificate.recipientName,
    courseTitle: certificate.courseTitle,
    courseUrl: facts.courseUrl,
    instructorNames: certificate.instructorNames,
    issuedAt: certificate.issuedAt,
    issuer: issuerOf(context),
    credentialStatus: revocationStatusEntry(context.urls.revocationList, certificate.statusListIndex),
  });
  return signCompactJws(
    { alg: "EdDSA", kid: key.kid, typ: "JWT" },
    credentialJwtPayload(credential),
    key.privateKey,
  );
}

/** Anyone with the code of a standing certificate: its credential. Revoked: 410; unknown: 404. */
export async function downloadCertificateCredential(
  deps: Context & { repository: CertificatesRepository },
  rawCode: string,
) {
  const certificate = await findStandingCertificate(deps.repository, rawCode);
  return {
    fileName: certificateFileName(certificate.code, "jwt"),
    jwt: await signedCredentialOf(deps, certificate),
  };
}
