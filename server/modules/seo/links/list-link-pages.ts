import type { z } from "zod";
import type { LinkPagesQuery, linkPagesSchema } from "#contracts/seo-links.ts";
import type { LinksDeps } from "./links-deps.ts";

/** One page of the crawled pages with their inbound and outbound links; empty before the first audit. */
export async function listLinkPages(
  deps: LinksDeps,
  query: LinkPagesQuery,
): Promise<z.infer<typeof linkPagesSchema>> {
  const paging = { page: query.page, pageSize: query.pageSize };
  const run = await deps.audits.lastDone();
  if (!run) return { items: [], total: 0, ...paging };
  const { items, total } = await deps.links.pages(
    run.id,
    { q: query.q, orphans: query.filter === "orphans" },
    query.sort,
    { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
  );
  return { items, total, ...paging };
}
