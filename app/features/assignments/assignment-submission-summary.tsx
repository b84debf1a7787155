import { DownloadIcon, ExternalLinkIcon, GitBranchIcon } from "lucide-react";
import { useId } from "react";
import { assignmentPanelText as t } from "#contracts/assignment-panel-text.ts";
import type { AssignmentSubmissionView } from "#contracts/assignment-views.ts";
import { formatDueMoment, formatFileSize } from "./assignment-format.ts";

type Props = {
  submission: AssignmentSubmissionView;
  /** The zone times are written in: the batch's, else the viewer's. */
  zone: string;
};

/** The learner's current submission: status, version, when, late or not, its files and its link. */
export function AssignmentSubmissionSummary({ submission, zone }: Props) {
  const headingId = useId();
  const graded = submission.status === "graded";
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="mr-auto font-semibold text-slate-900">
          {t.submissionHeading}
        </h3>
        <span
          className={
            graded
              ? "rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-medium text-emerald-900"
              : "rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-medium text-indigo-900"
          }
        >
          {graded ? t.statusGraded : t.statusSubmitted}
        </span>
        {submission.late ? (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900">
            {t.late}
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {t.submittedAt(formatDueMoment(submission.submittedAt, zone))} · {t.version(submission.version)}
      </p>
      {graded ? null : <p className="mt-1 text-sm text-slate-600">{t.awaitingGrade}</p>}

      {submission.files.length > 0 ? (
        <div className="mt-3">
          <h4 className="text-sm font-medium text-slate-800">{t.files}</h4>
          <ul className="mt-1 divide-y divide-slate-100 rounded-md border border-slate-200">
            {submission.files.map((file) => (
              <li key={file.id}>
                <a
                  href={file.url}
                  download={file.name}
                  aria-label={t.download(file.name)}
                  className="flex items-center gap-3 px-3 py-2.5 text-sm hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                >
                  <DownloadIcon aria-hidden="true" className="size-4 shrink-0 text-indigo-700" />
                  <span className="min-w-0 flex-1 font-medium break-words text-indigo-800">{file.name}</span>
                  <span className="shrink-0 text-slate-600">{formatFileSize(file.bytes)}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {submission.repoUrl ? (
        <div className="mt-3">
          <h4 className="text-sm font-medium text-slate-800">{t.repository}</h4>
          <a
            href={submission.repoUrl}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="mt-1 inline-flex max-w-full items-center gap-2 text-sm font-medium break-all text-indigo-800 underline-offset-4 hover:underline"
          >
            <GitBranchIcon aria-hidden="true" className="size-4 shrink-0 text-indigo-700" />
            {submission.repoUrl}
            <ExternalLinkIcon aria-hidden="true" className="size-3.5 shrink-0" />
          </a>
        </div>
      ) : null}
    </section>
  );
}
