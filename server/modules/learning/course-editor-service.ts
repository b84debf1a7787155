import type { CourseContent } from "#contracts/course-editor.ts";
import type { FileStorage } from "#server/providers/storage/file-storage.ts";
import type { CourseEditorRepository } from "./course-editor-repository.ts";
import { createLesson, deleteLesson, getLessonForEditing, updateLesson } from "./edit-lessons.ts";
import { createModule, deleteModule, updateModule } from "./edit-modules.ts";
import { type EditorUser, editableCourse } from "./editor-access.ts";
import type { LessonFilesRepository } from "./lesson-files-repository.ts";
import { reorderCourse } from "./reorder-course.ts";
import { deleteLessonFile, uploadLessonFile } from "./upload-lesson-file.ts";

/** The course editor's use cases, bound to the repository and the Markdown renderer. */
export function createCourseEditorService(deps: {
  repository: CourseEditorRepository;
  files: LessonFilesRepository;
  storage: FileStorage;
  renderMarkdown: (markdown: string) => string;
}) {
  const { repository, files, storage } = deps;
  const fileDeps = { editor: repository, files, storage };
  return {
    /** The courses the user teaches; an admin sees every course. */
    courses: (user: EditorUser) => repository.taughtCourses(user.role === "admin" ? null : user.id),
    async content(user: EditorUser, slug: string): Promise<CourseContent> {
      const course = await editableCourse(repository, user, slug);
      return {
        course: { slug: course.slug, title: course.title },
        modules: await repository.content(course.id),
      };
    },
    reorder: (user: EditorUser, slug: string, order: { id: string; lessonIds: string[] }[]) =>
      reorderCourse(repository, user, slug, order),
    createModule: (user: EditorUser, slug: string, values: Parameters<typeof createModule>[3]) =>
      createModule(repository, user, slug, values),
    updateModule: (
      user: EditorUser,
      slug: string,
      moduleId: string,
      values: Parameters<typeof updateModule>[4],
    ) => updateModule(repository, user, slug, moduleId, values),
    deleteModule: (user: EditorUser, slug: string, moduleId: string) =>
      deleteModule(repository, user, slug, moduleId),
    createLesson: (
      user: EditorUser,
      slug: string,
      moduleId: string,
      values: Parameters<typeof createLesson>[4],
    ) => createLesson(repository, user, slug, moduleId, values),
    lesson: (user: EditorUser, slug: string, lessonId: string) =>
      getLessonForEditing(repository, user, slug, lessonId, files),
    updateLesson: (
      user: EditorUser,
      slug: string,
      lessonId: string,
      body: Parameters<typeof updateLesson>[4],
    ) => updateLesson(repository, user, slug, lessonId, body, files),
    deleteLesson: (user: EditorUser, slug: string, lessonId: string) =>
      deleteLesson(repository, user, slug, lessonId, files, storage),
    uploadFile: (
      user: EditorUser,
      slug: string,
      lessonId: string,
      upload: Parameters<typeof uploadLessonFile>[4],
    ) => uploadLessonFile(fileDeps, user, slug, lessonId, upload),
    deleteFile: (user: EditorUser, slug: string, lessonId: string, fileId: string) =>
      deleteLessonFile(fileDeps, user, slug, lessonId, fileId),
    /** The editor's live preview: the same renderer and sanitiser the lesson page uses. */
    preview: (markdown: string) => ({ html: deps.renderMarkdown(markdown) }),
  };
}
export type CourseEditorService = ReturnType<typeof createCourseEditorService>;
