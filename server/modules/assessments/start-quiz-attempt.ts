import type { QuizAttemptView } from "#contracts/quiz-attempts.ts";
import { quizAttemptMessages } from "#contracts/quiz-attempts-text.ts";
import { HttpError } from "#server/http-error.ts";
import { attemptsLeft } from "./attempt-summary.ts";
import { completeOnPass } from "./complete-on-pass.ts";
import { drawQuiz } from "./draw-quiz.ts";
import { drawnQuestions } from "./drawn-questions.ts";
import { openQuizLesson } from "./open-quiz-lesson.ts";
import { quizAttemptView } from "./quiz-attempt-view.ts";
import type { QuizDeps, QuizReader } from "./quiz-deps.ts";
import { readAttempts } from "./read-attempts.ts";

const minuteMs = 60_000;

/**
 * Starts the reader's next attempt, or answers the one in progress (a second tab resumes it). Attempts are
 * numbered and the number is unique per student and quiz, as is an attempt in progress, so two starts at
 * once open one attempt: the loser reads the winner's and answers it.
 */
export async function startQuizAttempt(
  deps: QuizDeps,
  user: QuizReader,
  slug: string,
  lessonId: string,
): Promise<QuizAttemptView> {
  const lessonOpened = await openQuizLesson(deps, user, slug, lessonId);
  const { course, lesson } = lessonOpened;
  const quiz = await deps.repository.quiz(lesson.id);
  if (!quiz) throw new HttpError(409, quizAttemptMessages.notSetUp);
  const { settings } = quiz;
  // Twice at most: once more after losing a race, to answer the attempt the other request opened.
  for (let round = 0; round < 2; round++) {
    const attempts = await readAttempts(deps, lesson.id, user.id, completeOnPass(deps, user, lessonOpened));
    const now = deps.now();
    const open = attempts.find((row) => row.status === "in_progress");
    if (open) return quizAttemptView({ attempt: open, attempts, settings, now });
    const left = attemptsLeft(settings.maxAttempts, attempts);
    if (left !== null && left <= 0) throw new HttpError(409, quizAttemptMessages.noAttemptsLeft);
    const paper = drawQuiz(quiz.definition, deps.newSeed());
    const opened = await deps.repository.openAttempt({
      lessonId: lesson.id,
      courseId: course.id,
      userId: user.id,
      number: (attempts[0]?.number ?? 0) + 1,
      questions: drawnQuestions(quiz.definition, paper),
      paper,
      passPercent: settings.passPercent,
      startedAt: now,
      deadlineAt: settings.timeLimitMinutes
        ? new Date(now.getTime() + settings.timeLimitMinutes * minuteMs)
        : null,
    });
    if (opened) return quizAttemptView({ attempt: opened, attempts: [opened, ...attempts], settings, now });
  }
  throw new HttpError(409, quizAttemptMessages.startRaced);
}
