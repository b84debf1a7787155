import type { dueThisWeekSchema } from "#contracts/deadlines.ts";
import type {
  courseOutlineSchema,
  lessonCompletionBodySchema,
  lessonCompletionResponseSchema,
  lessonNoteBodySchema,
  lessonNoteResponseSchema,
  lessonPreviewSchema,
  lessonViewSchema,
  myCoursesResponseSchema,
  videoPositionBodySchema,
  videoPositionResponseSchema,
} from "#contracts/learning.ts";
import { endpoint, type In, type Out } from "./endpoint.ts";

export const learningApi = {
  /** Public: a published free-preview lesson of a published course; 404 for anything else. */
  preview: endpoint("GET", "/api/courses/:slug/preview/:lessonId").returns<Out<typeof lessonPreviewSchema>>(),
  myCourses: endpoint("GET", "/api/learning/my-courses").returns<Out<typeof myCoursesResponseSchema>>(),
  /** What falls due or opens this week in the reader's batch-paced courses (the student overview). */
  dueThisWeek: endpoint("GET", "/api/learning/due-this-week").returns<Out<typeof dueThisWeekSchema>>(),
  outline: endpoint("GET", "/api/learning/courses/:courseSlug").returns<Out<typeof courseOutlineSchema>>(),
  lesson: endpoint("GET", "/api/learning/courses/:courseSlug/lessons/:lessonId").returns<
    Out<typeof lessonViewSchema>
  >(),
  setCompletion: endpoint("PUT", "/api/learning/courses/:courseSlug/lessons/:lessonId/completion")
    .body<In<typeof lessonCompletionBodySchema>>()
    .returns<Out<typeof lessonCompletionResponseSchema>>(),
  /** The lesson's file, for readers of the lesson: Range requests answered with 206. */
  file: endpoint("GET", "/api/learning/courses/:courseSlug/lessons/:lessonId/files/:fileId").returns<Blob>(),
  saveVideoPosition: endpoint("PUT", "/api/learning/courses/:courseSlug/lessons/:lessonId/video-position")
    .body<In<typeof videoPositionBodySchema>>()
    .returns<Out<typeof videoPositionResponseSchema>>(),
  saveNote: endpoint("PUT", "/api/learning/courses/:courseSlug/lessons/:lessonId/note")
    .body<In<typeof lessonNoteBodySchema>>()
    .returns<Out<typeof lessonNoteResponseSchema>>(),
};
