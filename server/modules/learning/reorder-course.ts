import type { CourseContent } from "#contracts/course-editor.ts";
import { editorText } from "#contracts/course-editor-text.ts";
import { HttpError } from "#server/http-error.ts";
import { type CourseEditorRepository, StaleOrderError } from "./course-editor-repository.ts";
import { type EditorUser, editableCourse } from "./editor-access.ts";

/**
 * Puts modules and lessons in the order the editor shows (drag and drop or the move buttons). Two editors
 * reordering at once: the second one's order no longer names what the course holds, or it is applied after
 * the first one in full; a half-applied mix of both never happens.
 */
export async function reorderCourse(
  repository: CourseEditorRepository,
  user: EditorUser,
  slug: string,
  order: { id: string; lessonIds: string[] }[],
): Promise<CourseContent> {
  const course = await editableCourse(repository, user, slug);
  try {
    const modules = await repository.reorder(course.id, order);
    return { course: { slug: course.slug, title: course.title }, modules };
  } catch (error) {
    if (error instanceof StaleOrderError) throw new HttpError(409, editorText.staleOrder);
    throw error;
  }
}
