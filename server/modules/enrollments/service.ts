import type { StudentEnrollment } from "#contracts/enrollments.ts";
import type { EnrollmentsRepository } from "./repository.ts";

export function createEnrollmentsService(deps: { repository: EnrollmentsRepository }) {
  return {
    /** The signed-in student's own enrollments: the id comes from the session, never from the request. */
    listForStudent(userId: string): Promise<StudentEnrollment[]> {
      return deps.repository.listForStudent(userId);
    },
  };
}
export type EnrollmentsService = ReturnType<typeof createEnrollmentsService>;
