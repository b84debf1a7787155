import { Table, type TableColumn, tableCell } from "#app/components/ui/table.tsx";
import {
  type AuditFinding,
  type AuditSeverity,
  auditRuleLabels,
  auditSeverityLabels,
} from "#contracts/seo-audit.ts";
import { AuditFixLink } from "./audit-fix-link.tsx";

const countFormat = new Intl.NumberFormat("en");

const columns: readonly TableColumn[] = [
  { label: "Page" },
  { label: "Check" },
  { label: "What is wrong" },
  { label: "Views (30 days)", align: "right" },
  { label: "Fix", srOnly: true },
];

export const severityTone: Record<AuditSeverity, string> = {
  error: "bg-rose-100 text-rose-900",
  warning: "bg-amber-100 text-amber-950",
  notice: "bg-slate-100 text-slate-800",
};

/** The badge says the severity in words; the colour only repeats it. */
export function SeverityBadge({ severity }: { severity: AuditSeverity }) {
  return (
    <span className={`inline-block rounded px-1.5 py-0.5 text-xs font-medium ${severityTone[severity]}`}>
      {auditSeverityLabels[severity]}
    </span>
  );
}

/** The last audit's findings, most impact first, each with the link that fixes it. */
export function AuditFindingsTable({ findings }: { findings: readonly AuditFinding[] }) {
  return (
    <Table caption="Findings of the last audit" minWidth="min-w-[56rem]" columns={columns}>
      {findings.map((finding) => (
        <tr key={`${finding.path} ${finding.rule} ${finding.message}`}>
          <th scope="row" className={tableCell("max-w-[16rem] font-normal")}>
            <span className="block truncate font-medium text-slate-900" title={finding.pageTitle}>
              {finding.pageTitle}
            </span>
            <span className="block truncate font-mono text-xs text-slate-600" title={finding.path}>
              {finding.path}
            </span>
          </th>
          <td className={tableCell("whitespace-nowrap")}>
            <span className="block font-medium text-slate-900">{auditRuleLabels[finding.rule]}</span>
            <SeverityBadge severity={finding.severity} />
          </td>
          <td className={tableCell("max-w-[24rem] text-slate-800")}>{finding.message}</td>
          <td className={tableCell("text-right tabular-nums")}>{countFormat.format(finding.views)}</td>
          <td className={tableCell("text-right")}>
            <AuditFixLink fix={finding.fix} path={finding.path} />
          </td>
        </tr>
      ))}
    </Table>
  );
}
