import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";
import { roleLabels } from "#contracts/admin-users.ts";
import { roles } from "#contracts/auth.ts";

type RoleSelectProps = Omit<ComponentProps<"select">, "children"> & {
  /** A first option for "no role chosen" (the filter's "All roles"). */
  emptyLabel?: string;
};

// A native select: keyboard, screen readers and phones all know it without extra code.
export function RoleSelect({ emptyLabel, className, ...props }: RoleSelectProps) {
  return (
    <select
      className={cn(
        "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm md:text-sm",
        "focus-visible:border-indigo-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500/40",
        "disabled:cursor-not-allowed disabled:opacity-60",
        className,
      )}
      {...props}
    >
      {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
      {roles.map((role) => (
        <option key={role} value={role}>
          {roleLabels[role]}
        </option>
      ))}
    </select>
  );
}
