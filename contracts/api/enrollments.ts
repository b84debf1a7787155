import type { studentEnrollmentsResponseSchema } from "#contracts/enrollments.ts";
import { endpoint, type Out } from "./endpoint.ts";

export const enrollmentsApi = {
  student: endpoint("GET", "/api/enrollments/student").returns<
    Out<typeof studentEnrollmentsResponseSchema>
  >(),
};
