import { AlertTriangleIcon, CalendarClockIcon, FileCheckIcon, LockOpenIcon } from "lucide-react";
import { Link } from "react-router";
import { cn } from "#app/lib/cn.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import type { DeadlineItem, DueThisWeek as Week } from "#contracts/deadlines.ts";
import { deadlinesText, formatDueDay, formatDueTime } from "#contracts/deadlines-text.ts";
import { coursePlayerPath, lessonPlayerPath } from "#contracts/learning-text.ts";
import { useDueThisWeek } from "./learning-queries.ts";

/** The student's week on the overview: past-due modules first, then what falls due or opens. */
export function DueThisWeek({ user }: { user: CurrentUser }) {
  const week = useDueThisWeek(user);
  return (
    <section aria-labelledby="due-heading" className="mt-8">
      <h2 id="due-heading" className="text-lg font-semibold text-slate-900">
        {deadlinesText.heading}
      </h2>
      {week.isError ? (
        <p role="alert" className="mt-3 text-red-800">
          {deadlinesText.loadFailed}
        </p>
      ) : week.data ? (
        <WeekBody week={week.data} />
      ) : (
        <p className="mt-3 text-slate-600">Loading…</p>
      )}
    </section>
  );
}

function WeekBody({ week }: { week: Week }) {
  if (week.items.length === 0) {
    const message =
      week.pacing === "none"
        ? deadlinesText.noCourses
        : week.pacing === "self_paced"
          ? deadlinesText.selfPacedOnly
          : deadlinesText.nothingDue;
    return (
      <div className="mt-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <p className="text-slate-700">{message}</p>
        {week.next ? (
          <div className="mt-3">
            <p className="text-sm font-medium text-slate-600">{deadlinesText.nextUp}</p>
            <ul className="-mx-4 mt-1">
              <DeadlineRow item={week.next} />
            </ul>
          </div>
        ) : null}
      </div>
    );
  }
  return (
    <div className="mt-3 rounded-lg border border-slate-200 bg-white shadow-sm">
      <ul className="divide-y divide-slate-200">
        {week.items.map((item) => (
          <DeadlineRow key={`${item.kind}-${item.assignment ? item.lessonId : item.module.id}`} item={item} />
        ))}
      </ul>
      {week.more > 0 ? (
        <p className="border-t border-slate-200 px-4 py-2 text-sm text-slate-600">
          {deadlinesText.more(week.more)}
        </p>
      ) : null}
    </div>
  );
}

function DeadlineRow({ item }: { item: DeadlineItem }) {
  const day = formatDueDay(item.date);
  const when =
    item.kind === "module_opens"
      ? deadlinesText.opensOn(day)
      : item.overdue
        ? deadlinesText.overdueSince(day)
        : item.assignment
          ? deadlinesText.dueAtTime(day, formatDueTime(item.assignment.dueAt))
          : deadlinesText.dueOn(day);
  const Icon =
    item.kind === "module_opens"
      ? LockOpenIcon
      : item.overdue
        ? AlertTriangleIcon
        : item.assignment
          ? FileCheckIcon
          : CalendarClockIcon;
  const to = item.lessonId
    ? lessonPlayerPath(item.course.slug, item.lessonId)
    : coursePlayerPath(item.course.slug);
  return (
    <li>
      <Link
        to={to}
        className="flex items-start gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-indigo-600"
      >
        <Icon
          aria-hidden="true"
          className={cn("mt-0.5 size-5 shrink-0", item.overdue ? "text-red-700" : "text-indigo-700")}
        />
        <span className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:justify-between sm:gap-4">
          <span className="min-w-0">
            <span className="block font-medium text-slate-900">
              {item.assignment?.title ?? item.module.title}
            </span>
            <span className="block text-sm text-slate-600">
              {item.assignment
                ? `${item.course.title} · ${deadlinesText.assignment}`
                : item.kind === "module_due"
                  ? `${item.course.title} · ${deadlinesText.lessonsLeft(item.lessonsLeft)}`
                  : item.course.title}
            </span>
          </span>
          <span
            className={cn(
              "text-sm font-medium sm:shrink-0",
              item.overdue
                ? "text-red-700"
                : item.kind === "module_opens"
                  ? "text-slate-600"
                  : "text-slate-900",
            )}
          >
            {when}
          </span>
        </span>
      </Link>
    </li>
  );
}
