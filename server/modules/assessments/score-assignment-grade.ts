import { type AssignmentGradeInput, assignmentPossible, type Rubric } from "#contracts/assignment.ts";
import { assignmentMessages } from "#contracts/assignment-text.ts";

// An instructor's grade turned into points (issue 16). With a rubric, the grader picks one level for each
// criterion and the score is the sum of their points: a typed score is ignored, so the two can never
// disagree. Without one, the grader types the score, out of the assignment's points.

export type AssignmentScore = {
  score: number;
  possible: number;
  percent: number;
  passed: boolean;
  /** The choices kept with the grade: exactly one level per criterion; {} without a rubric. */
  rubricChoices: Record<string, string>;
};

export type ScoreResult =
  | { ok: true; value: AssignmentScore }
  | { ok: false; field: string; message: string };

/** Percent with two decimals, so 2 of 3 shows 66.67 and a pass mark is compared to what is shown. */
function percentOf(score: number, possible: number): number {
  return possible === 0 ? 100 : Math.round((score / possible) * 10_000) / 100;
}

export function scoreAssignmentGrade(
  settings: { rubric: Rubric; points: number; passPercent: number },
  input: Pick<AssignmentGradeInput, "rubricChoices" | "score">,
): ScoreResult {
  const possible = assignmentPossible(settings);
  let score: number;
  const rubricChoices: Record<string, string> = {};
  if (settings.rubric.length > 0) {
    score = 0;
    for (const criterion of settings.rubric) {
      const chosen = Object.hasOwn(input.rubricChoices, criterion.id)
        ? input.rubricChoices[criterion.id]
        : undefined;
      if (chosen === undefined)
        return {
          ok: false,
          field: `rubricChoices.${criterion.id}`,
          message: assignmentMessages.rubricChoiceMissing,
        };
      const level = criterion.levels.find((candidate) => candidate.id === chosen);
      if (!level)
        return {
          ok: false,
          field: `rubricChoices.${criterion.id}`,
          message: assignmentMessages.rubricChoiceUnknown,
        };
      rubricChoices[criterion.id] = level.id;
      score += level.points;
    }
    const unknown = Object.keys(input.rubricChoices).find((id) => !settings.rubric.some((c) => c.id === id));
    if (unknown !== undefined)
      return {
        ok: false,
        field: `rubricChoices.${unknown}`,
        message: assignmentMessages.rubricChoiceUnknown,
      };
  } else {
    if (input.score === null || !Number.isFinite(input.score) || input.score < 0 || input.score > possible)
      return { ok: false, field: "score", message: assignmentMessages.scoreInvalid };
    // Whole or half points, refused otherwise rather than rounded: the grade stored is the one confirmed.
    if (!Number.isInteger(input.score * 2))
      return { ok: false, field: "score", message: assignmentMessages.scoreStep };
    score = input.score;
  }
  const percent = percentOf(score, possible);
  return {
    ok: true,
    value: { score, possible, percent, passed: percent >= settings.passPercent, rubricChoices },
  };
}
