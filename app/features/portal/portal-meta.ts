import type { MetaDescriptor } from "react-router";
import { pageMeta } from "#app/features/site/page-meta.ts";
import { portalPageFor } from "./portal-pages.ts";
import { portalTitleFor } from "./portal-titles.ts";

/**
 * Title and description of the portal page at `pathname`, named by its registry entry unless the page's
 * feature names it (`heading`); portals are private, so never indexed.
 */
export function portalMeta(
  pathname: string,
  heading = portalPageFor(pathname)?.name ?? "Portal",
): MetaDescriptor[] {
  const portal = portalTitleFor(pathname) ?? "Portal";
  const title = heading === portal ? `${heading} | AI Labs` : `${heading} | ${portal} | AI Labs`;
  return pageMeta({ title, description: `${heading} in your AI Labs ${portal}.`, noindex: true });
}
