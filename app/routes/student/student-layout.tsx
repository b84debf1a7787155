import { PortalLayout } from "#app/features/portal/portal-layout.tsx";

export default function StudentLayout() {
  return <PortalLayout portal="student" />;
}
