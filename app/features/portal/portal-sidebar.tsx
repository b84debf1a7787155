import { LogOutIcon } from "lucide-react";
import { Link } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { isNavItemCurrent, type PortalNavigation } from "./portal-navigation.ts";

type PortalSidebarProps = {
  id: string;
  navigation: PortalNavigation;
  pathname: string;
  /** Below the large breakpoint the sidebar is a panel the menu button opens. */
  open: boolean;
  onNavigate: () => void;
  onSignOut: () => void;
};

export function PortalSidebar({ id, navigation, pathname, open, onNavigate, onSignOut }: PortalSidebarProps) {
  return (
    <nav
      id={id}
      aria-label={navigation.label}
      className={cn("w-full shrink-0 lg:block lg:w-60", open ? "block" : "hidden")}
    >
      <ul className="grid gap-0.5 rounded-lg border border-slate-200 bg-white p-2 lg:border-0 lg:p-0">
        {navigation.items.map((item) => {
          const current = isNavItemCurrent(item, pathname);
          const Icon = item.icon;
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                // A link to the page already shown does not change the path; close the panel anyway.
                onClick={onNavigate}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900",
                  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500",
                  current && "bg-indigo-50 text-indigo-800 hover:bg-indigo-50 hover:text-indigo-900",
                )}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {item.label}
              </Link>
            </li>
          );
        })}
        <li className="mt-2 border-t border-slate-200 pt-2">
          <button
            type="button"
            onClick={onSignOut}
            className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            <LogOutIcon aria-hidden="true" className="size-4 shrink-0" />
            Sign out
          </button>
        </li>
      </ul>
    </nav>
  );
}
