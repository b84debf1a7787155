import type { QuizDefinition, QuizOption, QuizPaper, QuizQuestion } from "#contracts/quiz.ts";
import type { PublicQuizOption, PublicQuizQuestion } from "#contracts/quiz-public.ts";
import { paperQuestions } from "./paper-questions.ts";
import { quizHtml } from "./quiz-markdown.ts";

// What a student's browser receives of an attempt before it is submitted (issue 16: answer keys never
// reach the browser first). Every object is built from allow-listed fields rather than copied and pruned,
// so a key field added to questions later stays on the server unless it is named here.

export function publicQuizPaper(definition: QuizDefinition, paper: QuizPaper): PublicQuizQuestion[] {
  return paperQuestions(definition, paper).map(({ entry, question }) =>
    publicQuizQuestion(question, entry.optionOrder),
  );
}

export function publicQuizQuestion(
  question: QuizQuestion,
  optionOrder?: readonly string[],
): PublicQuizQuestion {
  const base = {
    id: question.id,
    prompt: question.prompt,
    promptHtml: quizHtml(question.prompt),
    points: question.points,
  };
  switch (question.kind) {
    case "single":
    case "multiple":
      return { kind: question.kind, ...base, options: orderedOptions(question.options, optionOrder) };
    case "true_false":
    case "short_answer":
    case "numeric":
      return { kind: question.kind, ...base };
  }
}

/**
 * The paper's option order; an option it does not name (added to the quiz after the draw) follows in
 * authored order, and a name that is no option any more is passed over.
 */
function orderedOptions(options: readonly QuizOption[], order: readonly string[] = []): PublicQuizOption[] {
  const byId = new Map(options.map((option) => [option.id, option]));
  const ids = [...new Set([...order.filter((id) => byId.has(id)), ...options.map((option) => option.id)])];
  return ids.map((id) => {
    const option = byId.get(id)!;
    return { id: option.id, text: option.text };
  });
}
