import { CircleAlertIcon, CircleCheckIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

type FormAlertProps = { tone?: "error" | "success"; children: ReactNode; className?: string };

// A message about the whole form: errors interrupt (role=alert), confirmations wait their turn
// (role=status). Nothing is drawn without a message, so a form can always place it.
export function FormAlert({ tone = "error", children, className }: FormAlertProps) {
  if (children === null || children === undefined || children === "" || children === false) return null;
  const Icon = tone === "error" ? CircleAlertIcon : CircleCheckIcon;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "flex gap-2 rounded-md border p-3 text-sm",
        tone === "error"
          ? "border-red-200 bg-red-50 text-red-800"
          : "border-emerald-200 bg-emerald-50 text-emerald-900",
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{children}</p>
    </div>
  );
}
