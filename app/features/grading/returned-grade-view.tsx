import { CheckCircle2Icon, CircleAlertIcon } from "lucide-react";
import { Prose } from "#app/components/ui/prose.tsx";
import { Table, tableCell } from "#app/components/ui/table.tsx";
import { cn } from "#app/lib/cn.ts";
import type { ReturnedGrade } from "#contracts/grading.ts";
import { formatGradingTime, gradingText as t } from "#contracts/grading-text.ts";

/** A returned grade as it stands: the total, each criterion's level against the rubric it was given with, the comments. */
export function ReturnedGradeView({ grade }: { grade: ReturnedGrade }) {
  return (
    <section
      aria-labelledby="returned-grade"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="returned-grade" className="text-lg font-semibold text-slate-900">
        Grade
      </h2>
      <p className="mt-2 flex flex-wrap items-center gap-3">
        <span className="text-2xl font-bold tabular-nums text-slate-900">
          {t.total(grade.score, grade.possible, grade.percent)}
        </span>
        <span
          className={cn(
            "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-medium",
            grade.passed ? "bg-emerald-100 text-emerald-900" : "bg-slate-100 text-slate-800",
          )}
        >
          {grade.passed ? (
            <CheckCircle2Icon aria-hidden="true" className="size-4" />
          ) : (
            <CircleAlertIcon aria-hidden="true" className="size-4" />
          )}
          {grade.passed ? t.passed : t.notPassed}
        </span>
        <span className="text-sm text-slate-600">{t.passMark(grade.passPercent)}</span>
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {t.gradedBy(grade.gradedByName, formatGradingTime(grade.gradedAt))}
      </p>
      {grade.rubric.length > 0 ? (
        <Table
          className="mt-4"
          caption={t.rubric}
          minWidth="min-w-[28rem]"
          columns={[{ label: t.criterion }, { label: "Level" }, { label: "Points", align: "right" }]}
        >
          {grade.rubric.map((criterion) => {
            const level = criterion.levels.find(
              (candidate) => candidate.id === grade.rubricChoices[criterion.id],
            );
            const best = Math.max(0, ...criterion.levels.map((candidate) => candidate.points));
            return (
              <tr key={criterion.id}>
                <th scope="row" className={tableCell("font-medium text-slate-900")}>
                  {criterion.title}
                </th>
                <td className={tableCell("text-slate-800")}>{level?.title ?? "—"}</td>
                <td className={tableCell("text-right tabular-nums")}>{`${level?.points ?? 0} / ${best}`}</td>
              </tr>
            );
          })}
        </Table>
      ) : null}
      {grade.comments ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-900">{t.comments}</h3>
          <Prose html={grade.commentsHtml} className="mt-1 text-sm" />
        </div>
      ) : null}
    </section>
  );
}
