import type { CertificateIssuingDeps } from "./certificate-issuing-deps.ts";
import { certificateProgress } from "./certificate-progress.ts";
import { issueCertificate } from "./issue-certificate.ts";

/**
 * Issues a course's certificate automatically once its rule is met (issue 16): called after anything that
 * can meet it (a lesson completed, a quiz passed, an assignment graded as passed, attendance recorded). A
 * course set to issue by hand only, a student who holds or held one (a revoked one is reissued by an admin
 * only), or a cancelled enrollment issue nothing.
 * Answers the new certificate's code, if one was issued.
 */
export async function issueIfEarned(
  deps: CertificateIssuingDeps,
  userId: string,
  courseId: string,
): Promise<string | null> {
  const [enrolled] = await deps.issuing.enrolledCourses(userId, courseId);
  if (!enrolled) return null;
  // A revoked certificate is reissued by an admin only: a revocation must not undo itself at the next check.
  const [rule, issuedBefore] = await Promise.all([
    deps.issuing.rule(courseId),
    deps.issuing.everIssued(userId, courseId),
  ]);
  if (!rule.autoIssue || issuedBefore) return null;
  const progress = certificateProgress({
    ...(await deps.facts.facts(userId, courseId, enrolled.batchId, deps.now())),
    attendancePercent: rule.attendancePercent,
  });
  if (!progress.met) return null;
  const issued = await issueCertificate(deps, {
    userId,
    courseId,
    batchId: enrolled.batchId,
    issuedBy: null,
  });
  return issued?.code ?? null;
}
