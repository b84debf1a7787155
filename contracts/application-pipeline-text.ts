// The admin's applications pipeline (issue 17, decision 0043): statuses, the moves between them, the mail
// templates' placeholders and the screen's words. Without zod, so the board and badges stay light.

export const applicationStatuses = [
  "submitted",
  "in_review",
  "interview",
  "accepted",
  "waitlisted",
  "rejected",
  "withdrawn",
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  submitted: "Submitted",
  in_review: "In review",
  interview: "Interview",
  accepted: "Accepted",
  waitlisted: "Waitlisted",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};

/**
 * Where an application may go from each status (decision 0043). Forward through review and interview, any
 * live status to a decision, a decision back to review when it was a mistake or the applicant returns.
 * An accepted applicant may only withdraw: they may already have paid for a seat.
 */
export const applicationTransitions: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  submitted: ["in_review", "interview", "accepted", "waitlisted", "rejected", "withdrawn"],
  in_review: ["interview", "accepted", "waitlisted", "rejected", "withdrawn"],
  interview: ["in_review", "accepted", "waitlisted", "rejected", "withdrawn"],
  waitlisted: ["in_review", "interview", "accepted", "rejected", "withdrawn"],
  accepted: ["withdrawn"],
  rejected: ["in_review"],
  withdrawn: ["in_review"],
};

export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return applicationTransitions[from].includes(to);
}

/** The statuses an admin moves applications to, each with a mail template (submitted has its own mail). */
export const templateStatuses = [
  "in_review",
  "interview",
  "accepted",
  "waitlisted",
  "rejected",
  "withdrawn",
] as const satisfies readonly Exclude<ApplicationStatus, "submitted">[];
export type TemplateStatus = (typeof templateStatuses)[number];

/** What a template may say in braces; anything else in braces is refused when saving. */
export const templatePlaceholders = {
  name: "The applicant's full name",
  email: "The applicant's email address",
  course: "The bootcamp's course title",
  batch: "The preferred cohort, e.g. 'Weekend cohort starting Mar 7, 2027 (Sat-Sun)'",
  enrollUrl: "The absolute link to /ai-bootcamp/enroll (with the preferred cohort)",
  startUrl: "The absolute link to /ai-bootcamp/start",
  status: "The new status, e.g. 'Accepted'",
} as const;
export type TemplatePlaceholder = keyof typeof templatePlaceholders;
export const templatePlaceholderNames = Object.keys(templatePlaceholders) as TemplatePlaceholder[];

export const applicationPipelineLimits = {
  pageSizeDefault: 20,
  pageSizeMax: 100,
  searchMax: 100,
  noteMax: 4000,
  subjectMax: 200,
  bodyMax: 8000,
  bulkMax: 100,
  /** Cards per board column; the column's count says how many there are in all. */
  boardCardsPerColumn: 25,
  /** Rows of one CSV download. */
  csvMaxRows: 10_000,
} as const;

export const applicationPipelineMessages = {
  notFound: "That application no longer exists.",
  templateNotFound: "There is no template for that status.",
  sameStatus: "The application already has this status.",
  transitionRefused: (from: string, to: string) =>
    `An application that is ${from.toLowerCase()} can't be moved to ${to.toLowerCase()}.`,
  statusInvalid:
    "Status must be one of submitted, in_review, interview, accepted, waitlisted, rejected or withdrawn.",
  experienceInvalid: "Experience level must be none, some_programming, professional_developer or data_or_ml.",
  batchInvalid: "The cohort filter must be a cohort id.",
  dateInvalid: "Dates must be written YYYY-MM-DD.",
  pageInvalid: "Page must be a whole number, 1 or more.",
  pageSizeInvalid: `Page size must be a whole number from 1 to ${applicationPipelineLimits.pageSizeMax}.`,
  searchTooLong: `Search text must be at most ${applicationPipelineLimits.searchMax} characters.`,
  noteRequired: "Write the note first.",
  noteTooLong: `A note can be at most ${applicationPipelineLimits.noteMax} characters.`,
  subjectRequired: "Write the mail's subject.",
  subjectTooLong: `The subject can be at most ${applicationPipelineLimits.subjectMax} characters.`,
  bodyRequired: "Write the mail's text.",
  bodyTooLong: `The mail's text can be at most ${applicationPipelineLimits.bodyMax} characters.`,
  unknownPlaceholder: (names: string[]) =>
    `Unknown placeholder${names.length > 1 ? "s" : ""} ${names.map((n) => `{${n}}`).join(", ")}. Use ${templatePlaceholderNames.map((n) => `{${n}}`).join(", ")}.`,
  bulkEmpty: "Select at least one application.",
  bulkTooMany: `Change at most ${applicationPipelineLimits.bulkMax} applications at once.`,
  bulkDuplicate: "Each application can be listed once.",
  loadFailed: "Failed to load applications",
  detailLoadFailed: "Failed to load the application",
  noneYet: "No applications yet.",
  noneMatch: "No applications match these filters.",
  statusChanged: "Status changed",
  statusChangeFailed: "Could not change the status",
  noteAdded: "Note added",
  noteFailed: "Could not add the note",
  templateSaved: "Template saved",
  templateSaveFailed: "Could not save the template",
  previewFailed: "Could not prepare the preview",
} as const;

/** The names in braces that are not placeholders ("{nmae}"), so a typo is refused rather than mailed. */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(templatePlaceholderNames);
  const found = [...text.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((match) => match[1] ?? "");
  return [...new Set(found.filter((name) => !known.has(name)))];
}
