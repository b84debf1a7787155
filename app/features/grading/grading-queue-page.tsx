import { ChevronLeftIcon, ClipboardCheckIcon, DownloadIcon } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { Table, tableCell } from "#app/components/ui/table.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { BatchPicker } from "#app/features/roster/batch-picker.tsx";
import { cn } from "#app/lib/cn.ts";
import type { GradingQueue, GradingQueueItem } from "#contracts/grading.ts";
import {
  formatGradingTime,
  type GradingStatus,
  gradingStatuses,
  gradingText as t,
} from "#contracts/grading-text.ts";
import { portals } from "#contracts/portals.ts";
import { selfPacedBatch } from "#contracts/roster-text.ts";
import {
  gradebookCsvUrl,
  gradingPath,
  queueParams,
  submissionPath,
  useGradingQueue,
} from "./grading-queries.ts";
import { LateBadge } from "./late-badge.tsx";

/** /dashboard/instructor/courses/:courseSlug/grading: one batch's submissions, oldest first, and its gradebook. */
export function GradingQueuePage({ courseSlug }: { courseSlug: string }) {
  const { user } = useAuth();
  const [search] = useSearchParams();
  const params = queueParams(search);
  const queue = useGradingQueue(user, courseSlug, params);
  return (
    <QueryState query={queue} loading="Loading the grading queue..." failed={t.loadFailed}>
      {(data) => <QueueView queue={data} />}
    </QueryState>
  );
}

function QueueView({ queue }: { queue: GradingQueue }) {
  const batch = queue.batch?.id ?? selfPacedBatch;
  const slug = queue.course.slug;
  return (
    <article>
      <Link
        to={`${portals.instructor.path}/courses`}
        className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
      >
        <ChevronLeftIcon aria-hidden="true" className="size-4" />
        My courses
      </Link>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900">
        {t.heading(queue.course.title)}
      </h1>
      <p className="mt-1 max-w-2xl text-slate-700">{t.intro}</p>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <BatchPicker
          batches={queue.batches}
          selfPacedCount={queue.selfPacedCount}
          chosen={batch}
          keep={queue.status === "graded" ? { status: "graded" } : {}}
        />
        <a
          href={gradebookCsvUrl(slug, batch)}
          download
          className={buttonClassName({ variant: "outline", className: "self-start sm:self-auto" })}
        >
          <DownloadIcon aria-hidden="true" />
          {t.gradebook}
        </a>
      </div>
      <StatusLinks queue={queue} batch={batch} />
      {queue.items.length === 0 ? (
        <EmptyState
          className="mt-6"
          icon={<ClipboardCheckIcon aria-hidden="true" className="size-8 text-slate-400" />}
          title={queue.status === "pending" ? t.emptyPending : t.emptyGraded}
          description={queue.status === "pending" ? t.emptyPendingHint : undefined}
        />
      ) : (
        <>
          <Table
            className="mt-4"
            caption={t.queueCaption(queue.status)}
            minWidth="min-w-[44rem]"
            columns={[
              { label: "Student" },
              { label: "Assignment" },
              { label: "Submitted" },
              ...(queue.status === "graded" ? [{ label: "Score", align: "right" as const }] : []),
              { label: "Action" },
            ]}
          >
            {queue.items.map((item) => (
              <QueueRow key={item.submissionId} item={item} slug={slug} batch={batch} status={queue.status} />
            ))}
          </Table>
          {queue.pageCount > 1 ? (
            <Pagination
              className="mt-4"
              label="Grading queue pages"
              page={queue.page}
              pageCount={queue.pageCount}
              hrefFor={(page) => gradingPath(slug, { batch, status: queue.status, page })}
            />
          ) : null}
        </>
      )}
    </article>
  );
}

function QueueRow({
  item,
  slug,
  batch,
  status,
}: {
  item: GradingQueueItem;
  slug: string;
  batch: string;
  status: GradingStatus;
}) {
  return (
    <tr>
      <th scope="row" className={tableCell("font-medium text-slate-900")}>
        {item.student.name}
        <span className="block text-xs font-normal break-all text-slate-600">{item.student.email}</span>
      </th>
      <td className={tableCell("text-slate-800")}>{item.lesson.title}</td>
      <td className={tableCell("text-slate-700")}>
        <time dateTime={item.submittedAt} className="whitespace-nowrap">
          {formatGradingTime(item.submittedAt)}
        </time>
        <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
          {item.late ? <LateBadge /> : null}
          {t.version(item.version)}
        </span>
      </td>
      {status === "graded" ? (
        <td className={tableCell("text-right tabular-nums")}>
          {item.percent === null ? "" : `${item.percent}%`}
          <span className={cn("block text-xs", item.passed ? "text-emerald-700" : "text-slate-600")}>
            {item.passed ? t.passed : t.notPassed}
          </span>
        </td>
      ) : null}
      <td className={tableCell()}>
        <Link
          to={submissionPath(slug, item.submissionId, batch)}
          aria-label={`${status === "pending" ? t.open : t.view}: ${item.lesson.title} by ${item.student.name}`}
          className={buttonClassName({ size: "sm", variant: status === "pending" ? "default" : "outline" })}
        >
          {status === "pending" ? t.open : t.view}
        </Link>
      </td>
    </tr>
  );
}

/** To grade / Graded, as links: each is an address of its own (first page of the same batch). */
function StatusLinks({ queue, batch }: { queue: GradingQueue; batch: string }) {
  return (
    <nav aria-label="Submissions" className="mt-6 flex gap-1 border-b border-slate-200">
      {gradingStatuses.map((status) => {
        const current = queue.status === status;
        return (
          <Link
            key={status}
            to={gradingPath(queue.course.slug, { batch, status })}
            aria-current={current ? "page" : undefined}
            className={cn(
              "-mb-px border-b-2 px-3 py-2 text-sm font-medium",
              current
                ? "border-indigo-700 text-indigo-800"
                : "border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900",
            )}
          >
            {t.statusLabels[status]}
            {status === "pending" ? (
              <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs tabular-nums text-slate-800">
                {queue.pendingCount}
              </span>
            ) : null}
          </Link>
        );
      })}
    </nav>
  );
}
