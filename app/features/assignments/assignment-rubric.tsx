import { useId } from "react";
import { assignmentPanelText as t } from "#contracts/assignment-panel-text.ts";
import type { AssignmentView } from "#contracts/assignment-views.ts";

/**
 * The rubric before grading: each criterion with its levels, best first, and their points. A list rather
 * than a criteria x levels grid: criteria have different numbers of levels, and a grid does not fit a phone.
 */
export function AssignmentRubric({ rubric }: { rubric: AssignmentView["rubric"] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t.rubricHeading}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t.rubricIntro}</p>
      <ol className="mt-3 grid gap-3">
        {rubric.map((criterion) => {
          const best = Math.max(0, ...criterion.levels.map((level) => level.points));
          return (
            <li key={criterion.id} className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <h4 className="font-medium text-slate-900">{criterion.title}</h4>
                <span className="text-sm text-slate-600">{t.upTo(best)}</span>
              </div>
              {criterion.description ? (
                <p className="mt-1 text-sm text-slate-700">{criterion.description}</p>
              ) : null}
              <ul className="mt-2 grid gap-1.5 text-sm">
                {criterion.levels.map((level) => (
                  <li key={level.id} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3">
                    <span>
                      <span className="font-medium text-slate-800">{level.title}</span>
                      {level.description ? (
                        <span className="text-slate-600">: {level.description}</span>
                      ) : null}
                    </span>
                    <span className="text-slate-700 tabular-nums">{t.levelPoints(level.points)}</span>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
