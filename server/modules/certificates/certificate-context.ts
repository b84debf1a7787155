import { schoolTimeZone } from "#contracts/learning-text.ts";
import { seoDefaults } from "#contracts/seo.ts";
import { calendarDateIn } from "#server/lib/time-zone.ts";
import type { CertificateUrls } from "./certificate-urls.ts";
import type { CertificateRecord } from "./certificates-repository.ts";

// What every view of a certificate shares (the page, the PDF, the credential): the issuer, the absolute
// URLs, and the dates as the school's calendar has them.

export type CertificateContext = { publicUrl: string; urls: CertificateUrls };

export function issuerOf(context: CertificateContext) {
  return { id: context.publicUrl, name: seoDefaults.siteName, url: context.publicUrl };
}

/** YYYY-MM-DD in the school's time zone: the date a certificate prints, whoever reads it. */
export function schoolDate(at: Date): string {
  return calendarDateIn(schoolTimeZone, at);
}

export function certificateFacts(context: CertificateContext, certificate: CertificateRecord) {
  const issuer = issuerOf(context);
  return {
    code: certificate.code,
    recipientName: certificate.recipientName,
    courseTitle: certificate.courseTitle,
    courseUrl: context.urls.course(certificate.courseSlug),
    instructorNames: certificate.instructorNames,
    issuedAt: certificate.issuedAt.toISOString(),
    issuedOn: schoolDate(certificate.issuedAt),
    verificationUrl: context.urls.page(certificate.code),
    issuer: { name: issuer.name, url: issuer.url },
  };
}
