import { describe, expect, it } from "vitest";
import type { Rubric } from "#contracts/assignment.ts";
import { assignmentMessages } from "#contracts/assignment-text.ts";
import { scoreAssignmentGrade } from "./score-assignment-grade.ts";

const rubric: Rubric = [
  {
    id: "code",
    title: "Code",
    description: "",
    levels: [
      { id: "weak", title: "Weak", description: "", points: 0 },
      { id: "good", title: "Good", description: "", points: 6 },
      { id: "great", title: "Great", description: "", points: 10 },
    ],
  },
  {
    id: "report",
    title: "Report",
    description: "",
    levels: [
      { id: "missing", title: "Missing", description: "", points: 0 },
      { id: "clear", title: "Clear", description: "", points: 5 },
    ],
  },
];

describe("scoreAssignmentGrade with a rubric", () => {
  const settings = { rubric, points: 100, passPercent: 60 };

  it("sums the chosen levels out of the best levels, and ignores a typed score", () => {
    const result = scoreAssignmentGrade(settings, {
      rubricChoices: { code: "good", report: "clear" },
      score: 99,
    });
    expect(result).toEqual({
      ok: true,
      value: {
        score: 11,
        possible: 15,
        percent: 73.33,
        passed: true,
        rubricChoices: { code: "good", report: "clear" },
      },
    });
  });

  it("fails below the pass mark and passes exactly at it", () => {
    const below = scoreAssignmentGrade(settings, {
      rubricChoices: { code: "good", report: "missing" },
      score: null,
    });
    expect(below.ok && below.value).toMatchObject({ score: 6, percent: 40, passed: false });
    const exact = scoreAssignmentGrade(
      { rubric, points: 100, passPercent: 40 },
      { rubricChoices: { code: "good", report: "missing" }, score: null },
    );
    expect(exact.ok && exact.value.passed).toBe(true);
  });

  it("needs a level for every criterion, from that criterion", () => {
    expect(scoreAssignmentGrade(settings, { rubricChoices: { code: "good" }, score: null })).toEqual({
      ok: false,
      field: "rubricChoices.report",
      message: assignmentMessages.rubricChoiceMissing,
    });
    expect(
      scoreAssignmentGrade(settings, { rubricChoices: { code: "clear", report: "clear" }, score: null }),
    ).toEqual({
      ok: false,
      field: "rubricChoices.code",
      message: assignmentMessages.rubricChoiceUnknown,
    });
  });

  it("refuses criteria the rubric does not have, and inherited keys", () => {
    const extra = scoreAssignmentGrade(settings, {
      rubricChoices: { code: "good", report: "clear", style: "good" },
      score: null,
    });
    expect(extra).toMatchObject({ ok: false, field: "rubricChoices.style" });
    const inherited = Object.create({ code: "great" }) as Record<string, string>;
    inherited.report = "clear";
    expect(scoreAssignmentGrade(settings, { rubricChoices: inherited, score: null })).toMatchObject({
      ok: false,
      field: "rubricChoices.code",
    });
  });
});

describe("scoreAssignmentGrade without a rubric", () => {
  const settings = { rubric: [], points: 20, passPercent: 50 };

  it("takes the typed score out of the assignment's points, in whole or half points", () => {
    const result = scoreAssignmentGrade(settings, { rubricChoices: {}, score: 7.5 });
    expect(result).toEqual({
      ok: true,
      value: { score: 7.5, possible: 20, percent: 37.5, passed: false, rubricChoices: {} },
    });
    expect(scoreAssignmentGrade(settings, { rubricChoices: {}, score: 7.3 })).toEqual({
      ok: false,
      field: "score",
      message: assignmentMessages.scoreStep,
    });
    const full = scoreAssignmentGrade(settings, { rubricChoices: {}, score: 20 });
    expect(full.ok && full.value).toMatchObject({ percent: 100, passed: true });
  });

  it("needs a score from 0 to the points", () => {
    for (const score of [null, -1, 20.5, Number.NaN]) {
      expect(scoreAssignmentGrade(settings, { rubricChoices: {}, score })).toEqual({
        ok: false,
        field: "score",
        message: assignmentMessages.scoreInvalid,
      });
    }
  });
});
