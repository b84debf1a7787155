import type { MetaFunction } from "react-router";
import { NewsletterAdminScreen } from "#app/features/newsletter-admin/newsletter-admin-screen.tsx";
import { portalMeta } from "#app/features/portal/portal-meta.ts";

export const meta: MetaFunction = () => portalMeta("/dashboard/admin/newsletter-analytics");

// /dashboard/admin/newsletter-analytics: the page inside the admin portal's layout (which owns the guard and sidebar).
export default function AdminNewsletterAnalyticsRoute() {
  return <NewsletterAdminScreen />;
}
