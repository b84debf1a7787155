import type { QuizDefinition, QuizPaper } from "#contracts/quiz.ts";

/**
 * The part of a definition an attempt drew: its pools with only the paper's questions. Stored with the
 * attempt, it keeps grading and the review stable when the quiz is edited later, without copying a whole
 * pool of questions into every attempt.
 */
export function drawnQuestions(definition: QuizDefinition, paper: QuizPaper): QuizDefinition {
  const onPaper = new Set(paper.map((entry) => entry.questionId));
  return {
    pools: definition.pools
      .map((pool) => ({
        id: pool.id,
        title: pool.title,
        draw: null,
        questions: pool.questions.filter((question) => onPaper.has(question.id)),
      }))
      .filter((pool) => pool.questions.length > 0),
    shuffleQuestions: false,
    shuffleOptions: false,
  };
}

/** Questions on each attempt's paper: every pool's draw, or all of it. */
export function questionsPerAttempt(definition: QuizDefinition): number {
  return definition.pools.reduce((sum, pool) => sum + (pool.draw ?? pool.questions.length), 0);
}
