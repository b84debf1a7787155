import { linkMessages, type PageLinks, pageLinksMax } from "#contracts/seo-links.ts";
import { HttpError } from "#server/http-error.ts";
import { normalizePath } from "../normalize-path.ts";
import type { LinksDeps } from "./links-deps.ts";
import { redirectChainDto } from "./redirect-chain-dto.ts";

// The anchor texts listed for a page: enough to see how the site names it.
const anchorsMax = 50;

/**
 * One crawled page's links both ways in the last finished audit, and the words other pages link to it with.
 * 400 for what is not a site path; 404 before the first audit or for a page the audit did not crawl.
 */
export async function readPageLinks(deps: LinksDeps, rawPath: string): Promise<PageLinks> {
  const path = normalizePath(rawPath);
  if (!path) throw new HttpError(400, linkMessages.pathRequired, "path");
  const run = await deps.audits.lastDone();
  const page = run ? await deps.links.page(run.id, path) : null;
  if (!run || !page) throw new HttpError(404, linkMessages.pageNotCrawled);
  const [inbound, outbound, anchors] = await Promise.all([
    deps.links.inbound(run.id, path, pageLinksMax),
    deps.links.outbound(run.id, path, pageLinksMax),
    deps.links.anchors(run.id, path, anchorsMax),
  ]);
  return {
    path: page.path,
    title: page.title,
    inbound: inbound.items.map((row) => ({ ...row, title: row.title ?? row.path })),
    inboundTotal: inbound.total,
    outbound: outbound.items.map((row) => ({
      path: row.path,
      anchor: row.anchor,
      inContent: row.inContent,
      status: row.target?.status ?? null,
      redirect: redirectChainDto(row.target),
    })),
    outboundTotal: outbound.total,
    anchors,
  };
}
