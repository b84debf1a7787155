import {
  orderIssues,
  type PathMessage,
  pathMessagesOf,
  type SlotIssue,
  type SlotRules,
} from "#app/features/tree-editor/slot-issues.ts";
import { quizEditorBodySchema } from "#contracts/quiz-attempts.ts";
import { quizEditorText as t } from "#contracts/quiz-editor-text.ts";
import { type QuizDraft, toBodyInput } from "./quiz-draft.ts";

// The quiz's slots for the tree editor kit's rules (app/features/tree-editor/slot-issues.ts): which controls
// exist, where a path of the body lands (a question's options are one group with its message beside it),
// and the form's order. Ids the editor made are not shown, so a problem with one goes to the thing it
// identifies.

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

/** The first message of each slot, in the form's order. */
export const issuesOf = (items: readonly PathMessage[]): SlotIssue[] => orderIssues(items, slotOf, rank);

/** The quiz checked with the API's own schema: the body to send, or what is wrong. */
export function checkDraft(draft: QuizDraft) {
  const result = quizEditorBodySchema.safeParse(toBodyInput(draft));
  if (result.success) return { body: result.data, issues: [] as SlotIssue[] };
  return { body: null, issues: issuesOf(pathMessagesOf(result.error.issues)) };
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

/** What the tree editor kit's form hook and error summary read of this editor's slots. */
export const quizSlots: SlotRules = { slotOf, isKnownSlot, issuesOf, placeOf };
