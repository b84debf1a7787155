import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  courseOutlineQuery,
  dueThisWeekQuery,
  lessonQuery,
  myCoursesQuery,
} from "#app/features/learning/learning-queries.ts";
import { ApiRequestError, apiRequest, serverErrorOf } from "#app/lib/api-client.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import { quizzesApi } from "#contracts/api/quizzes.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import type { QuizAnswerChanges } from "#contracts/quiz-answers.ts";
import type { QuizAttemptView } from "#contracts/quiz-attempts.ts";

// The quiz panel's calls (issue 16). The overview is a query keyed by user like the rest of the player;
// an attempt is read on demand (start, resume, review) and kept by the panel, never from the cache: its
// saved answers and the server's clock must be fresh each time it is opened.

export type QuizLesson = { courseSlug: string; lessonId: string };

export function quizOverviewQuery(userId: string, { courseSlug, lessonId }: QuizLesson) {
  return {
    queryKey: ["learning", userId, "quiz", courseSlug, lessonId] as const,
    path: endpointUrl(quizzesApi.overview, { params: { courseSlug, lessonId } }),
  };
}

/**
 * An attempt as the panel holds it, with when it arrived by `performance.now()`: a monotonic clock, so the
 * time since then stays right when the device's wall clock is changed during the attempt.
 */
export type ReceivedAttempt = { view: QuizAttemptView; receivedAt: number };

const received = (view: QuizAttemptView): ReceivedAttempt => ({ view, receivedAt: performance.now() });

/** A 409: the attempt is closed (submitted, or its time ran out), or no attempt is left to start. */
export function isConflict(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status === 409;
}

/** The message of the API's answer, or the fallback when it gave none. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError ? (serverErrorOf(error.body) ?? fallback) : fallback;
}

export function useQuizOverview(user: CurrentUser, lesson: QuizLesson) {
  return useQuery({
    queryKey: quizOverviewQuery(user.id, lesson).queryKey,
    queryFn: ({ signal }) => apiRequest(quizzesApi.overview, { params: lesson, signal }),
  });
}

/**
 * After an attempt closes: the overview (attempts, best score) and whatever shows the course's progress,
 * which a passed quiz may have moved.
 */
export function invalidateAfterQuiz(client: QueryClient, userId: string, lesson: QuizLesson): void {
  void client.invalidateQueries({ queryKey: quizOverviewQuery(userId, lesson).queryKey });
  void client.invalidateQueries({ queryKey: courseOutlineQuery(userId, lesson.courseSlug).queryKey });
  void client.invalidateQueries({
    queryKey: lessonQuery(userId, lesson.courseSlug, lesson.lessonId).queryKey,
  });
  void client.invalidateQueries({ queryKey: myCoursesQuery(userId).queryKey });
  void client.invalidateQueries({ queryKey: dueThisWeekQuery(userId).queryKey });
  void client.invalidateQueries({ queryKey: ["enrollments"] });
  void client.invalidateQueries({ queryKey: ["dashboard-overview"] });
}

/** Starts an attempt (or answers the one in progress); the overview then lists it. */
export function useStartQuizAttempt(user: CurrentUser, lesson: QuizLesson) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => received(await apiRequest(quizzesApi.start, { params: lesson })),
    onSettled: () => client.invalidateQueries({ queryKey: quizOverviewQuery(user.id, lesson).queryKey }),
  });
}

/** Reads one attempt afresh: to resume it, or to see a closed one's review. */
export function useOpenQuizAttempt(lesson: QuizLesson) {
  return useMutation({
    mutationFn: async (attemptId: string) =>
      received(await apiRequest(quizzesApi.attempt, { params: { ...lesson, attemptId } })),
  });
}

/** Submits the answers changed since the last save; the attempt is closed by a success and by a 409 alike. */
export function useSubmitQuizAttempt(user: CurrentUser, lesson: QuizLesson) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ attemptId, answers }: { attemptId: string; answers: QuizAnswerChanges }) =>
      received(await apiRequest(quizzesApi.submit, { params: { ...lesson, attemptId }, body: { answers } })),
    onSuccess: () => invalidateAfterQuiz(client, user.id, lesson),
    onError: (error) => {
      if (isConflict(error)) invalidateAfterQuiz(client, user.id, lesson);
    },
  });
}

/** The autosave's call: merges the changed answers into the attempt's saved ones. */
export function saveQuizAnswers(lesson: QuizLesson, attemptId: string, answers: QuizAnswerChanges) {
  return apiRequest(quizzesApi.saveAnswers, { params: { ...lesson, attemptId }, body: { answers } });
}
