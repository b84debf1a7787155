import type { QuizDefinition, QuizPaper, QuizPaperEntry } from "#contracts/quiz.ts";
import { seededRandom } from "./seeded-random.ts";

// An attempt's paper (issue 16): which questions it asks, in which order, with which option order. From
// each pool, `draw` questions at random without replacement (all of them when draw is null); then the whole
// paper shuffled when the quiz shuffles questions, and each choice question's options when it shuffles
// options. Unshuffled, questions keep the pools' order and their authored order within a pool.
//
// The same definition and seed always give the same paper (see seeded-random.ts for why seeded). Store the
// paper with the attempt all the same: an edit of the quiz changes what a seed draws.

export function drawQuiz(definition: QuizDefinition, seed: string): QuizPaper {
  const random = seededRandom(seed);
  const drawn = definition.pools.flatMap((pool) => {
    const size = pool.questions.length;
    if (pool.draw === null || pool.draw >= size) return pool.questions;
    const picked = random
      .shuffle(pool.questions.map((_, index) => index))
      .slice(0, pool.draw)
      .sort((x, y) => x - y);
    return picked.map((index) => pool.questions[index]!);
  });
  const ordered = definition.shuffleQuestions ? random.shuffle(drawn) : drawn;
  return ordered.map((question): QuizPaperEntry => {
    const choice = question.kind === "single" || question.kind === "multiple";
    if (!choice || !definition.shuffleOptions) return { questionId: question.id };
    return {
      questionId: question.id,
      optionOrder: random.shuffle(question.options.map((option) => option.id)),
    };
  });
}
