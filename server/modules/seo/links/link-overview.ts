import type { LinkOverview } from "#contracts/seo-links.ts";
import type { LinksDeps } from "./links-deps.ts";

/** Internal Links' head: the totals of the last finished audit's link graph; zeros before the first. */
export async function linkOverview(deps: LinksDeps): Promise<LinkOverview> {
  const run = await deps.audits.lastDone();
  if (!run?.finishedAt)
    return { run: null, pages: 0, links: 0, orphans: 0, broken: 0, redirected: 0, chains: 0, suggestions: 0 };
  return {
    run: { id: run.id, finishedAt: run.finishedAt.toISOString() },
    ...(await deps.links.totals(run.id)),
  };
}
