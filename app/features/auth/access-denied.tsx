import { LayoutDashboardIcon, ShieldXIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "#app/components/ui/button.tsx";
import type { Role } from "#contracts/auth.ts";
import { dashboardPathFor } from "#contracts/portals.ts";

export const accessDeniedTitle = "You don't have access to this page";

const roleNames: Record<Role, string> = {
  student: "student",
  instructor: "instructor",
  admin: "admin",
  digital_marketer: "digital marketer",
};

/** The 403 page of the portal guards: says why, and offers the portal this account does open. */
export function AccessDenied({ role }: { role: Role }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <ShieldXIcon aria-hidden="true" className="mx-auto size-10 text-indigo-700" />
      <p className="mt-4 text-sm font-semibold tracking-wide text-indigo-700 uppercase">Error 403</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{accessDeniedTitle}</h1>
      <p className="mt-3 text-slate-700">
        This page belongs to another portal, and your {roleNames[role]} account can't open it.
      </p>
      <Link to={dashboardPathFor(role)} className={buttonClassName({ size: "lg", className: "mt-8" })}>
        <LayoutDashboardIcon aria-hidden="true" />
        Go to your dashboard
      </Link>
    </section>
  );
}
