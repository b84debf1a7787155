import { PortalLayout } from "../../features/portal/portal-layout.tsx";

export default function StudentLayout() {
  return <PortalLayout portal="student" />;
}
