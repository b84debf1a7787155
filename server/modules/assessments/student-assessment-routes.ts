import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { studentAssessmentsApi } from "#contracts/api/student-assessments.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import { type StudentAssessments, studentAssessmentsSchema } from "#contracts/student-assessments.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";

type Options = { list: (user: Pick<CurrentUser, "id" | "role">) => Promise<StudentAssessments> };

// Any signed-in user may ask and gets only their own: the user comes from the session, never the request,
// and the courses from their own enrollments (none: an empty list).
export const studentAssessmentRoutes: FastifyPluginAsyncZod<Options> = async (app, { list }) => {
  app.get(
    studentAssessmentsApi.mine.path,
    {
      config: { access: access.signedIn, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(studentAssessmentsApi.mine, {
        tags: ["quizzes"],
        summary:
          "The signed-in student's quizzes across their courses (cancelled enrollments left out): status, best score, attempts, open deadline",
        response: { 200: studentAssessmentsSchema },
      }),
    },
    async (request) => list(request.user!),
  );
};
