/** The instructor portal's course pages (app/features/portal/portal-page-facts.ts registers them). */
export const editorCoursesPath = "/dashboard/instructor/courses";
export const editorCoursePath = (courseSlug: string) =>
  `${editorCoursesPath}/${encodeURIComponent(courseSlug)}`;
export const editorLessonPath = (courseSlug: string, lessonId: string) =>
  `${editorCoursePath(courseSlug)}/lessons/${encodeURIComponent(lessonId)}`;
export const rosterPath = (courseSlug: string, batchId?: string) =>
  `${editorCoursePath(courseSlug)}/roster${batchId ? `?batch=${encodeURIComponent(batchId)}` : ""}`;
export const gradingPath = (courseSlug: string) => `${editorCoursePath(courseSlug)}/grading`;
