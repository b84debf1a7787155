import { PortalLayout } from "#app/features/portal/portal-layout.tsx";

export default function MarketerLayout() {
  return <PortalLayout portal="digitalMarketer" />;
}
