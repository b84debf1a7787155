import { z } from "zod";
import { enrollmentsApi } from "./api/enrollments.ts";
import "./zod-messages.ts";

// SPEC.md section 3 (Enrollment) and section 7 (GET /api/enrollments/student): exactly these fields.
export const studentEnrollmentSchema = z.object({
  id: z.string(),
  course: z.object({ title: z.string() }),
  batchType: z
    .string()
    .nullable()
    .describe("The batch's type (weekend, fast_track, regular); null when self-paced"),
  schedule: z.string().nullable().describe("The batch's schedule; null when self-paced"),
  progress: z.number().int().describe("Percent, 0 to 100"),
});
export type StudentEnrollment = z.infer<typeof studentEnrollmentSchema>;

export const studentEnrollmentsResponseSchema = z.array(studentEnrollmentSchema);

export const studentEnrollmentsPath = enrollmentsApi.student.path;

// SPEC.md sections 2 (My Enrolled Courses screen), 3 (fallbacks) and 8 (load failure), word for word.
export const enrollmentMessages = {
  heading: "My Enrolled Courses",
  columns: { course: "Course Name", batchType: "Batch Type", schedule: "Schedule", progress: "Progress" },
  batchTypeFallback: "Regular",
  scheduleFallback: "Not specified",
  emptyTitle: "No Enrolled Courses",
  emptyBody: "You haven't enrolled in any courses yet.",
  signedOutTitle: "Please Login",
  signedOutAction: "Login",
  loadFailed: "Failed to fetch enrollments",
} as const;

/** SPEC.md section 9: progress maximum 100. */
export const progressMax = 100;
