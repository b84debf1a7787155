import { PortalLayout } from "#app/features/portal/portal-layout.tsx";

export default function AdminLayout() {
  return <PortalLayout portal="admin" />;
}
