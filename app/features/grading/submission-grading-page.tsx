import { ChevronLeftIcon, ExternalLinkIcon, FileArchiveIcon, FileTextIcon, NotebookIcon } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Prose } from "#app/components/ui/prose.tsx";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import type { SubmissionForGrading } from "#contracts/grading.ts";
import { formatGradingTime, gradingText as t } from "#contracts/grading-text.ts";
import { GradeForm } from "./grade-form.tsx";
import { gradingPath, useSubmissionForGrading } from "./grading-queries.ts";
import { LateBadge } from "./late-badge.tsx";
import { ReturnedGradeView } from "./returned-grade-view.tsx";

const fileIcons = { pdf: FileTextIcon, zip: FileArchiveIcon, ipynb: NotebookIcon } as const;

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** /dashboard/instructor/courses/:courseSlug/grading/:submissionId: the work, the rubric, the grade. */
export function SubmissionGradingPage({
  courseSlug,
  submissionId,
}: {
  courseSlug: string;
  submissionId: string;
}) {
  const { user } = useAuth();
  const [search] = useSearchParams();
  const submission = useSubmissionForGrading(user, submissionId);
  const back = gradingPath(courseSlug, { batch: search.get("batch") || undefined });
  return (
    <article>
      <Link
        to={back}
        className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
      >
        <ChevronLeftIcon aria-hidden="true" className="size-4" />
        {t.backToQueue}
      </Link>
      <QueryState query={submission} loading="Loading the submission..." failed={t.submissionLoadFailed}>
        {(data) => <SubmissionView submission={data} userId={user?.id ?? ""} />}
      </QueryState>
    </article>
  );
}

function SubmissionView({ submission, userId }: { submission: SubmissionForGrading; userId: string }) {
  return (
    <>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900">{submission.lesson.title}</h1>
      <p className="mt-1 text-slate-700">
        {submission.student.name}
        <span className="text-slate-600"> · </span>
        <span className="break-all">{submission.student.email}</span>
      </p>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        <span>{t.submittedOn(formatGradingTime(submission.submittedAt))}</span>
        {submission.dueAt ? <span>{t.dueOn(formatGradingTime(submission.dueAt))}</span> : null}
        {submission.late ? <LateBadge /> : null}
        <span>{t.version(submission.version)}</span>
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <div className="grid content-start gap-6">
          <section
            aria-labelledby="submitted-work"
            className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <h2 id="submitted-work" className="text-lg font-semibold text-slate-900">
              {t.files}
            </h2>
            {submission.files.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{t.noFiles}</p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-100">
                {submission.files.map((file) => {
                  const Icon = fileIcons[file.kind];
                  return (
                    <li key={file.id} className="flex items-center gap-2 py-2 text-sm">
                      <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                      <a
                        href={file.url}
                        download={file.name}
                        className="min-w-0 font-medium break-all text-indigo-700 underline-offset-4 hover:underline"
                      >
                        {file.name}
                      </a>
                      <span className="ml-auto shrink-0 tabular-nums text-slate-600">
                        {fileSize(file.bytes)}
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
            {submission.repoUrl ? (
              <>
                <h3 className="mt-4 text-sm font-semibold text-slate-900">{t.repository}</h3>
                <a
                  href={submission.repoUrl}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="mt-1 inline-flex items-center gap-1 text-sm font-medium break-all text-indigo-700 underline-offset-4 hover:underline"
                >
                  {submission.repoUrl}
                  <ExternalLinkIcon aria-hidden="true" className="size-3.5 shrink-0" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </>
            ) : null}
          </section>
          <details className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <summary className="cursor-pointer font-semibold text-slate-900">{t.instructions}</summary>
            <Prose html={submission.assignment.instructionsHtml} className="mt-3 text-sm" />
          </details>
        </div>
        <div>
          {submission.grade ? (
            <ReturnedGradeView grade={submission.grade} />
          ) : (
            // Keyed by the submission, not its version: a reload after a resubmission keeps the grader's choices.
            <GradeForm key={submission.id} submission={submission} userId={userId} />
          )}
        </div>
      </div>
    </>
  );
}
