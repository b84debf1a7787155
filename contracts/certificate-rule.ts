import { z } from "zod";
import { certificateRuleMessages as m } from "./certificate-rule-text.ts";
import "./zod-messages.ts";

// A course's certificate rule (issue 16, decision 0040): issued automatically or by hand, and for batch
// students the share of held live sessions to attend. Lessons and assessments are always required.

export const certificateRuleSchema = z.object({
  /** Null: no attendance asked. */
  attendancePercent: z
    .number({ error: m.attendanceInvalid })
    .int(m.attendanceInvalid)
    .min(1, m.attendanceInvalid)
    .max(100, m.attendanceInvalid)
    .nullable(),
  autoIssue: z.boolean(),
});
export type CertificateRule = z.infer<typeof certificateRuleSchema>;

export const certificateRuleViewSchema = certificateRuleSchema.extend({
  /** ISO instant of the last save; null while the course keeps the defaults. */
  updatedAt: z.string().nullable(),
});
export type CertificateRuleView = z.infer<typeof certificateRuleViewSchema>;

export const certificateRuleParamsSchema = z.object({ courseSlug: z.string().min(1).max(200) });
