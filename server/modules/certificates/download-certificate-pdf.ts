import { type CertificateContext, certificateFacts } from "./certificate-context.ts";
import { renderCertificatePdf } from "./certificate-pdf.ts";
import type { CertificateRecord, CertificatesRepository } from "./certificates-repository.ts";
import { findStandingCertificate } from "./find-certificate.ts";

// A certificate's PDF, built on request from its row: nothing is stored, the row is the certificate and the
// file comes out the same every time. Issuing code may call certificatePdfOf with a record directly (to
// attach the PDF to the congratulations mail, say).

export async function certificatePdfOf(
  context: CertificateContext,
  certificate: CertificateRecord,
): Promise<Uint8Array> {
  const facts = certificateFacts(context, certificate);
  return renderCertificatePdf({
    code: certificate.code,
    recipientName: certificate.recipientName,
    courseTitle: certificate.courseTitle,
    instructorNames: certificate.instructorNames,
    issuedOn: facts.issuedOn,
    issuedAt: certificate.issuedAt,
    verificationUrl: facts.verificationUrl,
    issuerName: facts.issuer.name,
  });
}

export function certificateFileName(code: string, extension: "pdf" | "jwt"): string {
  return `ai-labs-certificate-${code}.${extension}`;
}

/** Anyone with the code of a standing certificate: its PDF. Revoked: 410; unknown: 404. */
export async function downloadCertificatePdf(
  deps: CertificateContext & { repository: CertificatesRepository },
  rawCode: string,
) {
  const certificate = await findStandingCertificate(deps.repository, rawCode);
  return {
    fileName: certificateFileName(certificate.code, "pdf"),
    bytes: await certificatePdfOf(deps, certificate),
  };
}
