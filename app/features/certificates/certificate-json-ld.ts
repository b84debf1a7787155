import type { ValidCertificate } from "#contracts/certificates.ts";

/**
 * schema.org's EducationalOccupationalCredential for a valid certificate's page: what it is, who recognises
 * it and when it was made. The page is noindex (a person's record, not content to rank), yet the markup lets
 * any reader's tools see the credential for what it is.
 */
export function certificateJsonLd(certificate: ValidCertificate) {
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOccupationalCredential",
    name: `${certificate.courseTitle} certificate`,
    description: `${certificate.recipientName} completed the ${certificate.courseTitle} course at ${certificate.issuer.name}.`,
    url: certificate.verificationUrl,
    identifier: certificate.code,
    credentialCategory: "certificate",
    dateCreated: certificate.issuedAt,
    educationalLevel: "Professional",
    recognizedBy: { "@type": "Organization", name: certificate.issuer.name, url: certificate.issuer.url },
    about: { "@type": "Thing", name: certificate.courseTitle, url: certificate.courseUrl },
  };
}
