import {
  orderIssues,
  type PathMessage,
  pathMessagesOf,
  type SlotIssue,
  type SlotRules,
} from "#app/features/tree-editor/slot-issues.ts";
import { assignmentMessages } from "#contracts/assignment-text.ts";
import { assignmentEditorBodySchema } from "#contracts/assignment-views.ts";
import { type AssignmentDraft, toBodyInput } from "./assignment-draft.ts";

// The settings' slots for the tree editor kit's rules (app/features/tree-editor/slot-issues.ts): which
// controls exist, where a path of the body ("settings.rubric.1.levels.0.points") lands (a criterion's levels
// are one group with its message beside it), and the form's order. Ids the editor made are not shown, so a
// problem with one goes to the title of what it identifies.

export function slotOf(path: string): string {
  return path.replace(/^(settings\.rubric\.\d+(?:\.levels\.\d+)?)\.id$/, "$1.title");
}

const knownSlots = [
  /^settings\.(instructions|dueDays|dueTime|latePolicy|acceptFiles|acceptRepoUrl|points|passPercent|rubric)$/,
  /^settings\.rubric\.\d+\.(title|description|levels)$/,
  /^settings\.rubric\.\d+\.levels\.\d+\.(title|description|points)$/,
];

/** Whether the editor has a control (or group) for the slot; other messages go above the form. */
export const isKnownSlot = (slot: string) => knownSlots.some((pattern) => pattern.test(slot));

// The form's order, so the summary reads top to bottom and the first problem is the first one focused.
const rank: Record<string, number> = {
  settings: 0,
  instructions: 0,
  dueDays: 1,
  dueTime: 2,
  latePolicy: 3,
  acceptFiles: 4,
  acceptRepoUrl: 5,
  points: 6,
  passPercent: 7,
  rubric: 8,
  title: 0,
  description: 1,
  levels: 2,
};

/** The first message of each slot, in the form's order. */
export const issuesOf = (items: readonly PathMessage[]): SlotIssue[] => orderIssues(items, slotOf, rank);

/** The settings checked with the API's own schema: the body to send, or what is wrong. */
export function checkDraft(draft: AssignmentDraft) {
  const result = assignmentEditorBodySchema.safeParse(toBodyInput(draft));
  if (result.success) return { body: result.data, issues: [] as SlotIssue[] };
  const items = pathMessagesOf(result.error.issues);
  // zod runs the settings' refinement (files or a link) only once every field passed: said at once here,
  // so fixing the other problems does not reveal one more.
  if (!draft.acceptFiles && !draft.acceptRepoUrl)
    items.push({ path: "settings.acceptFiles", message: assignmentMessages.submissionKindRequired });
  return { body: null, issues: issuesOf(items) };
}

/** Where a slot is, for the summary: "Criterion 2, level 1"; "" for the settings above the rubric. */
export function placeOf(slot: string): string {
  const match = /^settings\.rubric\.(\d+)(?:\.levels\.(\d+))?/.exec(slot);
  if (!match) return "";
  const criterion = `Criterion ${Number(match[1]) + 1}`;
  return match[2] === undefined ? criterion : `${criterion}, level ${Number(match[2]) + 1}`;
}

/** What the tree editor kit's form hook and error summary read of this editor's slots. */
export const assignmentSlots: SlotRules = { slotOf, isKnownSlot, issuesOf, placeOf };
