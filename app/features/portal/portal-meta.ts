import type { MetaDescriptor } from "react-router";
import { pageMeta } from "#app/lib/page-meta.ts";
import { pageTitle } from "#contracts/page-title.ts";
import { type PortalPath, portalPageFactsFor } from "./portal-page-facts.ts";
import { portalTitleFor } from "./portal-titles.ts";

/**
 * Title and description of a registry page, named by its entry unless the page's feature names it
 * (`heading`); portals are private, so never indexed. The path is typed, so it cannot drift from the registry.
 */
export function portalMeta(path: PortalPath, heading?: string): MetaDescriptor[] {
  return portalMetaAt(path, heading);
}

/** The same for a module that serves several paths (the placeholder): the page shown at `pathname`. */
export function portalMetaAt(
  pathname: string,
  heading = portalPageFactsFor(pathname)?.name ?? "Portal",
): MetaDescriptor[] {
  const portal = portalTitleFor(pathname) ?? "Portal";
  const title = pageTitle(heading === portal ? heading : `${heading} | ${portal}`);
  return pageMeta({ title, description: `${heading} in your AI Labs ${portal}.`, noindex: true });
}
