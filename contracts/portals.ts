import type { Role } from "./auth.ts";

// Decision 0008: which roles open which portal. Used by the client guards and the API policies alike.
export const portals = {
  student: { path: "/dashboard/student", roles: ["student", "admin"] },
  instructor: { path: "/dashboard/instructor", roles: ["instructor", "admin"] },
  admin: { path: "/dashboard/admin", roles: ["admin"] },
  digitalMarketer: { path: "/dashboard/digital-marketer", roles: ["digital_marketer", "admin"] },
} as const satisfies Record<string, { path: string; roles: readonly Role[] }>;

export type PortalName = keyof typeof portals;

/** Where a user lands after sign-in: /dashboard/{role}. */
export function dashboardPathFor(role: Role): string {
  return role === "digital_marketer" ? portals.digitalMarketer.path : `/dashboard/${role}`;
}

export function canOpenPortal(role: Role, portal: PortalName): boolean {
  return (portals[portal].roles as readonly Role[]).includes(role);
}
