import type { EditorModule } from "#contracts/course-editor.ts";
import { editorText } from "#contracts/course-editor-text.ts";
import { apiMessages } from "#contracts/messages.ts";
import { HttpError } from "#server/http-error.ts";
import { type CourseEditorRepository, ModuleNotEmptyError } from "./course-editor-repository.ts";
import { type EditorUser, editableCourse } from "./editor-access.ts";

type ModuleValues = { title: string; summary: string; opensAfterDays: number | null };

/** A new module at the end of the course. */
export async function createModule(
  repository: CourseEditorRepository,
  user: EditorUser,
  slug: string,
  values: ModuleValues,
): Promise<EditorModule> {
  const course = await editableCourse(repository, user, slug);
  return repository.createModule(course.id, values);
}

export async function updateModule(
  repository: CourseEditorRepository,
  user: EditorUser,
  slug: string,
  moduleId: string,
  values: Partial<ModuleValues>,
): Promise<EditorModule> {
  const course = await editableCourse(repository, user, slug);
  const updated = await repository.updateModule(course.id, moduleId, values);
  if (!updated) throw new HttpError(404, apiMessages.notFound);
  return updated;
}

/** Only an empty module goes: deleting one would take its lessons and every learner's progress in them. */
export async function deleteModule(
  repository: CourseEditorRepository,
  user: EditorUser,
  slug: string,
  moduleId: string,
): Promise<void> {
  const course = await editableCourse(repository, user, slug);
  try {
    if (!(await repository.deleteModule(course.id, moduleId))) throw new HttpError(404, apiMessages.notFound);
  } catch (error) {
    if (error instanceof ModuleNotEmptyError) throw new HttpError(409, editorText.moduleNotEmpty);
    throw error;
  }
}
