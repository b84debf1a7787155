import type { MetaFunction } from "react-router";
import { BatchesScreen } from "#app/features/admin-batches/batches-screen.tsx";
import { portalMeta } from "#app/features/portal/portal-meta.ts";

export const meta: MetaFunction = () => portalMeta("/dashboard/admin/bootcamp-batches");

// /dashboard/admin/bootcamp-batches and its alias /admin/batches: inside the admin portal's layout.
export default function AdminBatchesRoute() {
  return <BatchesScreen />;
}
