import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "#app/lib/api-client.ts";
import { courseEditorApi } from "#contracts/api/course-editor.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import type { CurrentUser } from "#contracts/auth.ts";

// The course editor's reads, keyed by user like every portal query, shared by loaders and components.

export function taughtCoursesQuery(userId: string) {
  return {
    queryKey: ["course-editor", userId, "courses"] as const,
    path: endpointUrl(courseEditorApi.courses),
  };
}

export function courseContentQuery(userId: string, courseSlug: string) {
  return {
    queryKey: ["course-editor", userId, "content", courseSlug] as const,
    path: endpointUrl(courseEditorApi.content, { params: { courseSlug } }),
  };
}

export function editorLessonQuery(userId: string, courseSlug: string, lessonId: string) {
  return {
    queryKey: ["course-editor", userId, "lesson", courseSlug, lessonId] as const,
    path: endpointUrl(courseEditorApi.lesson, { params: { courseSlug, lessonId } }),
  };
}

export function useTaughtCourses(user: CurrentUser | null) {
  return useQuery({
    queryKey: taughtCoursesQuery(user?.id ?? "").queryKey,
    queryFn: ({ signal }) => apiRequest(courseEditorApi.courses, { signal }),
    enabled: user !== null,
  });
}

export function useCourseContent(user: CurrentUser | null, courseSlug: string) {
  return useQuery({
    queryKey: courseContentQuery(user?.id ?? "", courseSlug).queryKey,
    queryFn: ({ signal }) => apiRequest(courseEditorApi.content, { params: { courseSlug }, signal }),
    enabled: user !== null,
  });
}

export function useEditorLesson(user: CurrentUser | null, courseSlug: string, lessonId: string) {
  return useQuery({
    queryKey: editorLessonQuery(user?.id ?? "", courseSlug, lessonId).queryKey,
    queryFn: ({ signal }) => apiRequest(courseEditorApi.lesson, { params: { courseSlug, lessonId }, signal }),
    enabled: user !== null,
    // The editor holds what the author typed: a background refetch must not replace it.
    refetchOnWindowFocus: false,
  });
}
