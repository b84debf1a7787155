import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";
import { useFieldControl } from "./field-context.ts";

/** The classes every text-like control shares (inputs, selects, text areas). */
export const controlClassName = cn(
  "w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm md:text-sm",
  "placeholder:text-slate-500 focus-visible:border-indigo-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500/40",
  "disabled:cursor-not-allowed disabled:opacity-60",
  "aria-invalid:border-red-600 aria-invalid:focus-visible:ring-red-500/40",
);

export function Input({ className, type, ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      className={cn("flex h-10", controlClassName, className)}
      {...props}
      {...useFieldControl(props)}
    />
  );
}

/** A file picker: the browser's own control, its button styled like the kit's. */
export function FileInput({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="file"
      className={cn(
        "block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-900 hover:file:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500",
        className,
      )}
      {...props}
      {...useFieldControl(props)}
    />
  );
}
