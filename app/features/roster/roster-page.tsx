import { ChevronLeftIcon, DownloadIcon, UsersIcon } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { ProgressBar } from "#app/components/ui/progress-bar.tsx";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { Table, tableCell } from "#app/components/ui/table.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { portals } from "#contracts/portals.ts";
import type { Roster } from "#contracts/roster.ts";
import { formatActivityDate, selfPacedBatch, rosterText as t } from "#contracts/roster-text.ts";
import { BatchAnnouncements } from "./batch-announcements.tsx";
import { BatchPicker, batchLabel } from "./batch-picker.tsx";
import { batchParam, rosterCsvUrl, useRoster } from "./roster-queries.ts";

const columns = [
  { label: "Student" },
  { label: "Email" },
  { label: "Progress" },
  { label: "Lessons completed", align: "right" },
  { label: "Last activity" },
] as const;

/** /dashboard/instructor/courses/:courseSlug/roster: one batch's students, their progress and a CSV of them. */
export function RosterPage({ courseSlug }: { courseSlug: string }) {
  const { user } = useAuth();
  const [search] = useSearchParams();
  const roster = useRoster(user, courseSlug, batchParam(search));
  return (
    <QueryState query={roster} loading="Loading the roster..." failed={t.loadFailed}>
      {(data) => <RosterView roster={data} />}
    </QueryState>
  );
}

function RosterView({ roster }: { roster: Roster }) {
  const chosen = roster.batch?.id ?? selfPacedBatch;
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
        {t.heading(roster.course.title)}
      </h1>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <BatchPicker batches={roster.batches} selfPacedCount={roster.selfPacedCount} chosen={chosen} />
        <a
          href={rosterCsvUrl(roster.course.slug, chosen)}
          download
          className={buttonClassName({ variant: "outline", className: "self-start sm:self-auto" })}
        >
          <DownloadIcon aria-hidden="true" />
          {t.download}
        </a>
      </div>
      {roster.students.length === 0 ? (
        <EmptyState
          className="mt-6"
          icon={<UsersIcon aria-hidden="true" className="size-8 text-slate-400" />}
          title={t.noStudents}
          description={t.noStudentsHint}
        />
      ) : (
        <Table
          className="mt-6"
          caption={roster.batch ? batchLabel(roster.batch) : t.selfPaced(roster.selfPacedCount)}
          minWidth="min-w-[48rem]"
          columns={columns}
        >
          {roster.students.map((student) => (
            <tr key={student.userId}>
              <th scope="row" className={tableCell("font-medium text-slate-900")}>
                {student.name}
              </th>
              <td className={tableCell("break-all text-slate-700")}>{student.email}</td>
              <td className={tableCell()}>
                <div className="flex items-center gap-2">
                  <ProgressBar value={student.progress} label={t.progressOf(student.name)} className="w-24" />
                  <span className="tabular-nums text-slate-800">{`${student.progress}%`}</span>
                </div>
              </td>
              <td className={tableCell("text-right tabular-nums")}>{student.lessonsCompleted}</td>
              <td className={tableCell("whitespace-nowrap text-slate-700")}>
                {student.lastActivityAt ? (
                  <time dateTime={student.lastActivityAt}>{formatActivityDate(student.lastActivityAt)}</time>
                ) : (
                  t.never
                )}
              </td>
            </tr>
          ))}
        </Table>
      )}
      {/* Announcements go to a batch; the self-paced students have none to share. */}
      {roster.batch ? (
        <BatchAnnouncements
          key={roster.batch.id}
          courseSlug={roster.course.slug}
          batchId={roster.batch.id}
          enrolled={roster.batch.enrolled}
        />
      ) : null}
    </article>
  );
}
