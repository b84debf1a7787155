import type { RedirectChain } from "#contracts/seo-links.ts";
import type { LinkTargetRow } from "./links-repository.ts";

/** A linked path's redirects as the API answers them; null for a path that does not redirect. */
export function redirectChainDto(target: LinkTargetRow | null): RedirectChain {
  if (!target?.redirectTo || !target.finalPath) return null;
  return {
    to: target.redirectTo,
    end: target.finalPath,
    endStatus: target.finalStatus,
    hops: target.hops,
    loop: target.loop,
  };
}
