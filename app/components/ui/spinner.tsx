import { cn } from "#app/lib/cn.ts";

type SpinnerProps = {
  className?: string;
  /** Announced to screen readers; the ring itself is decorative. */
  label?: string;
};

export function Spinner({ className, label = "Loading..." }: SpinnerProps) {
  return (
    <div role="status" className={cn("inline-flex items-center justify-center", className)}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-indigo-200 border-t-indigo-600 motion-reduce:animate-[spin_1.5s_linear_infinite]"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
