import type { EditorModule } from "#contracts/course-editor.ts";

/** A course's order as the reorder call takes it: modules in order, each with its lessons in order. */
export type CourseOrder = { id: string; lessonIds: string[] }[];

export function orderOf(modules: EditorModule[]): CourseOrder {
  return modules.map((module) => ({ id: module.id, lessonIds: module.lessons.map((lesson) => lesson.id) }));
}

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

/**
 * The module taken out and put back at `index` of the list without it (a drop's place). The same order
 * when the module is unknown or already there, so a drop in place sends nothing.
 */
export function placeModule(order: CourseOrder, moduleId: string, index: number): CourseOrder {
  const from = order.findIndex((module) => module.id === moduleId);
  if (from < 0) return order;
  const next = [...order];
  const [moved] = next.splice(from, 1);
  const to = clamp(index, next.length);
  if (to === from) return order;
  next.splice(to, 0, moved!);
  return next;
}

/**
 * The lesson taken out of its module and put at `index` of the target module's lessons without it: a drop
 * inside its own module, into another one, or into an empty one. The same order when nothing changes.
 */
export function placeLesson(
  order: CourseOrder,
  lessonId: string,
  targetModuleId: string,
  index: number,
): CourseOrder {
  const m = order.findIndex((module) => module.lessonIds.includes(lessonId));
  const t = order.findIndex((module) => module.id === targetModuleId);
  if (m < 0 || t < 0) return order;
  const from = order[m]!.lessonIds.indexOf(lessonId);
  const next = order.map((module) => ({ ...module, lessonIds: [...module.lessonIds] }));
  next[m]!.lessonIds.splice(from, 1);
  const lessons = next[t]!.lessonIds;
  const to = clamp(index, lessons.length);
  if (m === t && to === from) return order;
  lessons.splice(to, 0, lessonId);
  return next;
}

const clamp = (index: number, length: number) => Math.min(Math.max(Math.trunc(index), 0), length);
