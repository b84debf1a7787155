import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

/** A native select styled like the inputs: keyboard, screen readers and phones all know it. */
export function SelectField({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm md:text-sm",
        "focus-visible:border-indigo-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500/40",
        "disabled:cursor-not-allowed disabled:opacity-60",
        className,
      )}
      {...props}
    />
  );
}
