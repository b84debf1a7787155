import { cn } from "#app/lib/cn.ts";
import { fieldLabelOf } from "./block-field-labels.ts";
import type { DiffEntry, DiffStatus } from "./document-diff.ts";

const statusText: Record<DiffStatus, string | null> = {
  added: "Added in the draft",
  removed: "Not in the draft",
  changed: "Changed in the draft",
  same: null,
};

const statusTone: Record<DiffStatus, string> = {
  added: "border-emerald-300 bg-emerald-50",
  removed: "border-red-300 bg-red-50",
  changed: "border-amber-300 bg-amber-50",
  same: "border-slate-200 bg-white",
};

const badgeTone: Record<DiffStatus, string> = {
  added: "bg-emerald-200 text-emerald-950",
  removed: "bg-red-200 text-red-950",
  changed: "bg-amber-200 text-amber-950",
  same: "",
};

type BlockOutlineProps = {
  /** The blocks, in order; `status` other than "same" is highlighted and said in words. */
  entries: readonly Pick<DiffEntry, "id" | "type" | "label" | "summary" | "status" | "changedFields">[];
  label: string;
  /** What an empty list says. */
  empty?: string;
};

/** A document as a numbered list of its blocks (kind and main text), with a diff's marks when given. */
export function BlockOutline({ entries, label, empty = "No blocks yet." }: BlockOutlineProps) {
  if (entries.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ol aria-label={label} className="grid gap-2">
      {entries.map((entry, index) => {
        const status = statusText[entry.status];
        return (
          <li
            key={`${entry.id}:${entry.status}`}
            className={cn("grid gap-0.5 rounded-md border px-3 py-2 text-sm", statusTone[entry.status])}
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-xs text-slate-600 tabular-nums">{index + 1}.</span>
              <span className="font-medium text-slate-900">{entry.label}</span>
              {status ? (
                <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", badgeTone[entry.status])}>
                  {status}
                </span>
              ) : null}
            </div>
            {entry.summary ? (
              <p
                className={cn(
                  "break-words text-slate-700",
                  entry.status === "removed" && "line-through decoration-red-400",
                )}
              >
                {entry.summary}
              </p>
            ) : null}
            {entry.status === "changed" && entry.changedFields.length > 0 ? (
              <p className="text-xs text-amber-900">
                Fields changed:{" "}
                {entry.changedFields
                  .map((field) => (field === "type" ? "kind of block" : fieldLabelOf(entry.type, field)))
                  .join(", ")}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
