import type { MetaFunction } from "react-router";
import { PaymentsScreen } from "#app/features/admin-payments/payments-screen.tsx";
import { portalMeta } from "#app/features/portal/portal-meta.ts";

export const meta: MetaFunction = ({ location }) => portalMeta(location.pathname);

// /dashboard/admin/payments, inside the admin layout (guard, header, sidebar); decision 0013.
export default function AdminPaymentsRoute() {
  return <PaymentsScreen />;
}
