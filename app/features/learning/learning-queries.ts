import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "#app/lib/api-client.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { learningApi } from "#contracts/api/learning.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import type { CourseOutline, LessonView } from "#contracts/learning.ts";

// The course player's reads, keyed by user (another account on the same tab never sees them) and shared by
// the route loaders (prefetch through the in-process API) and the components.

export function courseOutlineQuery(userId: string, courseSlug: string) {
  return {
    queryKey: ["learning", userId, "outline", courseSlug] as const,
    path: endpointUrl(learningApi.outline, { params: { courseSlug } }),
  };
}

export function lessonQuery(userId: string, courseSlug: string, lessonId: string) {
  return {
    queryKey: ["learning", userId, "lesson", courseSlug, lessonId] as const,
    path: endpointUrl(learningApi.lesson, { params: { courseSlug, lessonId } }),
  };
}

export function myCoursesQuery(userId: string) {
  return { queryKey: ["learning", userId, "my-courses"] as const, path: endpointUrl(learningApi.myCourses) };
}

export function dueThisWeekQuery(userId: string) {
  return {
    queryKey: ["learning", userId, "due-this-week"] as const,
    path: endpointUrl(learningApi.dueThisWeek),
  };
}

export function useDueThisWeek(user: CurrentUser | null) {
  return useQuery({
    queryKey: dueThisWeekQuery(user?.id ?? "").queryKey,
    queryFn: ({ signal }) => apiRequest(learningApi.dueThisWeek, { signal }),
    enabled: user !== null,
  });
}

export function useCourseOutline(user: CurrentUser | null, courseSlug: string) {
  return useQuery({
    queryKey: courseOutlineQuery(user?.id ?? "", courseSlug).queryKey,
    queryFn: ({ signal }) => apiRequest(learningApi.outline, { params: { courseSlug }, signal }),
    enabled: user !== null,
  });
}

export function useLesson(user: CurrentUser | null, courseSlug: string, lessonId: string) {
  return useQuery({
    queryKey: lessonQuery(user?.id ?? "", courseSlug, lessonId).queryKey,
    queryFn: ({ signal }) => apiRequest(learningApi.lesson, { params: { courseSlug, lessonId }, signal }),
    enabled: user !== null,
  });
}

export function useMyCourses(user: CurrentUser | null) {
  return useQuery({
    queryKey: myCoursesQuery(user?.id ?? "").queryKey,
    queryFn: ({ signal }) => apiRequest(learningApi.myCourses, { signal }),
    enabled: user !== null,
  });
}

/**
 * Ticks a lesson complete or not. The lesson and the outline update at once from the answer; the lists
 * that show progress elsewhere (My Enrolled Courses, the overview, my courses) are read again.
 */
export function useLessonCompletion(user: CurrentUser, courseSlug: string, lessonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (completed: boolean) =>
      apiRequest(learningApi.setCompletion, { params: { courseSlug, lessonId }, body: { completed } }),
    onSuccess: ({ completed, progress }) => {
      client.setQueryData<LessonView>(lessonQuery(user.id, courseSlug, lessonId).queryKey, (view) =>
        view ? { ...view, progress, lesson: { ...view.lesson, completed } } : view,
      );
      client.setQueryData<CourseOutline>(courseOutlineQuery(user.id, courseSlug).queryKey, (outline) =>
        outline
          ? {
              ...outline,
              progress,
              modules: outline.modules.map((module) => ({
                ...module,
                lessons: module.lessons.map((lesson) =>
                  lesson.id === lessonId ? { ...lesson, completed } : lesson,
                ),
              })),
            }
          : outline,
      );
      void client.invalidateQueries({ queryKey: ["enrollments"] });
      void client.invalidateQueries({ queryKey: ["dashboard-overview"] });
      void client.invalidateQueries({ queryKey: myCoursesQuery(user.id).queryKey });
      void client.invalidateQueries({ queryKey: dueThisWeekQuery(user.id).queryKey });
    },
  });
}

export function useSaveLessonNote(courseSlug: string, lessonId: string) {
  return useMutation({
    mutationFn: (note: string) =>
      apiRequest(learningApi.saveNote, { params: { courseSlug, lessonId }, body: { note } }),
  });
}
