import type { CertificateVerification } from "#contracts/certificates.ts";
import { type CertificateContext, certificateFacts, schoolDate } from "./certificate-context.ts";
import type { CertificatesRepository } from "./certificates-repository.ts";
import { findCertificate } from "./find-certificate.ts";
import { linkedInAddUrl } from "./linkedin-add-url.ts";

type Deps = CertificateContext & { repository: CertificatesRepository };

/** What the public page shows for a code: valid with its downloads, revoked with when and why, else 404. */
export async function verifyCertificate(deps: Deps, rawCode: string): Promise<CertificateVerification> {
  const certificate = await findCertificate(deps.repository, rawCode);
  const facts = certificateFacts(deps, certificate);
  if (certificate.revokedAt) {
    return {
      status: "revoked",
      ...facts,
      revokedAt: certificate.revokedAt.toISOString(),
      revokedOn: schoolDate(certificate.revokedAt),
      revokedReason: certificate.revokedReason ?? "",
    };
  }
  return {
    status: "valid",
    ...facts,
    pdfPath: deps.urls.pdfPath(certificate.code),
    credentialPath: deps.urls.credentialPath(certificate.code),
    linkedInUrl: linkedInAddUrl({
      name: certificate.courseTitle,
      organizationName: facts.issuer.name,
      issuedOn: facts.issuedOn,
      certUrl: facts.verificationUrl,
      certId: certificate.code,
    }),
  };
}
