import type { LucideIcon } from "lucide-react";
import type { Role } from "#contracts/auth.ts";
import { type PortalName, portals } from "#contracts/portals.ts";
import { normalizePortalPath, portalPageFacts, portalShellFacts } from "./portal-page-facts.ts";

export type PortalNavItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Only this exact path marks the item current (the portal's overview, whose path prefixes the others). */
  end?: boolean;
  /** Other paths that show the same page and mark this item current. */
  also?: readonly string[];
};

export type PortalNavigation = {
  /** Accessible name of the sidebar's navigation landmark. */
  label: string;
  items: readonly PortalNavItem[];
};

/** A portal's sidebar: its registry entries that have an icon, in registry order (portal-page-facts.ts). */
function navigationOf(portal: PortalName): PortalNavigation {
  const items = portalPageFacts.flatMap((page) =>
    page.portal === portal && page.icon
      ? [
          {
            to: page.path,
            label: page.name,
            icon: page.icon,
            ...(page.path === portals[portal].path ? { end: true } : {}),
            ...(page.aliases ? { also: page.aliases } : {}),
          },
        ]
      : [],
  );
  return { label: portalShellFacts[portal].navigationLabel, items };
}

export const portalNavigation: Record<PortalName, PortalNavigation> = {
  student: navigationOf("student"),
  instructor: navigationOf("instructor"),
  admin: navigationOf("admin"),
  digitalMarketer: navigationOf("digitalMarketer"),
};

// SPEC.md section 6: "Navigation by role: admin sees the admin sidebar, digital_marketer the SEO management
// sidebar, instructor two items, everyone else the student menu." The sidebar follows who is signed in, not
// the portal shown: an admin who opens the student portal (decision 0008) keeps the admin navigation.
const sidebarOfRole: Record<Role, PortalName> = {
  admin: "admin",
  digital_marketer: "digitalMarketer",
  instructor: "instructor",
  student: "student",
};

export function navigationForRole(role: Role): PortalNavigation {
  return portalNavigation[sidebarOfRole[role] ?? "student"];
}

export function isNavItemCurrent(item: PortalNavItem, pathname: string): boolean {
  const path = normalizePortalPath(pathname);
  if (path === item.to || item.also?.includes(path)) return true;
  return !item.end && path.startsWith(`${item.to}/`);
}
