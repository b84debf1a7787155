import type {
  adminUserCertificatesSchema,
  issueCertificateBodySchema,
  revokeCertificateBodySchema,
} from "#contracts/admin-certificates.ts";
import type { certificateRuleSchema, certificateRuleViewSchema } from "#contracts/certificate-rule.ts";
import type { studentCertificatesSchema } from "#contracts/student-certificates.ts";
import { endpoint, type In, type Out } from "./endpoint.ts";

// Issuing certificates (issue 16): the student's own list with what is left per course, and an admin's
// tools for one student (issue by hand, revoke with a reason).

export const certificateIssuingApi = {
  mine: endpoint("GET", "/api/student/certificates").returns<Out<typeof studentCertificatesSchema>>(),
  ofUser: endpoint("GET", "/api/admin/users/:id/certificates").returns<
    Out<typeof adminUserCertificatesSchema>
  >(),
  issue: endpoint("POST", "/api/admin/users/:id/certificates")
    .body<In<typeof issueCertificateBodySchema>>()
    .returns<Out<typeof adminUserCertificatesSchema>>(),
  /** A course's instructors and admins: how its certificate is earned and issued. */
  rule: endpoint("GET", "/api/instructor/courses/:courseSlug/certificate-rule").returns<
    Out<typeof certificateRuleViewSchema>
  >(),
  saveRule: endpoint("PUT", "/api/instructor/courses/:courseSlug/certificate-rule")
    .body<In<typeof certificateRuleSchema>>()
    .returns<Out<typeof certificateRuleViewSchema>>(),
  revoke: endpoint("POST", "/api/admin/certificates/:code/revoke")
    .body<In<typeof revokeCertificateBodySchema>>()
    .returns<{ code: string }>(),
};
