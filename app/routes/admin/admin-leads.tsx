import type { MetaFunction } from "react-router";
import { AdminLeadsScreen } from "#app/features/admin-leads/admin-leads-screen.tsx";
import { portalMeta } from "#app/features/portal/portal-meta.ts";

export const meta: MetaFunction = () => portalMeta("/dashboard/admin/leads");

// /dashboard/admin/leads: one inbox of chats, callbacks and contact requests, inside the admin layout.
export default function AdminLeadsRoute() {
  return <AdminLeadsScreen />;
}
