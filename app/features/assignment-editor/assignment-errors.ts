import { assignmentMessages } from "#contracts/assignment-text.ts";
import { assignmentEditorBodySchema } from "#contracts/assignment-views.ts";
import { type AssignmentDraft, toBodyInput } from "./assignment-draft.ts";

// What is wrong with the settings, from the schema or from the API's 400 (whose `field` is the same body
// path, "settings.rubric.1.levels.0.points"), placed on the control that fixes it. A path names a "slot":
// the path of a control, or of a group whose message sits beside it (a criterion's levels). Ids the editor
// made are not shown, so a problem with one goes to the title of what it identifies.

export type AssignmentIssue = { slot: string; message: string };

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
export function issuesOf(items: readonly { path: string; message: string }[]): AssignmentIssue[] {
  const bySlot = new Map<string, string>();
  for (const { path, message } of items) {
    const slot = slotOf(path);
    if (!bySlot.has(slot)) bySlot.set(slot, message);
  }
  return [...bySlot.keys()].sort(compareSlots).map((slot) => ({ slot, message: bySlot.get(slot) ?? "" }));
}

/** The settings checked with the API's own schema: the body to send, or what is wrong. */
export function checkDraft(draft: AssignmentDraft) {
  const result = assignmentEditorBodySchema.safeParse(toBodyInput(draft));
  if (result.success) return { body: result.data, issues: [] as AssignmentIssue[] };
  const items = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
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

/** A value of the body at a slot's path, to tell whether the instructor changed it since the API judged it. */
export function valueAt(input: unknown, slot: string): unknown {
  let value = input;
  for (const part of slot.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}
