import { cn } from "#app/lib/cn.ts";

type ProgressBarProps = {
  /** Whole percent, 0 to 100 (callers clamp). */
  value: number;
  /** Names the bar for screen readers, e.g. "AI Engineering progress". */
  label: string;
  className?: string;
};

export function ProgressBar({ value, label, className }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-slate-200", className)}
    >
      <div className="h-full rounded-full bg-indigo-600" style={{ width: `${value}%` }} />
    </div>
  );
}
