import { z } from "zod";
import { editorLimits as limits } from "./course-editor-text.ts";
import { lessonFileSchema, lessonKindSchema } from "./learning.ts";
import { parseVideoEmbedUrl } from "./video-embed-url.ts";
import "./zod-messages.ts";

// The instructor's course editor (issue 14): the courses a user teaches, a course's content as its editors
// see it (drafts included), and the writes that change it.

export const taughtCourseSchema = z.object({
  slug: z.string(),
  title: z.string(),
  published: z.boolean(),
  moduleCount: z.number().int(),
  publishedLessons: z.number().int(),
  draftLessons: z.number().int(),
  /** Students in the course (cancelled enrollments left out). */
  enrolled: z.number().int(),
  /** Their average progress, whole percent; null without students. */
  averageProgress: z.number().int().nullable(),
  batches: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      startDate: z.string(),
      schedule: z.string(),
      enrolled: z.number().int(),
    }),
  ),
});
export type TaughtCourse = z.infer<typeof taughtCourseSchema>;
export const taughtCoursesResponseSchema = z.array(taughtCourseSchema);

export const editorLessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: lessonKindSchema,
  minutes: z.number().int(),
  status: z.enum(["draft", "published"]),
  freePreview: z.boolean(),
  required: z.boolean(),
  updatedAt: z.string(),
});
export type EditorLesson = z.infer<typeof editorLessonSchema>;

export const editorModuleSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  opensAfterDays: z.number().int().nullable(),
  lessons: z.array(editorLessonSchema),
});
export type EditorModule = z.infer<typeof editorModuleSchema>;

export const courseContentSchema = z.object({
  course: z.object({ slug: z.string(), title: z.string() }),
  modules: z.array(editorModuleSchema),
});
export type CourseContent = z.infer<typeof courseContentSchema>;

export const lessonDetailSchema = editorLessonSchema.extend({
  moduleId: z.string(),
  body: z.string(),
  /** The canonical player URL of a YouTube or Vimeo video; null for none. */
  videoEmbedUrl: z.string().nullable(),
  files: z.array(lessonFileSchema),
  course: z.object({ slug: z.string(), title: z.string() }),
});
export type LessonDetail = z.infer<typeof lessonDetailSchema>;

const title = z
  .string()
  .trim()
  .min(1, "Enter a title.")
  .max(limits.titleMax, `Titles can be at most ${limits.titleMax} characters.`);
const summary = z
  .string()
  .trim()
  .max(limits.summaryMax, `Summaries can be at most ${limits.summaryMax} characters.`);
const opensAfterDays = z
  .number()
  .int("Enter a whole number of days.")
  .min(0, "Enter 0 or more days.")
  .max(limits.opensAfterDaysMax, `Enter at most ${limits.opensAfterDaysMax} days.`)
  .nullable();
const minutes = z
  .number()
  .int("Enter whole minutes.")
  .min(0, "Enter 0 or more minutes.")
  .max(limits.minutesMax, `Enter at most ${limits.minutesMax} minutes.`);

/**
 * A pasted YouTube or Vimeo link, saved as its canonical privacy-enhanced player URL; empty or null clears
 * it. The canonical form parses to itself, so the browser's parsed value is accepted again by the server.
 */
const videoEmbedUrl = z
  .string()
  .nullable()
  .transform((value, context) => {
    if (value === null || value.trim() === "") return null;
    const parsed = parseVideoEmbedUrl(value);
    if (parsed.ok) return parsed.embed.url;
    context.addIssue({ code: "custom", message: parsed.message });
    return z.NEVER;
  });

export const moduleCreateSchema = z.object({
  title,
  summary: summary.default(""),
  opensAfterDays: opensAfterDays.default(null),
});
export const moduleUpdateSchema = z
  .object({ title, summary, opensAfterDays })
  .partial()
  .refine((body) => Object.keys(body).length > 0, "Change at least one field.");

export const lessonCreateSchema = z.object({
  title,
  kind: lessonKindSchema.default("article"),
  minutes: minutes.default(0),
});
export const lessonUpdateSchema = z
  .object({
    title,
    kind: lessonKindSchema,
    minutes,
    body: z.string().max(limits.bodyMax, `Lessons can be at most ${limits.bodyMax} characters.`),
    status: z.enum(["draft", "published"]),
    freePreview: z.boolean(),
    required: z.boolean(),
    videoEmbedUrl,
    /** The updatedAt the editor loaded: a save over someone else's newer save is refused (409). */
    expectedUpdatedAt: z.iso.datetime({ offset: true }).optional(),
  })
  .partial();

/** The whole course's order: every module, each with every lesson, as the editor shows them. */
export const courseOrderSchema = z.object({
  modules: z.array(z.object({ id: z.uuid(), lessonIds: z.array(z.uuid()).max(500) })).max(200),
});

export const editorCourseParamsSchema = z.object({ courseSlug: z.string().min(1).max(200) });
export const editorModuleParamsSchema = editorCourseParamsSchema.extend({ moduleId: z.uuid() });
export const editorLessonParamsSchema = editorCourseParamsSchema.extend({ lessonId: z.uuid() });

export const markdownPreviewBodySchema = z.object({
  markdown: z.string().max(limits.bodyMax, `Lessons can be at most ${limits.bodyMax} characters.`),
});
export const markdownPreviewResponseSchema = z.object({ html: z.string() });

export const fileUploadQuerySchema = z.object({
  role: z.enum(["video", "captions", "resource"]),
  filename: z
    .string()
    .trim()
    .min(1, "Name the file.")
    .max(limits.filenameMax, `File names can be at most ${limits.filenameMax} characters.`)
    .refine(
      (name) => !/[\\/]/.test(name) && ![...name].some((char) => char.charCodeAt(0) < 0x20),
      "File names cannot hold slashes or control characters.",
    ),
});
export const editorFileParamsSchema = editorLessonParamsSchema.extend({ fileId: z.uuid() });

/** A resumable upload's id (decision 0033): 16 random bytes in hex, as the tus server names them. */
export const uploadIdPattern = /^[0-9a-f]{32}$/;
export const editorUploadParamsSchema = editorLessonParamsSchema.extend({
  uploadId: z.string().regex(uploadIdPattern),
});
/** What a resumable upload's Upload-Metadata must carry: what a one-request upload's query does. */
export const uploadMetadataSchema = fileUploadQuerySchema;
