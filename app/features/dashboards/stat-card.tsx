import type { ReactNode } from "react";

/** One figure of an overview; render inside a <dl>. */
export function StatCard({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{value}</dd>
      {hint ? <dd className="mt-1 text-sm text-slate-600">{hint}</dd> : null}
    </div>
  );
}
