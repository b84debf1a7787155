// A course's certificate rule as its instructors set it (issue 16): words, zod-free for the editor's first load.

export const certificateRuleMessages = {
  attendanceInvalid: "Enter a share of live sessions from 1 to 100 percent, or turn attendance off.",
} as const;

export const certificateRuleText = {
  heading: "Certificate",
  intro:
    "Students earn the certificate by completing every required lesson and passing every required quiz and assignment.",
  autoIssue: "Issue certificates automatically when a student meets the rules",
  autoIssueHint: "Off: an admin issues each certificate by hand from Users.",
  requireAttendance: "Also require live attendance (students in a batch)",
  attendanceLabel: "Share of held live sessions attended (%)",
  attendanceHint: "Counted over the batch's sessions held so far; self-paced students are not asked.",
  save: "Save certificate rules",
  saving: "Saving...",
  saved: "Certificate rules saved.",
  loadFailed: "The certificate rules could not be loaded.",
} as const;
