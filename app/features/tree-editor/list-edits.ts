// The editor changes its lists without mutating them: React compares the draft by reference, and the
// unsaved-changes check compares it with the last saved one.

export function replaceAt<T>(list: readonly T[], index: number, recipe: (item: T) => T): T[] {
  return list.map((item, i) => (i === index ? recipe(item) : item));
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** The list with the item at `from` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveAt<T>(list: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to] as T, next[from] as T];
  return next;
}
