import { useMutation, useQueryClient } from "@tanstack/react-query";
import { UsersIcon } from "lucide-react";
import { useId } from "react";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { Table, type TableColumn, tableCell } from "#app/components/ui/table.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { cn } from "#app/lib/cn.ts";
import { liveClassesApi } from "#contracts/api/live-classes.ts";
import type { AttendanceRow, LiveSession } from "#contracts/live-classes.ts";
import { instructorSessionsText as i } from "#contracts/zoom-classes-text.ts";
import { attendanceQuery, liveSessionsKey, useAttendance } from "./live-session-queries.ts";
import { formatInZone } from "./zoned-time.ts";

const columns: readonly TableColumn[] = [
  { label: i.student },
  { label: i.email },
  { label: i.attended },
  { label: i.source },
  { label: i.firstJoined },
];

/** Who attended a session, with a switch per student to correct it by hand. */
export function AttendanceSection({ session }: { session: LiveSession }) {
  const headingId = useId();
  const { user } = useAuth();
  const attendance = useAttendance(user, session.id);
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {i.attendanceHeading}
      </h2>
      <p className="text-sm text-slate-700">{i.attendanceHint}</p>
      <QueryState query={attendance} loading={i.attendanceLoading} failed={i.attendanceFailed}>
        {(rows) => <AttendanceTable session={session} rows={rows} />}
      </QueryState>
    </section>
  );
}

function AttendanceTable({ session, rows }: { session: LiveSession; rows: readonly AttendanceRow[] }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const key = attendanceQuery(user?.id ?? "", session.id).queryKey;
  const mark = useMutation({
    mutationFn: ({ row, present }: { row: AttendanceRow; present: boolean }) =>
      apiRequest(liveClassesApi.setAttendance, {
        params: { sessionId: session.id, userId: row.userId },
        body: { present },
      }),
    onSuccess: async (updated, { row }) => {
      // The row as the server now holds it (its source is "manual" from here on).
      queryClient.setQueryData<AttendanceRow[]>(key, (current) =>
        current?.map((item) => (item.userId === updated.userId ? updated : item)),
      );
      toast({ title: updated.present ? i.markedPresent(row.name) : i.markedAbsent(row.name) });
      // The session's attendee count, in the lists.
      await queryClient.invalidateQueries({ queryKey: liveSessionsKey, refetchType: "inactive" });
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: i.attendanceSaveFailed,
        description: error instanceof Error ? error.message : undefined,
      });
    },
  });

  if (rows.length === 0) {
    return (
      <EmptyState
        icon={<UsersIcon aria-hidden="true" className="size-8 text-slate-400" />}
        title={i.noStudents}
      />
    );
  }
  const present = rows.filter((row) => row.present).length;
  const busyFor = mark.isPending ? mark.variables?.row.userId : undefined;
  return (
    <Table
      caption={i.attendanceHeading}
      description={i.presentCount(present, rows.length)}
      minWidth="min-w-[44rem]"
      columns={columns}
    >
      {rows.map((row) => (
        <tr key={row.userId}>
          <th scope="row" className={tableCell("font-medium text-slate-900")}>
            {row.name}
          </th>
          <td className={tableCell("max-w-[16rem] truncate")} title={row.email}>
            {row.email}
          </td>
          <td className={tableCell()}>
            <PresentSwitch
              name={row.name}
              present={row.present}
              busy={busyFor === row.userId}
              onToggle={() => mark.mutate({ row, present: !row.present })}
            />
          </td>
          <td className={tableCell("text-slate-700")}>
            {row.source ? i.sources[row.source] : i.notRecorded}
          </td>
          <td className={tableCell("whitespace-nowrap text-slate-700")}>
            {row.firstJoinedAt ? (
              <time dateTime={row.firstJoinedAt}>{formatInZone(row.firstJoinedAt, session.timeZone)}</time>
            ) : (
              i.notJoined
            )}
          </td>
        </tr>
      ))}
    </Table>
  );
}

type PresentSwitchProps = { name: string; present: boolean; busy: boolean; onToggle: () => void };

/** A switch (a button with role="switch": Space and Enter flip it) whose words say the state too. */
function PresentSwitch({ name, present, busy, onToggle }: PresentSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={present}
      aria-label={i.toggleLabel(name)}
      disabled={busy}
      onClick={onToggle}
      className="inline-flex items-center gap-2 rounded-md px-1 py-1 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={cn(
          "relative inline-flex h-5 w-9 shrink-0 rounded-full transition-colors",
          present ? "bg-emerald-600" : "bg-slate-300",
        )}
      >
        <span
          className={cn(
            "absolute top-0.5 size-4 rounded-full bg-white shadow transition-transform",
            present ? "translate-x-4.5" : "translate-x-0.5",
          )}
        />
      </span>
      <span className={present ? "text-emerald-900" : "text-slate-700"}>
        {present ? i.present : i.absent}
      </span>
    </button>
  );
}
