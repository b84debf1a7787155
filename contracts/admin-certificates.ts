import { z } from "zod";
import { adminCertificateLimits, adminCertificateMessages as m } from "./admin-certificates-text.ts";
import { earnedCertificateSchema } from "./student-certificates.ts";
import "./zod-messages.ts";

// An admin's certificate tools (issue 16): a student's certificates and enrolled courses, issuing one by
// hand, and revoking one with a reason (the public page then says revoked, with the reason).

export const adminUserParamsSchema = z.object({ id: z.uuid() });
export const adminCertificateCodeParamsSchema = z.object({ code: z.string().min(1).max(64) });

export const adminUserCertificatesSchema = z.object({
  certificates: z.array(earnedCertificateSchema),
  /** The student's enrolled courses without a standing certificate: what an admin can issue. */
  issuable: z.array(z.object({ slug: z.string(), title: z.string() })),
});
export type AdminUserCertificates = z.infer<typeof adminUserCertificatesSchema>;

export const issueCertificateBodySchema = z.object({
  courseSlug: z.string({ error: m.courseRequired }).min(1, m.courseRequired).max(200),
});
export type IssueCertificateBody = z.input<typeof issueCertificateBodySchema>;

export const revokeCertificateBodySchema = z.object({
  reason: z
    .string({ error: m.reasonRequired })
    .trim()
    .min(1, m.reasonRequired)
    .max(adminCertificateLimits.reasonMax, m.reasonTooLong),
});
export type RevokeCertificateBody = z.input<typeof revokeCertificateBodySchema>;
