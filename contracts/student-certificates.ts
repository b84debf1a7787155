import { z } from "zod";
import { certificateProgressSchema } from "./certificate-progress.ts";
import "./zod-messages.ts";

// The student's certificates page (issue 16): what they earned, with the links to share it, and for every
// other course they are enrolled in what is left to earn one.

export const earnedCertificateSchema = z.object({
  code: z.string(),
  course: z.object({ slug: z.string(), title: z.string() }),
  issuedAt: z.string(),
  /** YYYY-MM-DD in the school's zone, as the certificate prints it. */
  issuedOn: z.string(),
  status: z.enum(["valid", "revoked"]),
  revokedReason: z.string().nullable(),
  /** The public verification page (site-relative). */
  pagePath: z.string(),
  /** Valid ones only: the downloads and LinkedIn's add-to-profile form. */
  pdfPath: z.string().nullable(),
  credentialPath: z.string().nullable(),
  linkedInUrl: z.string().nullable(),
});
export type EarnedCertificate = z.infer<typeof earnedCertificateSchema>;

export const courseToCertificateSchema = z.object({
  course: z.object({ slug: z.string(), title: z.string() }),
  progress: certificateProgressSchema,
  /** The course issues certificates by hand only (an admin), whatever the progress. */
  issuedByHand: z.boolean(),
});
export type CourseToCertificate = z.infer<typeof courseToCertificateSchema>;

export const studentCertificatesSchema = z.object({
  /** Newest first; a revoked one stays listed with its reason. */
  certificates: z.array(earnedCertificateSchema),
  /** Enrolled courses without a standing certificate, by title. */
  courses: z.array(courseToCertificateSchema),
});
export type StudentCertificates = z.infer<typeof studentCertificatesSchema>;
