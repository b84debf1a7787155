import type { MetaFunction } from "react-router";
import { AdminSettingsScreen } from "#app/features/admin-settings/admin-settings-screen.tsx";
import { portalMeta } from "#app/features/portal/portal-meta.ts";

export const meta: MetaFunction = () => portalMeta("/dashboard/admin/settings");

// /dashboard/admin/settings: the page inside the admin portal's layout (which owns the guard and sidebar).
export default function AdminSettingsRoute() {
  return <AdminSettingsScreen />;
}
