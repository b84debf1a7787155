import { quizEditorBodySchema } from "#contracts/quiz-attempts.ts";
import { quizEditorText as t } from "#contracts/quiz-editor-text.ts";
import { type QuizDraft, toBodyInput } from "./quiz-draft.ts";

// What is wrong with the quiz, from the schema or from the API's 400 (whose `field` is the same body path,
// "definition.pools.0.questions.2.prompt"), placed on the control that fixes it. A path names a "slot": the
// path of a control, or of a group whose message sits beside it (a question's options). Ids the editor
// made are not shown, so a problem with one goes to the thing it identifies.

export type QuizIssue = { slot: string; message: string };

const toSlot: [RegExp, string][] = [
  [/^(.*\.options\.\d+)\.id$/, "$1.text"],
  [/^(.*\.correctOptionIds)\.\d+$/, "$1"],
  [/^(.*\.questions\.\d+)\.(id|kind)$/, "$1.prompt"],
  [/^(definition\.pools\.\d+)\.id$/, "$1.title"],
];

export function slotOf(path: string): string {
  for (const [pattern, replacement] of toSlot)
    if (pattern.test(path)) return path.replace(pattern, replacement);
  return path;
}

const question = String.raw`definition\.pools\.\d+\.questions\.\d+`;
const knownSlots = [
  /^settings\.(timeLimitMinutes|maxAttempts|passPercent|showAnswers)$/,
  /^definition\.(shuffleQuestions|shuffleOptions|pools)$/,
  /^definition\.pools\.\d+\.(title|draw|questions)$/,
  new RegExp(
    `^${question}\\.(prompt|points|explanation|options|correctOptionIds|correct|acceptedAnswers|answer|tolerance)$`,
  ),
  new RegExp(`^${question}\\.(options\\.\\d+\\.text|acceptedAnswers\\.\\d+)$`),
];

/** Whether the editor has a control (or group) for the slot; other messages go above the form. */
export const isKnownSlot = (slot: string) => knownSlots.some((pattern) => pattern.test(slot));

// The form's order, so the summary reads top to bottom and the first problem is the first one focused.
const rank: Record<string, number> = {
  settings: 0,
  definition: 1,
  timeLimitMinutes: 0,
  maxAttempts: 1,
  passPercent: 2,
  showAnswers: 3,
  shuffleQuestions: 4,
  shuffleOptions: 5,
  pools: 6,
  title: 0,
  draw: 1,
  questions: 2,
  prompt: 0,
  points: 1,
  options: 2,
  correctOptionIds: 3,
  correct: 3,
  acceptedAnswers: 3,
  answer: 3,
  tolerance: 4,
  explanation: 5,
  text: 0,
};

function sortKey(slot: string): number[] {
  return slot.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : (rank[part] ?? 50)));
}

function compareSlots(a: string, b: string): number {
  const [x, y] = [sortKey(a), sortKey(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    // A group's own message (shorter path) comes before those of its items.
    const difference = (x[i] ?? -1) - (y[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The first message of each slot, in the form's order. */
export function issuesOf(items: readonly { path: string; message: string }[]): QuizIssue[] {
  const bySlot = new Map<string, string>();
  for (const { path, message } of items) {
    const slot = slotOf(path);
    if (!bySlot.has(slot)) bySlot.set(slot, message);
  }
  return [...bySlot.keys()].sort(compareSlots).map((slot) => ({ slot, message: bySlot.get(slot) ?? "" }));
}

/** The quiz checked with the API's own schema: the body to send, or what is wrong. */
export function checkDraft(draft: QuizDraft) {
  const result = quizEditorBodySchema.safeParse(toBodyInput(draft));
  if (result.success) return { body: result.data, issues: [] as QuizIssue[] };
  const items = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
  return { body: null, issues: issuesOf(items) };
}

/** Where a slot is, for the summary: "Pool 1, question 2, option 3"; "" for the quiz as a whole. */
export function placeOf(slot: string): string {
  const parts = slot.split(".");
  if (parts[0] === "settings" || /^shuffle/.test(parts[1] ?? "")) return t.settingsPlace;
  const places: string[] = [];
  parts.forEach((part, i) => {
    const n = Number(parts[i + 1]) + 1;
    if (!/^\d+$/.test(parts[i + 1] ?? "")) return;
    if (part === "pools") places.push(t.pool(n));
    else if (part === "questions") places.push(t.question(n).toLowerCase());
    else if (part === "options") places.push(t.option(n));
    else if (part === "acceptedAnswers") places.push(t.acceptedAnswerName(n));
  });
  return places.join(", ");
}

/** A value of the body at a slot's path, to tell whether the instructor changed it since the API judged it. */
export function valueAt(input: unknown, slot: string): unknown {
  let value = input;
  for (const part of slot.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}
