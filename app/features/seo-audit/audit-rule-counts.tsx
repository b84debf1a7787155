import { cn } from "#app/lib/cn.ts";
import { type AuditOverview, type AuditRule, auditRuleLabels } from "#contracts/seo-audit.ts";
import { SeverityBadge } from "./audit-findings-table.tsx";

/** How many findings each check raised; choosing one filters the list to it (again: all checks). */
export function AuditRuleCounts({
  counts,
  selected,
  onSelect,
}: {
  counts: AuditOverview["ruleCounts"];
  selected: AuditRule | "";
  onSelect: (rule: AuditRule | "") => void;
}) {
  if (counts.length === 0) return null;
  return (
    <section aria-labelledby="audit-checks" className="grid gap-2">
      <h2 id="audit-checks" className="text-lg font-semibold text-slate-900">
        By check
      </h2>
      <ul className="flex flex-wrap gap-2">
        {counts.map((row) => {
          const active = selected === row.rule;
          return (
            <li key={`${row.rule} ${row.severity}`}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onSelect(active ? "" : row.rule)}
                className={cn(
                  "inline-flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
                  active
                    ? "border-indigo-600 bg-indigo-50 text-indigo-950"
                    : "border-slate-200 bg-white text-slate-800 hover:bg-slate-50",
                )}
              >
                <span>{auditRuleLabels[row.rule]}</span>
                <SeverityBadge severity={row.severity} />
                <span className="font-semibold tabular-nums">{row.count}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
