import { InfoIcon, PencilRulerIcon, RotateCwIcon } from "lucide-react";
import { useId, useMemo } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Prose } from "#app/components/ui/prose.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { useViewerTimeZone } from "#app/lib/viewer-time-zone.ts";
import { assignmentPanelText as t } from "#contracts/assignment-panel-text.ts";
import type { AssignmentView } from "#contracts/assignment-views.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import { schoolTimeZone } from "#contracts/learning-text.ts";
import { AssignmentGrade } from "./assignment-grade.tsx";
import { type AssignmentLesson, useAssignmentView } from "./assignment-queries.ts";
import { AssignmentRubric } from "./assignment-rubric.tsx";
import { AssignmentRules } from "./assignment-rules.tsx";
import { AssignmentSubmissionSummary } from "./assignment-submission-summary.tsx";
import { AssignmentSubmitForm } from "./assignment-submit-form.tsx";
import { useTimeLeft } from "./use-time-left.ts";

/**
 * An assignment lesson's panel under its introduction (issue 16): the instructions, the rules with the due
 * moment on the batch's clock, the rubric, the learner's current submission and the form to (re)submit
 * until it is graded; then the grade. Staff see it as students do, without the form.
 */
export function AssignmentPanel({
  user,
  courseSlug,
  lessonId,
}: {
  user: CurrentUser;
  courseSlug: string;
  lessonId: string;
}) {
  const lesson = useMemo(() => ({ courseSlug, lessonId }), [courseSlug, lessonId]);
  const query = useAssignmentView(user, lesson);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <PencilRulerIcon aria-hidden="true" className="size-5 text-indigo-700" />
        {t.heading}
      </h2>
      {query.data === undefined ? (
        query.isError ? (
          <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
            <p className="font-medium">{t.loadFailed}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
              <RotateCwIcon aria-hidden="true" />
              {t.retryLoad}
            </Button>
          </div>
        ) : (
          <div className="flex justify-center py-8">
            <Spinner label={t.loading} />
          </div>
        )
      ) : (
        <AssignmentBody userId={user.id} lesson={lesson} view={query.data} receivedAt={query.dataUpdatedAt} />
      )}
    </section>
  );
}

function AssignmentBody({
  userId,
  lesson,
  view,
  receivedAt,
}: {
  userId: string;
  lesson: AssignmentLesson;
  view: AssignmentView;
  /** When the view arrived, by the device's clock (the countdown's base, with the server's clock). */
  receivedAt: number;
}) {
  const instructionsId = useId();
  const rulesId = useId();
  const viewerZone = useViewerTimeZone();
  const timeLeft = useTimeLeft(view.due?.at ?? null, view.serverNow, receivedAt);
  // Times of the submission and grade on the batch's clock, like the due moment; else the reader's own.
  const zone = view.due?.timeZone ?? viewerZone ?? schoolTimeZone;
  const { submission } = view;
  const graded = submission?.status === "graded";
  const closed = view.latePolicy === "closed" && timeLeft === 0;
  return (
    // One column that never grows past the lesson's width for a wide child (a grid item's min-width is
    // its content's by default).
    <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-6">
      {view.viewer === "staff" ? (
        <p className="flex gap-2 rounded-lg border border-indigo-100 bg-indigo-50 p-3 text-sm text-slate-800">
          <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-700" />
          {t.staffView}
        </p>
      ) : null}

      {view.instructionsHtml ? (
        <section aria-labelledby={instructionsId}>
          <h3 id={instructionsId} className="font-semibold text-slate-900">
            {t.instructionsHeading}
          </h3>
          {/* The instructor's headings sit under the panel's own: scaled to the panel, not the page. */}
          <Prose
            html={view.instructionsHtml}
            className="mt-2 max-w-none [&_h2]:mt-6! [&_h2]:text-lg! [&_h3]:mt-5! [&_h3]:text-base!"
          />
        </section>
      ) : null}

      <section aria-labelledby={rulesId}>
        <h3 id={rulesId} className="font-semibold text-slate-900">
          {t.rulesHeading}
        </h3>
        <div className="mt-2">
          <AssignmentRules view={view} timeLeft={timeLeft} />
        </div>
      </section>

      {view.rubric.length > 0 ? <AssignmentRubric rubric={view.rubric} /> : null}

      {view.viewer === "learner" ? (
        <>
          {submission ? (
            <AssignmentSubmissionSummary submission={submission} zone={zone} />
          ) : (
            <p className="text-sm text-slate-700">{t.notSubmitted}</p>
          )}
          {graded && submission.grade ? <AssignmentGrade grade={submission.grade} zone={zone} /> : null}
          {graded ? null : closed ? (
            <p
              role="status"
              className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
            >
              {t.closedNotice}
            </p>
          ) : (
            <AssignmentSubmitForm
              // A new version starts the form afresh (its link prefilled from what was handed in).
              key={submission?.version ?? 0}
              userId={userId}
              lesson={lesson}
              view={view}
              current={submission}
            />
          )}
        </>
      ) : null}
    </div>
  );
}
