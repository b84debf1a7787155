import type { QuizDefinition, QuizPaper, QuizQuestion } from "#contracts/quiz.ts";
import type { QuizAnswers } from "#contracts/quiz-answers.ts";
import type { QuizReview, QuizSolution } from "#contracts/quiz-public.ts";
import { gradeQuizAttempt } from "./grade-quiz-attempt.ts";
import { paperQuestions } from "./paper-questions.ts";
import { publicQuizQuestion } from "./public-quiz-paper.ts";
import { quizHtml } from "./quiz-markdown.ts";

// What a student sees of a submitted attempt (issue 16): every question of their paper as it was shown,
// their answer, its score and result; the right answers and explanations only when `answersShown`
// (mayShowAnswers in contracts/quiz-settings.ts, which needs to know whether any attempt passed and how
// many are left, so the caller decides). Like the public paper, built from allow-listed fields.

export type QuizReviewInput = {
  /** The definition the attempt was drawn from (keep it with the attempt if the quiz can be edited). */
  definition: QuizDefinition;
  paper: QuizPaper;
  answers: QuizAnswers;
  passPercent: number;
  answersShown: boolean;
};

export function buildQuizReview(input: QuizReviewInput): QuizReview {
  const { definition, paper, answers, answersShown } = input;
  const grade = gradeQuizAttempt(definition, paper, answers, input.passPercent);
  const questions = paperQuestions(definition, paper).map(({ entry, question }, index) => {
    const { earned, possible, result } = grade.perQuestion[index]!;
    return {
      question: publicQuizQuestion(question, entry.optionOrder),
      answer: Object.hasOwn(answers, question.id) ? answers[question.id]! : null,
      earned,
      possible,
      result,
      solution: answersShown ? quizSolution(question) : null,
      explanation: answersShown && question.explanation ? question.explanation : null,
      explanationHtml: answersShown && question.explanation ? quizHtml(question.explanation) : null,
    };
  });
  const { earned, possible, percent, passed } = grade;
  return { earned, possible, percent, passed, answersShown, questions };
}

export function quizSolution(question: QuizQuestion): QuizSolution {
  switch (question.kind) {
    case "single":
    case "multiple":
      return { kind: question.kind, correctOptionIds: [...question.correctOptionIds] };
    case "true_false":
      return { kind: "true_false", correct: question.correct };
    case "short_answer":
      return { kind: "short_answer", acceptedAnswers: [...question.acceptedAnswers] };
    case "numeric":
      return { kind: "numeric", answer: question.answer, tolerance: question.tolerance };
  }
}
