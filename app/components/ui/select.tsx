import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";
import { useFieldControl } from "./field-context.ts";
import { controlClassName } from "./input.tsx";

/** A native select styled like the inputs: keyboard, screen readers and phones all know it. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return (
    <select className={cn(controlClassName, "h-10", className)} {...props} {...useFieldControl(props)} />
  );
}
