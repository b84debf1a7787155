import type { StudentCertificates } from "#contracts/student-certificates.ts";
import type { CertificateIssuingDeps } from "./certificate-issuing-deps.ts";
import { certificateProgress } from "./certificate-progress.ts";
import { toEarnedCertificate } from "./earned-certificate-dto.ts";

/**
 * The student's certificates page (issue 16): every certificate they hold (revoked ones with the reason),
 * and for each enrolled course without a standing one, what is left to earn it.
 */
export async function listStudentCertificates(
  deps: CertificateIssuingDeps,
  userId: string,
): Promise<StudentCertificates> {
  const [rows, enrolled] = await Promise.all([
    deps.issuing.ofStudent(userId),
    deps.issuing.enrolledCourses(userId),
  ]);
  const standing = new Set(rows.filter((row) => row.revokedAt === null).map((row) => row.courseId));
  const open = enrolled.filter((course) => !standing.has(course.courseId));
  const now = deps.now();
  const courses = await Promise.all(
    open.map(async (course) => {
      const [facts, rule] = await Promise.all([
        deps.facts.facts(userId, course.courseId, course.batchId, now),
        deps.issuing.rule(course.courseId),
      ]);
      return {
        course: { slug: course.slug, title: course.title },
        progress: certificateProgress({ ...facts, attendancePercent: rule.attendancePercent }),
        issuedByHand: !rule.autoIssue,
      };
    }),
  );
  return { certificates: rows.map((row) => toEarnedCertificate(deps.urls, row)), courses };
}
