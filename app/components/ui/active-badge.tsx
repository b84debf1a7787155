import { cn } from "#app/lib/cn.ts";

/** An account's or a coupon's on/off state, in words and colour (the words carry it without the colour). */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2 py-0.5 text-xs font-medium",
        active ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-800",
      )}
    >
      {active ? "Active" : "Inactive"}
    </span>
  );
}
