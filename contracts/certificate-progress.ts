import { z } from "zod";
import "./zod-messages.ts";

// What a student has left to earn a course's certificate (issue 16): the required lessons, the required
// quizzes and assignments passed, and for a batch course the share of its held live sessions attended.
// The student's certificates page shows it; the issuing rule is the same reading (`met`).

export const missingLessonSchema = z.object({ id: z.string(), title: z.string() });

export const missingAssessmentSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(["quiz", "assignment"]),
  /** Where the student stands: nothing yet, handed in and waiting for a grade, or graded or tried and not passed. */
  state: z.enum(["not_started", "awaiting_grade", "not_passed"]),
});
export type MissingAssessment = z.infer<typeof missingAssessmentSchema>;

export const certificateProgressSchema = z.object({
  met: z.boolean(),
  lessons: z.object({
    done: z.number().int(),
    total: z.number().int(),
    missing: z.array(missingLessonSchema),
  }),
  assessments: z.object({
    passed: z.number().int(),
    total: z.number().int(),
    missing: z.array(missingAssessmentSchema),
  }),
  /** Null when the course asks for no attendance, or the student is not in a batch. */
  attendance: z
    .object({
      requiredPercent: z.number().int(),
      held: z.number().int(),
      attended: z.number().int(),
      /** 100 while no session has been held. */
      percent: z.number(),
      met: z.boolean(),
    })
    .nullable(),
});
export type CertificateProgress = z.infer<typeof certificateProgressSchema>;
