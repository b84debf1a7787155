import { seoDefaults } from "#contracts/seo.ts";
import type { EarnedCertificate } from "#contracts/student-certificates.ts";
import { schoolDate } from "./certificate-context.ts";
import type { StudentCertificateRow } from "./certificate-issuing-repository.ts";
import { type CertificateUrls, certificatePagePath } from "./certificate-urls.ts";
import { linkedInAddUrl } from "./linkedin-add-url.ts";

/** A certificate as its holder (and an admin) lists it: valid ones with their downloads and LinkedIn link. */
export function toEarnedCertificate(urls: CertificateUrls, row: StudentCertificateRow): EarnedCertificate {
  const issuedOn = schoolDate(row.issuedAt);
  const valid = row.revokedAt === null;
  return {
    code: row.code,
    course: { slug: row.courseSlug, title: row.courseTitle },
    issuedAt: row.issuedAt.toISOString(),
    issuedOn,
    status: valid ? "valid" : "revoked",
    revokedReason: row.revokedReason,
    pagePath: certificatePagePath(row.code),
    pdfPath: valid ? urls.pdfPath(row.code) : null,
    credentialPath: valid ? urls.credentialPath(row.code) : null,
    linkedInUrl: valid
      ? linkedInAddUrl({
          name: row.courseTitle,
          organizationName: seoDefaults.siteName,
          issuedOn,
          certUrl: urls.page(row.code),
          certId: row.code,
        })
      : null,
  };
}
