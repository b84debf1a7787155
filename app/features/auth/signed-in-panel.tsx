import { LayoutDashboardIcon, LogOutIcon } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClassName } from "#app/components/ui/button.tsx";
import type { CurrentUser } from "#contracts/auth.ts";
import { dashboardPathFor } from "#contracts/portals.ts";

type SignedInPanelProps = { user: Pick<CurrentUser, "name" | "role">; onLogout: () => void };

// A signed-in visitor who opens /auth (an old bookmark, the back button) gets where they meant to go
// instead of a sign-in form that would start a second session.
export function SignedInPanel({ user, onLogout }: SignedInPanelProps) {
  return (
    <div className="text-center">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        You're signed in as {user.name}
      </h1>
      <p className="mt-3 text-slate-700">Continue to your dashboard, or sign out to use another account.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={dashboardPathFor(user.role)} className={buttonClassName({ size: "lg" })}>
          <LayoutDashboardIcon aria-hidden="true" />
          Go to your dashboard
        </Link>
        <Button variant="outline" size="lg" onClick={onLogout}>
          <LogOutIcon aria-hidden="true" />
          Logout
        </Button>
      </div>
      <p className="mt-6">
        <Link
          to="/courses"
          className="font-medium text-indigo-700 underline underline-offset-4 hover:text-indigo-900"
        >
          Browse our courses
        </Link>
      </p>
    </div>
  );
}
