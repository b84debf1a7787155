import type { CurrentUser } from "#contracts/auth.ts";
import { apiMessages } from "#contracts/messages.ts";
import { HttpError } from "#server/http-error.ts";
import type { CourseEditorRepository } from "./course-editor-repository.ts";

export type EditorUser = Pick<CurrentUser, "id" | "role">;

/** Who may edit a course's content: its instructors and every admin (issue 14). Unknown course 404, others 403. */
export async function editableCourse(repository: CourseEditorRepository, user: EditorUser, slug: string) {
  const course = await repository.courseBySlug(slug);
  if (!course) throw new HttpError(404, apiMessages.notFound);
  if (user.role === "admin") return course;
  if (user.role === "instructor" && (await repository.teaches(user.id, course.id))) return course;
  throw new HttpError(403, apiMessages.forbidden);
}
