// What is wrong with a tree editor's body, from its schema or from the API's 400 (whose `field` is the same
// body path, "definition.pools.0.questions.2.prompt"), placed on the control that fixes it. A path names a
// "slot": the path of a control, or of a group whose message sits beside it. Which slots exist, where a path
// lands and the form's order are each editor's (quiz-errors.ts, assignment-errors.ts); the rules that use
// them are one, here.

export type SlotIssue = { slot: string; message: string };
export type PathMessage = { path: string; message: string };

/** An editor's knowledge of its own slots, as the form hook and the summary need it. */
export type SlotRules = {
  /** The slot a body path lands on (an id the editor made goes to the thing it identifies). */
  slotOf: (path: string) => string;
  /** Whether the editor has a control (or group) for the slot; other messages go above the form. */
  isKnownSlot: (slot: string) => boolean;
  /** The first message of each slot, in the form's order. */
  issuesOf: (items: readonly PathMessage[]) => SlotIssue[];
  /** Where a slot is, for the summary ("Pool 1, question 2"); "" when the message says enough. */
  placeOf: (slot: string) => string;
};

/**
 * The first message of each slot, sorted by `rank`: the place of each path part among its siblings in the
 * form (an index ranks by its number, an unknown name last), so the summary reads top to bottom and the
 * first problem is the first one focused.
 */
export function orderIssues(
  items: readonly PathMessage[],
  slotOf: (path: string) => string,
  rank: Readonly<Record<string, number>>,
): SlotIssue[] {
  const sortKey = (slot: string) =>
    slot.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : (rank[part] ?? 50)));
  const compare = (a: string, b: string) => {
    const [x, y] = [sortKey(a), sortKey(b)];
    for (let i = 0; i < Math.max(x.length, y.length); i++) {
      // A group's own message (shorter path) comes before those of its items.
      const difference = (x[i] ?? -1) - (y[i] ?? -1);
      if (difference !== 0) return difference;
    }
    return 0;
  };
  const bySlot = new Map<string, string>();
  for (const { path, message } of items) {
    const slot = slotOf(path);
    if (!bySlot.has(slot)) bySlot.set(slot, message);
  }
  return [...bySlot.keys()].sort(compare).map((slot) => ({ slot, message: bySlot.get(slot) ?? "" }));
}

/** A schema's issues as body paths ("settings.rubric.1.title"), the form the API's `field` has too. */
export function pathMessagesOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): PathMessage[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}

/** A value of the body at a slot's path, to tell whether the instructor changed it since the API judged it. */
export function valueAt(input: unknown, slot: string): unknown {
  let value = input;
  for (const part of slot.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}
