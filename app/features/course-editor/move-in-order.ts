/** A course's order as the reorder call takes it: modules in order, each with its lessons in order. */
export type CourseOrder = { id: string; lessonIds: string[] }[];

/** The module one place up (-1) or down (+1); unchanged at either end. */
export function moveModule(order: CourseOrder, moduleId: string, delta: -1 | 1): CourseOrder {
  const from = order.findIndex((module) => module.id === moduleId);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= order.length) return order;
  const next = [...order];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * The lesson one place up or down. Past the top of its module it becomes the last lesson of the module
 * above; past the bottom, the first of the module below: the buttons reach every place a drag can.
 */
export function moveLesson(order: CourseOrder, lessonId: string, delta: -1 | 1): CourseOrder {
  const m = order.findIndex((module) => module.lessonIds.includes(lessonId));
  if (m < 0) return order;
  const next = order.map((module) => ({ ...module, lessonIds: [...module.lessonIds] }));
  const lessons = next[m]!.lessonIds;
  const i = lessons.indexOf(lessonId);
  const j = i + delta;
  if (j >= 0 && j < lessons.length) {
    [lessons[i], lessons[j]] = [lessons[j]!, lessons[i]!];
    return next;
  }
  const target = next[m + delta];
  if (!target) return order;
  lessons.splice(i, 1);
  if (delta < 0) target.lessonIds.push(lessonId);
  else target.lessonIds.unshift(lessonId);
  return next;
}
