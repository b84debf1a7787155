import type { QuizDefinition, QuizPaper, QuizPaperEntry, QuizQuestion } from "#contracts/quiz.ts";

// The questions a stored paper asks, looked up in the quiz's definition, in the paper's order. An entry whose
// question is gone (the quiz was edited after the attempt was drawn) or that repeats an earlier one is
// skipped, so showing, grading and reviewing an attempt all see the same list and none of them throws.

export type PaperQuestion = { entry: QuizPaperEntry; question: QuizQuestion };

export function paperQuestions(definition: QuizDefinition, paper: QuizPaper): PaperQuestion[] {
  const byId = new Map<string, QuizQuestion>();
  for (const pool of definition.pools) for (const question of pool.questions) byId.set(question.id, question);
  const seen = new Set<string>();
  const out: PaperQuestion[] = [];
  for (const entry of paper) {
    const question = byId.get(entry.questionId);
    if (!question || seen.has(entry.questionId)) continue;
    seen.add(entry.questionId);
    out.push({ entry, question });
  }
  return out;
}
