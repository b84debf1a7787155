import { PortalLayout } from "#app/features/portal/portal-layout.tsx";

export default function InstructorLayout() {
  return <PortalLayout portal="instructor" />;
}
