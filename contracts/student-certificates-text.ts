import type { MissingAssessment } from "./certificate-progress.ts";

// The student's certificates page (issue 16): its words, zod-free so the page loads no schema to print them.

export const studentCertificatesText = {
  heading: "Certificates",
  intro:
    "Certificates you earn are checked by anyone online with their public link, and you can add them to LinkedIn.",
  loading: "Loading your certificates...",
  loadFailed: "Your certificates could not be loaded. Please try again.",
  earnedHeading: "Your certificates",
  noneEarned: "No certificates yet",
  noneEarnedBody: "Finish a course's required lessons and assessments, and its certificate appears here.",
  issuedOn: (date: string) => `Issued ${date}`,
  code: "Code",
  view: "View public page",
  downloadPdf: "Download PDF",
  downloadCredential: "Open Badges credential",
  addToLinkedIn: "Add to LinkedIn",
  revoked: "Revoked",
  revokedReason: (reason: string) => `This certificate was revoked: ${reason}`,
  toEarnHeading: "Working towards",
  noCourses: "Enroll in a course to work towards its certificate.",
  browseCourses: "Browse courses",
  readyByHand:
    "Everything is done. An admin issues this course's certificate: it will appear here once issued.",
  readySoon: "Everything is done: your certificate is on its way.",
  lessonsLabel: "Lessons",
  assessmentsLabel: "Assessments",
  attendanceLabel: "Live attendance",
  countOf: (done: number, total: number) => `${done} of ${total}`,
  attendanceOf: (percent: number, required: number) => `${percent}% attended, ${required}% needed`,
  attendanceDetail: (attended: number, held: number) => `${attended} of ${held} sessions held so far`,
  left: "What is left",
  moreLessons: (count: number) => `and ${count} more ${count === 1 ? "lesson" : "lessons"}`,
  done: "Done",
} as const;

export const missingAssessmentLabels: Record<MissingAssessment["state"], string> = {
  not_started: "Not started",
  awaiting_grade: "Waiting for a grade",
  not_passed: "Not passed yet",
};

/** How many missing lessons the page names before it counts the rest. */
export const missingLessonsShown = 5;
