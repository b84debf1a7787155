import type { MetaFunction } from "react-router";
import { EmailTrackingScreen } from "#app/features/email-tracking/email-tracking-screen.tsx";
import { portalMeta } from "#app/features/portal/portal-meta.ts";

export const meta: MetaFunction = () => portalMeta("/dashboard/admin/email-tracking");

// /dashboard/admin/email-tracking: the page inside the admin portal's layout (which owns the guard and sidebar).
export default function AdminEmailTrackingRoute() {
  return <EmailTrackingScreen />;
}
