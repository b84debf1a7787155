import type { CurrentUser } from "#contracts/auth.ts";
import type { CourseOutline } from "#contracts/learning.ts";
import { buildOutline } from "./build-outline.ts";
import type { LearningDeps } from "./learning-deps.ts";
import { readCourse } from "./read-course.ts";

/** A course's outline for its reader: modules, lessons with ticks and locks, progress, where to resume. */
export async function getCourseOutline(
  deps: LearningDeps,
  user: Pick<CurrentUser, "id" | "role">,
  slug: string,
): Promise<CourseOutline> {
  const { course, reader } = await readCourse(deps.repository, user, slug);
  const [rows, progressRows] = await Promise.all([
    deps.repository.outline(course.id, reader.kind === "staff"),
    reader.kind === "learner" ? deps.repository.progressOf(user.id, course.id) : Promise.resolve([]),
  ]);
  const built = buildOutline(rows, progressRows, reader, deps.today());
  return {
    course: { slug: course.slug, title: course.title },
    viewer: reader.kind,
    progress: built.progress,
    resumeLessonId: built.resumeLessonId,
    started: built.started,
    modules: built.modules,
  };
}
