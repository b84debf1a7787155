import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

// What Radix Label does, without the Radix primitives it would bring into every page with a form: a
// <label> whose double-click does not select its text (unless the click lands on a control inside it).
export function Label({ className, onMouseDown, ...props }: ComponentProps<"label">) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or wrap the control
    <label
      className={cn("text-sm font-medium leading-none text-slate-800 select-none", className)}
      onMouseDown={(event) => {
        const target = event.target as HTMLElement;
        if (target.closest("button, input, select, textarea")) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
