import type { MetaFunction } from "react-router";
import { CouponsScreen } from "#app/features/admin-payments/coupons-screen.tsx";
import { portalMeta } from "#app/features/portal/portal-meta.ts";

export const meta: MetaFunction = () => portalMeta("/dashboard/admin/coupons");

// /dashboard/admin/coupons, inside the admin layout (guard, header, sidebar); decision 0013.
export default function AdminCouponsRoute() {
  return <CouponsScreen />;
}
