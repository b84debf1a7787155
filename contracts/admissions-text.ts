import { limits } from "./limits.ts";

// The bootcamp application's words, limits and choices, without zod: the pages that show them stay light,
// and the form loads the schema (contracts/admissions.ts) only when it validates.

/** The course whose cohorts make up the bootcamp (its 16-week live programme). */
export const bootcampCourseSlug = "ai-engineers";

export const experienceLevels = ["none", "some_programming", "professional_developer", "data_or_ml"] as const;
export type ExperienceLevel = (typeof experienceLevels)[number];
export const experienceLevelLabels: Record<ExperienceLevel, string> = {
  none: "New to programming",
  some_programming: "Some programming (courses, scripts, side projects)",
  professional_developer: "Professional software developer",
  data_or_ml: "Data analyst, data scientist or ML practitioner",
};

export const applicationLimits = {
  fullNameMax: limits.nameMax,
  countryMax: 80,
  currentRoleMax: 120,
  textMin: 20,
  textMax: 2000,
  urlMax: 500,
  /** A second application from the same address within this window is answered but not stored again. */
  duplicateWindowHours: 24,
  /** Business days within which the admissions team reviews an application. */
  reviewBusinessDays: 3,
} as const;

export const admissionsMessages = {
  fullNameRequired: "Enter your full name",
  fullNameTooLong: `Your name can be at most ${applicationLimits.fullNameMax} characters`,
  emailRequired: "Enter your email address",
  emailInvalid: "Enter a valid email address, like name@example.com",
  phoneRequired: "Enter your phone number",
  phoneInvalid: "Please enter a valid phone number",
  countryRequired: "Enter the country you live in",
  countryTooLong: `Country can be at most ${applicationLimits.countryMax} characters`,
  currentRoleRequired: "Tell us your current role, e.g. 'Backend developer' or 'Student'",
  currentRoleTooLong: `Current role can be at most ${applicationLimits.currentRoleMax} characters`,
  experienceLevelRequired: "Choose your experience level",
  backgroundTooShort: `Tell us a bit more about your background (at least ${applicationLimits.textMin} characters)`,
  backgroundTooLong: `Keep your background under 2,000 characters`,
  goalsTooShort: `Tell us a bit more about your goals (at least ${applicationLimits.textMin} characters)`,
  goalsTooLong: `Keep your goals under 2,000 characters`,
  preferredBatchInvalid: "Choose a cohort from the list",
  preferredBatchUnavailable: "That cohort is no longer open for applications. Choose another one.",
  portfolioUrlInvalid: "Enter a full link starting with https://, e.g. https://github.com/your-name",
  received: "Application received",
  receivedBody: `Thank you for applying. We have emailed you a confirmation; our admissions team reviews every application within ${applicationLimits.reviewBusinessDays} business days.`,
  failureTitle: "Your application was not sent",
  failureBody:
    "Something went wrong while sending your application. Your answers are still here; please try again.",
  fixFields: "Some answers need your attention. Check the highlighted fields.",
  submitting: "Submitting...",
  submit: "Submit application",
} as const;

/** http(s) links only: a `javascript:` or `data:` link would be unsafe to show an admissions reviewer. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}
