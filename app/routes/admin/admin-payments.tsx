import type { MetaFunction } from "react-router";
import { PaymentsScreen } from "#app/features/admin-payments/payments-screen.tsx";
import { portalMeta } from "#app/features/portal/portal-meta.ts";

export const meta: MetaFunction = () => portalMeta("/dashboard/admin/payments");

// /dashboard/admin/payments, inside the admin layout (guard, header, sidebar); decision 0013.
export default function AdminPaymentsRoute() {
  return <PaymentsScreen />;
}
