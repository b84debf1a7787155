import type { CurrentUser } from "#contracts/auth.ts";
import type { CertificateRule } from "#contracts/certificate-rule.ts";
import {
  adminUserCertificates,
  issueCertificateByHand,
  revokeCertificateByCode,
} from "./admin-certificates.ts";
import type { CertificateIssuingDeps } from "./certificate-issuing-deps.ts";
import { getCertificateRule, saveCertificateRule } from "./certificate-rule.ts";
import { issueIfEarned } from "./issue-if-earned.ts";
import { listStudentCertificates } from "./list-student-certificates.ts";
import { sweepCertificates } from "./sweep-certificates.ts";

/** Issuing's use cases (one file each), bound to their dependencies. */
export function createCertificateIssuingService(deps: CertificateIssuingDeps) {
  return {
    /** After anything that can meet a course's rule: issues its certificate when it now is. */
    issueIfEarned: (userId: string, courseId: string) => issueIfEarned(deps, userId, courseId),
    /** One sweep now (server/main.ts runs it every 10 minutes through `certificateSweep`). */
    sweep: () => sweepCertificates(deps),
    rule: (user: Pick<CurrentUser, "id" | "role">, slug: string) => getCertificateRule(deps, user, slug),
    saveRule: (user: Pick<CurrentUser, "id" | "role">, slug: string, rule: CertificateRule) =>
      saveCertificateRule(deps, user, slug, rule),
    mine: (user: Pick<CurrentUser, "id">) => listStudentCertificates(deps, user.id),
    ofUser: (userId: string) => adminUserCertificates(deps, userId),
    issueByHand: (admin: Pick<CurrentUser, "id">, userId: string, courseSlug: string) =>
      issueCertificateByHand(deps, admin, userId, courseSlug),
    revoke: (admin: Pick<CurrentUser, "id">, code: string, reason: string) =>
      revokeCertificateByCode(deps, admin, code, reason),
  };
}
export type CertificateIssuingService = ReturnType<typeof createCertificateIssuingService>;
