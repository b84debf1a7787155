import { blockLabelOf, blockSummary, canonicalJson, type LooseBlock, looseBlocks } from "./page-document.ts";

// A saved version beside the current draft, block by block (blocks keep their Puck id across saves): which
// blocks the draft added since that version, which it removed, which it changed (and in which fields), in
// the draft's order with each removed block where it used to be.

export type DiffStatus = "added" | "removed" | "changed" | "same";

export type DiffEntry = {
  id: string;
  type: string;
  label: string;
  /** The block's main text: the draft's, or the version's for a removed block. */
  summary: string;
  status: DiffStatus;
  /** For a changed block: the props that differ (and "type" when the block became another kind). */
  changedFields: string[];
};

function changedFields(before: LooseBlock, after: LooseBlock): string[] {
  const fields = new Set([...Object.keys(before.props), ...Object.keys(after.props)]);
  fields.delete("id");
  const changed = [...fields].filter(
    (field) => canonicalJson(before.props[field]) !== canonicalJson(after.props[field]),
  );
  return before.type === after.type ? changed : ["type", ...changed];
}

function entry(block: LooseBlock, status: DiffStatus, fields: string[] = []): DiffEntry {
  return {
    id: block.id,
    type: block.type,
    label: blockLabelOf(block.type),
    summary: blockSummary(block),
    status,
    changedFields: fields,
  };
}

/** The draft compared with a version: every block of either, marked added, removed, changed or same. */
export function diffDocuments(version: readonly unknown[], draft: readonly unknown[]): DiffEntry[] {
  const before = looseBlocks(version);
  const after = looseBlocks(draft);
  const beforeById = new Map<string, LooseBlock>();
  for (const block of before) if (!beforeById.has(block.id)) beforeById.set(block.id, block);
  const afterIds = new Set(after.map((block) => block.id));

  // Each removed block follows the last block before it (in the version) that the draft still has.
  const removedAfter = new Map<string | null, LooseBlock[]>();
  let anchor: string | null = null;
  for (const block of before) {
    if (afterIds.has(block.id)) anchor = block.id;
    else removedAfter.set(anchor, [...(removedAfter.get(anchor) ?? []), block]);
  }

  const removed = (key: string | null) =>
    (removedAfter.get(key) ?? []).map((block) => entry(block, "removed"));
  const seen = new Set<string>();
  const entries = removed(null);
  for (const block of after) {
    const old = seen.has(block.id) ? undefined : beforeById.get(block.id);
    seen.add(block.id);
    if (!old) entries.push(entry(block, "added"));
    else {
      const fields = changedFields(old, block);
      entries.push(entry(block, fields.length > 0 ? "changed" : "same", fields));
      entries.push(...removed(block.id));
    }
  }
  return entries;
}

/** How many blocks were added, removed and changed. */
export function diffCounts(entries: readonly DiffEntry[]): Record<Exclude<DiffStatus, "same">, number> {
  const counts = { added: 0, removed: 0, changed: 0 };
  for (const { status } of entries) if (status !== "same") counts[status] += 1;
  return counts;
}
