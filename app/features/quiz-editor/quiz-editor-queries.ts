import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "#app/lib/api-client.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { quizzesApi } from "#contracts/api/quizzes.ts";

// The quiz editor's read: one quiz lesson with its answer key, under the course editor's keys.

export function quizEditorQuery(userId: string, courseSlug: string, lessonId: string) {
  return {
    queryKey: ["course-editor", userId, "quiz", courseSlug, lessonId] as const,
    path: endpointUrl(quizzesApi.editor, { params: { courseSlug, lessonId } }),
  };
}

export function useQuizEditor(userId: string, courseSlug: string, lessonId: string) {
  return useQuery({
    queryKey: quizEditorQuery(userId, courseSlug, lessonId).queryKey,
    queryFn: ({ signal }) => apiRequest(quizzesApi.editor, { params: { courseSlug, lessonId }, signal }),
    // The form holds what the instructor typed: a background refetch must not replace it.
    refetchOnWindowFocus: false,
  });
}
