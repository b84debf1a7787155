import { newId } from "#app/features/tree-editor/new-id.ts";
import { assignmentEditorText as t } from "#contracts/assignment-editor-text.ts";
import type { AssignmentEditor } from "#contracts/assignment-views.ts";

// The assignment's settings as the editor holds them while the instructor types: numbers as the text in
// their fields (so "1" can become "12" without a detour), "no due date" as a switch beside the days it
// keeps, and the rubric's criteria and levels as lists with their ids. toBodyInput turns it into what
// contracts/assignment-views.ts checks; text that is no whole number becomes NaN, which the schema words.

export type LevelDraft = { id: string; title: string; description: string; points: string };
export type CriterionDraft = { id: string; title: string; description: string; levels: LevelDraft[] };

export type AssignmentDraft = {
  instructions: string;
  hasDue: boolean;
  dueDays: string;
  dueTime: string;
  latePolicy: string;
  acceptFiles: boolean;
  acceptRepoUrl: boolean;
  points: string;
  passPercent: string;
  rubric: CriterionDraft[];
};

const defaultDueTime = "23:59";

export function newLevel(title = "", points = ""): LevelDraft {
  return { id: newId(), title, description: "", points };
}

/** A criterion starts with two levels, full marks and none: most rubrics refine those. */
export function newCriterion(): CriterionDraft {
  return {
    id: newId(),
    title: "",
    description: "",
    levels: t.newLevelTitles.map((title, i) => newLevel(title, t.newLevelPoints[i])),
  };
}

export function draftOf(editor: AssignmentEditor): AssignmentDraft {
  const { settings } = editor;
  return {
    instructions: settings.instructions,
    hasDue: settings.dueDays !== null,
    dueDays: settings.dueDays === null ? "" : String(settings.dueDays),
    dueTime: settings.dueTime,
    latePolicy: settings.latePolicy,
    acceptFiles: settings.acceptFiles,
    acceptRepoUrl: settings.acceptRepoUrl,
    points: String(settings.points),
    passPercent: String(settings.passPercent),
    rubric: settings.rubric.map((criterion) => ({
      id: criterion.id,
      title: criterion.title,
      description: criterion.description,
      levels: criterion.levels.map((level) => ({
        id: level.id,
        title: level.title,
        description: level.description,
        points: String(level.points),
      })),
    })),
  };
}

/** A whole number as typed ("12", " 7 "), else NaN: the schema says how to type it. */
export function wholeNumberOf(value: string): number {
  const trimmed = value.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const dueTimePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What assignmentEditorBodySchema checks: the body of the save, before the schema's trimming. */
export function toBodyInput(draft: AssignmentDraft) {
  return {
    settings: {
      instructions: draft.instructions,
      dueDays: draft.hasDue ? wholeNumberOf(draft.dueDays) : null,
      // Without a due date the time field is off: a half-typed time there is no mistake to report.
      dueTime: draft.hasDue || dueTimePattern.test(draft.dueTime) ? draft.dueTime.trim() : defaultDueTime,
      latePolicy: draft.latePolicy,
      acceptFiles: draft.acceptFiles,
      acceptRepoUrl: draft.acceptRepoUrl,
      points: wholeNumberOf(draft.points),
      passPercent: wholeNumberOf(draft.passPercent),
      rubric: draft.rubric.map((criterion) => ({
        id: criterion.id,
        title: criterion.title,
        description: criterion.description,
        levels: criterion.levels.map((level) => ({
          id: level.id,
          title: level.title,
          description: level.description,
          points: wholeNumberOf(level.points),
        })),
      })),
    },
  };
}

/** The most the rubric as typed can give (levels not yet a number count as 0). */
export function draftRubricTotal(draft: AssignmentDraft): number {
  return draft.rubric.reduce((sum, criterion) => {
    const points = criterion.levels.map((level) => wholeNumberOf(level.points)).filter(Number.isFinite);
    return sum + Math.max(0, ...points);
  }, 0);
}
