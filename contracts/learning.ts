import { z } from "zod";
import { lessonNoteMaxLength } from "./learning-text.ts";
import "./zod-messages.ts";

// The course player's calls (issue 14): the outline of a course for its reader, one lesson, completion
// and the reader's private note. Ids are UUIDs; a slug is the course's public one.

export const lessonKindSchema = z.enum([
  "article",
  "video",
  "live_session",
  "quiz",
  "assignment",
  "resources",
]);
export type LessonKindDto = z.infer<typeof lessonKindSchema>;

const isoDate = z.string().describe("Calendar date (YYYY-MM-DD) in the school's time zone");

export const outlineLessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: lessonKindSchema,
  minutes: z.number().int(),
  required: z.boolean(),
  /** Only the course's instructors and admins see drafts. */
  draft: z.boolean(),
  completed: z.boolean(),
  /** Not released yet for this reader (drip); its module's opening date says when. */
  locked: z.boolean(),
});
export type OutlineLesson = z.infer<typeof outlineLessonSchema>;

export const outlineModuleSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  /** When the module opens for this reader; null when it is open (or has no date for them). */
  opensOn: isoDate.nullable(),
  locked: z.boolean(),
  lessons: z.array(outlineLessonSchema),
});

export const courseProgressSchema = z.object({
  /** Percent of the published required lessons completed, 0 to 100. */
  percent: z.number().int(),
  completedRequired: z.number().int(),
  totalRequired: z.number().int(),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

export const courseOutlineSchema = z.object({
  course: z.object({ slug: z.string(), title: z.string() }),
  /** "learner": an enrolled student, whose progress is recorded; "staff": an instructor or admin. */
  viewer: z.enum(["learner", "staff"]),
  progress: courseProgressSchema,
  /** The lesson the reader opened last, else the first open lesson; null when none is open. */
  resumeLessonId: z.string().nullable(),
  /** Whether the reader has opened any lesson yet (Resume against Start course). */
  started: z.boolean(),
  modules: z.array(outlineModuleSchema),
});
export type CourseOutline = z.infer<typeof courseOutlineSchema>;

export const lessonFileSchema = z.object({
  id: z.string(),
  role: z.enum(["video", "captions", "resource"]),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Where the reader's browser fetches it (session-checked, range requests for video). */
  url: z.string(),
});
export type LessonFile = z.infer<typeof lessonFileSchema>;

/** One caption of a lesson's video as plain text (never markup), for the transcript under the video. */
export const transcriptCueSchema = z.object({
  /** Seconds from the start of the video. */
  start: z.number(),
  end: z.number(),
  text: z.string(),
});
export type TranscriptCue = z.infer<typeof transcriptCueSchema>;

export const transcriptSchema = z.object({
  cues: z.array(transcriptCueSchema),
  /** The captions were longer than a transcript shows; the cues stop early. */
  truncated: z.boolean(),
});
export type Transcript = z.infer<typeof transcriptSchema>;

/** A live session linked to a lesson (issue 15), as the lesson page lists it. */
export const lessonLiveSessionSchema = z.object({
  id: z.string(),
  topic: z.string(),
  startsAt: z.string().describe("ISO 8601 instant"),
  durationMinutes: z.number().int(),
  timeZone: z.string().describe("the batch's IANA zone"),
  status: z.enum(["scheduled", "rescheduled", "cancelled", "held"]),
});
export type LessonLiveSession = z.infer<typeof lessonLiveSessionSchema>;

export const lessonViewSchema = z.object({
  course: z.object({ slug: z.string(), title: z.string() }),
  viewer: z.enum(["learner", "staff"]),
  module: z.object({ id: z.string(), title: z.string() }),
  lesson: outlineLessonSchema.extend({
    /** Sanitised HTML of the lesson's Markdown; empty while locked or when nothing is written yet. */
    html: z.string(),
    opensOn: isoDate.nullable(),
  }),
  /** The reader's private note on this lesson. */
  note: z.string(),
  /** The lesson's video, its captions and resources; none while locked. */
  files: z.array(lessonFileSchema),
  /**
   * A YouTube or Vimeo player URL (contracts/video-embed-url.ts) when the lesson has one and no uploaded
   * video (the upload wins); null otherwise and while locked.
   */
  videoEmbedUrl: z.string().nullable(),
  /** The text of the lesson's WebVTT captions with their times; null without captions or while locked. */
  transcript: transcriptSchema.nullable(),
  /** Where the reader's video stopped, in seconds. */
  videoPositionSeconds: z.number().int(),
  /**
   * Live sessions taught for this lesson: of the reader's batches (every batch for staff), cancelled ones
   * left out, in time order; none while locked.
   */
  liveSessions: z.array(lessonLiveSessionSchema),
  progress: courseProgressSchema,
  previousLessonId: z.string().nullable(),
  nextLessonId: z.string().nullable(),
});
export type LessonView = z.infer<typeof lessonViewSchema>;

export const coursePlayerParamsSchema = z.object({ courseSlug: z.string().min(1).max(200) });
export const lessonParamsSchema = coursePlayerParamsSchema.extend({ lessonId: z.uuid() });

export const lessonCompletionBodySchema = z.object({ completed: z.boolean() });
export const lessonCompletionResponseSchema = z.object({
  completed: z.boolean(),
  progress: courseProgressSchema,
});

export const lessonNoteBodySchema = z.object({
  note: z.string().max(lessonNoteMaxLength, `Notes can be at most ${lessonNoteMaxLength} characters.`),
});
export const lessonNoteResponseSchema = z.object({ note: z.string(), savedAt: z.string() });

/** The reader's own courses with their place in each: links from My Enrolled Courses and "Continue learning". */
export const myCourseSchema = z.object({
  enrollmentId: z.string(),
  course: z.object({ slug: z.string(), title: z.string() }),
  progress: z.number().int(),
  /** The lesson they opened last; null before the first. */
  lastLesson: z.object({ id: z.string(), title: z.string(), viewedAt: z.string() }).nullable(),
});
export type MyCourse = z.infer<typeof myCourseSchema>;
export const myCoursesResponseSchema = z.array(myCourseSchema);

/** A free-preview lesson as anyone reads it from the course page. */
export const lessonPreviewSchema = z.object({
  course: z.object({ slug: z.string(), title: z.string() }),
  module: z.object({ title: z.string() }),
  lesson: z.object({
    id: z.string(),
    title: z.string(),
    kind: lessonKindSchema,
    minutes: z.number().int(),
    html: z.string(),
    /** A YouTube or Vimeo player URL, unless the lesson has an uploaded video (which a preview does not show). */
    videoEmbedUrl: z.string().nullable(),
  }),
});
export type LessonPreview = z.infer<typeof lessonPreviewSchema>;
export const lessonPreviewParamsSchema = z.object({ slug: z.string().min(1).max(200), lessonId: z.uuid() });

export const fileParamsSchema = lessonParamsSchema.extend({ fileId: z.uuid() });
export const videoPositionBodySchema = z.object({
  seconds: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600),
});
export const videoPositionResponseSchema = z.object({ seconds: z.number().int() });
