import { assignmentLimits } from "./assignment-text.ts";

// The instructor's assignment editor (issue 16): its headings, labels and confirmations, zod-free. What is
// wrong with the settings is said by the schema's messages (assignment-text.ts), so the editor and the API
// say the same.

const l = assignmentLimits;
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const assignmentEditorText = {
  heading: "Assignment settings",
  intro:
    "What students hand in, when it is due and how it is graded. The lesson's content above introduces the assignment; the instructions below are shown with the submission form.",
  loading: "Loading the assignment...",
  loadFailed: "The assignment could not be loaded.",

  instructions: "Instructions (Markdown)",
  instructionsHint: "What to build and hand in, and how it will be judged.",
  preview: "Preview",

  dueHeading: "Due date",
  hasDue: "Due on a day of the batch",
  dueDays: "Days after the batch's first day",
  dueTime: "Due time (24-hour, HH:MM)",
  dueHint:
    "In each batch's time zone. Students studying at their own pace have no due date, whatever is set here.",
  noDueHint: "No due date: students submit whenever they are ready.",
  latePolicy: "Late work",

  submitHeading: "What students submit",
  acceptFiles: `Files: PDF, ZIP or Jupyter notebook, up to ${l.filesMax} of 25 MB each`,
  acceptRepoUrl: "A link to a repository (https)",

  gradingHeading: "Grading",
  points: "Points",
  pointsHint: "The total when there is no rubric. With a rubric, its best levels add up to the total.",
  rubricTotal: (points: number) => `The rubric gives at most ${plural(points, "point", "points")}.`,
  passPercent: "Pass mark (%)",

  rubricHeading: "Rubric",
  rubricIntro:
    "Criteria, each with levels from best to weakest. A grader picks one level per criterion; its points add up.",
  noRubric: "No rubric: the grader gives a score out of the points.",
  addCriterion: "Add criterion",
  criterion: (n: number) => `Criterion ${n}`,
  criterionName: (n: number) => `criterion ${n}`,
  criterionTitle: "Criterion",
  criterionDescription: "What it looks at",
  levels: "Levels",
  level: (n: number) => `Level ${n}`,
  levelName: (criterion: number, n: number) => `level ${n} of criterion ${criterion}`,
  levelTitle: "Level",
  levelDescription: "Description",
  levelPoints: "Points",
  addLevel: "Add level",
  newLevelTitles: ["Full marks", "No marks"] as const,
  newLevelPoints: ["5", "0"] as const,
  moveUp: (what: string) => `Move ${what} up`,
  moveDown: (what: string) => `Move ${what} down`,
  remove: (what: string) => `Remove ${what}`,
  confirmRemoveCriterion: (n: number) => `Remove criterion ${n} and its levels?`,
  moved: (what: string, position: number) => `${what} moved to position ${position}.`,
  removed: (what: string) => `${what} removed.`,
  added: (what: string) => `${what} added.`,

  save: "Save assignment",
  saving: "Saving...",
  saved: "Assignment saved",
  savedBody: "Students see the new settings from now on.",
  unsaved: "Unsaved changes",
  allSaved: "All changes saved",
  neverSaved: "These are the default settings: they have not been saved yet.",
  confirmLeave: "The assignment has unsaved changes. Leave this page and lose them?",
  saveFailed: "The assignment could not be saved. Please try again.",
  editedElsewhere:
    "Someone else saved this assignment after you opened it. Your changes are still here: copy what you need, then reload the page to see theirs.",
  submissionsExist: (count: number) =>
    `${plural(count, "student has", "students have")} submitted. Submissions already made keep the due time and late mark they were given; grades already returned keep their rubric.`,
  summary: (count: number) =>
    count === 1 ? "The assignment has 1 problem to fix" : `The assignment has ${count} problems to fix`,
  summaryMore: (count: number) => `and ${count} more`,
} as const;
