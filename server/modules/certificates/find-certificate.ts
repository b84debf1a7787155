import { certificateMessages } from "#contracts/certificates-text.ts";
import { HttpError } from "#server/http-error.ts";
import { parseCertificateCode } from "./certificate-code.ts";
import type { CertificateRecord, CertificatesRepository } from "./certificates-repository.ts";

/**
 * The certificate a typed or linked code names, found case- and dash-insensitively; 404 with a helpful
 * message when the code is malformed or unknown (the same answer for both, so the message reveals nothing).
 */
export async function findCertificate(
  repository: CertificatesRepository,
  rawCode: string,
): Promise<CertificateRecord> {
  const code = parseCertificateCode(rawCode);
  const certificate = code ? await repository.findByCode(code) : undefined;
  if (!certificate) throw new HttpError(404, certificateMessages.unknown);
  return certificate;
}

/** As findCertificate, and 410 Gone for a revoked one: its files are no longer handed out. */
export async function findStandingCertificate(
  repository: CertificatesRepository,
  rawCode: string,
): Promise<CertificateRecord> {
  const certificate = await findCertificate(repository, rawCode);
  if (certificate.revokedAt) throw new HttpError(410, certificateMessages.revokedDownload);
  return certificate;
}
