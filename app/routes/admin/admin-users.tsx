import type { MetaFunction } from "react-router";
import { AdminUsersScreen } from "#app/features/admin-users/admin-users-screen.tsx";
import { portalMeta } from "#app/features/portal/portal-meta.ts";

export const meta: MetaFunction = () => portalMeta("/dashboard/admin/users");

// /dashboard/admin/users: the page inside the admin portal's layout (which owns the guard and sidebar).
export default function AdminUsersRoute() {
  return <AdminUsersScreen />;
}
