import type { AuditEntry } from "#contracts/audit-log.ts";

type FieldChange = { field: string; before: string; after: string };

/** A value as one line of text: strings as they are, everything else as compact JSON. */
function show(value: unknown): string {
  if (value === undefined || value === null) return "—";
  if (typeof value === "string") return value === "" ? "(empty)" : value;
  return JSON.stringify(value);
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** The fields of an entry's before and after, the changed ones first, each as its two values. */
export function fieldChanges(entry: Pick<AuditEntry, "before" | "after">): {
  changed: FieldChange[];
  unchanged: FieldChange[];
} {
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const rows = fields.map((field) => ({
    field,
    before: show(before?.[field]),
    after: show(after?.[field]),
  }));
  return {
    changed: rows.filter((row) => row.before !== row.after),
    unchanged: rows.filter((row) => row.before === row.after),
  };
}

/** An entry's detail: what changed, field by field, and the fields that stayed as they were. */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  const { changed, unchanged } = fieldChanges(entry);
  if (changed.length === 0 && unchanged.length === 0) {
    return <p className="text-sm text-slate-600">This entry keeps no record of the values.</p>;
  }
  return (
    <div className="grid gap-3 text-sm">
      {changed.length > 0 ? (
        <dl className="grid gap-2">
          {changed.map((row) => (
            <div key={row.field} className="grid gap-1 sm:grid-cols-[10rem_minmax(0,1fr)]">
              <dt className="font-medium text-slate-900">{row.field}</dt>
              <dd className="grid gap-0.5 wrap-anywhere">
                <span className="text-rose-800">
                  <span className="sr-only">Before: </span>
                  <del>{row.before}</del>
                </span>
                <span className="text-emerald-800">
                  <span className="sr-only">After: </span>
                  <ins className="no-underline">{row.after}</ins>
                </span>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {unchanged.length > 0 ? (
        <details>
          <summary className="cursor-pointer text-slate-700">
            {unchanged.length} unchanged {unchanged.length === 1 ? "field" : "fields"}
          </summary>
          <dl className="mt-2 grid gap-1">
            {unchanged.map((row) => (
              <div key={row.field} className="grid gap-1 sm:grid-cols-[10rem_minmax(0,1fr)]">
                <dt className="text-slate-700">{row.field}</dt>
                <dd className="wrap-anywhere text-slate-900">{row.after}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </div>
  );
}
