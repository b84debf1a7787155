import { type MetaFunction, useLocation } from "react-router";
import { PageInPreparation } from "#app/features/portal/page-in-preparation.tsx";
import { portalMetaAt } from "#app/features/portal/portal-meta.ts";
import { portalPageFor } from "#app/features/portal/portal-pages.ts";

// One module for the registry's pages that later issues build (features/portal/portal-pages.ts); each path
// keeps its own route id, so an issue gives its entry a module of its own instead of `holds`.
export const meta: MetaFunction = ({ location }) => portalMetaAt(location.pathname);

export default function PortalPlaceholder() {
  const page = portalPageFor(useLocation().pathname);
  return page?.holds ? <PageInPreparation name={page.name} holds={page.holds} /> : null;
}
