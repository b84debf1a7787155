import { CircleAlertIcon, CircleCheckIcon } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClassName } from "#app/components/ui/button.tsx";
import { SessionStatusBadge } from "#app/components/ui/session-status-badge.tsx";
import { Table, type TableColumn, tableCell, tableRow } from "#app/components/ui/table.tsx";
import type { LiveSession } from "#contracts/live-classes.ts";
import { zoomClassesText as t } from "#contracts/zoom-classes-text.ts";
import { liveSessionPath } from "./live-session-path.ts";
import { SessionStart } from "./session-start.tsx";

const columns: readonly TableColumn[] = [
  { label: t.columns.start },
  { label: t.columns.course },
  { label: t.columns.topic },
  { label: t.columns.status },
  { label: t.columns.attendees, align: "right" },
  { label: t.columns.actions, srOnly: true },
];

export type SessionAction = "edit" | "reschedule" | "cancel";

type SessionsTableProps = {
  sessions: readonly LiveSession[];
  onAction: (action: SessionAction, session: LiveSession) => void;
};

/** The sessions of one page of the list, each with what may be done to it in its state. */
export function SessionsTable({ sessions, onAction }: SessionsTableProps) {
  return (
    <Table caption={t.tableCaption} minWidth="min-w-[50rem]" columns={columns}>
      {sessions.map((session) => {
        const cancelled = session.status === "cancelled";
        // A held or cancelled session is over: it can be edited (a recording, notes) but not moved.
        const movable = session.status === "scheduled" || session.status === "rescheduled";
        return (
          <tr key={session.id} className={tableRow({ inactive: cancelled })}>
            <td className={tableCell("min-w-44 align-top")}>
              <SessionStart startsAt={session.startsAt} timeZone={session.timeZone} />
              <span className="block text-xs text-slate-600">{t.minutes(session.durationMinutes)}</span>
            </td>
            <td className={tableCell("align-top")}>
              <span className="block text-slate-900">{session.courseTitle}</span>
              <span className="block text-xs text-slate-600">{session.batchLabel}</span>
            </td>
            <th scope="row" className={tableCell("align-top font-medium text-slate-900")}>
              {session.topic}
              {session.lessonTitle ? (
                <span className="block text-xs font-normal text-slate-600">{session.lessonTitle}</span>
              ) : null}
              <span className="block text-xs font-normal text-slate-600">
                {t.withInstructor(session.instructorName ?? t.noInstructor)}
              </span>
            </th>
            <td className={tableCell("align-top")}>
              <SessionStatusBadge status={session.status} />
              {session.meetingUrl ? (
                <span className="mt-1 flex items-center gap-1 text-xs whitespace-nowrap text-emerald-800">
                  <CircleCheckIcon aria-hidden="true" className="size-4" />
                  {t.linkReady}
                </span>
              ) : (
                <span className="mt-1 flex items-center gap-1 text-xs whitespace-nowrap text-amber-800">
                  <CircleAlertIcon aria-hidden="true" className="size-4" />
                  {t.noLink}
                </span>
              )}
            </td>
            <td className={tableCell("align-top text-right tabular-nums")}>{session.attendees}</td>
            <td className={tableCell("align-top")}>
              <div className="grid justify-items-stretch gap-1.5">
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t.actions.editLabel(session.topic)}
                  onClick={() => onAction("edit", session)}
                >
                  {t.actions.edit}
                </Button>
                {movable ? (
                  <>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t.actions.rescheduleLabel(session.topic)}
                      onClick={() => onAction("reschedule", session)}
                    >
                      {t.actions.reschedule}
                    </Button>
                    <Button
                      size="sm"
                      variant="destructive"
                      aria-label={t.actions.cancelLabel(session.topic)}
                      onClick={() => onAction("cancel", session)}
                    >
                      {t.actions.cancel}
                    </Button>
                  </>
                ) : null}
                <Link
                  to={liveSessionPath(session.id)}
                  aria-label={t.actions.attendanceLabel(session.topic)}
                  className={buttonClassName({ variant: "ghost", size: "sm" })}
                >
                  {t.actions.attendance}
                </Link>
              </div>
            </td>
          </tr>
        );
      })}
    </Table>
  );
}
