import { portals } from "#contracts/portals.ts";
import { normalizePortalPath, portalPageFacts, portalShellFacts } from "./portal-page-facts.ts";

const within = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

// SPEC.md section 2: "Portal header title depends on path". A path takes the title of the deepest registry
// entry (or alias) that names one and holds it or lies above it, else the title of the portal it is in.
const titled = portalPageFacts
  .flatMap((page) =>
    page.title ? [page.path, ...(page.aliases ?? [])].map((path) => ({ path, title: page.title })) : [],
  )
  .sort((a, b) => b.path.length - a.path.length);

export function portalTitleFor(pathname: string): string | undefined {
  const path = normalizePortalPath(pathname);
  const entry = titled.find((candidate) => within(path, candidate.path));
  if (entry) return entry.title;
  const portal = (Object.keys(portals) as (keyof typeof portals)[]).find((name) =>
    within(path, portals[name].path),
  );
  return portal ? portalShellFacts[portal].title : undefined;
}
