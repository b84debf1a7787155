import type { QuizDefinition, QuizPaper } from "#contracts/quiz.ts";
import type { QuizAnswers } from "#contracts/quiz-answers.ts";
import { gradeQuizAnswer, type QuestionGrade } from "./grade-quiz-answer.ts";
import { paperQuestions } from "./paper-questions.ts";

// An attempt's score (issue 16): the questions on its paper only, so an answer to a question the attempt
// did not draw (a tampered request) counts for nothing, and points are out of what this paper could earn.

export type QuizQuestionGrade = QuestionGrade & { questionId: string };

export type QuizAttemptGrade = {
  /** Sum of the per-question scores as shown (each to two decimals). */
  earned: number;
  possible: number;
  /** 0..100, two decimals; 0 for a paper worth no points. */
  percent: number;
  /** percent >= passPercent, on the percent as shown, so a student never reads 70.00% beside "not passed" at 70. */
  passed: boolean;
  /** In the paper's order. */
  perQuestion: QuizQuestionGrade[];
};

export function gradeQuizAttempt(
  definition: QuizDefinition,
  paper: QuizPaper,
  answers: QuizAnswers,
  passPercent: number,
): QuizAttemptGrade {
  const perQuestion = paperQuestions(definition, paper).map(({ question }) => ({
    questionId: question.id,
    // Own properties only: a question id like "constructor" must not find Object.prototype's.
    ...gradeQuizAnswer(question, Object.hasOwn(answers, question.id) ? answers[question.id] : undefined),
  }));
  // Summed in whole hundredths, so 0.1 + 0.2 of a point totals 0.3, and the percent is one division.
  const earnedCents = perQuestion.reduce((sum, grade) => sum + Math.round(grade.earned * 100), 0);
  const possible = perQuestion.reduce((sum, grade) => sum + grade.possible, 0);
  const percent = possible === 0 ? 0 : Math.round((earnedCents * 100) / possible) / 100;
  return { earned: earnedCents / 100, possible, percent, passed: percent >= passPercent, perQuestion };
}
