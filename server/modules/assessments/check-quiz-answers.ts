import type { QuizAnswerChanges } from "#contracts/quiz-answers.ts";
import { quizAttemptMessages } from "#contracts/quiz-attempts-text.ts";
import { HttpError } from "#server/http-error.ts";
import { paperQuestions } from "./paper-questions.ts";
import type { AttemptRow } from "./quizzes-repository.ts";

/** Changed answers must be for questions on this attempt's paper, each of its question's kind (else 400). */
export function checkQuizAnswers(
  attempt: Pick<AttemptRow, "questions" | "paper">,
  answers: QuizAnswerChanges,
): void {
  const kinds = new Map(
    paperQuestions(attempt.questions, attempt.paper).map(({ question }) => [question.id, question.kind]),
  );
  for (const [questionId, answer] of Object.entries(answers)) {
    const kind = kinds.get(questionId);
    if (!kind) throw new HttpError(400, quizAttemptMessages.answerNotOnPaper);
    if (answer !== null && kind !== answer.kind)
      throw new HttpError(400, quizAttemptMessages.answerWrongKind);
  }
}
