import { ApplicationDetailScreen } from "#app/features/admin-applications/application-detail-screen.tsx";
import { portalMeta } from "#app/features/portal/portal-meta.ts";
import type { Route } from "./+types/admin-application";

export const meta: Route.MetaFunction = () => portalMeta("/dashboard/admin/applications/:applicationId");

// /dashboard/admin/applications/:applicationId: one application, inside the admin portal's layout.
export default function AdminApplicationRoute({ params }: Route.ComponentProps) {
  return <ApplicationDetailScreen key={params.applicationId} id={params.applicationId} />;
}
