import { type MetaFunction, useLocation } from "react-router";
import { PageInPreparation } from "#app/features/portal/page-in-preparation.tsx";
import { portalMetaAt } from "#app/features/portal/portal-meta.ts";
import { portalPageFactsFor } from "#app/features/portal/portal-page-facts.ts";
import { type PlaceholderPath, portalPlaceholderText } from "#app/features/portal/portal-placeholder-text.ts";

// One module for the registry's pages that later issues build (features/portal/portal-placeholder-text.ts);
// each path keeps its own route id, so an issue gives its entry a module of its own instead of its line.
export const meta: MetaFunction = ({ location }) => portalMetaAt(location.pathname);

export default function PortalPlaceholder() {
  const page = portalPageFactsFor(useLocation().pathname);
  const holds = page && portalPlaceholderText[page.path as PlaceholderPath];
  return page && holds ? <PageInPreparation name={page.name} holds={holds} /> : null;
}
