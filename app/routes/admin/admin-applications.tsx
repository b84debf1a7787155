import type { MetaFunction } from "react-router";
import { ApplicationsScreen } from "#app/features/admin-applications/applications-screen.tsx";
import { portalMeta } from "#app/features/portal/portal-meta.ts";

export const meta: MetaFunction = () => portalMeta("/dashboard/admin/applications");

// /dashboard/admin/applications: the pipeline inside the admin portal's layout (which owns the guard and sidebar).
export default function AdminApplicationsRoute() {
  return <ApplicationsScreen />;
}
