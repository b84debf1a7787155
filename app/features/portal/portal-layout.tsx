import { MenuIcon, XIcon } from "lucide-react";
import { type KeyboardEvent, Suspense, useId, useRef, useState } from "react";
import { Link, Outlet, useLocation } from "react-router";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { RequireRole } from "#app/features/auth/require-role.tsx";
import { QueryProvider } from "#app/lib/query-provider.tsx";
import type { PortalName } from "#contracts/portals.ts";
import { EmailVerificationBanner } from "./email-verification-banner.tsx";
import { navigationForRole, portalNavigation } from "./portal-navigation.ts";
import { portalPageFactsFor } from "./portal-page-facts.ts";
import { PortalSidebar } from "./portal-sidebar.tsx";
import { portalTitleFor } from "./portal-titles.ts";

/** The layout route of a portal: the role guard, then the portal's header, sidebar and page. */
export function PortalLayout({ portal }: { portal: PortalName }) {
  const { pathname } = useLocation();
  return (
    <QueryProvider>
      <RequireRole portal={portal} alsoOpenTo={portalPageFactsFor(pathname)?.openTo}>
        <PortalFrame portal={portal}>
          <Outlet />
        </PortalFrame>
      </RequireRole>
    </QueryProvider>
  );
}

export function PortalFrame({ portal, children }: { portal: PortalName; children: React.ReactNode }) {
  const { pathname } = useLocation();
  const { user, logout } = useAuth();
  // The sidebar by role (SPEC.md section 6), the header title by path (section 2).
  const navigation = user ? navigationForRole(user.role) : portalNavigation[portal];
  const title = portalTitleFor(pathname) ?? portalNavigation[portal].label;
  // The mobile panel belongs to the page it was opened on: navigating closes it without an effect.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const open = openOnPath === pathname;
  const sidebarId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      setOpenOnPath(null);
      toggle.current?.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the menu panel from anywhere inside it.
    <div className="bg-slate-50/60" onKeyDown={onKeyDown}>
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-4 lg:px-6">
          <div className="min-w-0 flex-1">
            <p className="truncate text-xl font-semibold tracking-tight text-slate-900">{title}</p>
            {user ? (
              <p className="truncate text-sm text-slate-600">
                Signed in as {user.name} ·{" "}
                <Link
                  to="/profile"
                  className="font-medium text-indigo-700 underline-offset-4 hover:underline"
                >
                  Edit profile
                </Link>
              </p>
            ) : null}
          </div>
          <button
            ref={toggle}
            type="button"
            aria-expanded={open}
            aria-controls={sidebarId}
            onClick={() => setOpenOnPath(open ? null : pathname)}
            className="inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 lg:hidden"
          >
            {open ? (
              <XIcon aria-hidden="true" className="size-4" />
            ) : (
              <MenuIcon aria-hidden="true" className="size-4" />
            )}
            Portal menu
          </button>
        </div>
      </div>
      <EmailVerificationBanner />
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 lg:flex-row lg:gap-8 lg:px-6 lg:py-8">
        <PortalSidebar
          id={sidebarId}
          navigation={navigation}
          pathname={pathname}
          open={open}
          onNavigate={() => setOpenOnPath(null)}
          onSignOut={() => void logout()}
        />
        <div className="min-w-0 flex-1">
          <Suspense>{children}</Suspense>
        </div>
      </div>
    </div>
  );
}
