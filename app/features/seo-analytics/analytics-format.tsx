import { cn } from "#app/lib/cn.ts";

export const count = new Intl.NumberFormat("en");
export const percent = new Intl.NumberFormat("en", { style: "percent", maximumFractionDigits: 1 });
// UTC, as the report's days are: the server's and the browser's renderings agree.
const dayFormat = new Intl.DateTimeFormat("en", { month: "short", day: "numeric", timeZone: "UTC" });
const longDayFormat = new Intl.DateTimeFormat("en", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
export const shortDay = (value: string) => dayFormat.format(new Date(`${value}T00:00:00Z`));
export const longDay = (value: string) => longDayFormat.format(new Date(`${value}T00:00:00Z`));

/** The change from the period before, green when up; "no earlier figure" when there was nothing to compare. */
export function Change({ now, before, className }: { now: number; before: number; className?: string }) {
  if (before === 0)
    return (
      <span className={cn("text-xs text-slate-600", className)}>
        {now === 0 ? "No change" : "New in this period"}
      </span>
    );
  const change = (now - before) / before;
  return (
    <span
      className={cn(
        "text-xs tabular-nums",
        change > 0 ? "text-emerald-700" : change < 0 ? "text-red-700" : "text-slate-600",
        className,
      )}
    >
      {change > 0 ? "+" : ""}
      {percent.format(change)}
    </span>
  );
}
