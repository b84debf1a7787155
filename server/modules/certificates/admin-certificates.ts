import type { AdminUserCertificates } from "#contracts/admin-certificates.ts";
import { adminCertificateMessages } from "#contracts/admin-certificates-text.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import { apiMessages } from "#contracts/messages.ts";
import { HttpError } from "#server/http-error.ts";
import { parseCertificateCode } from "./certificate-code.ts";
import type { CertificateIssuingDeps } from "./certificate-issuing-deps.ts";
import { toEarnedCertificate } from "./earned-certificate-dto.ts";
import { issueCertificate } from "./issue-certificate.ts";

type Admin = Pick<CurrentUser, "id">;

/** A student's certificates and the enrolled courses an admin can still issue one for. */
export async function adminUserCertificates(
  deps: CertificateIssuingDeps,
  userId: string,
): Promise<AdminUserCertificates> {
  const [rows, enrolled] = await Promise.all([
    deps.issuing.ofStudent(userId),
    deps.issuing.enrolledCourses(userId),
  ]);
  const standing = new Set(rows.filter((row) => row.revokedAt === null).map((row) => row.courseId));
  return {
    certificates: rows.map((row) => toEarnedCertificate(deps.urls, row)),
    issuable: enrolled
      .filter((course) => !standing.has(course.courseId))
      .map((course) => ({ slug: course.slug, title: course.title })),
  };
}

/**
 * An admin issues a course's certificate by hand (issue 16), whatever the rule says (credit for work done
 * elsewhere, a rule set to manual): only to a student enrolled in the course, and not over a standing one.
 */
export async function issueCertificateByHand(
  deps: CertificateIssuingDeps,
  admin: Admin,
  userId: string,
  courseSlug: string,
): Promise<AdminUserCertificates> {
  const course = await deps.issuing.courseBySlug(courseSlug);
  if (!course) throw new HttpError(404, apiMessages.notFound, "courseSlug");
  const [enrolled] = await deps.issuing.enrolledCourses(userId, course.id);
  if (!enrolled) throw new HttpError(404, apiMessages.notFound, "courseSlug");
  const issued = await issueCertificate(deps, {
    userId,
    courseId: course.id,
    batchId: enrolled.batchId,
    issuedBy: admin.id,
  });
  if (!issued) throw new HttpError(409, adminCertificateMessages.alreadyHeld);
  return adminUserCertificates(deps, userId);
}

/** Revokes a certificate with the reason the public page shows from then on. */
export async function revokeCertificateByCode(
  deps: CertificateIssuingDeps,
  admin: Admin,
  rawCode: string,
  reason: string,
): Promise<{ code: string }> {
  const code = parseCertificateCode(rawCode);
  if (!code) throw new HttpError(404, apiMessages.notFound);
  const result = await deps.issuing.revoke(code, reason, admin.id, deps.now());
  if (result === "unknown") throw new HttpError(404, apiMessages.notFound);
  if (result === "already") throw new HttpError(409, adminCertificateMessages.alreadyRevoked);
  return { code };
}
