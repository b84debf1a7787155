import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";
import { useFieldControl } from "./field-context.ts";
import { controlClassName } from "./input.tsx";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(controlClassName, "min-h-32 resize-y", className)}
      {...props}
      {...useFieldControl(props)}
    />
  );
}
