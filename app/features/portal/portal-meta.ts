import type { MetaDescriptor } from "react-router";
import { pageMeta } from "#app/features/site/page-meta.ts";
import { portalTitleFor } from "./portal-titles.ts";

/** Title and description of a portal page; portals are private, so never indexed. */
export function portalMeta(pathname: string, heading: string): MetaDescriptor[] {
  const portal = portalTitleFor(pathname) ?? "Portal";
  const title = heading === portal ? `${heading} | AI Labs` : `${heading} | ${portal} | AI Labs`;
  return pageMeta({ title, description: `${heading} in your AI Labs ${portal}.`, noindex: true });
}
