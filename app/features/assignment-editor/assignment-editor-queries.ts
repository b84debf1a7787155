import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "#app/lib/api-client.ts";
import { assignmentsApi } from "#contracts/api/assignments.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";

// The assignment editor's read: one assignment lesson's settings and rubric, under the course editor's keys.

export function assignmentEditorQuery(userId: string, courseSlug: string, lessonId: string) {
  return {
    queryKey: ["course-editor", userId, "assignment", courseSlug, lessonId] as const,
    path: endpointUrl(assignmentsApi.editor, { params: { courseSlug, lessonId } }),
  };
}

export function useAssignmentEditor(userId: string, courseSlug: string, lessonId: string) {
  return useQuery({
    queryKey: assignmentEditorQuery(userId, courseSlug, lessonId).queryKey,
    queryFn: ({ signal }) => apiRequest(assignmentsApi.editor, { params: { courseSlug, lessonId }, signal }),
    // The form holds what the instructor typed: a background refetch must not replace it.
    refetchOnWindowFocus: false,
  });
}
