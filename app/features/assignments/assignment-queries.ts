import { type QueryClient, useQuery } from "@tanstack/react-query";
import { apiRequest } from "#app/lib/api-client.ts";
import { assignmentsApi } from "#contracts/api/assignments.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import type { AssignmentView } from "#contracts/assignment-views.ts";
import type { CurrentUser } from "#contracts/auth.ts";

// The assignment panel's read (issue 16), keyed by user like the rest of the player. A submission answers
// the new view, which replaces the cached one.

export type AssignmentLesson = { courseSlug: string; lessonId: string };

export function assignmentViewQuery(userId: string, { courseSlug, lessonId }: AssignmentLesson) {
  return {
    queryKey: ["learning", userId, "assignment", courseSlug, lessonId] as const,
    path: endpointUrl(assignmentsApi.view, { params: { courseSlug, lessonId } }),
  };
}

export function useAssignmentView(user: CurrentUser, lesson: AssignmentLesson) {
  return useQuery({
    queryKey: assignmentViewQuery(user.id, lesson).queryKey,
    queryFn: ({ signal }) => apiRequest(assignmentsApi.view, { params: lesson, signal }),
  });
}

/** After a submission: the view it answered replaces the cached one (nothing else in the player changes). */
export function afterSubmission(
  client: QueryClient,
  userId: string,
  lesson: AssignmentLesson,
  view: AssignmentView,
): void {
  client.setQueryData(assignmentViewQuery(userId, lesson).queryKey, view);
}
