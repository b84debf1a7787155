// The course player's strings and limits (issue 14; SPEC.md leaves the player to us), zod-free so the
// player's pages load no schema to print them.

import { mediumCalendarDate } from "./date-format.ts";

/** Drip dates are calendar days in the school's time zone: a module opens at midnight there. */
export const schoolTimeZone = "America/New_York";

/** Longest private note on one lesson, in characters. */
export const lessonNoteMaxLength = 10_000;

export const learningText = {
  outlineHeading: "Course outline",
  progressLabel: "Course progress",
  resume: "Resume",
  start: "Start course",
  continueLearning: "Continue learning",
  markComplete: "Mark complete",
  completed: "Completed",
  markIncomplete: "Mark as not complete",
  previous: "Previous lesson",
  next: "Next lesson",
  backToCourse: "Course outline",
  notesHeading: "Your notes",
  notesHint: "Private to you. Saved as you type.",
  notesSaving: "Saving…",
  notesSaved: "Saved",
  notesFailed: "Your note could not be saved. It is still here; we will try again.",
  locked: "Locked",
  opensOn: (date: string) => `Opens ${date}`,
  lockedBody: (date: string) =>
    `This lesson opens on ${date}, with the rest of its module. Your batch releases modules week by week.`,
  emptyBody:
    "Your instructor has not added the material for this lesson yet. It will appear here as soon as it is published.",
  optional: "Optional",
  draft: "Draft",
  staffView: "You are viewing this course as its instructor or an admin: your progress is not recorded.",
  noLessons: "This course has no published lessons yet.",
  completionFailed: "Your progress could not be saved. Please try again.",
  lessonsDone: (done: number, total: number) => `${done} of ${total} required lessons completed`,
  keyboardHint: "Keys: J next lesson, K previous lesson.",
  loadFailed: "This course could not be loaded. Please try again.",
  /** Under a YouTube or Vimeo video: we cannot see how much of it was watched. */
  embedCompletion: "When you have watched the video, mark the lesson complete below.",
  /** The uploaded video before it is started (app/features/learning/video-facade.tsx). */
  videoPlay: "Play video",
  videoResume: (time: string) => `Resume from ${time}`,
  /** A lesson's live sessions (issue 15), under the lesson. */
  liveSessionsHeading: "Live sessions for this lesson",
  liveSessionsLink: "Open Join Class",
  liveSessionStaffLink: (topic: string) => `Open ${topic}`,
  liveSessionHeld: "Held",
  liveSessionRescheduled: "Rescheduled",
  transcriptHeading: "Transcript",
  transcriptPlayFrom: (time: string) => `Play from ${time}`,
  transcriptTruncated: "The transcript is shortened here; the captions in the video go on to the end.",
} as const;

/** "0:04", "12:30", "1:02:03": a time in a video, as players print it. */
export function formatVideoTime(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

/** "Dec 3, 2026" for a YYYY-MM-DD calendar date (no time zone shift: it is a date, not an instant). */
export function formatCalendarDate(isoDate: string): string {
  return mediumCalendarDate(isoDate);
}

/** The course player's pages (app/features/portal/portal-page-facts.ts registers them). */
export const coursePlayerPath = (courseSlug: string) =>
  `/dashboard/student/courses/${encodeURIComponent(courseSlug)}`;
export const lessonPlayerPath = (courseSlug: string, lessonId: string) =>
  `${coursePlayerPath(courseSlug)}/lessons/${encodeURIComponent(lessonId)}`;
/** A free-preview lesson's public page (app/routes/public/lesson-preview.tsx). */
export const lessonPreviewPath = (courseSlug: string, lessonId: string) =>
  `/courses/${encodeURIComponent(courseSlug)}/preview/${encodeURIComponent(lessonId)}`;
