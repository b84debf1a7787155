import type { AssignmentSettings } from "#contracts/assignment.ts";

/**
 * An assignment lesson's rules before its instructor saves any (the table's defaults): no due date, late
 * work accepted and marked, files and a repository link, 100 points, 60% to pass, no rubric.
 */
export const defaultAssignmentSettings: AssignmentSettings = {
  instructions: "",
  dueDays: null,
  dueTime: "23:59",
  latePolicy: "accept_marked",
  acceptFiles: true,
  acceptRepoUrl: true,
  points: 100,
  passPercent: 60,
  rubric: [],
};
