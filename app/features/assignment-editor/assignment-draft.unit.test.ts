import { describe, expect, test } from "vitest";
import { assignmentMessages } from "#contracts/assignment-text.ts";
import type { AssignmentEditor } from "#contracts/assignment-views.ts";
import { draftOf, draftRubricTotal, newCriterion, toBodyInput } from "./assignment-draft.ts";
import { checkDraft, placeOf, slotOf } from "./assignment-errors.ts";

const saved: AssignmentEditor = {
  settings: {
    instructions: "Build it.",
    dueDays: 7,
    dueTime: "23:59",
    latePolicy: "closed",
    acceptFiles: true,
    acceptRepoUrl: false,
    points: 100,
    passPercent: 60,
    rubric: [
      {
        id: "design",
        title: "Design",
        description: "",
        levels: [
          { id: "good", title: "Good", description: "Clear", points: 10 },
          { id: "poor", title: "Poor", description: "", points: 0 },
        ],
      },
    ],
  },
  updatedAt: "2026-12-01T10:00:00.000Z",
  submissionCount: 0,
};

describe("the assignment draft", () => {
  test("goes back to the saved settings unchanged", () => {
    expect(checkDraft(draftOf(saved)).body).toEqual({ settings: saved.settings });
  });

  test("sends no due date when switched off, whatever the days field holds", () => {
    const draft = { ...draftOf(saved), hasDue: false, dueDays: "abc", dueTime: "2" };
    expect(toBodyInput(draft).settings).toMatchObject({ dueDays: null, dueTime: "23:59" });
    expect(checkDraft(draft).body?.settings.dueDays).toBeNull();
  });

  test("words numbers that are not whole and places the messages on their controls", () => {
    const draft = draftOf(saved);
    draft.points = "1.5";
    draft.rubric[0]!.levels[1]!.points = "-1";
    draft.rubric.push({ ...newCriterion(), title: "" });
    const { body, issues } = checkDraft(draft);
    expect(body).toBeNull();
    expect(issues).toEqual([
      { slot: "settings.points", message: assignmentMessages.pointsInvalid },
      { slot: "settings.rubric.0.levels.1.points", message: assignmentMessages.rubricLevelPointsInvalid },
      { slot: "settings.rubric.1.title", message: assignmentMessages.rubricTitleRequired },
    ]);
    expect(placeOf("settings.rubric.0.levels.1.points")).toBe("Criterion 1, level 2");
    expect(placeOf("settings.points")).toBe("");
  });

  test("sends an id problem to the title of what it identifies, and adds up the rubric as typed", () => {
    expect(slotOf("settings.rubric.2.id")).toBe("settings.rubric.2.title");
    expect(slotOf("settings.rubric.2.levels.3.id")).toBe("settings.rubric.2.levels.3.title");
    const draft = draftOf(saved);
    draft.rubric.push(newCriterion());
    expect(draftRubricTotal(draft)).toBe(15);
  });
});
