import { CheckCircle2Icon, XCircleIcon } from "lucide-react";
import { useId } from "react";
import { Prose } from "#app/components/ui/prose.tsx";
import { assignmentNumber, assignmentPanelText as t } from "#contracts/assignment-panel-text.ts";
import type { AssignmentGradeView } from "#contracts/assignment-views.ts";
import { formatDueMoment } from "./assignment-format.ts";

type Props = { grade: AssignmentGradeView; zone: string };

/**
 * A returned grade: the score against the pass mark it was given by (not today's, which may have been
 * edited since), the level given on each rubric criterion with its points, and the grader's comments.
 */
export function AssignmentGrade({ grade, zone }: Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t.gradeHeading}
      </h3>
      <p className="mt-2 text-lg font-semibold text-slate-900">
        {t.score(assignmentNumber(grade.score), grade.possible, assignmentNumber(grade.percent))}
      </p>
      <p
        className={
          grade.passed
            ? "mt-1 inline-flex items-center gap-1.5 text-sm font-medium text-emerald-800"
            : "mt-1 inline-flex items-center gap-1.5 text-sm font-medium text-red-800"
        }
      >
        {grade.passed ? (
          <CheckCircle2Icon aria-hidden="true" className="size-4" />
        ) : (
          <XCircleIcon aria-hidden="true" className="size-4" />
        )}
        {grade.passed ? t.passed : t.notPassed}. {t.passMark(grade.passPercent)}
      </p>
      <p className="mt-1 text-sm text-slate-600">{t.gradedAt(formatDueMoment(grade.gradedAt, zone))}</p>

      {grade.rubric.length > 0 ? (
        // Three columns whose text wraps, a long word or link included (wrap-anywhere also lowers the
        // cells' minimum width): it fits a phone without a sideways scroll.
        <div className="mt-4">
          <table className="w-full text-left text-sm wrap-anywhere">
            <caption className="sr-only">{t.rubricHeading}</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t.criterion}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t.levelChosen}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t.pointsColumn}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {grade.rubric.map((criterion) => (
                <tr key={criterion.criterionId} className="align-top">
                  <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                    {criterion.title}
                  </th>
                  <td className="py-2 pr-3 text-slate-800">
                    {criterion.level ? (
                      <>
                        <span className="font-medium">{criterion.level.title}</span>
                        {criterion.level.description ? (
                          <span className="block text-slate-600">{criterion.level.description}</span>
                        ) : null}
                      </>
                    ) : (
                      <span className="text-slate-600">{t.noLevel}</span>
                    )}
                  </td>
                  <td className="py-2 text-right whitespace-nowrap text-slate-800 tabular-nums">
                    {`${assignmentNumber(criterion.level?.points ?? 0)} / ${assignmentNumber(criterion.maxPoints)}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {grade.commentsHtml ? (
        <div className="mt-4">
          <h4 className="text-sm font-medium text-slate-800">{t.commentsHeading}</h4>
          <Prose html={grade.commentsHtml} className="mt-1 max-w-none text-sm" />
        </div>
      ) : null}
    </section>
  );
}
