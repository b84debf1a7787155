import type { CertificateIssuingDeps } from "./certificate-issuing-deps.ts";
import { issueIfEarned } from "./issue-if-earned.ts";

/** Students checked per pass. */
export const certificateSweepBatch = 200;

/**
 * Checks again every student who finished a course's required lessons but never held a certificate of it (issue
 * 16): a live session ending can lift their attendance share to the course's bar without anything being
 * written, and a check after a completion can be lost to a restart. Every instance may run it: the unique
 * standing certificate per student and course means one issue at most. Answers how many it issued.
 */
export async function sweepCertificates(
  deps: CertificateIssuingDeps,
  limit = certificateSweepBatch,
): Promise<number> {
  let issued = 0;
  for (const candidate of await deps.issuing.sweepCandidates(limit)) {
    // One student's failure (bad data, a dropped connection) must not stop the others' checks.
    try {
      if (await issueIfEarned(deps, candidate.userId, candidate.courseId)) issued += 1;
    } catch (error) {
      deps.onError?.(error);
    }
  }
  return issued;
}
