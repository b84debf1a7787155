// The instructor's course editor (issue 14): limits and messages, zod-free for the editor's pages.

export const editorLimits = {
  titleMax: 200,
  summaryMax: 1_000,
  /** A lesson's Markdown, in characters (a long article with code is about 30,000). */
  bodyMax: 200_000,
  minutesMax: 1_440,
  /** Drip offsets up to two years. */
  opensAfterDaysMax: 730,
} as const;

export const editorText = {
  heading: "My courses",
  noCourses: "You are not teaching a course yet",
  noCoursesBody:
    "An admin adds you to a course's instructors; it then shows here with its batches and students.",
  staleOrder:
    "The course changed while you were editing. The latest order is shown; please make your move again.",
  staleLesson:
    "Someone else saved this lesson while you were editing. Your text is still here: copy what you need, reload, and save again.",
  moduleNotEmpty: "Move or delete this module's lessons first.",
  saved: "Saved",
  published: "Published",
  draft: "Draft",
} as const;
