import {
  AlarmClockIcon,
  CalendarClockIcon,
  CheckSquareIcon,
  HourglassIcon,
  RotateCcwIcon,
  UploadIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { useViewerTimeZone } from "#app/lib/viewer-time-zone.ts";
import { assignmentPanelText as t } from "#contracts/assignment-panel-text.ts";
import type { AssignmentView } from "#contracts/assignment-views.ts";
import { formatDueMoment, formatTimeLeft } from "./assignment-format.ts";

/** A countdown shows once the due moment is this close. */
const countdownFrom = 7 * 24 * 60 * 60_000;

type Props = {
  view: AssignmentView;
  /** Milliseconds left before the due moment (use-time-left.ts); null without one. */
  timeLeft: number | null;
};

/**
 * The assignment's rules in plain words: when it is due (on the batch's clock, with the reader's own when
 * it differs, and a countdown in its last week), what late work meets, what to hand in, and the points.
 */
export function AssignmentRules({ view, timeLeft }: Props) {
  const viewerZone = useViewerTimeZone();
  const { due } = view;
  const yourTime =
    due && viewerZone && viewerZone !== due.timeZone ? formatDueMoment(due.at, viewerZone) : null;
  const batchTime = due ? formatDueMoment(due.at, due.timeZone) : null;
  return (
    <ul className="grid gap-2 text-sm text-slate-800">
      {due ? (
        <Rule icon={<CalendarClockIcon />}>
          <span className="font-medium text-slate-900">{t.due(batchTime ?? "")}</span>
          {yourTime && yourTime !== batchTime ? (
            <span className="block text-slate-600">{t.dueYourTime(yourTime)}</span>
          ) : null}
        </Rule>
      ) : (
        <Rule icon={<CalendarClockIcon />}>
          {view.dueRule ? t.dueRule(view.dueRule.dueDays, view.dueRule.dueTime) : t.noDue}
        </Rule>
      )}
      {due && timeLeft !== null ? (
        timeLeft === 0 ? (
          <Rule icon={<AlarmClockIcon />}>
            <span className="font-medium text-amber-900">{t.duePassed}</span>
          </Rule>
        ) : timeLeft <= countdownFrom ? (
          <Rule icon={<HourglassIcon />}>
            <span role="timer" aria-live="off" className="font-medium text-indigo-800">
              {t.dueIn(formatTimeLeft(timeLeft))}
            </span>
          </Rule>
        ) : null
      ) : null}
      {due || view.dueRule ? <Rule icon={<AlarmClockIcon />}>{t.lateRule[view.latePolicy]}</Rule> : null}
      <Rule icon={<UploadIcon />}>{t.submitWhat(view.acceptFiles, view.acceptRepoUrl)}</Rule>
      <Rule icon={<RotateCcwIcon />}>{t.resubmitRule}</Rule>
      <Rule icon={<CheckSquareIcon />}>
        {t.points(view.possible, view.passPercent)} {t.passingCompletes}
      </Rule>
    </ul>
  );
}

function Rule({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-2">
      <span aria-hidden="true" className="mt-0.5 shrink-0 text-indigo-700 [&_svg]:size-4">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}
