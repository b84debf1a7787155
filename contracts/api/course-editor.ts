import type {
  courseContentSchema,
  courseOrderSchema,
  editorLessonSchema,
  editorModuleSchema,
  fileUploadQuerySchema,
  lessonCreateSchema,
  lessonDetailSchema,
  lessonUpdateSchema,
  markdownPreviewBodySchema,
  markdownPreviewResponseSchema,
  moduleCreateSchema,
  moduleUpdateSchema,
  taughtCoursesResponseSchema,
} from "#contracts/course-editor.ts";
import type { lessonFileSchema } from "#contracts/learning.ts";
import { endpoint, type In, type Out, type Query } from "./endpoint.ts";

const course = "/api/instructor/courses/:courseSlug";

export const courseEditorApi = {
  courses: endpoint("GET", "/api/instructor/courses").returns<Out<typeof taughtCoursesResponseSchema>>(),
  content: endpoint("GET", `${course}/content`).returns<Out<typeof courseContentSchema>>(),
  reorder: endpoint("PUT", `${course}/order`)
    .body<In<typeof courseOrderSchema>>()
    .returns<Out<typeof courseContentSchema>>(),
  createModule: endpoint("POST", `${course}/modules`)
    .body<In<typeof moduleCreateSchema>>()
    .returns<Out<typeof editorModuleSchema>>(),
  updateModule: endpoint("PATCH", `${course}/modules/:moduleId`)
    .body<In<typeof moduleUpdateSchema>>()
    .returns<Out<typeof editorModuleSchema>>(),
  deleteModule: endpoint("DELETE", `${course}/modules/:moduleId`).returns<undefined>(),
  createLesson: endpoint("POST", `${course}/modules/:moduleId/lessons`)
    .body<In<typeof lessonCreateSchema>>()
    .returns<Out<typeof editorLessonSchema>>(),
  lesson: endpoint("GET", `${course}/lessons/:lessonId`).returns<Out<typeof lessonDetailSchema>>(),
  updateLesson: endpoint("PATCH", `${course}/lessons/:lessonId`)
    .body<In<typeof lessonUpdateSchema>>()
    .returns<Out<typeof lessonDetailSchema>>(),
  deleteLesson: endpoint("DELETE", `${course}/lessons/:lessonId`).returns<undefined>(),
  /** The body is the file itself (any Content-Type); the browser sends it with XMLHttpRequest for progress. */
  uploadFile: endpoint("POST", `${course}/lessons/:lessonId/files`)
    .query<Query<typeof fileUploadQuerySchema>>()
    .returns<Out<typeof lessonFileSchema>>(),
  /**
   * Resumable uploads, tus 1.0 (decision 0033): POST creates one (Upload-Length, Upload-Metadata with role
   * and filename) and answers its URL in Location; HEAD there answers its Upload-Offset; PATCH appends a
   * piece (application/offset+octet-stream); DELETE drops it. tus-js-client speaks it in the editor.
   */
  createUpload: endpoint("POST", `${course}/lessons/:lessonId/uploads`).returns<undefined>(),
  // HEAD `${course}/lessons/:lessonId/uploads/:uploadId`: served too; our endpoints name no HEAD.
  appendUpload: endpoint("PATCH", `${course}/lessons/:lessonId/uploads/:uploadId`).returns<undefined>(),
  cancelUpload: endpoint("DELETE", `${course}/lessons/:lessonId/uploads/:uploadId`).returns<undefined>(),
  deleteFile: endpoint("DELETE", `${course}/lessons/:lessonId/files/:fileId`).returns<undefined>(),
  markdownPreview: endpoint("POST", "/api/instructor/markdown-preview")
    .body<In<typeof markdownPreviewBodySchema>>()
    .returns<Out<typeof markdownPreviewResponseSchema>>(),
};
