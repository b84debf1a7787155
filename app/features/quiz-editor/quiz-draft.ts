import { newId } from "#app/features/tree-editor/new-id.ts";
import type { QuizEditor } from "#contracts/quiz-attempts.ts";
import type { QuizQuestionKind } from "#contracts/quiz-text.ts";

// The quiz as the editor holds it while the instructor types: numbers as the text in their fields (so "1."
// or "-" can be typed on the way to a number), "no limit" as a switch beside the number it keeps, and a
// key for each accepted answer so the list can change under the cursor. toBodyInput turns it into what
// contracts/quiz-attempts.ts checks; text that is no number becomes NaN, which the schema words.

type Common = { id: string; prompt: string; points: string; explanation: string };
export type ChoiceDraft = Common & {
  kind: "single" | "multiple";
  options: { id: string; text: string }[];
  correctOptionIds: string[];
};
export type QuestionDraft =
  | ChoiceDraft
  | (Common & { kind: "true_false"; correct: boolean | null })
  | (Common & { kind: "short_answer"; acceptedAnswers: { key: string; text: string }[] })
  | (Common & { kind: "numeric"; answer: string; tolerance: string });

export type PoolDraft = {
  id: string;
  title: string;
  drawAll: boolean;
  draw: string;
  questions: QuestionDraft[];
};

export type SettingsDraft = {
  noTimeLimit: boolean;
  timeLimitMinutes: string;
  unlimitedAttempts: boolean;
  maxAttempts: string;
  passPercent: string;
  showAnswers: string;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
};

export type QuizDraft = { settings: SettingsDraft; pools: PoolDraft[] };

export function newPool(): PoolDraft {
  return { id: newId(), title: "", drawAll: true, draw: "", questions: [] };
}

export function newQuestion(kind: QuizQuestionKind): QuestionDraft {
  const common = { id: newId(), prompt: "", points: "1", explanation: "" };
  switch (kind) {
    case "single":
    case "multiple":
      return { ...common, kind, options: [newOption(), newOption()], correctOptionIds: [] };
    case "true_false":
      return { ...common, kind, correct: null };
    case "short_answer":
      return { ...common, kind, acceptedAnswers: [newAcceptedAnswer()] };
    case "numeric":
      return { ...common, kind, answer: "", tolerance: "0" };
  }
}

export const newOption = () => ({ id: newId(), text: "" });
export const newAcceptedAnswer = () => ({ key: newId(), text: "" });

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

type SavedDefinition = NonNullable<QuizEditor["definition"]>;

/** The editor's start: what the server sent; a quiz never saved (no definition) starts with one empty pool. */
export function draftOf(quiz: QuizEditor): QuizDraft {
  const { settings, definition } = quiz;
  const pools = (definition?.pools ?? []).map(
    (pool): PoolDraft => ({
      id: pool.id,
      title: pool.title ?? "",
      drawAll: pool.draw === null,
      draw: text(pool.draw),
      questions: pool.questions.map(questionDraftOf),
    }),
  );
  return {
    settings: {
      noTimeLimit: settings.timeLimitMinutes === null,
      timeLimitMinutes: text(settings.timeLimitMinutes),
      unlimitedAttempts: settings.maxAttempts === null,
      maxAttempts: text(settings.maxAttempts),
      passPercent: text(settings.passPercent),
      showAnswers: settings.showAnswers,
      shuffleQuestions: definition?.shuffleQuestions ?? false,
      shuffleOptions: definition?.shuffleOptions ?? false,
    },
    pools: pools.length > 0 ? pools : [newPool()],
  };
}

function questionDraftOf(question: SavedDefinition["pools"][number]["questions"][number]) {
  const common = {
    id: question.id,
    prompt: question.prompt,
    points: text(question.points),
    explanation: question.explanation ?? "",
  };
  switch (question.kind) {
    case "single":
    case "multiple":
      return {
        ...common,
        kind: question.kind,
        options: question.options.map((option) => ({ ...option })),
        correctOptionIds: [...question.correctOptionIds],
      };
    case "true_false":
      return { ...common, kind: question.kind, correct: question.correct };
    case "short_answer":
      return {
        ...common,
        kind: question.kind,
        acceptedAnswers: question.acceptedAnswers.map((answer) => ({ key: newId(), text: answer })),
      };
    case "numeric":
      return {
        ...common,
        kind: question.kind,
        answer: text(question.answer),
        tolerance: text(question.tolerance),
      };
  }
}

const numberPattern = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/** The number typed, or NaN (the schema then says how to type it). */
export function numberOf(value: string): number {
  const trimmed = value.trim();
  return numberPattern.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function questionInput(question: QuestionDraft) {
  const common = {
    id: question.id,
    kind: question.kind,
    prompt: question.prompt,
    points: numberOf(question.points),
    // An empty explanation is no explanation.
    explanation: question.explanation.trim() ? question.explanation : undefined,
  };
  switch (question.kind) {
    case "single":
    case "multiple":
      return { ...common, options: question.options, correctOptionIds: question.correctOptionIds };
    case "true_false":
      return { ...common, correct: question.correct };
    case "short_answer":
      return { ...common, acceptedAnswers: question.acceptedAnswers.map((answer) => answer.text) };
    case "numeric":
      // A blank tolerance reads as the schema's default: exact.
      return {
        ...common,
        answer: numberOf(question.answer),
        tolerance: question.tolerance.trim() ? numberOf(question.tolerance) : 0,
      };
  }
}

/** What quizEditorBodySchema checks: the body of the save, before the schema's trimming. */
export function toBodyInput(draft: QuizDraft) {
  const { settings } = draft;
  return {
    definition: {
      pools: draft.pools.map((pool) => ({
        id: pool.id,
        title: pool.title,
        draw: pool.drawAll ? null : numberOf(pool.draw),
        questions: pool.questions.map(questionInput),
      })),
      shuffleQuestions: settings.shuffleQuestions,
      shuffleOptions: settings.shuffleOptions,
    },
    settings: {
      timeLimitMinutes: settings.noTimeLimit ? null : numberOf(settings.timeLimitMinutes),
      maxAttempts: settings.unlimitedAttempts ? null : numberOf(settings.maxAttempts),
      passPercent: numberOf(settings.passPercent),
      showAnswers: settings.showAnswers,
    },
  };
}
