import type { MetaFunction } from "react-router";
import { AuditLogScreen } from "#app/features/audit-log/audit-log-screen.tsx";
import { portalMeta } from "#app/features/portal/portal-meta.ts";

export const meta: MetaFunction = () => portalMeta("/dashboard/admin/audit-log");

// /dashboard/admin/audit-log: the page inside the admin portal's layout (which owns the guard and sidebar).
export default function AdminAuditLogRoute() {
  return <AuditLogScreen />;
}
